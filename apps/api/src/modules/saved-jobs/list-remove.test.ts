import { APPLICATION_MESSAGES, type SavedJobPage } from '@kweli/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedJobs } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { addJob } from '../jobs/test-jobs.ts';

let t: TestApp;
let employer: TestUser;
let candidate: TestUser;
let otherCandidate: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  employer = await createUser(t, 'employer');
  candidate = await createUser(t, 'candidate');
  otherCandidate = await createUser(t, 'candidate');
});
afterAll(async () => {
  await t.close();
});

async function save(user: TestUser, jobId: number, createdAt: Date) {
  await t.db.insert(savedJobs).values({ candidateId: user.id, jobId, createdAt });
}

describe('saved jobs', () => {
  it('When a candidate lists saved jobs, then their own published jobs come newest saved first, as cards show them', async () => {
    const older = await addJob(t, { employerId: employer.id, jobTitle: 'Nurse' });
    const newer = await addJob(t, { employerId: employer.id, jobTitle: 'Teacher', companyLogo: null });
    const unpublished = await addJob(t, { employerId: employer.id, status: 'draft', publishedAt: null });
    await save(candidate, older.id, new Date('2026-01-01T08:00:00Z'));
    await save(candidate, newer.id, new Date('2026-01-02T08:00:00Z'));
    await save(candidate, unpublished.id, new Date('2026-01-03T08:00:00Z'));
    await save(otherCandidate, older.id, new Date('2026-01-01T08:00:00Z'));

    const res = await t.call(candidate, 'GET', '/candidate/saved-jobs/');
    expect(res.statusCode).toBe(200);
    const page = res.json<SavedJobPage>();
    expect(page.count).toBe(2);
    expect(page.next).toBeNull();
    expect(page.results.map((j) => j.job_title)).toEqual(['Teacher', 'Nurse']);
    expect(page.results[0]).toMatchObject({
      id: newer.id,
      company_name: 'Safaricom',
      city: 'Nairobi',
      country: 'Kenya',
      job_type: 'permanent',
      due_date: newer.dueDate,
      applicants_count: 0,
      saved_at: '2026-01-02T08:00:00.000Z',
    });
  });

  it('When a candidate removes a saved job, then only their save of it goes', async () => {
    const job = await addJob(t, { employerId: employer.id });
    await save(candidate, job.id, new Date());
    await save(otherCandidate, job.id, new Date());
    const res = await t.call(candidate, 'DELETE', `/candidate/saved-jobs/${job.id}/`);
    expect(res.statusCode).toBe(204);
    const left = await t.db.select().from(savedJobs).where(eq(savedJobs.jobId, job.id));
    expect(left.map((r) => r.candidateId)).toEqual([otherCandidate.id]);

    const again = await t.call(candidate, 'DELETE', `/candidate/saved-jobs/${job.id}/`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: APPLICATION_MESSAGES.notSaved });
  });

  it("When another candidate removes someone's saved job, then it answers 404 and the save stays", async () => {
    const job = await addJob(t, { employerId: employer.id });
    await save(candidate, job.id, new Date());
    const res = await t.call(otherCandidate, 'DELETE', `/candidate/saved-jobs/${job.id}/`);
    expect(res.statusCode).toBe(404);
    const kept = await t.db
      .select()
      .from(savedJobs)
      .where(and(eq(savedJobs.jobId, job.id), eq(savedJobs.candidateId, candidate.id)));
    expect(kept).toHaveLength(1);
  });

  it('When an employer or nobody calls, then it answers 403 or 401', async () => {
    expect((await t.call(employer, 'GET', '/candidate/saved-jobs/')).statusCode).toBe(403);
    expect((await t.call(employer, 'DELETE', '/candidate/saved-jobs/1/')).statusCode).toBe(403);
    expect((await t.call(null, 'GET', '/candidate/saved-jobs/')).statusCode).toBe(401);
    expect((await t.call(null, 'DELETE', '/candidate/saved-jobs/1/')).statusCode).toBe(401);
  });
});
