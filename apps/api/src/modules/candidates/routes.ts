import {
  CERTIFICATE_MAX_BYTES,
  candidateProfile,
  education,
  errorBody,
  fieldErrorBody,
  todayInNairobi,
  workExperience,
} from '@kweli/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/connect.ts';
import { currentUser } from '../../platform/auth-guard.ts';
import type { ModuleOptions } from '../../platform/context.ts';
import { registerCandidateFiles } from './files.ts';
import { parseMultipart } from './multipart.ts';
import { loadProfile, updateProfile } from './profile.ts';
import {
  createEducation,
  createWorkExperience,
  editEducation,
  editWorkExperience,
  removeEducation,
  removeWorkExperience,
} from './service.ts';

/**
 * The candidate's own profile, work experience and education (docs/product/candidate.md §7). Candidates only:
 * the role is checked before the input, so an employer learns nothing from validation (403).
 */
const errors = { 400: fieldErrorBody.or(errorBody), 401: errorBody, 403: errorBody };
const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
/** Bodies are checked by the service with the shared schemas (one path for JSON and multipart). */
const anyBody = z.unknown();

export const candidateRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { ctx }) => {
  registerCandidateFiles();
  const candidateOnly = ctx.guards.requireRole('candidate');
  // POST /educations/ takes multipart when a certificate file comes with the new entry
  // (docs/product/candidate.md §7).
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: CERTIFICATE_MAX_BYTES + 256 * 1024 },
    async (request: { headers: Record<string, unknown> }, body: Buffer) =>
      parseMultipart(String(request.headers['content-type']), body),
  );

  app.get(
    '/candidate-profile/',
    {
      preValidation: candidateOnly,
      schema: {
        tags: ['candidates'],
        summary: "The candidate's profile with e-mail, streak, work experience and education",
        response: { 200: candidateProfile, ...errors },
      },
    },
    async (request) => loadProfile(ctx.db, currentUser(request).id),
  );

  app.patch(
    '/candidate-profile/',
    {
      preValidation: candidateOnly,
      schema: {
        tags: ['candidates'],
        summary:
          'Update the profile; any field may be left out. Lists of work_experiences or educations replace them (blank entries skipped)',
        body: anyBody,
        response: { 200: candidateProfile, ...errors, 404: errorBody },
      },
    },
    async (request) => updateProfile(ctx.db, currentUser(request).id, request.body),
  );

  /** POST, PUT and DELETE of one kind of entry (docs/product/candidate.md §7); another's id is 404. */
  const entryRoutes = <Entry>(
    path: string,
    answer: z.ZodType<Entry>,
    text: { add: string; replace: string; remove: string },
    write: {
      create: (db: Db, candidateId: number, body: unknown, today: string) => Promise<Entry>;
      edit: (db: Db, candidateId: number, id: number, body: unknown, today: string) => Promise<Entry>;
      remove: (db: Db, candidateId: number, id: number) => Promise<void>;
    },
    addLimit?: number,
  ) => {
    app.post(
      path,
      {
        preValidation: candidateOnly,
        ...(addLimit ? { bodyLimit: addLimit } : {}),
        schema: {
          tags: ['candidates'],
          summary: text.add,
          body: anyBody,
          response: { 201: answer, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await write.create(ctx.db, currentUser(request).id, request.body, todayInNairobi())),
    );
    app.put(
      `${path}:id/`,
      {
        preValidation: candidateOnly,
        schema: {
          tags: ['candidates'],
          summary: text.replace,
          params: idParam,
          body: anyBody,
          response: { 200: answer, ...errors, 404: errorBody },
        },
      },
      async (request) =>
        write.edit(ctx.db, currentUser(request).id, request.params.id, request.body, todayInNairobi()),
    );
    app.delete(
      `${path}:id/`,
      {
        preValidation: candidateOnly,
        schema: {
          tags: ['candidates'],
          summary: text.remove,
          params: idParam,
          response: { 204: z.null(), ...errors, 404: errorBody },
        },
      },
      async (request, reply) => {
        await write.remove(ctx.db, currentUser(request).id, request.params.id);
        return reply.status(204).send(null);
      },
    );
  };

  entryRoutes(
    '/work-experiences/',
    workExperience,
    {
      add: 'Add a work experience',
      replace: 'Replace a work experience',
      remove: 'Remove a work experience',
    },
    { create: createWorkExperience, edit: editWorkExperience, remove: removeWorkExperience },
  );
  entryRoutes(
    '/educations/',
    education,
    {
      add: 'Add an education: JSON, or multipart/form-data with the same fields and a `certificate` file (PDF or image, 5 MB)',
      replace: 'Replace an education; `certificate` is a key uploaded for this entry, null to remove it',
      remove: 'Remove an education (and release its certificate)',
    },
    { create: createEducation, edit: editEducation, remove: removeEducation },
    CERTIFICATE_MAX_BYTES + 256 * 1024,
  );
};
