import {
  companyJobsPage,
  errorBody,
  jobSearchPage,
  jobSearchQuery,
  publicJobDetail,
  similarJobs as similarJobsSchema,
} from '@kweli/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendJsonAnswer } from '../../platform/compression.ts';
import type { ModuleOptions } from '../../platform/context.ts';
import { cappedPageAnswer } from '../../platform/paging.ts';
import { refusals } from '../../platform/refusals.ts';
import { companyJobs } from './company-jobs.ts';
import { publicJob } from './public.ts';
import { publicSearchAnswers, similarJobAnswers } from './public-search.ts';

/**
 * The public job calls: search (docs/product/foundation.md §7), one published job by id, the jobs similar
 * to it and a company's open jobs (issue 27 item 13). No sign-in needed.
 */
/** Ids are Postgres integers: a larger number is simply not found, never a database error. */
const jobParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const pageQuery = z.object({ page: jobSearchQuery.shape.page });

export const publicJobRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { ctx }) => {
  const searchAnswer = publicSearchAnswers(ctx);
  const similarAnswer = similarJobAnswers(ctx);

  app.get(
    '/jobs/search/',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Search open published jobs; typo-tolerant, ranked by relevance then newest',
        querystring: jobSearchQuery,
        response: { 200: jobSearchPage, ...refusals(400) },
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
        response: { 200: publicJobDetail, ...refusals(400), 404: errorBody, 410: errorBody },
      },
    },
    async (request) => publicJob(ctx.db, request.params.id),
  );

  app.get(
    '/jobs/:id/similar/',
    {
      schema: {
        tags: ['jobs'],
        summary: 'A few open jobs like a published job: its title words, industry and town',
        description: 'Never the job itself, nor a closed, draft or expired job. An unknown job answers 404.',
        params: jobParam,
        response: { 200: similarJobsSchema, ...refusals(400), 404: errorBody },
      },
    },
    async (request, reply) => sendJsonAnswer(request, reply, await similarAnswer(request.params.id)),
  );

  app.get(
    '/companies/:id/jobs/',
    {
      schema: {
        tags: ['jobs'],
        summary: "A company's open jobs, newest first, paged",
        description: 'A company without a public page (closed account, unknown id) answers 404.',
        params: jobParam,
        querystring: pageQuery,
        response: { 200: companyJobsPage, ...refusals(400), 404: errorBody },
      },
    },
    async (request) => {
      const list = await companyJobs(ctx.db, request.params.id, request.query.page);
      return cappedPageAnswer(ctx.config.publicUrl, request, request.query.page, list);
    },
  );
};
