import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { addJob } from '../modules/jobs/test-jobs.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createUser, type TestUser } from '../test/users.ts';

/**
 * DATABASE_READ_URL (issue 26; docs/operations.md "Scaling out"): searches read from the read connection,
 * everything else from the main one. Two separate databases stand for the primary and the replica, so
 * what an answer shows tells which one it read.
 */
let t: TestApp;
let employer: TestUser;

beforeAll(async () => {
  t = await createTestApp({}, { withReadDatabase: true });
  // The same employer (the same id) in both, as replication would have it.
  employer = await createUser(t, 'employer');
  const onReplica = await createUser({ db: t.readDb, config: t.config }, 'employer');
  expect(onReplica.id).toBe(employer.id);
  await addJob(t, { employerId: employer.id, jobTitle: 'Glaciologist on the primary' });
  await addJob({ db: t.readDb }, { employerId: employer.id, jobTitle: 'Glaciologist on the replica' });
});
afterAll(async () => t.close());

describe('the read connection', () => {
  it('When a job search runs, then it reads the read database', async () => {
    const res = await t.call(null, 'GET', '/jobs/search/?job_title=glaciologist');
    expect(res.statusCode).toBe(200);
    expect((res.json() as { results: { job_title: string }[] }).results.map((j) => j.job_title)).toEqual([
      'Glaciologist on the replica',
    ]);
  });

  it('When talent search ranks, then it reads the read database; the employer list reads the main one', async () => {
    // A candidate in the pool on the primary only: the replica's pool is empty.
    const candidate = await createUser(t, 'candidate');
    const saved = await t.call(candidate, 'PATCH', '/candidate-profile/', {
      first_name: 'Amina',
      last_name: 'Hassan',
      date_of_birth: '1994-05-06',
      visible_to_employers: true,
    });
    expect(saved.statusCode).toBe(200);
    const talent = await t.call(employer, 'GET', '/talent/search/');
    expect(talent.statusCode).toBe(200);
    expect((talent.json() as { count: number }).count).toBe(0);
    const own = await t.call(employer, 'GET', '/employer/jobs/list/');
    expect(own.statusCode).toBe(200);
    expect(JSON.stringify(own.json())).toContain('Glaciologist on the primary');
  });

  it('When DATABASE_READ_URL is set without DATABASE_URL, then the embedded database serves both', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      DATABASE_READ_URL: 'postgres://user:password@replica:5432/db',
    });
    expect(config.databaseReadUrl).toBeUndefined();
  });
});
