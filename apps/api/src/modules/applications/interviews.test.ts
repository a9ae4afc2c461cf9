import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Applicant, INTERVIEW_MESSAGES, type Interview } from '@kweli/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/connect.ts';
import { applicationStatusChanges, applications, interviews, notifications } from '../../db/schema.ts';
import type { Mail } from '../../platform/mailer.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { updateCandidateProfile } from '../candidates/test-candidates.ts';
import { addJob } from '../jobs/test-jobs.ts';
import { escapeText, foldLine } from './calendar.ts';
import { anonymiseApplicationsOf, applicationsData } from './index.ts';
import { runDueInterviewReminders } from './interviews.ts';
import { addApplication, addInterview } from './test-applications.ts';

/** Issue 28 item 3: interviews, from the invitation to the reminder (decision 091). */
let t: TestApp;
let employer: TestUser;
let otherEmployer: TestUser;
let candidate: TestUser;
let otherCandidate: TestUser;

const DAY = 24 * 3600 * 1000;
/** A whole hour `days` days from now, as an ISO date-time. */
const inDays = (days: number) =>
  new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + days * DAY).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  employer = await createUser(t, 'employer');
  otherEmployer = await createUser(t, 'employer');
  candidate = await createUser(t, 'candidate');
  otherCandidate = await createUser(t, 'candidate');
  await updateCandidateProfile(t, candidate.id, { firstName: 'Amina', lastName: 'Otieno' });
});
afterAll(async () => t.close());

/** A submitted application of `who` to a new job of the employer. */
async function sent(who = candidate, jobFields: { jobTitle?: string; companyName?: string } = {}) {
  const job = await addJob(t, {
    employerId: employer.id,
    jobTitle: jobFields.jobTitle ?? 'Office Clerk',
    companyName: jobFields.companyName ?? 'Kilimo Ltd',
  });
  return addApplication(t, { jobId: job.id, candidateId: who.id, cv: 'cv/x.pdf' });
}

const body = (over: object = {}) => ({
  slots: [inDays(2), inDays(3)],
  mode: 'video',
  location: 'https://meet.example.com/abc',
  duration_minutes: 45,
  ...over,
});
const invite = (user: TestUser | null, applicationId: number, payload: object = body()) =>
  t.call(user, 'POST', `/applications/${applicationId}/interviews/`, payload);
const interviewsOf = async (applicationId: number) =>
  t.db.select().from(interviews).where(eq(interviews.applicationId, applicationId));
const notificationsOf = async (userId: number, type: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), sql`${notifications.type} = ${type}`));
const mailsTo = async (to: string) =>
  (
    await rows<{ payload: Mail }>(
      t.db,
      sql`select payload from outbox where topic = 'email' and payload->>'to' = ${to} order by id`,
    )
  ).map((r) => r.payload);

