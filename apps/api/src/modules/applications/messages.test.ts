import {
  type ApplicantsPage,
  type ApplicationMessage,
  type ApplicationPage,
  CONVERSATION_MESSAGES,
  MESSAGES_PAGE_SIZE,
  type MessagesRead,
  type MessageThread,
  TEXT_MESSAGES,
  THREAD_MESSAGES_MAX,
} from '@kweli/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { updateCandidateProfile } from '../candidates/test-candidates.ts';
import { updateEmployerProfile } from '../employers/test-employers.ts';
import { addJob } from '../jobs/test-jobs.ts';
import { anonymiseApplicationsOf, anonymiseApplicationsToJobsClosedBefore } from './erasure.ts';
import { applicationsData } from './personal-data.ts';
import { applicationMessages } from './schema.ts';
import { addApplication } from './test-applications.ts';

/**
 * Messages on an application (issue 28 item 4, decision 092): a thread between the job's employer and
 * the candidate only; the other side is told at once in the app and by one e-mail per window; unread
 * counts in both lists; closed (but readable) once withdrawn or erased.
 */
let t: TestApp;
let employer: TestUser;
let otherEmployer: TestUser;
let candidate: TestUser;
let otherCandidate: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  employer = await createUser(t, 'employer');
  otherEmployer = await createUser(t, 'employer');
  candidate = await createUser(t, 'candidate');
  otherCandidate = await createUser(t, 'candidate');
  await updateEmployerProfile(t, employer.id, { companyName: 'Safaricom' });
  await updateCandidateProfile(t, candidate.id, { firstName: 'Amani', lastName: 'Kiprono' });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.db.execute(sql`delete from outbox`);
});

/** A fresh submitted application of the candidate (each test its own thread). */
async function application(candidateId = candidate.id): Promise<number> {
  const job = await addJob(t, { employerId: employer.id, jobTitle: 'Clerk' });
  return (await addApplication(t, { jobId: job.id, candidateId })).id;
}

const send = (user: TestUser | null, id: number, body: unknown) =>
  t.call(user, 'POST', `/applications/${id}/messages/`, { body });
const read = (user: TestUser | null, id: number, query = '') =>
  t.call(user, 'GET', `/applications/${id}/messages/${query}`);
const markRead = (user: TestUser | null, id: number, body: object) =>
  t.call(user, 'POST', `/applications/${id}/messages/read/`, body);
/** What the page does: read the newest page, then mark the other side's messages read up to its newest. */
async function readAndMark(user: TestUser, id: number) {
  const thread = (await read(user, id)).json<MessageThread>();
  const res = await markRead(user, id, { up_to: thread.results.at(-1)!.id });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MessagesRead>();
}

const messageCount = async (id: number) =>
  (await t.db.select().from(applicationMessages).where(eq(applicationMessages.applicationId, id))).length;

/** The notifications module's rows, read as any reader of the database would (it owns the table). */
const messageNotifications = async (userId: number, applicationId: number) =>
  (
    await rows<{ message: string; is_read: boolean }>(
      t.db,
      sql`select message, is_read from notifications
          where user_id = ${userId} and application_id = ${applicationId} and type = 'new_message'`,
    )
  ).map((n) => ({ message: n.message, isRead: n.is_read }));

const mailTo = (email: string) =>
  rows<{ subject: string; text: string }>(
    t.db,
    sql`select payload->>'subject' as subject, payload->>'text' as text
        from outbox where topic = 'email' and payload->>'to' = ${email} order by id`,
  );

/** The window ends: the gathered work is due, as the clock would make it. */
async function windowEnds() {
  await t.db.execute(sql`update outbox set next_attempt_at = now() where delivered_at is null`);
  await t.app.outbox.deliverDue();
}

