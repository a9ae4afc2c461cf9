import { describe, expect, it, vi } from 'vitest';
import {
  beyond,
  changesKeptAnswers,
  DRAFTS_PAGE,
  draftsOf,
  draftsPage,
  endsKeptAnswers,
  fillsKeptAnswers,
  fillsPerAccount,
  hasNextPage,
  isDraft,
  isKeptAnswer,
  isLogoFile,
  isSavedJobsFirstPage,
  KEPT_DRAFT_PAGES,
  KEPT_LOGOS,
  KEPT_SAVED_JOBS,
  keptOnlyIfDraft,
  NOT_APP_PAGES,
  notNeeded,
  savedJobAnswers,
  savedJobIds,
  savedJobsPage,
  tokenSubject,
} from './caching-rules.ts';

const at = (address: string) => new URL(address, 'https://kweli.example');
const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const bearer = (payload: unknown) =>
  `Bearer ${base64url({ alg: 'HS256' })}.${base64url(payload)}.c2lnbmF0dXJl`;

describe('what the service worker keeps', () => {
  it('When an answer is the saved jobs list, its ids, a job page, an apply check or the role, then it is kept', () => {
    for (const address of [
      '/api/candidate/saved-jobs/',
      '/api/candidate/saved-jobs/?page=2',
      '/api/candidate/saved-jobs/ids/',
      '/api/employer/public/jobs/42/',
      '/api/applications/apply-check/?job=42',
      '/api/verify-token/',
      '/api/applications/?submission_status=draft&page=1',
      '/api/applications/7/',
      '/api/get-signed-media-url/?file_path=media%2Fcompany_logo%2F3%2Flogo.png',
    ])
      expect(isKeptAnswer(at(address)), address).toBe(true);
  });

  it('When an application is answered, then it is kept only as a draft', () => {
    expect(keptOnlyIfDraft(at('/api/applications/7/'))).toBe(true);
    expect(keptOnlyIfDraft(at('/api/candidate/saved-jobs/'))).toBe(false);
    expect(isDraft({ submission_status: 'draft' })).toBe(true);
    expect(isDraft({ submission_status: 'submitted' })).toBe(false);
    expect(isDraft(null)).toBe(false);
  });

  it('When the app asks for the saved jobs pages and the drafts, then the worker asks the same addresses', () => {
    expect(savedJobsPage(1)).toBe('/api/candidate/saved-jobs/?page=1');
    expect(savedJobsPage(3)).toBe('/api/candidate/saved-jobs/?page=3');
    expect(DRAFTS_PAGE).toBe('/api/applications/?submission_status=draft&page=1');
    expect(isKeptAnswer(at(DRAFTS_PAGE))).toBe(true);
    expect(draftsPage(KEPT_DRAFT_PAGES)).toBe(
      `/api/applications/?submission_status=draft&page=${KEPT_DRAFT_PAGES}`,
    );
    expect(isKeptAnswer(at(draftsPage(2)))).toBe(true);
    expect(isKeptAnswer(at(draftsPage(KEPT_DRAFT_PAGES)))).toBe(true);
    expect(isKeptAnswer(at(draftsPage(KEPT_DRAFT_PAGES + 1)))).toBe(false);
  });

  it('When an answer is the profile, a CV, an application or anything else, then it is not kept', () => {
    for (const address of [
      '/api/candidate-profile/',
      '/api/get-signed-media-url/?key=media/1/cv/cv.pdf',
      '/api/files/media/1/cv/cv.pdf',
      '/api/applications/',
      '/api/applications/?job=42',
      '/api/applications/?submission_status=submitted&page=1',
      '/api/applications/?submission_status=draft&page=6',
      '/api/applications/?submission_status=draft&page=1.5',
      '/api/applications/?page=2&submission_status=draft',
      '/api/applications/?submission_status=draft&page=2&job=3',
      '/api/applications/7/messages/',
      '/api/get-signed-media-url/?file_path=media%2Fcv%2F3%2Fcv.pdf',
      '/api/get-signed-media-url/?file_path=media%2Fprofile_picture%2F3%2Fme.png',
      '/api/get-signed-media-url/?file_path=media%2Fcompany_logo%2F3%2F..%2Fx',
      '/api/candidate/saved-jobs/?page=1&search=x',
      '/api/applications/apply-check/?job=42&x=1',
      '/api/employer/public/jobs/42/?preview=1',
      '/api/notifications/candidate/unread-count/',
      '/api/jobs/search/',
    ])
      expect(isKeptAnswer(at(address)), address).toBe(false);
  });

  it('When the saved jobs list is asked for its first page, then its jobs are kept with it', () => {
    expect(isSavedJobsFirstPage(at('/api/candidate/saved-jobs/?page=1'))).toBe(true);
    expect(isSavedJobsFirstPage(at('/api/candidate/saved-jobs/'))).toBe(true);
    expect(isSavedJobsFirstPage(at('/api/candidate/saved-jobs/?page=2'))).toBe(false);
  });

  it('When a saved job is kept, then its page and its apply check are asked for as the app asks', () => {
    expect(savedJobAnswers(42)).toEqual([
      '/api/employer/public/jobs/42/',
      '/api/applications/apply-check/?job=42',
    ]);
  });

  it('When a company logo file is asked for, then it is kept (a CV or a picture is not)', () => {
    expect(isLogoFile(at('/api/files/media/company_logo/3/logo.w80.webp?expires=1&signature=x'))).toBe(true);
    expect(isLogoFile(at('/api/files/media/cv/3/cv.pdf?expires=1&signature=x'))).toBe(false);
    expect(isLogoFile(at('/api/files/media/profile_picture/3/me.jpg'))).toBe(false);
    expect(isLogoFile(at('/assets/logo.png'))).toBe(false);
    expect(isLogoFile(at('/api/logos/3/logo_1795696588845.png/w80.webp'))).toBe(true);
    expect(isLogoFile(at('/api/logos/3/logo_1795696588845.png/w160.jpg'))).toBe(true);
    expect(isLogoFile(at('/api/logos/3/logo_1795696588845.png'))).toBe(false);
  });

  it('When the logos cache holds more than its bound, then the oldest go', () => {
    expect(beyond(['a', 'b', 'c', 'd'], 3)).toEqual(['a']);
    expect(beyond(['a', 'b'], 3)).toEqual([]);
  });

  it('When the saved ids, the saved jobs list or the drafts change, then the kept jobs are read again', () => {
    expect(fillsKeptAnswers(at('/api/candidate/saved-jobs/ids/'))).toBe(true);
    expect(fillsKeptAnswers(at('/api/candidate/saved-jobs/?page=1'))).toBe(true);
    expect(fillsKeptAnswers(at(DRAFTS_PAGE))).toBe(true);
    expect(fillsKeptAnswers(at('/api/candidate/saved-jobs/?page=2'))).toBe(false);
    expect(fillsKeptAnswers(at('/api/employer/public/jobs/4/'))).toBe(false);
    expect(changesKeptAnswers(at('/api/applications/'))).toBe(true);
    expect(changesKeptAnswers(at('/api/applications/7/'))).toBe(true);
    expect(changesKeptAnswers(at('/api/candidate-profile/'))).toBe(false);
    // Calls on an application that leave the drafts as they are (a message, a thread read, an employer's
    // review) read nothing again: opening a thread must not cost the saved jobs and drafts lists.
    expect(changesKeptAnswers(at('/api/applications/7/messages/'))).toBe(false);
    expect(changesKeptAnswers(at('/api/applications/7/messages/read/'))).toBe(false);
    expect(changesKeptAnswers(at('/api/applications/7/open/'))).toBe(false);
    expect(changesKeptAnswers(at('/api/applications/7/update-status/'))).toBe(false);
    expect(changesKeptAnswers(at('/api/applications/bulk-update-status/'))).toBe(false);
    expect(changesKeptAnswers(at('/api/applications/7/interviews/'))).toBe(false);
  });

  it('When the list says there is a next page, then the worker reads it', () => {
    expect(hasNextPage({ next: 'https://kweli.example/api/candidate/saved-jobs/?page=2' })).toBe(true);
    expect(hasNextPage({ next: null })).toBe(false);
    expect(hasNextPage(null)).toBe(false);
  });

  it('When the drafts list is read, then each draft with its job, and nothing else', () => {
    const draft = { id: 7, job: 42, submission_status: 'draft' };
    expect(
      draftsOf({ results: [draft, { id: 8, job: 43, submission_status: 'submitted' }, { id: 'x', job: 1 }] }),
    ).toEqual([{ id: 7, job: 42, draft }]);
    expect(draftsOf(null)).toEqual([]);
  });

  it('When the kept jobs were read again, then what is neither saved nor drafted goes, and nothing else', () => {
    const kept = [
      '/api/employer/public/jobs/1/',
      '/api/employer/public/jobs/2/',
      '/api/applications/apply-check/?job=1',
      '/api/applications/apply-check/?job=2',
      '/api/applications/7/',
      '/api/applications/8/',
      '/api/candidate/saved-jobs/?page=1',
      '/api/candidate/saved-jobs/?page=2',
      '/api/candidate/saved-jobs/?page=3',
      '/api/candidate/saved-jobs/ids/',
      '/api/verify-token/',
      DRAFTS_PAGE,
      draftsPage(2),
      draftsPage(3),
    ].map((path) => `https://kweli.example${path}`);
    expect(
      notNeeded(kept, { jobs: new Set([1]), drafts: new Set([7]), savedPages: 2, draftPages: 2 }),
    ).toEqual(
      [
        '/api/employer/public/jobs/2/',
        '/api/applications/apply-check/?job=2',
        '/api/applications/8/',
        '/api/candidate/saved-jobs/?page=3',
        draftsPage(3),
      ].map((path) => `https://kweli.example${path}`),
    );
  });

  it('When more logos were signed than logo files are kept, then the oldest signed addresses go', () => {
    const signed = Array.from(
      { length: KEPT_LOGOS + 2 },
      (_, i) =>
        `https://kweli.example/api/get-signed-media-url/?file_path=media%2Fcompany_logo%2F${i}%2Flogo.png`,
    );
    const kept = [...signed, 'https://kweli.example/api/verify-token/'];
    expect(notNeeded(kept, { jobs: new Set(), drafts: new Set(), savedPages: 1, draftPages: 1 })).toEqual(
      signed.slice(0, 2),
    );
  });

  it('When a saved jobs page is read, then its job ids, at most the kept number, and nothing malformed', () => {
    const results = Array.from({ length: KEPT_SAVED_JOBS + 5 }, (_, i) => ({ id: i + 1 }));
    expect(savedJobIds({ results })).toHaveLength(KEPT_SAVED_JOBS);
    expect(savedJobIds({ results: [{ id: 3 }, { id: '4' }, { id: -1 }, null, { id: 2.5 }] })).toEqual([3]);
    expect(savedJobIds(null)).toEqual([]);
    expect(savedJobIds({ results: 'x' })).toEqual([]);
  });
});