describe('inviting', () => {
  it('When the employer invites, then the interview waits, the application is shortlisted with its history and the candidate is told in the app and by e-mail', async () => {
    const application = await sent();
    const res = await invite(employer, application.id);
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json<Interview>();
    expect(answer).toMatchObject({
      application: application.id,
      status: 'invited',
      mode: 'video',
      duration_minutes: 45,
      confirmed_slot: null,
      candidate_name: 'Amina Otieno',
      job: { title: 'Office Clerk', company_name: 'Kilimo Ltd' },
    });
    expect(answer.slots).toEqual([inDays(2), inDays(3)]);
    const [row] = await t.db.select().from(applications).where(eq(applications.id, application.id));
    expect(row!.reviewStatus).toBe('shortlisted');
    const history = await t.db
      .select()
      .from(applicationStatusChanges)
      .where(eq(applicationStatusChanges.applicationId, application.id));
    expect(history.map((h) => h.toStatus)).toEqual(['shortlisted']);
    const [told] = await notificationsOf(candidate.id, 'interview_invitation');
    expect(told!.message).toContain('Office Clerk at Kilimo Ltd');
    expect(told!.message).toContain('(Nairobi time)');
    await t.app.outbox.deliverDue();
    const mails = await mailsTo(candidate.email);
    expect(mails.some((m) => m.subject === 'Interview invitation: Office Clerk')).toBe(true);
  });

  it('When the application is already shortlisted, then inviting records no second status change', async () => {
    const application = await sent();
    await t.call(employer, 'PATCH', `/applications/${application.id}/update-status/`, {
      review_status: 'shortlisted',
    });
    expect((await invite(employer, application.id)).statusCode).toBe(201);
    const history = await t.db
      .select()
      .from(applicationStatusChanges)
      .where(eq(applicationStatusChanges.applicationId, application.id));
    expect(history).toHaveLength(1);
  });

  it.each([
    [
      'a time in the past',
      { slots: [new Date(Date.now() - 3600_000).toISOString()] },
      'slots',
      INTERVIEW_MESSAGES.slotPast,
    ],
    ['a time more than 90 days ahead', { slots: [inDays(91)] }, 'slots', INTERVIEW_MESSAGES.slotTooFar],
    [
      'four times',
      { slots: [inDays(1), inDays(2), inDays(3), inDays(4)] },
      'slots',
      INTERVIEW_MESSAGES.slotsTooMany,
    ],
    ['no time', { slots: [] }, 'slots', INTERVIEW_MESSAGES.slotsRequired],
    [
      'the same time twice',
      { slots: [inDays(2), inDays(2).replace('Z', '+00:00')] },
      'slots',
      INTERVIEW_MESSAGES.slotsRepeat,
    ],
    [
      'a time that is no date-time',
      { slots: ['tomorrow at ten'] },
      'slots.0',
      INTERVIEW_MESSAGES.slotInvalid,
    ],
    ['an unknown mode', { mode: 'carrier pigeon' }, 'mode', INTERVIEW_MESSAGES.modeUnknown],
    ['ten minutes', { duration_minutes: 10 }, 'duration_minutes', INTERVIEW_MESSAGES.durationRange],
    ['nine hours', { duration_minutes: 540 }, 'duration_minutes', INTERVIEW_MESSAGES.durationRange],
    [
      'a duration in words',
      { duration_minutes: 'an hour' },
      'duration_minutes',
      INTERVIEW_MESSAGES.durationRange,
    ],
    [
      'in person without a place',
      { mode: 'in_person', location: '  ' },
      'location',
      INTERVIEW_MESSAGES.locationRequired,
    ],
    ['a place too long', { location: 'x'.repeat(301) }, 'location', INTERVIEW_MESSAGES.locationTooLong],
  ])(
    'When the invitation has %s, then 400 names the field and nothing changes',
    async (_what, over, field, message) => {
      const application = await sent();
      const res = await invite(employer, application.id, body(over));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()[field]).toEqual([message]);
      expect(await interviewsOf(application.id)).toEqual([]);
      const [row] = await t.db.select().from(applications).where(eq(applications.id, application.id));
      expect(row!.reviewStatus).toBe('pending');
    },
  );

  it('When another employer, a candidate or a visitor invites, then 404, 403 and 401, and nothing changes', async () => {
    const application = await sent();
    expect((await invite(otherEmployer, application.id)).statusCode).toBe(404);
    expect((await invite(candidate, application.id)).statusCode).toBe(403);
    expect((await invite(null, application.id)).statusCode).toBe(401);
    expect((await invite(employer, 2_000_000_000)).statusCode).toBe(404);
    expect(await interviewsOf(application.id)).toEqual([]);
  });

  it('When an interview is already waiting, then a second invitation is refused (409) until it is cancelled', async () => {
    const application = await sent();
    const first = (await invite(employer, application.id)).json<Interview>();
    const again = await invite(employer, application.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(INTERVIEW_MESSAGES.alreadyOpen);
    expect((await t.call(employer, 'POST', `/interviews/${first.id}/cancel/`)).statusCode).toBe(200);
    expect((await invite(employer, application.id)).statusCode).toBe(201);
  });

  it('When the application was withdrawn or is a draft, then no invitation (409, 404)', async () => {
    const withdrawn = await sent();
    await t.db.update(applications).set({ withdrawnAt: new Date() }).where(eq(applications.id, withdrawn.id));
    expect((await invite(employer, withdrawn.id)).statusCode).toBe(409);
    const job = await addJob(t, { employerId: employer.id });
    const draft = await addApplication(t, {
      jobId: job.id,
      candidateId: candidate.id,
      submissionStatus: 'draft',
    });
    expect((await invite(employer, draft.id)).statusCode).toBe(404);
  });
});

