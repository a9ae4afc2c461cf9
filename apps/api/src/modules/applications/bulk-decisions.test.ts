import { rmSync } from 'node:fs';
import {
  type Application,
  type BulkStatusAnswer,
  DECISION_MESSAGES,
  DECISION_TEMPLATES,
  REVIEW_MESSAGES,
  THANKS_PREFIX,
} from '@kweli/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/connect.ts';
import { applications, notifications } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { addJob } from '../jobs/test-jobs.ts';
import { addApplication } from './test-applications.ts';

/** Issue 28 item 2: bulk decisions with a message, and the message on the single change. */
let t: TestApp;
let employer: TestUser;
let otherEmployer: TestUser;
let candidate: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  employer = await createUser(t, 'employer');
  otherEmployer = await createUser(t, 'employer');
  candidate = await createUser(t, 'candidate');
});
afterAll(async () => {
  await t.close();
  rmSync(t.config.dataDir, { recursive: true, force: true });
});

/** `n` submitted applications of new candidates to a new job of `owner`. */
async function applicants(n: number, owner = employer) {
  const job = await addJob(t, { employerId: owner.id, jobTitle: 'Office Clerk', companyName: 'Kilimo Ltd' });
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const who = i === 0 ? candidate : await createUser(t, 'candidate');
    ids.push((await addApplication(t, { jobId: job.id, candidateId: who.id })).id);
  }
  return { job, ids };
}

const statuses = async (ids: number[]) =>
  (
    await t.db
      .select({ id: applications.id, s: applications.reviewStatus })
      .from(applications)
      .where(inArray(applications.id, ids))
      .orderBy(applications.id)
  ).map((r) => r.s);

const bulk = (user: TestUser | null, body: object) =>
  t.call(user, 'POST', '/applications/bulk-update-status/', body);

const messagesTo = async (userId: number) =>
  (await t.db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) => n.message);