describe('whose answers they are', () => {
  it('When a request carries a bearer token, then its account is the token subject', () => {
    expect(tokenSubject(bearer({ sub: '17', role: 'candidate' }))).toBe('17');
  });

  it('When there is no token or it is malformed, then no account (the answer is not kept)', () => {
    for (const header of [
      null,
      '',
      'Bearer',
      'Bearer abc',
      'Basic dXNlcjpwYXNz',
      bearer({ role: 'candidate' }),
      bearer({ sub: 17 }),
      bearer({ sub: '../17' }),
      'Bearer a.!!!.c',
    ])
      expect(tokenSubject(header), String(header)).toBeNull();
  });

  it('When someone logs in, logs out or deletes the account, then every kept answer goes', () => {
    expect(endsKeptAnswers('POST', at('/api/auth/login/'))).toBe(true);
    expect(endsKeptAnswers('POST', at('/api/auth/logout/'))).toBe(true);
    expect(endsKeptAnswers('DELETE', at('/api/account/'))).toBe(true);
    expect(endsKeptAnswers('GET', at('/api/auth/login/'))).toBe(false);
    expect(endsKeptAnswers('POST', at('/api/candidate/saved-jobs/'))).toBe(false);
    expect(endsKeptAnswers('DELETE', at('/api/candidate/saved-jobs/4/'))).toBe(false);
  });

  it('When a page load is for the API or a feed, then the worker leaves it to the network', () => {
    const left = (path: string) => NOT_APP_PAGES.some((pattern) => pattern.test(path));
    for (const path of [
      '/api/docs',
      '/api',
      '/jobs/feed.xml',
      '/sitemap.xml',
      '/sitemaps/jobs-1.xml',
      '/robots.txt',
    ])
      expect(left(path), path).toBe(true);
    for (const path of ['/', '/public/jobs/4/details', '/candidate-dashboard/saved', '/apply/4', '/apiary'])
      expect(left(path), path).toBe(false);
  });
});