describe('answering', () => {
  async function invited(who = candidate) {
    const application = await sent(who);
    const res = await invite(employer, application.id);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Interview>();
  }
  const accept = (user: TestUser | null, id: number, slot: string) =>
    t.call(user, 'POST', `/interviews/${id}/accept/`, { slot });
  const decline = (user: TestUser | null, id: number, reason = '') =>
    t.call(user, 'POST', `/interviews/${id}/decline/`, { reason });

  it('When the candidate accepts an offered time, then it is confirmed, the employer is told and both get the confirmation with the calendar file', async () => {
    const interview = await invited();
    // The same instant written with another offset is the same time.
    const chosen = new Date(interview.slots[1]!);
    const nairobi = new Date(chosen.getTime() + 3 * 3600_000).toISOString().replace('Z', '+03:00');
    const res = await accept(candidate, interview.id, nairobi);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Interview>()).toMatchObject({ status: 'confirmed', confirmed_slot: interview.slots[1] });
    const [told] = await notificationsOf(employer.id, 'interview_accepted');
    expect(told!.message).toContain('Amina Otieno accepted the interview for Office Clerk');
    await t.app.outbox.deliverDue();
    for (const to of [candidate.email, employer.email]) {
      const mail = (await mailsTo(to)).find(
        (m) => m.subject === 'Interview confirmed: Office Clerk at Kilimo Ltd',
      );
      expect(mail, to).toBeDefined();
      expect(mail!.attachments).toEqual([
        expect.objectContaining({
          filename: `interview-${interview.id}.ics`,
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        }),
      ]);
      expect(mail!.attachments![0]!.content).toContain('BEGIN:VCALENDAR');
    }
  });

  it('When the development outbox writes the confirmation, then its file records the attachment name and type beside the bodies', async () => {
    const interview = await invited();
    await accept(candidate, interview.id, interview.slots[0]!);
    await t.app.outbox.deliverDue();
    const dir = join(t.config.dataDir, 'outbox');
    const written = readdirSync(dir)
      .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')))
      .filter((m) => m.to === employer.email && String(m.subject).startsWith('Interview confirmed'));
    const last = written.at(-1);
    expect(last.text).toContain('When: ');
    expect(last.attachments).toEqual([
      {
        filename: `interview-${interview.id}.ics`,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        size: expect.any(Number),
        content: expect.stringContaining(`UID:interview-${interview.id}@`),
      },
    ]);
  });

  it('When the time is not one offered, or the wrong person answers, then it is refused and nothing changes', async () => {
    const interview = await invited();
    const wrong = await accept(candidate, interview.id, inDays(5));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().slot).toEqual([INTERVIEW_MESSAGES.slotNotOffered]);
    expect((await accept(candidate, interview.id, 'soon')).statusCode).toBe(400);
    expect((await accept(otherCandidate, interview.id, interview.slots[0]!)).statusCode).toBe(404);
    expect((await accept(employer, interview.id, interview.slots[0]!)).statusCode).toBe(403);
    expect((await accept(null, interview.id, interview.slots[0]!)).statusCode).toBe(401);
    expect((await decline(otherCandidate, interview.id)).statusCode).toBe(404);
    expect((await decline(employer, interview.id)).statusCode).toBe(403);
    const [row] = await t.db.select().from(interviews).where(eq(interviews.id, interview.id));
    expect(row!.status).toBe('invited');
  });

  it('When the candidate accepts twice, even at once, then one acceptance confirms and the other is refused (409)', async () => {
    const interview = await invited();
    const answers = await Promise.all([
      accept(candidate, interview.id, interview.slots[0]!),
      accept(candidate, interview.id, interview.slots[1]!),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await notificationsOf(employer.id, 'interview_accepted')).toHaveLength(
      (await t.db.select().from(interviews).where(eq(interviews.status, 'confirmed'))).length,
    );
    const again = await accept(candidate, interview.id, interview.slots[0]!);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(INTERVIEW_MESSAGES.notInvited);
    expect((await decline(candidate, interview.id)).statusCode).toBe(409);
  });

  it('When the candidate declines with a reason, then the employer reads it; a declined or cancelled interview cannot be accepted', async () => {
    const interview = await invited();
    const res = await decline(candidate, interview.id, 'I took another offer, thank you.');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Interview>()).toMatchObject({
      status: 'declined',
      decline_reason: 'I took another offer, thank you.',
    });
    const told = await notificationsOf(employer.id, 'interview_declined');
    expect(told.at(-1)!.message).toBe(
      'Amina Otieno declined the interview for Office Clerk. Reason: I took another offer, thank you.',
    );
    expect((await accept(candidate, interview.id, interview.slots[0]!)).statusCode).toBe(409);
    const long = await decline(candidate, (await invited()).id, 'x'.repeat(1001));
    expect(long.json().reason).toEqual([INTERVIEW_MESSAGES.reasonTooLong]);

    const cancelled = await invited();
    expect((await t.call(employer, 'POST', `/interviews/${cancelled.id}/cancel/`)).statusCode).toBe(200);
    expect((await accept(candidate, cancelled.id, cancelled.slots[0]!)).statusCode).toBe(409);
  });

  it('When the employer cancels, then the candidate is told; another employer, the candidate or a second cancel are refused', async () => {
    const interview = await invited();
    expect((await t.call(otherEmployer, 'POST', `/interviews/${interview.id}/cancel/`)).statusCode).toBe(404);
    expect((await t.call(candidate, 'POST', `/interviews/${interview.id}/cancel/`)).statusCode).toBe(403);
    expect((await t.call(null, 'POST', `/interviews/${interview.id}/cancel/`)).statusCode).toBe(401);
    const res = await t.call(employer, 'POST', `/interviews/${interview.id}/cancel/`);
    expect(res.json<Interview>().status).toBe('cancelled');
    expect((await notificationsOf(candidate.id, 'interview_cancelled')).length).toBeGreaterThan(0);
    const again = await t.call(employer, 'POST', `/interviews/${interview.id}/cancel/`);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(INTERVIEW_MESSAGES.notOpen);
  });

  it('When the candidate withdraws the application, then its interview is cancelled', async () => {
    const interview = await invited();
    expect(
      (await t.call(candidate, 'POST', `/applications/${interview.application}/withdraw/`)).statusCode,
    ).toBe(200);
    const [row] = await t.db.select().from(interviews).where(eq(interviews.id, interview.id));
    expect(row!.status).toBe('cancelled');
  });
});

