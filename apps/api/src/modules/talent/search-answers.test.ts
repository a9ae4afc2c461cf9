import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { addCandidate, yearsAgo } from '../candidates/test-candidates.ts';

/** Talent search answers kept in memory (ANSWER_CACHE_SECONDS) and forgotten after a change through the API. */
let t: TestApp;
let employer: TestUser;
let other: TestUser;
let first: TestUser;

interface Page {
  count: number;
  results: { id: number; is_saved: boolean }[];
}
const search = async (query: string, who: TestUser = employer): Promise<Page> => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/talent/search/?${query}`,
    headers: who.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('application/json');
  return res.json() as Page;
};
const ids = async (query: string, who?: TestUser) => (await search(query, who)).results.map((r) => r.id);

beforeAll(async () => {
  t = await createTestApp({ ANSWER_CACHE_SECONDS: '60' });
  employer = await createUser(t, 'employer');
  other = await createUser(t, 'employer');
  first = await addCandidate(t, {
    first: 'Akinyi',
    last: 'Odera',
    jobs: [{ title: 'Midwife', from: yearsAgo(4), current: true }],
  });
});
afterAll(async () => t.close());

describe('kept talent search answers', () => {
  it('When the same search runs again, then the kept answer is given, even if the database changed behind the API', async () => {
    expect(await ids('job_title=midwife')).toEqual([first.id]);
    const second = await addCandidate(t, {
      first: 'Auma',
      last: 'Njeri',
      jobs: [{ title: 'Midwife', from: yearsAgo(9), current: true }],
    });
    expect(await ids('job_title=midwife')).toEqual([first.id]);
    // Another search is its own answer; another employer shares the kept ranking.
    expect(await ids('job_title=midwife&page=1&years_experience_min=0')).toEqual([second.id, first.id]);
    expect(await ids('job_title=midwife', other)).toEqual([first.id]);
    expect(await ids('job_title=midwife&years_experience_min=0', other)).toEqual([second.id, first.id]);
  });

  it('When a candidate changes their work experience through the API, then the next search already shows it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/work-experiences/',
      headers: first.headers,
      payload: {
        company_name: 'Pumwani Hospital',
        job_title: 'Midwife',
        from_date: yearsAgo(12),
        to_date: yearsAgo(10),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await search('job_title=midwife')).count).toBe(2);
  });

  it('When the employer saves a candidate, then their next search shows the candidate as saved', async () => {
    expect((await search('job_title=midwife')).results.every((r) => !r.is_saved)).toBe(true);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/talent/saved/',
      headers: employer.headers,
      payload: { candidate_id: first.id },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const page = await search('job_title=midwife');
    expect(page.results.find((r) => r.id === first.id)?.is_saved).toBe(true);
    // The ranking is shared, what each employer saved is not.
    expect((await search('job_title=midwife', other)).results.every((r) => !r.is_saved)).toBe(true);
  });

  it('When a write fails, only reads, or changes no candidate, then nothing is forgotten', async () => {
    const before = await ids('job_title=midwife');
    await addCandidate(t, {
      first: 'Wanjiru',
      last: 'Kamau',
      jobs: [{ title: 'Midwife', from: yearsAgo(2), current: true }],
    });
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/work-experiences/',
      headers: first.headers,
      payload: { company_name: '', job_title: '' },
    });
    expect(failed.statusCode).toBe(400);
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/candidate-profile/',
      headers: first.headers,
    });
    expect(read.statusCode).toBe(200);
    const job = await t.app.inject({
      method: 'POST',
      url: '/api/employer/jobs/',
      headers: employer.headers,
      payload: {},
    });
    expect(job.statusCode).toBe(400);
    expect(await ids('job_title=midwife')).toEqual(before);
  });
});
