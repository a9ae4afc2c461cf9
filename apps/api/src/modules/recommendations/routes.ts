import { errorBody, recommendedJob } from '@kweli/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth-guard.ts';
import { KeptBody, sendJsonAnswer } from '../../platform/compression.ts';
import type { ModuleOptions } from '../../platform/context.ts';
import { recommendJobs } from './service.ts';

/** GET /recommendations/recommended/ (spec 03 §7): a plain list of at most 20 jobs, best first. */
export const recommendationRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { ctx }) => {
  app.get(
    '/recommendations/recommended/',
    {
      preValidation: ctx.guards.requireRole('candidate'),
      schema: {
        tags: ['recommendations'],
        summary:
          "Open jobs matching the candidate's preferences and experience, best match first, then newest",
        response: { 200: z.array(recommendedJob), 401: errorBody, 403: errorBody },
      },
    },
    async (request, reply) => {
      const candidateId = currentUser(request).id;
      // Kept per candidate for a short while (the dashboard asks on every visit); forgotten as soon as
      // the candidate or any job changes (app.ts).
      const answer = await ctx.recommendationAnswers.get(String(candidateId), async () =>
        KeptBody.of(JSON.stringify(z.array(recommendedJob).parse(await recommendJobs(ctx.db, candidateId)))),
      );
      return sendJsonAnswer(request, reply.header('cache-control', 'private, no-store'), answer);
    },
  );
};
