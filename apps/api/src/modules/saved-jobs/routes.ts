import { errorBody, PAGE_SIZE, recordId, savedJobPage } from '@kweli/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth-guard.ts';
import type { ModuleOptions } from '../../platform/context.ts';
import { pageLinks } from '../../platform/paging.ts';
import { listSavedJobs, removeSavedJob } from './service.ts';

/** GET and DELETE of the candidate's saved jobs (spec 03 §7); candidates only. */
const errors = {
  400: errorBody.or(z.record(z.string(), z.array(z.string()))),
  401: errorBody,
  403: errorBody,
};

export const savedJobListRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { ctx }) => {
  const candidateOnly = ctx.guards.requireRole('candidate');

  app.get(
    '/candidate/saved-jobs/',
    {
      preValidation: candidateOnly,
      schema: {
        tags: ['saved jobs'],
        summary: "The candidate's saved jobs, most recently saved first",
        querystring: z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) }),
        response: { 200: savedJobPage, ...errors },
      },
    },
    async (request) => {
      const { page } = request.query;
      const { count, results } = await listSavedJobs(ctx.db, currentUser(request).id, page);
      const address = `${ctx.config.publicUrl}${request.url.split('?')[0]}`;
      return { count, ...pageLinks(address, request.query, page, PAGE_SIZE, count), results };
    },
  );

  app.delete(
    '/candidate/saved-jobs/:id/',
    {
      preValidation: candidateOnly,
      schema: {
        tags: ['saved jobs'],
        summary: 'Remove a saved job (the id is the job id)',
        params: z.object({ id: recordId }),
        response: { 204: z.null(), ...errors, 404: errorBody },
      },
    },
    async (request, reply) => {
      await removeSavedJob(ctx.db, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
