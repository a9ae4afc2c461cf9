import { describe, expect, it } from 'vitest';
import {
  endsKeptAnswers,
  isKeptAnswer,
  isSavedJobsFirstPage,
  KEPT_SAVED_JOBS,
  NOT_APP_PAGES,
  savedJobAnswers,
  savedJobIds,
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
    ])
      expect(isKeptAnswer(at(address)), address).toBe(true);
  });

  it('When an answer is the profile, a CV, an application or anything else, then it is not kept', () => {
    for (const address of [
      '/api/candidate-profile/',
      '/api/get-signed-media-url/?key=media/1/cv/cv.pdf',
      '/api/media/files/media/1/cv/cv.pdf',
      '/api/applications/',
      '/api/applications/?job=42',
      '/api/applications/7/',
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
