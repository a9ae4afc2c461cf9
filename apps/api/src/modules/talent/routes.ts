import {
  errorBody,
  savedTalentItem,
  savedTalentPage,
  saveTalentPayload,
  talentCandidateDetails,
  talentFilterOptions,
  talentSearchPage,
  talentSearchQuery,
  todayInNairobi,
} from '@kweli/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AnswerCache } from '../../platform/answer-cache.ts';
import { currentUser } from '../../platform/auth-guard.ts';
import { KeptBody, sendJsonAnswer } from '../../platform/compression.ts';
import type { ModuleOptions } from '../../platform/context.ts';
import { cappedPageAnswer, pageAnswer } from '../../platform/paging.ts';
import { refusals } from '../../platform/refusals.ts';
import { onStale } from '../../platform/stale-answers.ts';
import { pruneDocumentWords } from './document-words.ts';
import { refreshPoolOrder } from './pool-order.ts';
import { type RankedPage, rankCandidates } from './search.ts';
import {
  candidateDetails,
  listSavedTalent,
  talentFilterOptions as loadFilterOptions,
  removeSavedTalent,
  saveTalent,
  searchTalent,
} from './service.ts';
import { pruneTitleSpellings } from './title-spellings.ts';
import { countWholeYears } from './whole-years.ts';

/**
 * The talent pool for employers (docs/product/employer.md §7): filter options, search with explained
 * relevance, candidate details with e-mail and phone, and the employer's saved talent. Employers only; the
 * role is checked before the input, so a caller without it learns nothing from validation messages.
 */
const errors = refusals(400, 401, 403);
/** Ids are Postgres integers: a larger number is simply not found, never a database error. */
const candidateParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const pageQuery = z.object({
  page: talentSearchQuery.shape.page,
});

/** How often the stored pool order is checked, and stored again when it no longer holds. */
const POOL_ORDER_EVERY_MS = 15_000;
/** How often the stored whole years are checked, and moved to the new day after midnight (whole-years.ts). */
const WHOLE_YEARS_EVERY_MS = 60_000;
/** How often spellings no title holds any more are taken out (title-spellings.ts). */
const SPELLINGS_PRUNE_EVERY_MS = 60 * 60_000;
/** How often words no profile holds any more leave the vocabulary (document-words.ts): it reads them all. */
const DOCUMENT_WORDS_PRUNE_EVERY_MS = 24 * 60 * 60_000;

export const talentRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { ctx }) => {
  // Talent search answers (per employer and search) and rankings (the order and the count, the same
  // for every employer, keyed by search and day), kept for ANSWER_CACHE_SECONDS and forgotten as soon
  // as a writer says the talent pool changed (a profile, a sign-up, saved talent).
  const answers = new AnswerCache<KeptBody>(ctx.config.answerCacheSeconds);
  const rankings = new AnswerCache<RankedPage>(ctx.config.answerCacheSeconds);
  onStale(ctx.db, (change) => {
    if (change.kind !== 'talent-pool') return;
    answers.clear();
    rankings.clear();
  });
  // The whole pool's order (the first view of Find Talent) stored again when the pool or the day changed
  // (pool-order.ts): a small check when nothing did.
  app.outbox.every('talent pool order', POOL_ORDER_EVERY_MS, () => refreshPoolOrder(ctx.db));
  app.outbox.every('talent whole years', WHOLE_YEARS_EVERY_MS, () => countWholeYears(ctx.db));
  app.outbox.every('talent title spellings', SPELLINGS_PRUNE_EVERY_MS, () => pruneTitleSpellings(ctx.db));
  app.outbox.every('talent document words', DOCUMENT_WORDS_PRUNE_EVERY_MS, () => pruneDocumentWords(ctx.db));
  const employerOnly = ctx.guards.requireRole('employer');

  app.get(
    '/talent/filters/',
    {
      preValidation: employerOnly,
      schema: {
        tags: ['talent'],
        summary: 'Filter options that exist in the talent pool, most common first',
        response: { 200: talentFilterOptions, ...errors },
      },
    },
    async () => loadFilterOptions(ctx.db),
  );

  app.get(
    '/talent/search/',
    {
      preValidation: employerOnly,
      schema: {
        tags: ['talent'],
        summary: 'Search the talent pool; results ranked by relevance with the reasons',
        querystring: talentSearchQuery,
        response: { 200: talentSearchPage, ...errors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      // A burst of the same search by the same employer is answered once, kept as the bytes sent
      // (ANSWER_CACHE_SECONDS); per employer, because the answer shows which candidates they saved.
      const answer = await answers.get(
        `${user.id} ${todayInNairobi()} ${JSON.stringify(request.query)}`,
        async () => {
          // The ranking is the same for every employer: kept apart, so that another employer running the
          // same search (the whole pool, on every first visit to Find Talent) reuses it.
          const list = await searchTalent(ctx.db, user.id, request.query, (query) =>
            rankings.get(`${todayInNairobi()} ${JSON.stringify(query)}`, () =>
              rankCandidates(ctx.readDb, query),
            ),
          );
          const answer = cappedPageAnswer(ctx.config.publicUrl, request, request.query.page, list);
          return KeptBody.of(JSON.stringify(talentSearchPage.parse(answer)));
        },
      );
      // Sent as the kept bytes (no serializing or encoding per request, which at hundreds of answers a
      // second is what fills memory).
      return sendJsonAnswer(request, reply, answer);
    },
  );

  app.get(
    '/talent/candidates/:id/',
    {
      preValidation: employerOnly,
      schema: {
        tags: ['talent'],
        summary: "A candidate's full profile, with e-mail and phone",
        params: candidateParam,
        response: { 200: talentCandidateDetails, ...errors, 404: errorBody },
      },
    },
    async (request) => candidateDetails(ctx.db, currentUser(request).id, request.params.id),
  );

  app.get(
    '/talent/saved/',
    {
      preValidation: employerOnly,
      schema: {
        tags: ['talent'],
        summary: "The employer's saved talent, most recently saved first",
        querystring: pageQuery,
        response: { 200: savedTalentPage, ...errors },
      },
    },
    async (request) => {
      const { page } = request.query;
      const list = await listSavedTalent(ctx.db, currentUser(request).id, page);
      return pageAnswer(ctx.config.publicUrl, request, page, list);
    },
  );

  app.post(
    '/talent/saved/',
    {
      preValidation: employerOnly,
      schema: {
        tags: ['talent'],
        summary: 'Save a candidate (saving one already saved is not an error)',
        body: saveTalentPayload,
        response: { 200: savedTalentItem, 201: savedTalentItem, ...errors, 404: errorBody },
      },
    },
    async (request, reply) => {
      const { created, item } = await saveTalent(ctx.db, currentUser(request).id, request.body.candidate_id);
      return reply.status(created ? 201 : 200).send(item);
    },
  );

  app.delete(
    '/talent/saved/:id/',
    {
      preValidation: employerOnly,
      schema: {
        tags: ['talent'],
        summary: 'Remove a candidate from saved talent',
        params: candidateParam,
        response: { 204: z.null(), ...errors, 404: errorBody },
      },
    },
    async (request, reply) => {
      await removeSavedTalent(ctx.db, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