/** A fill the test ends when it likes. */
function heldFill() {
  let end = () => {};
  const keep = vi.fn(
    () =>
      new Promise<void>((resolve) => {
        end = resolve;
      }),
  );
  return { keep, end: () => end() };
}

describe('filling an account’s kept answers', () => {
  it('When a second account signs in while the first’s fill runs, then the second gets its own fill', async () => {
    const fills = fillsPerAccount();
    const first = heldFill();
    const second = heldFill();
    fills.fill('17', first.keep);
    const secondDone = fills.fill('18', second.keep);
    expect(second.keep).toHaveBeenCalledTimes(1);
    second.end();
    await secondDone;
    first.end();
  });

  it('When the same account asks twice while its fill runs, then one fill serves both; a later change fills again', async () => {
    const fills = fillsPerAccount();
    const fill = heldFill();
    const one = fills.fill('17', fill.keep);
    const two = fills.fill('17', fill.keep);
    expect(two).toBe(one);
    expect(fill.keep).toHaveBeenCalledTimes(1);
    fill.end();
    await one;
    const again = heldFill();
    fills.fill('17', again.keep);
    expect(again.keep).toHaveBeenCalledTimes(1);
    again.end();
  });

  it('When someone logs in again during a fill, then the account’s next fill does not wait on the old one', async () => {
    const fills = fillsPerAccount();
    const old = heldFill();
    const oldDone = fills.fill('17', old.keep);
    fills.forgetAll();
    const fresh = heldFill();
    const freshDone = fills.fill('17', fresh.keep);
    expect(fresh.keep).toHaveBeenCalledTimes(1);
    // The old fill ending does not free the fresh one's place.
    old.end();
    await oldDone;
    const third = heldFill();
    expect(fills.fill('17', third.keep)).toBe(freshDone);
    expect(third.keep).not.toHaveBeenCalled();
    fresh.end();
    await freshDone;
  });

  it('When a fill fails, then it ends quietly and the next change fills again', async () => {
    const fills = fillsPerAccount();
    await expect(fills.fill('17', () => Promise.reject(new Error('offline')))).resolves.toBeUndefined();
    const next = vi.fn(() => Promise.resolve());
    await fills.fill('17', next);
    expect(next).toHaveBeenCalledTimes(1);
  });
});
