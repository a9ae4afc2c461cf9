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

  app.post(
    '/work-experiences/',
    {
      preValidation: candidateOnly,
      schema: {
        tags: ['candidates'],
        summary: 'Add a work experience',
        body: anyBody,
        response: { 201: workExperience, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createWorkExperience(ctx.db, currentUser(request).id, request.body, todayInNairobi())),
  );

  app.put(
    '/work-experiences/:id/',
    {
      preValidation: candidateOnly,
      schema: {
        tags: ['candidates'],
        summary: 'Replace a work experience',
        params: idParam,
        body: anyBody,
        response: { 200: workExperience, ...errors, 404: errorBody },
      },
    },
    async (request) =>
      editWorkExperience(ctx.db, currentUser(request).id, request.params.id, request.body, todayInNairobi()),
  );

  app.delete(
    '/work-experiences/:id/',
    {
      preValidation: candidateOnly,
      schema: {
        tags: ['candidates'],
        summary: 'Remove a work experience',
        params: idParam,
        response: { 204: z.null(), ...errors, 404: errorBody },
      },
    },
    async (request, reply) => {
      await removeWorkExperience(ctx.db, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/educations/',
    {
      preValidation: candidateOnly,
      bodyLimit: CERTIFICATE_MAX_BYTES + 256 * 1024,
      schema: {
        tags: ['candidates'],
        summary:
          'Add an education: JSON, or multipart/form-data with the same fields and a `certificate` file (PDF or image, 5 MB)',
        body: anyBody,
        response: { 201: education, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createEducation(ctx.db, currentUser(request).id, request.body, todayInNairobi())),
  );

  app.put(
    '/educations/:id/',
    {
      preValidation: candidateOnly,
      schema: {
        tags: ['candidates'],
        summary: 'Replace an education; `certificate` is a key uploaded for this entry, null to remove it',
        params: idParam,
        body: anyBody,
        response: { 200: education, ...errors, 404: errorBody },
      },
    },
    async (request) =>
      editEducation(ctx.db, currentUser(request).id, request.params.id, request.body, todayInNairobi()),
  );

  app.delete(
    '/educations/:id/',
    {
      preValidation: candidateOnly,
      schema: {
        tags: ['candidates'],
        summary: 'Remove an education (and release its certificate)',
        params: idParam,
        response: { 204: z.null(), ...errors, 404: errorBody },
      },
    },
    async (request, reply) => {
      await removeEducation(ctx.db, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
