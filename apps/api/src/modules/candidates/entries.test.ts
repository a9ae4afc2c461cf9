import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { entriesOfCandidates } from './entries.ts';

/** The entries of many candidates at once, as talent search reads them for a page of candidates. */
let t: TestApp;
let first: TestUser;
let second: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  first = await createUser(t, 'candidate');
  second = await createUser(t, 'candidate');
  for (const [user, title, from] of [
    [first, 'Accounts Assistant', '2018-02-01'],
    [first, 'Accountant', '2021-03-01'],
    [second, 'Driver', '2020-01-06'],
  ] as const) {
    const res = await t.call(user, 'POST', '/work-experiences/', {
      company_name: 'Savanna Digital Labs',
      job_title: title,
      from_date: from,
      to_date: '2022-06-30',
    });
    expect(res.statusCode).toBe(201);
  }
  const res = await t.call(second, 'POST', '/educations/', {
    institution_name: 'University of Nairobi',
    course: 'Commerce',
    education_level: "Bachelor's Degree",
    from_date: '2014-09-01',
    to_date: '2018-06-30',
  });
  expect(res.statusCode).toBe(201);
});
afterAll(async () => t.close());

describe('entriesOfCandidates', () => {
  it('When no candidate is asked for, then no entries come back (and no statement fails)', async () => {
    const { experienceOf, educationOf } = await entriesOfCandidates(t.db, []);
    expect(experienceOf.size).toBe(0);
    expect(educationOf.size).toBe(0);
  });

  it('When candidates are asked for, then each gets only their own entries, newest first', async () => {
    const { experienceOf, educationOf } = await entriesOfCandidates(t.db, [first.id, second.id]);
    expect(experienceOf.get(first.id)?.map((w) => w.job_title)).toEqual(['Accountant', 'Accounts Assistant']);
    expect(experienceOf.get(second.id)?.map((w) => w.job_title)).toEqual(['Driver']);
    expect(educationOf.get(first.id)).toBeUndefined();
    expect(educationOf.get(second.id)?.map((e) => e.institution_name)).toEqual(['University of Nairobi']);
  });
});
