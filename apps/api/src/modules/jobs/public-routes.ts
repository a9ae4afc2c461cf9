import { errorBody, jobSearchPage, jobSearchQuery, publicJob as publicJobSchema } from '@kweli/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendJsonAnswer } from '../../platform/compression.ts';
import type { ModuleOptions } from '../../platform/context.ts';
import { publicJob } from './public.ts';
import { publicSearchAnswers } from './public-search.ts';

/**
 * The public job calls: search (docs/product/foundation.md §7) and one published job by id. No sign-in
 * needed.
 */
const fieldErrorBody = errorBody.or(z.record(z.string(), z.array(z.string())));
/** Ids are Postgres integers: a larger number is simply not found, never a database error. */
const jobParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const publicJobRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { ctx }) => {
  const searchAnswer = publicSearchAnswers(ctx);

  app.get(
    '/jobs/search/',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Search open published jobs; typo-tolerant, ranked by relevance then newest',
        querystring: jobSearchQuery,
        response: { 200: jobSearchPage, 400: fieldErrorBody },
      },
    },
    async (request, reply) => {
      const answer = await searchAnswer(request.query);
      return sendJsonAnswer(request, reply, answer);
    },
  );

  app.get(
    '/employer/public/jobs/:id/',
    {
      schema: {
        tags: ['jobs'],
        summary: 'A published job, for its public page (drafts are not found)',
        description: 'A job its employer deleted while it had applicants answers 410: no longer available.',
        params: jobParam,
        response: { 200: publicJobSchema, 400: fieldErrorBody, 404: errorBody, 410: errorBody },
      },
    },
    async (request) => publicJob(ctx.db, request.params.id),
  );
};