describe('the conversation', () => {
  it('When the candidate and the employer write, then both read the thread in order, each message marked as whose', async () => {
    const id = await application();
    const first = await send(candidate, id, '  When can I start?  ');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<ApplicationMessage>()).toMatchObject({
      body: 'When can I start?',
      sender: 'candidate',
      mine: true,
      erased: false,
      read_at: null,
    });
    expect((await send(employer, id, 'Monday.\n\tBring your ID.')).statusCode).toBe(201);
    const forEmployer = (await read(employer, id)).json<MessageThread>();
    expect(forEmployer).toMatchObject({ has_more: false, can_write: true, closed_reason: null });
    expect(forEmployer.results.map((m) => [m.sender, m.mine, m.body])).toEqual([
      ['candidate', false, 'When can I start?'],
      ['employer', true, 'Monday.\n\tBring your ID.'],
    ]);
    const forCandidate = (await read(candidate, id)).json<MessageThread>();
    expect(forCandidate.results.map((m) => m.mine)).toEqual([true, false]);
  });

  it('When text looking like HTML is sent, then it is kept and answered literally', async () => {
    const id = await application();
    const body = '<script>alert(1)</script> & <b>bold</b>';
    expect((await send(candidate, id, body)).json<ApplicationMessage>().body).toBe(body);
  });

  it('When a thread is long, then it comes 50 a page, the newest first asked, older ones with before', async () => {
    const id = await application();
    await t.db.insert(applicationMessages).values(
      Array.from({ length: MESSAGES_PAGE_SIZE + 5 }, (_, i) => ({
        applicationId: id,
        senderRole: 'candidate' as const,
        senderId: candidate.id,
        body: `message ${i + 1}`,
      })),
    );
    const newest = (await read(employer, id)).json<MessageThread>();
    expect(newest.results).toHaveLength(MESSAGES_PAGE_SIZE);
    expect(newest.has_more).toBe(true);
    expect(newest.results.at(-1)!.body).toBe(`message ${MESSAGES_PAGE_SIZE + 5}`);
    expect(newest.results[0]!.body).toBe('message 6');
    const older = (await read(employer, id, `?before=${newest.results[0]!.id}`)).json<MessageThread>();
    expect(older.results.map((m) => m.body)).toEqual([1, 2, 3, 4, 5].map((n) => `message ${n}`));
    expect(older.has_more).toBe(false);
  });
});

describe('unread messages', () => {
  it('When the other side writes, then the lists count it unread until the reader marks the thread read, and marking reads only the other side’s', async () => {
    const id = await application();
    const jobOf = (
      await rows<{ job_id: number }>(t.db, sql`select job_id from applications where id = ${id}`)
    )[0]!.job_id;
    await send(candidate, id, 'Hello');
    await send(candidate, id, 'Are you there?');
    const unreadForEmployer = async () =>
      (await t.call(employer, 'GET', `/applications/for_job/?job_id=${jobOf}`))
        .json<ApplicantsPage>()
        .results.find((a) => a.id === id)!.unread_messages;
    const unreadForCandidate = async () =>
      (await t.call(candidate, 'GET', '/applications/'))
        .json<ApplicationPage>()
        .results.find((a) => a.id === id)!.unread_messages;
    expect(await unreadForEmployer()).toBe(2);
    expect(await unreadForCandidate()).toBe(0);
    // The candidate marking their own thread marks nothing of theirs.
    expect(await readAndMark(candidate, id)).toEqual({ read: 0, unread: 0 });
    expect(await unreadForEmployer()).toBe(2);
    // Reading is no write: the GET leaves the messages unread.
    const shown = (await read(employer, id)).json<MessageThread>();
    expect(shown.results.map((m) => m.read_at)).toEqual([null, null]);
    expect(await unreadForEmployer()).toBe(2);

    expect(await readAndMark(employer, id)).toEqual({ read: 2, unread: 0 });
    const seen = (await read(employer, id)).json<MessageThread>();
    expect(seen.results.every((m) => m.read_at !== null)).toBe(true);
    expect(await unreadForEmployer()).toBe(0);
    await send(employer, id, 'Yes.');
    expect(await unreadForCandidate()).toBe(1);
    const mine = (await read(employer, id)).json<MessageThread>().results.at(-1)!;
    expect(mine).toMatchObject({ mine: true, read_at: null });
    expect(await readAndMark(candidate, id)).toEqual({ read: 1, unread: 0 });
    expect(await unreadForCandidate()).toBe(0);
  });

  it('When the thread is marked read again, then nothing changes (the same answer, the same read times)', async () => {
    const id = await application();
    await send(candidate, id, 'Hello');
    const upTo = (await read(employer, id)).json<MessageThread>().results.at(-1)!.id;
    expect((await markRead(employer, id, { up_to: upTo })).json()).toEqual({ read: 1, unread: 0 });
    const readAt = async () =>
      (await t.db.select().from(applicationMessages).where(eq(applicationMessages.applicationId, id))).map(
        (m) => m.readAt?.toISOString(),
      );
    const first = await readAt();
    const again = await markRead(employer, id, { up_to: upTo });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ read: 0, unread: 0 });
    expect(await readAt()).toEqual(first);
  });

  it('When a message arrives after the page was drawn, then marking up to the newest shown leaves it unread, and its notification too', async () => {
    const id = await application();
    await send(employer, id, 'Can you come on Monday?');
    const upTo = (await read(candidate, id)).json<MessageThread>().results.at(-1)!.id;
    await send(employer, id, 'Or Tuesday?');
    expect((await markRead(candidate, id, { up_to: upTo })).json()).toEqual({ read: 1, unread: 1 });
    expect(await messageNotifications(candidate.id, id)).toEqual([
      expect.objectContaining({ isRead: false }),
    ]);
    expect(await readAndMark(candidate, id)).toEqual({ read: 1, unread: 0 });
    expect(await messageNotifications(candidate.id, id)).toEqual([expect.objectContaining({ isRead: true })]);
  });
});

