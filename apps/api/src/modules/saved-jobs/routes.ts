import { recordId, savedJobAnswer, savedJobIds, savedJobPage, saveJobPayload } from '@kweli/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth-guard.ts';
import type { ModuleOptions } from '../../platform/context.ts';
import { pageAnswer } from '../../platform/paging.ts';
import { refusals } from '../../platform/refusals.ts';
import { REMINDER_EVERY_MINUTES, remindDeadlines } from './reminders.ts';
import { savedJobIds as findSavedJobIds, listSavedJobs, removeSavedJob, saveJob } from './service.ts';

/** A candidate's saved jobs. The role is checked before the input, so others learn nothing from it. */
const errors = refusals(400, 401, 403, 404);

export const savedJobRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { ctx }) => {
  app.outbox.every('deadline reminders', REMINDER_EVERY_MINUTES * 60_000, () => remindDeadlines(ctx.db));
  app.post(
    '/candidate/saved-jobs/',
    {
      preValidation: ctx.guards.requireRole('candidate'),
      schema: {
        tags: ['saved jobs'],
        summary: 'Save a job (saving one already saved is not an error)',
        body: saveJobPayload,
        response: { 200: savedJobAnswer, 201: savedJobAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const { created, saved } = await saveJob(ctx.db, currentUser(request).id, request.body.job_id);
      return reply.status(created ? 201 : 200).send(saved);
    },
  );

  app.get(
    '/candidate/saved-jobs/',
    {
      preValidation: ctx.guards.requireRole('candidate'),
      schema: {
        tags: ['saved jobs'],
        summary: "The candidate's saved jobs, most recently saved first",
        querystring: z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) }),
        response: { 200: savedJobPage, ...errors },
      },
    },
    async (request) => {
      const { page } = request.query;
      const list = await listSavedJobs(ctx.db, currentUser(request).id, page);
      return pageAnswer(ctx.config.publicUrl, request, page, list);
    },
  );

  app.get(
    '/candidate/saved-jobs/ids/',
    {
      preValidation: ctx.guards.requireRole('candidate'),
      schema: {
        tags: ['saved jobs'],
        summary: 'The ids of the jobs the candidate saved, newest first (for "Saved" on every job)',
        response: { 200: savedJobIds, ...errors },
      },
    },
    async (request) => ({ job_ids: await findSavedJobIds(ctx.db, currentUser(request).id) }),
  );

  app.delete(
    '/candidate/saved-jobs/:id/',
    {
      preValidation: ctx.guards.requireRole('candidate'),
      schema: {
        tags: ['saved jobs'],
        summary: 'Remove a saved job (the id is the job id)',
        params: z.object({ id: recordId }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeSavedJob(ctx.db, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
