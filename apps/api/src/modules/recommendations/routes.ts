import { errorBody, recommendedJob } from '@kweli/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AnswerCache } from '../../platform/answer-cache.ts';
import { currentUser } from '../../platform/auth-guard.ts';
import { KeptBody, sendJsonAnswer } from '../../platform/compression.ts';
import type { ModuleOptions } from '../../platform/context.ts';
import { onStale } from '../../platform/stale-answers.ts';
import {
  AHEAD_RUN_MS,
  computeListsAhead,
  REFRESH_TOPIC,
  refreshMarked,
  refreshStaleLists,
  storedRecommendationsAnswer,
} from './stored.ts';

/** How often the stored lists far behind the job changes are computed again (stored.ts). */
const REFRESH_EVERY_MS = 60_000;

/**
 * GET /recommendations/recommended/ (docs/product/candidate.md §7): a plain list of at most 20 jobs, best
 * first.
 */
export const recommendationRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { ctx }) => {
  // Each candidate's recommendations, serialized, kept for ANSWER_CACHE_SECONDS; forgotten when that
  // candidate's profile or applications change, and all of them when public job answers change.
  const answers = new AnswerCache<KeptBody>(ctx.config.answerCacheSeconds, 5000);
  // Stored lists (decision 103): computed again in the background after a profile change, and when far
  // behind the job changes.
  app.outbox.handle(REFRESH_TOPIC, (payload, tx) => refreshMarked(tx, payload));
  app.outbox.every('recommendations refresh', REFRESH_EVERY_MS, () => refreshStaleLists(ctx.db));
  // And ahead of the first ask (candidates who never asked) and of the 24 h limit: each minute, in the
  // moments without requests, within RECOMMENDATIONS_AHEAD_MS_PER_MINUTE (0: not at all).
  const msPerMinute = ctx.config.recommendationsAheadMsPerMinute;
  if (msPerMinute > 0)
    // Every instance: each one uses its own moments without requests.
    app.outbox.every(
      'recommendations ahead',
      AHEAD_RUN_MS,
      (stopping) =>
        computeListsAhead(ctx.db, { msPerMinute, busy: () => ctx.requestsInFlight() > 0, signal: stopping }),
      { everyInstance: true },
    );
  onStale(ctx.db, (change) => {
    if (change.kind === 'public-jobs') answers.clear();
    if (change.kind === 'candidate') answers.delete(String(change.userId));
  });
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
      // Read from the candidate's stored list, and kept per candidate for a short while (the dashboard asks
      // on every visit). Made for this candidate alone: compressed about once per ask, so gzip first.
      // The stored jobs come written by PostgreSQL in the schema's order, sent as they are (decision 132).
      const answer = await answers.get(String(candidateId), async () =>
        KeptBody.forOne(await storedRecommendationsAnswer(ctx.db, candidateId, undefined, ctx.readDb)),
      );
      return sendJsonAnswer(request, reply.header('cache-control', 'private, no-store'), answer);
    },
  );
};
