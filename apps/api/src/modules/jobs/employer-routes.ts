import {
  employerJob,
  employerJobListQuery,
  employerJobPage,
  jobDraft,
  jobPostingPayload,
} from '@kweli/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth-guard.ts';
import type { ModuleOptions } from '../../platform/context.ts';
import { cappedPageAnswer } from '../../platform/paging.ts';
import { refusals } from '../../platform/refusals.ts';
import { companyCopy } from '../employers/index.ts';
import { CLOSE_OUT_EVERY_MINUTES, closeOutExpiredJobs } from './close-out.ts';
import { DESCRIPTION_WORDS_PRUNE_EVERY_MS, pruneDescriptionWords } from './description-words.ts';
import {
  closeJob,
  createJob,
  deleteJob,
  getEmployerJob,
  listDrafts,
  listEmployerJobs,
  updateJob,
} from './posting.ts';
import { registerJobSubscriptions } from './subscriptions.ts';

/**
 * The employer's own jobs and drafts (docs/product/employer.md §7). Employers only (403 for a candidate,
 * checked before the input); another employer's job answers 404 on read, update and delete.
 */
const errors = refusals(400, 401, 403, 404);
/** Ids are Postgres integers: a larger number is simply not found, never a database error. */
const jobParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const employerJobRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { ctx }) => {
  registerJobSubscriptions();
  app.outbox.every('job close-out', CLOSE_OUT_EVERY_MINUTES * 60_000, () => closeOutExpiredJobs(ctx.db));
  app.outbox.every('job description words', DESCRIPTION_WORDS_PRUNE_EVERY_MS, (stopping) =>
    pruneDescriptionWords(ctx.db, { stopping }),
  );
  const employerOnly = ctx.guards.requireRole('employer');

  app.get(
    '/employer/jobs/list/',
    {
      preValidation: employerOnly,
      schema: {
        tags: ['employer jobs'],
        summary:
          "The employer's jobs (all but drafts and closed ones, or those of one `status`) with their applicant counts, newest first, 20 per page",
        querystring: employerJobListQuery,
        response: { 200: employerJobPage, ...errors },
      },
    },
    async (request) => {
      const { page, status } = request.query;
      const list = await listEmployerJobs(ctx.db, currentUser(request).id, page, status);
      return cappedPageAnswer(ctx.config.publicUrl, request, page, list);
    },
  );

  app.get(
    '/employer/jobs/drafts/',
    {
      preValidation: employerOnly,
      schema: {
        tags: ['employer jobs'],
        summary: "The employer's drafts, last changed first",
        response: { 200: z.array(jobDraft), ...errors },
      },
    },
    async (request) => listDrafts(ctx.db, currentUser(request).id),
  );

  app.post(
    '/employer/jobs/',
    {
      preValidation: employerOnly,
      schema: {
        tags: ['employer jobs'],
        summary: 'Create a job: a draft needs a title, Publish the six required fields',
        body: jobPostingPayload,
        response: { 201: employerJob, ...errors },
      },
    },
    async (request, reply) => {
      const employerId = currentUser(request).id;
      const company = await companyCopy(ctx.db, employerId);
      return reply.status(201).send(await createJob(ctx.db, employerId, request.body, company));
    },
  );

  app.get(
    '/employer/jobs/:id/',
    {
      preValidation: employerOnly,
      schema: {
        tags: ['employer jobs'],
        summary: 'One of the employer’s jobs or drafts',
        params: jobParam,
        response: { 200: employerJob, ...errors },
      },
    },
    async (request) => getEmployerJob(ctx.db, currentUser(request).id, request.params.id),
  );

  app.put(
    '/employer/jobs/:id/',
    {
      preValidation: employerOnly,
      schema: {
        tags: ['employer jobs'],
        summary: 'Update a job or draft (same body as create)',
        params: jobParam,
        body: jobPostingPayload,
        response: { 200: employerJob, ...errors },
      },
    },
    async (request) => {
      const employerId = currentUser(request).id;
      const company = await companyCopy(ctx.db, employerId);
      return updateJob(ctx.db, employerId, request.params.id, request.body, company);
    },
  );

  app.post(
    '/employer/jobs/:id/close/',
    {
      preValidation: employerOnly,
      schema: {
        tags: ['employer jobs'],
        summary: 'Close a published or held job: it leaves the board and its waiting applicants are told',
        description:
          'Closing a closed job answers it as it is and tells nobody again. A draft or a removed job answers 400; another employer’s job 404.',
        params: jobParam,
        response: { 200: employerJob, ...errors },
      },
    },
    async (request) => closeJob(ctx.db, currentUser(request).id, request.params.id),
  );

  app.delete(
    '/employer/jobs/:id/',
    {
      preValidation: employerOnly,
      schema: {
        tags: ['employer jobs'],
        summary: 'Delete a job or draft',
        params: jobParam,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteJob(ctx.db, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
