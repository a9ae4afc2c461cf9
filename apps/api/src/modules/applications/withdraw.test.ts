import { APPLICATION_MESSAGES, type Application, type ApplicationPage } from '@kweli/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { addJob } from '../jobs/test-jobs.ts';
import { submitApplication } from './test-applications.ts';

/** Withdrawing an application (issue 27 item 14): the candidate's last word on it. */
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

async function apply(submission_status: 'draft' | 'submitted' = 'submitted') {
  const job = await addJob(t, { employerId: employer.id });
  return submitApplication(t, candidate, job.id, { submission_status });
}

const withdraw = (user: TestUser | null, id: number) => t.call(user, 'POST', `/applications/${id}/withdraw/`);

describe('the CV of an application (item 9)', () => {
  it('When the employer and the candidate read an application, then its CV carries the name it was uploaded with', async () => {
    const sent = await apply();
    expect(sent.cv_name).toBe('cv.pdf');
    expect(sent.cv_key).not.toBe('cv.pdf');
    const listed = await t.call(employer, 'GET', `/applications/for_job/?job_id=${sent.job}`);
    expect(listed.json<ApplicationPage>().results[0]?.cv_name).toBe('cv.pdf');
    const opened = await t.call(employer, 'GET', `/applications/${sent.id}/?include_candidate_profile=true`);
    expect(opened.json<Application>().cv_name).toBe('cv.pdf');
  });
});

describe('withdrawing an application', () => {
  it('When the candidate withdraws a submitted application, then it stays in their list, marked withdrawn', async () => {
    const sent = await apply();
    const res = await withdraw(candidate, sent.id);
    expect(res.statusCode).toBe(200);
    const answer = res.json<Application>();
    expect(answer.withdrawn_at).not.toBeNull();
    expect(answer.submission_status).toBe('submitted');

    const list = (await t.call(candidate, 'GET', '/applications/')).json<ApplicationPage>();
    const listed = list.results.find((a) => a.id === sent.id);
    expect(listed?.withdrawn_at).toBe(answer.withdrawn_at);
  });

  it('When the employer looks at a withdrawn application, then it sees it withdrawn and cannot change its status', async () => {
    const sent = await apply();
    await withdraw(candidate, sent.id);

    const listed = await t.call(employer, 'GET', `/applications/for_job/?job_id=${sent.job}`);
    expect(listed.json<ApplicationPage>().results[0]?.withdrawn_at).not.toBeNull();

    // Opening it no longer marks it reviewed.
    const opened = await t.call(employer, 'GET', `/applications/${sent.id}/`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json<Application>().review_status).toBe('pending');

    const change = await t.call(employer, 'PATCH', `/applications/${sent.id}/update-status/`, {
      review_status: 'shortlisted',
    });
    expect(change.statusCode).toBe(409);
    expect(change.json()).toEqual({ detail: APPLICATION_MESSAGES.withdrawnNoStatusChange });
    const [row] = await t.db.select().from(applications).where(eq(applications.id, sent.id));
    expect(row?.reviewStatus).toBe('pending');
  });

  it('When it is withdrawn a second time, then the answer is 409 and the first time stands', async () => {
    const sent = await apply();
    const first = (await withdraw(candidate, sent.id)).json<Application>();
    const again = await withdraw(candidate, sent.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: APPLICATION_MESSAGES.alreadyWithdrawn });
    const [row] = await t.db.select().from(applications).where(eq(applications.id, sent.id));
    expect(row?.withdrawnAt?.toISOString()).toBe(first.withdrawn_at);
  });

  it('When two withdrawals race, then one succeeds and the other is told it is already withdrawn', async () => {
    const sent = await apply();
    const answers = await Promise.all([withdraw(candidate, sent.id), withdraw(candidate, sent.id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('When the application is a draft, then withdrawing is refused with 400 and the draft is unchanged', async () => {
    const draft = await apply('draft');
    const res = await withdraw(candidate, draft.id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: APPLICATION_MESSAGES.withdrawOnlySubmitted });
    const [row] = await t.db.select().from(applications).where(eq(applications.id, draft.id));
    expect(row?.withdrawnAt).toBeNull();
  });

  it("When someone else tries, then another candidate's gets 404, the employer 403 and nobody signed in 401", async () => {
    const sent = await apply();
    expect((await withdraw(otherCandidate, sent.id)).statusCode).toBe(404);
    expect((await withdraw(employer, sent.id)).statusCode).toBe(403);
    expect((await withdraw(null, sent.id)).statusCode).toBe(401);
    expect((await withdraw(candidate, 2_147_483_647)).statusCode).toBe(404);
    expect((await withdraw(candidate, -1)).statusCode).toBe(400);
    const [row] = await t.db.select().from(applications).where(eq(applications.id, sent.id));
    expect(row?.withdrawnAt).toBeNull();
  });

  it('When a withdrawn application is changed by the candidate, then it is refused like any sent one', async () => {
    const sent = await apply();
    await withdraw(candidate, sent.id);
    const res = await t.call(candidate, 'PUT', `/applications/${sent.id}/`, {
      cover_letter: 'Again',
      submission_status: 'submitted',
    });
    expect(res.statusCode).toBe(400);
  });
});
