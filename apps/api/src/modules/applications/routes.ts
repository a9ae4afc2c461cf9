import { applicationCheckItem, errorBody, PAGE_SIZE } from '@kweli/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth-guard.ts';
import type { ModuleOptions } from '../../platform/context.ts';
import { pageLinks } from '../../platform/paging.ts';
import { candidateApplications } from './list.ts';

/**
 * GET /applications/?job=id (spec 01 §7): the signed-in candidate's own applications, as far as the
 * apply check needs (id, job, submission_status). The application flow extends this list.
 */
const query = z.object({
  job: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const applicationRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { ctx }) => {
  app.get(
    '/applications/',
    {
      preValidation: ctx.guards.requireRole('candidate'),
      schema: {
        tags: ['applications'],
        summary: "The candidate's own applications, optionally for one job",
        querystring: query,
        response: {
          200: z.object({
            count: z.number().int(),
            next: z.string().nullable(),
            previous: z.string().nullable(),
            results: z.array(applicationCheckItem),
          }),
          400: errorBody.or(z.record(z.string(), z.array(z.string()))),
          401: errorBody,
          403: errorBody,
        },
      },
    },
    async (request) => {
      const { page, job } = request.query;
      const { count, results } = await candidateApplications(ctx.db, currentUser(request).id, { job, page });
      const base = `${ctx.config.publicUrl}${request.url.split('?')[0]}`;
      return { count, ...pageLinks(base, request.query, page, PAGE_SIZE, count), results };
    },
  );
};
