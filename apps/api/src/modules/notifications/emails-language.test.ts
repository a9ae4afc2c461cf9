import {
  DECISION_MESSAGES,
  DECISION_TEMPLATES,
  INTERVIEW_MESSAGES,
  JOB_REVIEW_MESSAGES,
  nairobiTime,
  VERIFICATION_MESSAGES,
} from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rows } from '../../db/connect.ts';
import { escapeHtml } from '../../platform/html.ts';
import type { Mail } from '../../platform/mailer.ts';
import { enqueueWork } from '../../platform/outbox.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { applicationTexts } from '../applications/index.ts';
import { addApplication, submitApplication } from '../applications/test-applications.ts';
import { authTexts } from '../auth/index.ts';
import { updateCandidateProfile } from '../candidates/test-candidates.ts';
import { updateEmployerProfile } from '../employers/test-employers.ts';
import { addJob } from '../jobs/test-jobs.ts';
import { createNotification, notifyDeadlineNear, notifyJobClosed } from './events.ts';
import { INTERVIEW_CONFIRMATION_TOPIC } from './interview-notices.ts';
import { interviewTime, notificationTexts } from './texts.ts';

/**
 * Notification e-mails in the recipient's language (issue 25 item 1): the words come from the notification's
 * facts and the Swahili catalogue for a Swahili reader (subject, text and HTML), while the app keeps the
 * English message and an English reader's e-mail is unchanged. Each kind: status, new application,
 * message, interview invitation and confirmation (with its calendar file), deadline reminder, closed job,
 * moderation and verification.
 */
let t: TestApp;
let employer: TestUser;
let swahiliCandidate: TestUser;
let englishCandidate: TestUser;
const sw = notificationTexts('sw');
const en = notificationTexts('en');
const hello = authTexts('sw')('frame.hello');

beforeAll(async () => {
  t = await createTestApp();
  employer = await createUser(t, 'employer');
  swahiliCandidate = await createUser(t, 'candidate');
  englishCandidate = await createUser(t, 'candidate');
  await updateEmployerProfile(t, employer.id, { companyName: 'Safaricom' });
  await updateCandidateProfile(t, swahiliCandidate.id, { firstName: 'Amina', lastName: 'Otieno' });
  await t.db.execute(sql`update users set language = 'sw' where id = ${swahiliCandidate.id}`);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.db.execute(sql`delete from outbox`);
});

const mailsTo = async (to: string) =>
  (
    await rows<{ payload: Mail }>(
      t.db,
      sql`select payload from outbox where topic = 'email' and payload->>'to' = ${to} order by id`,
    )
  ).map((r) => r.payload);

/** Every queued piece of work is due now (the e-mail windows end) and is run. */
async function allDue() {
  await t.db.execute(sql`update outbox set next_attempt_at = now() where delivered_at is null`);
  await t.app.outbox.deliverDue();
}

const plain = (html: string) => html.replaceAll('&#8203;', '');
function expectSwahili(mail: Mail | undefined, subject: string, lines: string[]) {
  expect(mail?.subject).toBe(subject);
  for (const line of [hello, ...lines]) {
    expect(mail?.text).toContain(line);
    expect(plain(mail?.html ?? '')).toContain(escapeHtml(line));
  }
  expect(mail?.text).toContain('Timu ya Kweli Jobs');
  expect(mail?.text).not.toContain('Hello,');
}

async function sentBy(candidate: TestUser, jobTitle = 'Data Analyst') {
  const job = await addJob(t, { employerId: employer.id, jobTitle, companyName: 'Safaricom' });
  return {
    job,
    application: await addApplication(t, { jobId: job.id, candidateId: candidate.id, cv: 'cv/x.pdf' }),
  };
}

