import {
  errorBody,
  jobSearchPage,
  jobSearchQuery,
  PAGE_SIZE,
  publicJob as publicJobSchema,
} from '@kweli/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AnswerCache } from '../../platform/answer-cache.ts';
import { KeptBody, sendJsonAnswer } from '../../platform/compression.ts';
import type { ModuleOptions } from '../../platform/context.ts';
import { pageLinks } from '../../platform/paging.ts';
import { onStale } from '../../platform/stale-answers.ts';
import { publicJob } from './public.ts';
import { searchJobs } from './search.ts';

/**
 * The public job calls: search (docs/product/foundation.md §7) and one published job by id. No sign-in
 * needed.
 */
const fieldErrorBody = errorBody.or(z.record(z.string(), z.array(z.string())));
/** Ids are Postgres integers: a larger number is simply not found, never a database error. */
const jobParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const publicJobRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { ctx }) => {
  // Serialized public search answers with their compressed forms, kept for ANSWER_CACHE_SECONDS and
  // forgotten as soon as a writer says public job answers changed (a job, its company, its applicants).
  const searchAnswers = new AnswerCache<KeptBody>(ctx.config.answerCacheSeconds);
  onStale(ctx.db, (change) => {
    if (change.kind === 'public-jobs') searchAnswers.clear();
  });
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
      // The answer is the same for everyone: kept serialized (ANSWER_CACHE_SECONDS), keyed by the
      // validated query, so equal searches written differently share it.
      const answer = await searchAnswers.get(`search ${JSON.stringify(request.query)}`, async () => {
        const { count, countCapped, results } = await searchJobs(ctx.db, request.query);
        const base = `${ctx.config.publicUrl}${request.url.split('?')[0]}`;
        const links = pageLinks(base, request.query, request.query.page, PAGE_SIZE, count, countCapped);
        return KeptBody.of(
          JSON.stringify(jobSearchPage.parse({ count, count_capped: countCapped, ...links, results })),
        );
      });
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
