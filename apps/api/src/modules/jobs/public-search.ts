import {
  API_MOUNT,
  API_PATHS,
  type JobSearchQuery,
  jobSearchPage,
  similarJobs as similarJobsSchema,
} from '@kweli/shared';
import type { Executor } from '../../db/connect.ts';
import { AnswerCache } from '../../platform/answer-cache.ts';
import { KeptBody } from '../../platform/compression.ts';
import type { AppContext } from '../../platform/context.ts';
import { cappedPageAnswer } from '../../platform/paging.ts';
import { onStale } from '../../platform/stale-answers.ts';
import { searchJobs } from './search.ts';
import { similarJobs } from './similar.ts';

/**
 * The public job search answer, the same for everyone: kept serialized with its compressed forms
 * (ANSWER_CACHE_SECONDS), keyed by the validated query so that equal searches written differently
 * share it, and forgotten as soon as a writer says public job answers changed (a job, its company, its
 * applicants). One per app: the search route and the landing page share it.
 */
const perApp = new WeakMap<Executor, AnswerCache<KeptBody>>();

/** The app's cache of public job answers, forgotten when public job answers change. */
function publicJobAnswers(ctx: AppContext): AnswerCache<KeptBody> {
  let kept = perApp.get(ctx.db);
  if (!kept) {
    const cache = new AnswerCache<KeptBody>(ctx.config.answerCacheSeconds);
    onStale(ctx.db, (change) => {
      if (change.kind === 'public-jobs') cache.clear();
    });
    perApp.set(ctx.db, cache);
    kept = cache;
  }
  return kept;
}

/**
 * The jobs similar to a job, kept like search answers: every visitor of a job's page asks for them, and
 * they change only when public jobs do.
 */
export function similarJobAnswers(ctx: AppContext) {
  const answers = publicJobAnswers(ctx);
  return (jobId: number): Promise<KeptBody> =>
    answers.get(`similar ${jobId}`, async () =>
      KeptBody.of(JSON.stringify(similarJobsSchema.parse({ results: await similarJobs(ctx.db, jobId) }))),
    );
}

export function publicSearchAnswers(ctx: AppContext) {
  const answers = publicJobAnswers(ctx);
  const address = `${API_MOUNT}${API_PATHS.jobSearch}`;
  return (query: JobSearchQuery): Promise<KeptBody> =>
    answers.get(`search ${JSON.stringify(query)}`, async () => {
      const list = await searchJobs(ctx.readDb, query);
      const answer = cappedPageAnswer(ctx.config.publicUrl, { url: address, query }, query.page, list);
      return KeptBody.of(JSON.stringify(jobSearchPage.parse(answer)));
    });
}