describe('notification e-mails in the recipient language', () => {
  it('When a Swahili candidate is shortlisted with a message, then the status e-mail is Swahili; an English candidate gets the English one', async () => {
    for (const candidate of [swahiliCandidate, englishCandidate]) {
      const { application } = await sentBy(candidate);
      const res = await t.call(employer, 'PATCH', `/applications/${application.id}/update-status/`, {
        review_status: 'shortlisted',
        message: 'Tutakupigia simu.',
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    await allDue();
    const [swahili] = await mailsTo(swahiliCandidate.email);
    expectSwahili(swahili, sw('subjects.status_change', { title: 'Data Analyst' }), [
      sw('status.changed', {
        job: sw('jobAtCompany', { title: 'Data Analyst', company: 'Safaricom' }),
        phrase: sw('status.phrases.shortlisted'),
      }),
      sw('status.fromEmployer'),
    ]);
    expect(swahili?.html).toContain(escapeHtml(sw('frame.openInApp')));
    const [english] = await mailsTo(englishCandidate.email);
    expect(english?.subject).toBe('Update on your application for Data Analyst');
    expect(english?.text).toContain('Your application for Data Analyst at Safaricom was shortlisted.');
    expect(english?.text).toContain(`${DECISION_MESSAGES.fromEmployer}\nTutakupigia simu.`);
    expect(english?.text.endsWith('— Kweli Jobs')).toBe(true);
  });

  it('When a Swahili candidate is not taken further, then the kind rejection is in Swahili', async () => {
    const { application } = await sentBy(swahiliCandidate, 'Nurse');
    await t.call(employer, 'PATCH', `/applications/${application.id}/update-status/`, {
      review_status: 'rejected',
    });
    await allDue();
    const [mail] = await mailsTo(swahiliCandidate.email);
    expectSwahili(mail, sw('subjects.status_change', { title: 'Nurse' }), [
      sw('status.thanks', { job: sw('jobAtCompany', { title: 'Nurse', company: 'Safaricom' }) }),
      sw('status.notThisTime'),
      sw('status.newJobs'),
      // The ready-made rejection the API adds when the employer wrote nothing, in Swahili too.
      sw('status.templates.rejected', { job: 'Nurse', company: 'Safaricom' }),
    ]);
    expect(mail?.text).not.toContain(DECISION_TEMPLATES.rejected('Nurse', 'Safaricom'));
    expect(mail?.html).toContain(escapeHtml(sw('status.seeJobs')));
  });

  it('When an employer reading Swahili sends the ready-made text unchanged, then an English candidate reads it in English', async () => {
    // The decision form offers the ready-made text in the employer's language (bulk-decision.tsx).
    for (const kind of ['shortlisted', 'rejected'] as const) {
      const { application } = await sentBy(englishCandidate, `Clerk ${kind}`);
      const res = await t.call(employer, 'PATCH', `/applications/${application.id}/update-status/`, {
        review_status: kind,
        message: sw(`status.templates.${kind}`, { job: `Clerk ${kind}`, company: 'Safaricom' }),
      });
      expect(res.statusCode, res.body).toBe(200);
      await allDue();
      const mail = (await mailsTo(englishCandidate.email)).at(-1);
      expect(mail?.text).toContain(DECISION_TEMPLATES[kind](`Clerk ${kind}`, 'Safaricom'));
      expect(mail?.text).not.toContain('Asante');
      const [stored] = await rows<{ message: string }>(
        t.db,
        sql`select message from notifications where user_id = ${englishCandidate.id}
            and application_id = ${application.id} and type = 'status_change'`,
      );
      expect(stored?.message).toContain(DECISION_TEMPLATES[kind](`Clerk ${kind}`, 'Safaricom'));
    }
  });

  it('When the employer reads Swahili, then the new application e-mail is in Swahili and the app keeps the English message', async () => {
    await t.db.execute(sql`update users set language = 'sw' where id = ${employer.id}`);
    try {
      const job = await addJob(t, { employerId: employer.id, jobTitle: 'Driver', companyName: 'Safaricom' });
      await submitApplication(t, swahiliCandidate, job.id);
      await allDue();
      const [mail] = await mailsTo(employer.email);
      expectSwahili(mail, sw('subjects.new_application', { title: 'Driver' }), [
        sw('messages.newApplication', { candidateName: 'Amina Otieno', jobTitle: 'Driver' }),
      ]);
      const [stored] = await rows<{ message: string }>(
        t.db,
        sql`select message from notifications where user_id = ${employer.id} and job_id = ${job.id}`,
      );
      expect(stored?.message).toBe('Amina Otieno applied for Driver');
    } finally {
      await t.db.execute(sql`update users set language = 'en' where id = ${employer.id}`);
    }
  });

  it('When the employer writes to a Swahili candidate, then the message e-mail is in Swahili', async () => {
    const { application } = await sentBy(swahiliCandidate, 'Cashier');
    for (const body of ['Habari', 'Karibu kwa mahojiano'])
      expect(
        (await t.call(employer, 'POST', `/applications/${application.id}/messages/`, { body })).statusCode,
      ).toBe(201);
    await allDue();
    const [mail] = await mailsTo(swahiliCandidate.email);
    expectSwahili(mail, sw('subjects.new_message', { title: 'Cashier' }), [
      sw('messages.fromEmployer', { companyName: 'Safaricom', jobTitle: 'Cashier' }),
      sw('messageEmail.waiting', { count: 2 }),
    ]);
    expect(mail?.html).toContain(escapeHtml(sw('messageEmail.action')));
  });

  it('When a Swahili candidate is invited and accepts, then the invitation, the confirmation and its calendar file are in Swahili; the English employer gets English', async () => {
    const { application } = await sentBy(swahiliCandidate, 'Clerk');
    const slot = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 3 * 86_400_000).toISOString();
    const invited = await t.call(employer, 'POST', `/applications/${application.id}/interviews/`, {
      slots: [slot],
      mode: 'in_person',
      location: 'Westlands',
      duration_minutes: 45,
    });
    expect(invited.statusCode, invited.body).toBe(201);
    await allDue();
    // Inviting also shortlists: the status e-mail and the invitation come from two works of one delivery,
    // in either order.
    const invitation = (await mailsTo(swahiliCandidate.email)).find(
      (m) => m.subject === sw('subjects.interview_invitation', { title: 'Clerk' }),
    );
    const where = `${sw('interview.modes.in_person')}, Westlands, ${sw('interview.duration', { count: 45 })}`;
    expectSwahili(invitation, sw('subjects.interview_invitation', { title: 'Clerk' }), [
      sw('interview.invitation', {
        job: sw('jobAtCompany', { title: 'Clerk', company: 'Safaricom' }),
        where,
        times: interviewTime(sw, slot),
      }),
    ]);

    await t.db.execute(sql`delete from outbox`);
    const accepted = await t.call(swahiliCandidate, 'POST', `/interviews/${invited.json().id}/accept/`, {
      slot,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    await allDue();
    const job = sw('jobAtCompany', { title: 'Clerk', company: 'Safaricom' });
    const confirmation = (await mailsTo(swahiliCandidate.email)).find(
      (m) => m.subject === sw('interview.confirmedSubject', { job }),
    );
    expectSwahili(confirmation, sw('interview.confirmedSubject', { job }), [
      sw('interview.confirmedCandidate', { job }),
      sw('interview.when', { when: interviewTime(sw, slot) }),
    ]);
    const calendar = applicationTexts('sw');
    expect(confirmation?.attachments?.[0]?.content).toContain(
      `SUMMARY:${calendar('calendar.summary', { job: calendar('calendar.jobAtCompany', { title: 'Clerk', company: 'Safaricom' }) })}`,
    );
    const english = (await mailsTo(employer.email)).find(
      (m) => m.subject === 'Interview confirmed: Clerk at Safaricom',
    );
    expect(english?.text).toContain(`When: ${nairobiTime(slot)}`);
    expect(english?.text).toContain(
      `How: ${INTERVIEW_MESSAGES.modeLabels.in_person}, Westlands (45 minutes)`,
    );
    expect(english?.attachments?.[0]?.content).toContain('SUMMARY:Interview: Clerk at Safaricom');
  });

  it('When an interview confirmation was queued before the facts were kept, then both sides still get it, in English, with its calendar file', async () => {
    // The work's shape before migration 0112: English parts and one calendar file, no facts.
    await t.db.transaction((tx) =>
      enqueueWork(tx, INTERVIEW_CONFIRMATION_TOPIC, {
        candidateId: swahiliCandidate.id,
        employerId: employer.id,
        notificationId: 1,
        job: 'Clerk at Safaricom',
        candidateName: 'Amina Otieno',
        when: 'Tuesday 1 December 2026, 10:00 (Nairobi time)',
        mode: 'In person',
        location: 'Westlands',
        durationMinutes: 45,
        calendar: 'BEGIN:VCALENDAR\r\nSUMMARY:Interview: Clerk at Safaricom\r\nEND:VCALENDAR',
        calendarName: 'interview.ics',
      }),
    );
    await allDue();
    const [candidateMail] = await mailsTo(swahiliCandidate.email);
    const [employerMail] = await mailsTo(employer.email);
    for (const mail of [candidateMail, employerMail]) {
      expect(mail?.subject).toBe('Interview confirmed: Clerk at Safaricom');
      expect(mail?.text).toContain('When: Tuesday 1 December 2026, 10:00 (Nairobi time)');
      expect(mail?.text).toContain('How: In person, Westlands (45 minutes)');
      expect(mail?.attachments?.[0]).toMatchObject({
        filename: 'interview.ics',
        content: expect.stringContaining('SUMMARY:Interview: Clerk at Safaricom'),
      });
    }
    expect(candidateMail?.text).toContain('Your interview for Clerk at Safaricom is confirmed.');
    expect(employerMail?.text).toContain('Amina Otieno accepted your interview for Clerk at Safaricom.');
  });

  it('When a saved job nears its deadline or a job closes, then the Swahili candidate is told in Swahili with the date written by Intl', async () => {
    const { job } = await sentBy(swahiliCandidate, 'Teacher');
    await t.db.transaction((tx) =>
      notifyDeadlineNear(tx, {
        candidateId: swahiliCandidate.id,
        jobId: job.id,
        jobTitle: 'Teacher',
        companyName: 'Safaricom',
        dueDate: '2026-12-01',
      }),
    );
    await t.db.transaction((tx) =>
      notifyJobClosed(tx, { jobId: job.id, jobTitle: 'Teacher', companyName: 'Safaricom', why: 'expired' }),
    );
    await allDue();
    const mails = await mailsTo(swahiliCandidate.email);
    const reminder = mails.find((m) => m.subject === sw('subjects.deadline_reminder', { title: 'Teacher' }));
    const closed = mails.find((m) => m.subject === sw('subjects.job_closed', { title: 'Teacher' }));
    const teacher = sw('jobAtCompany', { title: 'Teacher', company: 'Safaricom' });
    expectSwahili(reminder, sw('subjects.deadline_reminder', { title: 'Teacher' }), [
      sw('messages.deadlineReminder', { job: teacher, date: '1 Desemba 2026' }),
    ]);
    expectSwahili(closed, sw('subjects.job_closed', { title: 'Teacher' }), [
      sw('messages.jobClosed', { job: teacher, phrase: sw('messages.closedPhrases.expired') }),
    ]);
    expect(
      en('messages.deadlineReminder', { job: 'Teacher at Safaricom', date: en.date('2026-12-01T00:00:00Z') }),
    ).toBe('Apply soon: the deadline for Teacher at Safaricom, a job you saved, is 1 December 2026');
  });

  it('When the moderators decide on a Swahili employer, then the moderation and verification e-mails are in Swahili', async () => {
    const swahiliEmployer = await createUser(t, 'employer');
    await t.db.execute(sql`update users set language = 'sw' where id = ${swahiliEmployer.id}`);
    await t.db.transaction(async (tx) => {
      await createNotification(tx, {
        userId: swahiliEmployer.id,
        type: 'moderation',
        message: JOB_REVIEW_MESSAGES.removedNotification('Agent', 'Asks for a fee.'),
        params: { text: 'jobRemoved', jobTitle: 'Agent', reason: 'Asks for a fee.' },
        jobId: null,
        jobTitle: 'Agent',
        applicationId: null,
      });
      await createNotification(tx, {
        userId: swahiliEmployer.id,
        type: 'verification',
        message: VERIFICATION_MESSAGES.approvedNotification,
        params: { text: 'verificationApproved' },
        jobId: null,
        jobTitle: '',
        applicationId: null,
      });
    });
    await allDue();
    const mails = await mailsTo(swahiliEmployer.email);
    const moderation = mails.find((m) => m.subject === sw('subjects.moderation', { title: 'Agent' }));
    const verification = mails.find((m) => m.subject === sw('subjects.verification'));
    expectSwahili(moderation, sw('subjects.moderation', { title: 'Agent' }), [
      sw('messages.jobRemoved', { jobTitle: 'Agent', reason: 'Asks for a fee' }),
    ]);
    expectSwahili(verification, sw('subjects.verification'), [sw('messages.verificationApproved')]);
  });

  it('When the English catalogue is set beside the shared texts the app shows, then they say the same words', () => {
    expect(en('messages.jobApproved', { jobTitle: 'Agent' })).toBe(
      JOB_REVIEW_MESSAGES.approvedNotification('Agent'),
    );
    expect(en('messages.jobRemoved', { jobTitle: 'Agent', reason: 'Fee' })).toBe(
      JOB_REVIEW_MESSAGES.removedNotification('Agent', 'Fee'),
    );
    expect(en('messages.verificationApproved')).toBe(VERIFICATION_MESSAGES.approvedNotification);
    expect(en('messages.verificationRejected', { reason: 'Blurred' })).toBe(
      VERIFICATION_MESSAGES.rejectedNotification('Blurred'),
    );
    expect(en('subjects.verification')).toBe(VERIFICATION_MESSAGES.emailSubject);
    expect(en('status.fromEmployer')).toBe(DECISION_MESSAGES.fromEmployer);
    for (const kind of ['rejected', 'shortlisted'] as const)
      expect(en(`status.templates.${kind}`, { job: 'Clerk', company: 'Kilimo' })).toBe(
        DECISION_TEMPLATES[kind]('Clerk', 'Kilimo'),
      );
    for (const mode of ['in_person', 'phone', 'video'] as const)
      expect(en(`interview.modes.${mode}`)).toBe(INTERVIEW_MESSAGES.modeLabels[mode]);
    expect(en('interview.duration', { count: 45 })).toBe(INTERVIEW_MESSAGES.durationOf(45));
    for (const iso of ['2026-12-01T07:00:00Z', '2026-06-05T06:05:00Z'])
      expect(interviewTime(en, iso)).toBe(nairobiTime(iso));
  });
});