describe('reading', () => {
  it('When each side lists interviews, then each sees only its own; the applicants list carries the summary', async () => {
    const mine = await sent(otherCandidate);
    const created = (await invite(employer, mine.id)).json<Interview>();
    const forOther = (await t.call(otherCandidate, 'GET', '/interviews/')).json<{ results: Interview[] }>();
    expect(forOther.results.map((i) => i.id)).toEqual([created.id]);
    const forCandidate = (await t.call(candidate, 'GET', '/interviews/')).json<{ results: Interview[] }>();
    expect(forCandidate.results.map((i) => i.id)).not.toContain(created.id);
    expect((await t.call(otherEmployer, 'GET', '/interviews/')).json().count).toBe(0);
    const one = (await t.call(employer, 'GET', `/interviews/?application=${mine.id}`)).json<{
      results: Interview[];
    }>();
    expect(one.results.map((i) => i.id)).toEqual([created.id]);
    expect((await t.call(null, 'GET', '/interviews/')).statusCode).toBe(401);

    const list = (await t.call(employer, 'GET', `/applications/for_job/?job_id=${mine.jobId}`)).json<{
      results: Applicant[];
    }>();
    expect(list.results[0]!.interview).toEqual({ status: 'invited', confirmed_slot: null });
    await t.call(otherCandidate, 'POST', `/interviews/${created.id}/accept/`, { slot: created.slots[0] });
    const after = (await t.call(employer, 'GET', `/applications/for_job/?job_id=${mine.jobId}`)).json<{
      results: Applicant[];
    }>();
    expect(after.results[0]!.interview).toEqual({ status: 'confirmed', confirmed_slot: created.slots[0] });
    const none = await sent();
    const without = (await t.call(employer, 'GET', `/applications/for_job/?job_id=${none.jobId}`)).json<{
      results: Applicant[];
    }>();
    expect(without.results[0]!.interview).toBeNull();
  });
});

