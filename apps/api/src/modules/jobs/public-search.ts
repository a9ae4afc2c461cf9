import { API_MOUNT, API_PATHS, type JobSearchQuery, jobSearchPage } from '@kweli/shared';
import type { Executor } from '../../db/connect.ts';
import { AnswerCache } from '../../platform/answer-cache.ts';
import { KeptBody } from '../../platform/compression.ts';
import type { AppContext } from '../../platform/context.ts';
import { cappedPageAnswer } from '../../platform/paging.ts';
import { onStale } from '../../platform/stale-answers.ts';
import { searchJobs } from './search.ts';

/**
 * The public job search answer, the same for everyone: kept serialized with its compressed forms
 * (ANSWER_CACHE_SECONDS), keyed by the validated query so that equal searches written differently
 * share it, and forgotten as soon as a writer says public job answers changed (a job, its company, its
 * applicants). One per app: the search route and the landing page share it.
 */
const perApp = new WeakMap<Executor, AnswerCache<KeptBody>>();

export function publicSearchAnswers(ctx: AppContext) {
  let kept = perApp.get(ctx.db);
  if (!kept) {
    const cache = new AnswerCache<KeptBody>(ctx.config.answerCacheSeconds);
    onStale(ctx.db, (change) => {
      if (change.kind === 'public-jobs') cache.clear();
    });
    perApp.set(ctx.db, cache);
    kept = cache;
  }
  const answers = kept;
  const address = `${API_MOUNT}${API_PATHS.jobSearch}`;
  return (query: JobSearchQuery): Promise<KeptBody> =>
    answers.get(`search ${JSON.stringify(query)}`, async () => {
      const list = await searchJobs(ctx.db, query);
      const answer = cappedPageAnswer(ctx.config.publicUrl, { url: address, query }, query.page, list);
      return KeptBody.of(JSON.stringify(jobSearchPage.parse(answer)));
    });
}