describe('notifications and e-mail', () => {
  it('When messages arrive, then the other side has one unread notification at once, and one e-mail when the window ends', async () => {
    const id = await application();
    await send(candidate, id, 'First');
    await send(candidate, id, 'Second');
    await send(candidate, id, 'Third');
    const told = await messageNotifications(employer.id, id);
    expect(told).toEqual([{ message: 'Amani Kiprono sent a message about Clerk', isRead: false }]);
    expect(await messageNotifications(candidate.id, id)).toEqual([]);
    const work = await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from outbox where topic = 'message_email'`,
    );
    expect(work[0]!.n).toBe(1);
    expect(await mailTo(employer.email)).toEqual([]);

    await windowEnds();
    const mail = await mailTo(employer.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('New message about Clerk');
    expect(mail[0]!.text).toContain('Amani Kiprono sent a message about Clerk.');
    expect(mail[0]!.text).toContain('3 new messages are waiting for you.');
    // The words stay in the app.
    expect(mail[0]!.text).not.toContain('First');

    // The employer answers: the candidate is told, by the company's name.
    await send(employer, id, 'Thanks, we will call.');
    expect(await messageNotifications(candidate.id, id)).toEqual([
      { message: 'Safaricom sent a message about your application for Clerk', isRead: false },
    ]);
  });

  it('When the recipient reads the thread in the app before the window ends, then no e-mail follows and the notification is read', async () => {
    const id = await application();
    await send(employer, id, 'Can you come on Monday?');
    // Only reading changes nothing; marking what was shown reads the notification.
    await read(candidate, id);
    expect(await messageNotifications(candidate.id, id)).toEqual([
      expect.objectContaining({ isRead: false }),
    ]);
    await readAndMark(candidate, id);
    expect(await messageNotifications(candidate.id, id)).toEqual([expect.objectContaining({ isRead: true })]);
    await windowEnds();
    expect(await mailTo(candidate.email)).toEqual([]);
  });
});

describe('refusals', () => {
  it('When another employer, another candidate or a visitor reads or writes, then 404, 404 and 401, and nothing changes', async () => {
    const id = await application();
    await send(candidate, id, 'Mine');
    for (const [user, status] of [
      [otherEmployer, 404],
      [otherCandidate, 404],
      [null, 401],
    ] as const) {
      expect((await read(user, id)).statusCode).toBe(status);
      expect((await markRead(user, id, { up_to: 2_000_000_000 })).statusCode).toBe(status);
      const res = await send(user, id, 'Let me in');
      expect(res.statusCode).toBe(status);
      expect(res.json()).toHaveProperty('detail');
    }
    expect(await messageCount(id)).toBe(1);
    // Their calls did not mark the candidate's message read for the employer.
    expect(
      (await t.db.select().from(applicationMessages).where(eq(applicationMessages.applicationId, id)))[0]!
        .readAt,
    ).toBeNull();
  });

  it.each([
    ['an empty body', '   ', CONVERSATION_MESSAGES.required],
    ['no body', undefined, CONVERSATION_MESSAGES.required],
    ['a body over 2,000 characters', 'x'.repeat(2001), CONVERSATION_MESSAGES.tooLong],
    ['a number', 42, CONVERSATION_MESSAGES.required],
    ['a NUL character', 'a\u0000b', TEXT_MESSAGES.hiddenCharacters],
    ['an escape character', '\u001b[31mred', TEXT_MESSAGES.hiddenCharacters],
    ['a text-direction override', 'invoice\u202Efdp.exe', TEXT_MESSAGES.hiddenCharacters],
  ])('When %s is sent, then 400 naming the body and nothing is kept', async (_name, body, message) => {
    const id = await application();
    const res = await send(candidate, id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ body: [message] });
    expect(await messageCount(id)).toBe(0);
  });

  it('When a message of exactly 2,000 characters after trimming is sent, then it is kept', async () => {
    const id = await application();
    expect((await send(candidate, id, `  ${'x'.repeat(2000)}  `)).statusCode).toBe(201);
  });

  it.each([
    ['no up_to', {}],
    ['a word', { up_to: 'latest' }],
    ['zero', { up_to: 0 }],
    ['a negative id', { up_to: -5 }],
    ['an id past the largest', { up_to: 2_147_483_648 }],
    ['a fraction', { up_to: 1.5 }],
  ])(
    'When the thread is marked read with %s, then 400 naming up_to and nothing is read',
    async (_name, body) => {
      const id = await application();
      await send(candidate, id, 'Hello');
      const res = await markRead(employer, id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty('up_to');
      const [message] = await t.db
        .select()
        .from(applicationMessages)
        .where(eq(applicationMessages.applicationId, id));
      expect(message!.readAt).toBeNull();
    },
  );

  it('When the application is a draft, then its candidate is told messages start once it is sent, and its employer finds nothing', async () => {
    const job = await addJob(t, { employerId: employer.id });
    const draft = await addApplication(t, {
      jobId: job.id,
      candidateId: candidate.id,
      submissionStatus: 'draft',
    });
    for (const res of [
      await send(candidate, draft.id, 'Hello'),
      await read(candidate, draft.id),
      await markRead(candidate, draft.id, { up_to: 1 }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: CONVERSATION_MESSAGES.notSent });
    }
    expect((await send(employer, draft.id, 'Hello')).statusCode).toBe(404);
    expect((await read(employer, draft.id)).statusCode).toBe(404);
    expect((await markRead(employer, draft.id, { up_to: 1 })).statusCode).toBe(404);
    expect(await messageCount(draft.id)).toBe(0);
  });

  it('When the application was withdrawn, then both still read the thread but neither can write (409 with the reason)', async () => {
    const id = await application();
    await send(employer, id, 'Before');
    expect((await t.call(candidate, 'POST', `/applications/${id}/withdraw/`)).statusCode).toBe(200);
    for (const user of [candidate, employer]) {
      const thread = (await read(user, id)).json<MessageThread>();
      expect(thread).toMatchObject({ can_write: false, closed_reason: CONVERSATION_MESSAGES.withdrawn });
      expect(thread.results.map((m) => m.body)).toEqual(['Before']);
      const res = await send(user, id, 'After');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ detail: CONVERSATION_MESSAGES.withdrawn });
    }
    // A closed thread is still read: its last messages can be marked read.
    expect(await readAndMark(candidate, id)).toEqual({ read: 1, unread: 0 });
    expect(await messageCount(id)).toBe(1);
  });

  it('When a thread holds 1,000 messages, then it is closed for writing (409) and says so', async () => {
    const id = await application();
    await t.db.insert(applicationMessages).values(
      Array.from({ length: THREAD_MESSAGES_MAX }, (_, i) => ({
        applicationId: id,
        senderRole: i % 2 ? ('employer' as const) : ('candidate' as const),
        senderId: i % 2 ? employer.id : candidate.id,
        body: `m${i}`,
      })),
    );
    const res = await send(candidate, id, 'One more');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: CONVERSATION_MESSAGES.threadFull });
    expect((await read(employer, id)).json<MessageThread>()).toMatchObject({
      can_write: false,
      closed_reason: CONVERSATION_MESSAGES.threadFull,
    });
    expect(await messageCount(id)).toBe(THREAD_MESSAGES_MAX);
  });

  it('When messages are sent in parallel, then each is kept once and none fails', async () => {
    const id = await application();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => send(i % 2 ? employer : candidate, id, `parallel ${i}`)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(201));
    expect(await messageCount(id)).toBe(6);
  });
});

describe('erasure and the data export', () => {
  it('When the candidate is erased, then the thread keeps its dates but no words, and is closed', async () => {
    const erased = await createUser(t, 'candidate');
    const id = await application(erased.id);
    await send(erased, id, 'My number is 0722 000 111');
    await send(employer, id, 'Dear Amani, thank you');
    await t.db.transaction((tx) => anonymiseApplicationsOf(tx, erased.id));
    const thread = (await read(employer, id)).json<MessageThread>();
    expect(thread.results.map((m) => [m.sender, m.erased, m.body])).toEqual([
      ['candidate', true, ''],
      ['employer', true, ''],
    ]);
    expect(thread).toMatchObject({ can_write: false, closed_reason: CONVERSATION_MESSAGES.deletedCandidate });
    const res = await send(employer, id, 'Hello?');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: CONVERSATION_MESSAGES.deletedCandidate });
  });

  it('When retention anonymises the applications of a long-closed job, then their threads lose their words too', async () => {
    const closed = await addJob(t, { employerId: employer.id, status: 'closed' });
    const { id } = await addApplication(t, { jobId: closed.id, candidateId: otherCandidate.id });
    await send(otherCandidate, id, 'Call me on 0722 000 222');
    await t.db.execute(sql`update jobs set closed_at = now() - interval '400 days' where id = ${closed.id}`);
    await t.db.transaction((tx) => anonymiseApplicationsToJobsClosedBefore(tx, new Date(), 100));
    const [left] = await t.db
      .select()
      .from(applicationMessages)
      .where(eq(applicationMessages.applicationId, id));
    expect(left).toMatchObject({ body: '' });
    expect(left!.erasedAt).not.toBeNull();
  });

  it("When the candidate's data is exported, then each application carries its thread, and no private note", async () => {
    const someone = await createUser(t, 'candidate');
    const id = await application(someone.id);
    await send(someone, id, 'Question from me');
    await send(employer, id, 'Answer to you');
    await t.call(employer, 'POST', `/applications/${id}/notes/`, { body: 'Private thought' });
    const data = await applicationsData(t.db, someone.id);
    expect(data.applications[0]!.messages).toEqual([
      expect.objectContaining({ from: 'me', body: 'Question from me' }),
      expect.objectContaining({ from: 'employer', body: 'Answer to you' }),
    ]);
    expect(JSON.stringify(data)).not.toContain('Private thought');
  });
});

describe('the job', () => {
  it('When the job is closed, then the conversation goes on (the hiring does)', async () => {
    const closed = await addJob(t, { employerId: employer.id, status: 'closed' });
    const { id } = await addApplication(t, { jobId: closed.id, candidateId: candidate.id });
    expect((await send(candidate, id, 'Any news?')).statusCode).toBe(201);
    expect((await send(employer, id, 'Soon.')).statusCode).toBe(201);
  });
});