describe('the calendar file', () => {
  it('When a party downloads a confirmed interview, then it is a valid iCalendar event in UTC with escaped, folded text', async () => {
    const application = await sent(candidate, {
      jobTitle: 'Clerk; Accounts',
      companyName: 'Kilimo, Mazao & Sons Ltd',
    });
    const slot = inDays(4);
    const created = (
      await invite(
        employer,
        application.id,
        body({
          slots: [slot],
          mode: 'in_person',
          location: 'Kilimo House, 3rd floor; Moi Avenue, Nairobi',
          duration_minutes: 90,
        }),
      )
    ).json<Interview>();
    expect((await t.call(candidate, 'GET', `/interviews/${created.id}/calendar.ics`)).statusCode).toBe(409);
    await t.call(candidate, 'POST', `/interviews/${created.id}/accept/`, { slot });
    for (const user of [candidate, employer]) {
      const res = await t.call(user, 'GET', `/interviews/${created.id}/calendar.ics`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/calendar/);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="interview-${created.id}.ics"`);
      const text = res.body;
      expect(text.endsWith('\r\n')).toBe(true);
      const lines = text.split('\r\n').slice(0, -1);
      for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      const unfolded = text.replace(/\r\n /g, '');
      const start = new Date(slot);
      const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace('.000', '');
      expect(unfolded).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:/);
      expect(unfolded).toContain(`\r\nUID:interview-${created.id}@`);
      expect(unfolded).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
      expect(unfolded).toContain(`\r\nDTSTART:${stamp(start)}\r\n`);
      expect(unfolded).toContain(`\r\nDTEND:${stamp(new Date(start.getTime() + 90 * 60_000))}\r\n`);
      expect(unfolded).toContain(
        '\r\nSUMMARY:Interview: Clerk\\; Accounts at Kilimo\\, Mazao & Sons Ltd\r\n',
      );
      expect(unfolded).toContain('\r\nLOCATION:Kilimo House\\, 3rd floor\\; Moi Avenue\\, Nairobi\r\n');
      expect(unfolded).toMatch(/\r\nDESCRIPTION:Interview for .*\\nCandidate: Amina Otieno\\n/);
      expect(unfolded).toMatch(/BEGIN:VEVENT[\s\S]*END:VEVENT\r\nEND:VCALENDAR\r\n$/);
    }
    expect((await t.call(otherEmployer, 'GET', `/interviews/${created.id}/calendar.ics`)).statusCode).toBe(
      404,
    );
    expect((await t.call(otherCandidate, 'GET', `/interviews/${created.id}/calendar.ics`)).statusCode).toBe(
      404,
    );
    expect((await t.call(null, 'GET', `/interviews/${created.id}/calendar.ics`)).statusCode).toBe(401);
  });

  it('When text holds commas, semicolons, backslashes, newlines or controls, or a line is long, then it is escaped and folded by octets', () => {
    expect(escapeText('a,b;c\\d\r\ne\nf\u0007')).toBe('a\\,b\\;c\\\\d\\ne\\nf');
    const long = `DESCRIPTION:${'é'.repeat(80)}`;
    const folded = foldLine(long);
    const pieces = folded.split('\r\n');
    expect(pieces.length).toBeGreaterThan(1);
    for (const piece of pieces) expect(Buffer.byteLength(piece, 'utf8')).toBeLessThanOrEqual(75);
    expect(pieces.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
  });
});

describe('the reminder', () => {
  it('When a confirmed interview is a day away, then both sides are reminded once, in Nairobi time, even by two instances at once', async () => {
    const application = await sent();
    const slot = new Date('2026-12-01T07:00:00Z');
    const confirmed = await addInterview(t, {
      applicationId: application.id,
      invitedBy: employer.id,
      status: 'confirmed',
      slots: [slot.toISOString()],
      confirmedSlot: slot,
    });
    const cancelled = await sent();
    await addInterview(t, {
      applicationId: cancelled.id,
      invitedBy: employer.id,
      status: 'cancelled',
      slots: [slot.toISOString()],
      confirmedSlot: slot,
    });
    const remindedOf = async () =>
      (await notificationsOf(candidate.id, 'interview_reminder')).filter(
        (n) => n.applicationId === application.id,
      );
    // Two days before: not yet.
    await runDueInterviewReminders(t.db, new Date('2026-11-29T07:00:00Z'));
    expect(await remindedOf()).toEqual([]);
    // 23 hours before, two instances at once: one reminder to each side.
    const at = new Date('2026-11-30T08:00:00Z');
    await Promise.all([runDueInterviewReminders(t.db, at), runDueInterviewReminders(t.db, at)]);
    await runDueInterviewReminders(t.db, new Date('2026-11-30T09:00:00Z'));
    const toCandidate = await remindedOf();
    expect(toCandidate).toHaveLength(1);
    expect(toCandidate[0]!.message).toBe(
      'Reminder: your interview for Office Clerk at Kilimo Ltd is on Tuesday 1 December 2026, 10:00 (Nairobi time) (Video call, https://meet.example.com/kweli, 45 minutes)',
    );
    const toEmployer = (await notificationsOf(employer.id, 'interview_reminder')).filter(
      (n) => n.applicationId === application.id,
    );
    expect(toEmployer).toHaveLength(1);
    expect(toEmployer[0]!.message).toContain('with Amina Otieno');
    expect(
      (await notificationsOf(candidate.id, 'interview_reminder')).filter(
        (n) => n.applicationId === cancelled.id,
      ),
    ).toEqual([]);
    const [row] = await t.db.select().from(interviews).where(eq(interviews.id, confirmed.id));
    expect(row!.remindedAt).not.toBeNull();
    await t.app.outbox.deliverDue();
    expect(
      (await mailsTo(candidate.email)).some(
        (m) =>
          m.subject === 'Reminder: your interview for Office Clerk is tomorrow' &&
          m.text.includes('10:00 (Nairobi time)'),
      ),
    ).toBe(true);
  });
});

describe('erasure and export', () => {
  it("When the candidate's data is exported, then their interviews are in it; when they are erased, the reason is emptied and open interviews cancelled", async () => {
    const who = await createUser(t, 'candidate');
    const declined = await sent(who);
    const waiting = await sent(who);
    await addInterview(t, {
      applicationId: declined.id,
      invitedBy: employer.id,
      status: 'declined',
      declineReason: 'My private reasons',
    });
    await addInterview(t, { applicationId: waiting.id, invitedBy: employer.id });
    const data = await applicationsData(t.db, who.id);
    const held = data.applications.flatMap((a) => a.interviews);
    expect(held.map((i) => i.status).sort()).toEqual(['declined', 'invited']);
    expect(held.find((i) => i.status === 'declined')!.decline_reason).toBe('My private reasons');
    expect(Object.keys(held[0]!)).not.toContain('invited_by');

    await t.db.transaction((tx) => anonymiseApplicationsOf(tx, who.id));
    const after = await t.db
      .select()
      .from(interviews)
      .where(sql`${interviews.applicationId} in (${declined.id}, ${waiting.id})`);
    expect(after.map((i) => i.declineReason)).toEqual(['', '']);
    expect(after.map((i) => i.status).sort()).toEqual(['cancelled', 'declined']);
    expect((await invite(employer, waiting.id)).statusCode).toBe(409);
  });
});