describe('When an employer decides many applications at once', () => {
  it('then each changes, the candidates hear the message, and the answer counts the changes', async () => {
    const { ids } = await applicants(3);
    const res = await bulk(employer, {
      ids,
      review_status: 'shortlisted',
      message: 'We would like to meet you next week.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<BulkStatusAnswer>()).toEqual({ changed: 3, ids: [...ids].sort((a, b) => a - b) });
    expect(await statuses(ids)).toEqual(['shortlisted', 'shortlisted', 'shortlisted']);
    const told = await messagesTo(candidate.id);
    expect(told.at(-1)).toContain(`${DECISION_MESSAGES.fromEmployer} We would like to meet you next week.`);
  });

  it('then a rejection without thanks gets them, and one without a message gets the ready-made text', async () => {
    const { ids } = await applicants(1);
    await bulk(employer, {
      ids,
      review_status: 'rejected',
      message: 'The role went to an internal candidate.',
    });
    expect((await messagesTo(candidate.id)).at(-1)).toContain(
      `${THANKS_PREFIX} The role went to an internal candidate.`,
    );
    const second = await applicants(1);
    await bulk(employer, { ids: second.ids, review_status: 'rejected' });
    expect((await messagesTo(candidate.id)).at(-1)).toContain(
      DECISION_TEMPLATES.rejected('Office Clerk', 'Kilimo Ltd'),
    );
  });

  it('then the status e-mail carries the message', async () => {
    const { ids } = await applicants(1);
    await bulk(employer, { ids, review_status: 'shortlisted', message: 'Bring your certificates.' });
    const [kept] = await rows<{ message: string | null }>(
      t.db,
      sql`select message from status_emails where application_id = ${ids[0]}`,
    );
    expect(kept?.message).toBe('Bring your certificates.');
  });

  it('then one id of another employer refuses the whole call with 404 and changes none', async () => {
    const mine = await applicants(2);
    const theirs = await applicants(1, otherEmployer);
    const res = await bulk(employer, { ids: [...mine.ids, ...theirs.ids], review_status: 'rejected' });
    expect(res.statusCode).toBe(404);
    expect(await statuses([...mine.ids, ...theirs.ids])).toEqual(['pending', 'pending', 'pending']);
  });

  it('then a withdrawn application refuses the whole call with 409 and changes none', async () => {
    const { ids } = await applicants(2);
    await t.db.update(applications).set({ withdrawnAt: new Date() }).where(eq(applications.id, ids[1]!));
    const res = await bulk(employer, { ids, review_status: 'reviewed' });
    expect(res.statusCode).toBe(409);
    expect(await statuses(ids)).toEqual(['pending', 'pending']);
  });

  it('then an unknown id, a draft and a missing one are not found', async () => {
    const { job } = await applicants(0);
    const draft = await addApplication(t, {
      jobId: job.id,
      candidateId: candidate.id,
      submissionStatus: 'draft',
    });
    for (const ids of [[2_000_000_000], [draft.id]]) {
      expect((await bulk(employer, { ids, review_status: 'reviewed' })).statusCode).toBe(404);
    }
  });

  it.each([
    ['no ids', { ids: [], review_status: 'reviewed' }, DECISION_MESSAGES.noIds],
    [
      '201 ids',
      { ids: Array.from({ length: 201 }, (_, i) => i + 1), review_status: 'reviewed' },
      DECISION_MESSAGES.tooManyIds,
    ],
    ['a repeated id', { ids: [1, 1], review_status: 'reviewed' }, DECISION_MESSAGES.idsRepeat],
    ['an unknown status', { ids: [1], review_status: 'hired' }, REVIEW_MESSAGES.unknownStatus],
    [
      'a too long message',
      { ids: [1], review_status: 'reviewed', message: 'x'.repeat(2001) },
      DECISION_MESSAGES.messageTooLong,
    ],
    ['ids that are not numbers', { ids: ['1; drop table'], review_status: 'reviewed' }, null],
  ])('then %s is a 400 and changes nothing', async (_name, body, message) => {
    const res = await bulk(employer, body);
    expect(res.statusCode).toBe(400);
    if (message) expect(JSON.stringify(res.json())).toContain(message);
  });

  it('then 200 ids are taken in one call', async () => {
    const { ids } = await applicants(1);
    // 199 more applications of one job, written directly: the limit, not the speed, is under test.
    const job = await addJob(t, { employerId: employer.id });
    for (let i = 0; i < 199; i++) {
      const who = await createUser(t, 'candidate');
      ids.push((await addApplication(t, { jobId: job.id, candidateId: who.id })).id);
    }
    const res = await bulk(employer, { ids, review_status: 'reviewed' });
    expect(res.statusCode).toBe(200);
    expect(res.json<BulkStatusAnswer>().changed).toBe(200);
  });

  it('then a candidate is refused with 403 and a visitor with 401', async () => {
    const { ids } = await applicants(1);
    expect((await bulk(candidate, { ids, review_status: 'rejected' })).statusCode).toBe(403);
    expect((await bulk(null, { ids, review_status: 'rejected' })).statusCode).toBe(401);
    expect(await statuses(ids)).toEqual(['pending']);
  });

  it('then two calls at once over the same applications both finish and each records one change', async () => {
    const { ids } = await applicants(3);
    const [a, b] = await Promise.all([
      bulk(employer, { ids, review_status: 'shortlisted' }),
      bulk(employer, { ids: [...ids].reverse(), review_status: 'shortlisted' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json<BulkStatusAnswer>().changed + b.json<BulkStatusAnswer>().changed).toBe(3);
  });
});

describe('When an employer changes one application with a message', () => {
  it('then the candidate hears it; without thanks a rejection gets them', async () => {
    const { ids } = await applicants(1);
    const res = await t.call(employer, 'PATCH', `/applications/${ids[0]}/update-status/`, {
      review_status: 'rejected',
      message: 'We chose someone closer to Kisumu.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Application>().review_status).toBe('rejected');
    expect((await messagesTo(candidate.id)).at(-1)).toContain(
      `${THANKS_PREFIX} We chose someone closer to Kisumu.`,
    );
  });
});
