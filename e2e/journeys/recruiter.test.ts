import { readFileSync } from 'node:fs';
import {
  CONVERSATION_MESSAGES,
  DECISION_MESSAGES,
  DECISION_TEMPLATES,
  INTERVIEW_MESSAGES,
  NOTE_MESSAGES,
  PIPELINE_MESSAGES,
  SCREENING_MESSAGES,
} from '@kweli/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser, type JourneyUser, signIn } from '../accounts.ts';
import { apiCall, applyWithCv, tokenOf } from '../api.ts';
import { DESKTOP, expectAccessible, expectNoHorizontalScroll, journeyPages, PHONE } from '../browser.ts';

/**
 * The recruiter's tools (issue 28): the employer adds a knockout question on the job form; two candidates
 * fail it, one passes; the employer filters by requirements, rejects those who fail at once with a
 * message, reads the pipeline in columns (desk) and tabs (phone), rates and notes the one who passed
 * (which she never sees) and invites her to an interview; she accepts a time, downloads the calendar
 * file and writes to the employer, whose pipeline shows the interview and the unread message; the
 * employer answers.
 */
const pages = journeyPages();
let employer: JourneyUser;
let wanjiru: JourneyUser;
let otieno: JourneyUser;
let kamau: JourneyUser;
const jobTitle = `Recruiter Journey Clerk ${Date.now()}`;
const company = 'Journey Traders';
const QUESTION = 'Do you hold a KCSE certificate?';
const NOTE = 'Strong filing test. Call back on Monday.';
const QUESTION_TO_EMPLOYER = 'Asante! Should I bring my original certificates?';
const ANSWER_TO_CANDIDATE = 'Yes please, the originals and one copy.';

/** A date `days` ahead as the date input takes it, in Nairobi (UTC+3). */
const dateIn = (days: number) =>
  new Date(Date.now() + 3 * 3600_000 + days * 24 * 3600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  employer = await createVerifiedUser('employer', 'Recruiter Employer');
  wanjiru = await createVerifiedUser('candidate', 'Wanjiru Passes');
  otieno = await createVerifiedUser('candidate', 'Otieno Fails');
  kamau = await createVerifiedUser('candidate', 'Kamau Fails');
  await apiCall(await tokenOf(employer), 'PATCH', '/employer-profile/', { company_name: company });
});

describe("the recruiter's tools", () => {
  it('When the employer screens, filters, rejects in bulk, notes, invites and writes, then each side sees what it should', async () => {
    const { page } = await pages.open(DESKTOP);
    await signIn(page, employer.email, employer.password);

    // The job form: a yes/no question whose "No" disqualifies, on the form's second step.
    await page.goto('/employer-dashboard');
    await page.getByRole('link', { name: 'Post Job' }).click();
    await page.getByLabel('Job title').fill(jobTitle);
    await page.getByLabel('Industry').selectOption('Retail');
    await page.getByLabel('City').fill('Nairobi');
    await page.getByLabel('Country').selectOption('Kenya');
    await page.getByLabel('Location type').selectOption('on-site');
    await page.getByLabel('Working period').selectOption('full-time');
    await page.getByLabel('Job type').selectOption('permanent');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Job description').fill('Keep the records of a busy office in order.');
    await page.getByRole('button', { name: SCREENING_MESSAGES.add }).click();
    await page.getByLabel(`${SCREENING_MESSAGES.question} 1`).fill(QUESTION);
    await page
      .getByLabel(SCREENING_MESSAGES.knockout, { exact: true })
      .selectOption({ label: SCREENING_MESSAGES.knockoutYesNo(SCREENING_MESSAGES.no) });
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { level: 2, name: jobTitle }).waitFor();
    await page.getByText(QUESTION).first().waitFor();
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.waitForURL(/\/employer\/jobs\/\d+\/details$/);
    const jobId = Number(/\/jobs\/(\d+)\//.exec(page.url())?.[1]);

    // The candidates answer it (the apply flow's own step has its journey); one says no.
    const job = await apiCall<{ screening_questions: { id: string; question: string }[] }>(
      await tokenOf(employer),
      'GET',
      `/employer/jobs/${jobId}/`,
    );
    expect(job.screening_questions.map((q) => q.question)).toEqual([QUESTION]);
    const answer = (a: 'yes' | 'no') => ({
      screening_answers: [{ question_id: job.screening_questions[0]!.id, answer: a }],
    });
    await applyWithCv(wanjiru, jobId, 'Dear team, I file fast.', answer('yes'));
    await applyWithCv(otieno, jobId, 'Hello.', answer('no'));
    await applyWithCv(kamau, jobId, 'Hello there.', answer('no'));

    // The pipeline on a desk: a column per status with its count.
    await page.goto(`/employer/jobs/${jobId}/applicants`);
    await page.getByRole('heading', { level: 1, name: `Applicants for: ${jobTitle}` }).waitFor();
    await page.getByText('3 applications').waitFor();
    const pending = page.getByRole('region', { name: 'Pending (3)' });
    await pending.getByText('Wanjiru Passes').waitFor();
    await page.getByRole('region', { name: 'Rejected (0)' }).getByText(PIPELINE_MESSAGES.none).waitFor();
    await expectAccessible(page);

    // Only those who fail the knockout, all rejected at once with the ready-made, thankful text.
    await page
      .getByLabel(SCREENING_MESSAGES.filterLabel)
      .selectOption({ label: SCREENING_MESSAGES.filterFails });
    await page.getByText('2 applications').waitFor();
    const failing = page.getByRole('region', { name: 'Pending (2)' });
    await failing.getByText('Otieno Fails').waitFor();
    expect(await failing.getByText('Wanjiru Passes').count()).toBe(0);
    await failing.getByRole('checkbox', { name: PIPELINE_MESSAGES.selectAllIn('Pending') }).check();
    await page.getByText(DECISION_MESSAGES.selected(2)).waitFor();
    await page.getByLabel(DECISION_MESSAGES.bulkStatus).selectOption({ label: 'Rejected' });
    await page.getByRole('button', { name: DECISION_MESSAGES.useTemplate }).click();
    await expect
      .poll(() => page.getByLabel(DECISION_MESSAGES.messageLabel).inputValue())
      .toBe(DECISION_TEMPLATES.rejected(jobTitle, company));
    await expectAccessible(page);
    await page.getByRole('button', { name: DECISION_MESSAGES.bulkApply }).click();
    await page.getByText(DECISION_MESSAGES.bulkDone(2, 'Rejected')).waitFor();
    await page.getByRole('region', { name: 'Rejected (2)' }).getByText('Kamau Fails').waitFor();
    await page.getByRole('region', { name: 'Pending (0)' }).waitFor();

    // The rejected candidate is told, with the employer's words.
    const otienoView = await pages.open(PHONE);
    await signIn(otienoView.page, otieno.email, otieno.password);
    await otienoView.page.goto('/candidate-dashboard/notifications');
    await otienoView.page
      .getByText(DECISION_TEMPLATES.rejected(jobTitle, company), { exact: false })
      .first()
      .waitFor();

    // The pipeline on a phone: a tab per status, one list at a time.
    const phone = await pages.open(PHONE);
    await signIn(phone.page, employer.email, employer.password);
    await phone.page.goto(`/employer/jobs/${jobId}/applicants`);
    const tabs = phone.page.getByRole('tablist', { name: PIPELINE_MESSAGES.statuses });
    await tabs.getByRole('tab', { name: 'Pending (1)', selected: true }).waitFor();
    await phone.page.getByRole('tabpanel').getByText('Wanjiru Passes').waitFor();
    await expectAccessible(phone.page);
    await expectNoHorizontalScroll(phone.page);
    await tabs.getByRole('tab', { name: 'Rejected (2)' }).click();
    await phone.page.getByRole('tabpanel', { name: 'Rejected (2)' }).getByText('Otieno Fails').waitFor();
    expect(await phone.page.getByText('Wanjiru Passes').count()).toBe(0);
    await phone.page.keyboard.press('Home');
    await tabs.getByRole('tab', { name: 'Pending (1)', selected: true }).waitFor();

    // The one who passed: rated and noted, privately.
    await phone.page
      .getByRole('tabpanel')
      .getByRole('link', { name: 'View Application of Wanjiru Passes' })
      .click();
    await phone.page.getByRole('heading', { level: 1, name: 'Wanjiru Passes' }).waitFor();
    const notes = phone.page.getByRole('region', { name: NOTE_MESSAGES.heading });
    await notes.getByText(NOTE_MESSAGES.privateLabel).waitFor();
    await notes.getByRole('radio', { name: NOTE_MESSAGES.ratingOf(4) }).check();
    await notes.getByText(NOTE_MESSAGES.ratingSaved).waitFor();
    await notes.getByLabel(NOTE_MESSAGES.label).fill(NOTE);
    await notes.getByRole('button', { name: NOTE_MESSAGES.save }).click();
    await notes.getByText(NOTE_MESSAGES.saved).waitFor();
    await notes.getByText(NOTE).waitFor();
    await expectAccessible(phone.page);
    await expectNoHorizontalScroll(phone.page);
    // Kept on the server: a fresh load shows them again.
    await phone.page.reload();
    await notes.getByText(NOTE).waitFor();
    expect(await notes.getByRole('radio', { name: NOTE_MESSAGES.ratingOf(4) }).isChecked()).toBe(true);

    // The employer invites her to an interview on the same page.
    const invite = phone.page.getByRole('region', { name: INTERVIEW_MESSAGES.heading });
    await invite.getByRole('button', { name: INTERVIEW_MESSAGES.invite, exact: true }).click();
    await invite.getByLabel(INTERVIEW_MESSAGES.date).fill(dateIn(3));
    await invite.getByLabel(INTERVIEW_MESSAGES.time).fill('10:00');
    await invite.getByLabel(INTERVIEW_MESSAGES.location).fill('Journey Traders, Moi Avenue, Nairobi');
    await invite.getByRole('button', { name: INTERVIEW_MESSAGES.send }).click();
    await invite.getByText(INTERVIEW_MESSAGES.sent).waitFor();

    // The candidate accepts the time and downloads the calendar file.
    const wanjiruView = await pages.open(PHONE);
    const candidatePage = wanjiruView.page;
    await signIn(candidatePage, wanjiru.email, wanjiru.password);
    await candidatePage.goto('/candidate-dashboard/applications');
    const invitation = candidatePage.getByRole('listitem').filter({
      has: candidatePage.getByRole('heading', {
        name: INTERVIEW_MESSAGES.invitationFrom(`${jobTitle} at ${company}`),
      }),
    });
    await invitation
      .getByRole('group', { name: INTERVIEW_MESSAGES.chooseSlot })
      .getByLabel(/, 10:00 \(Nairobi time\)$/)
      .check();
    await invitation.getByRole('button', { name: INTERVIEW_MESSAGES.accept }).click();
    await candidatePage.getByText(/^Confirmed for .*, 10:00 \(Nairobi time\)$/).waitFor();
    const [download] = await Promise.all([
      candidatePage.waitForEvent('download'),
      candidatePage.getByRole('button', { name: INTERVIEW_MESSAGES.download }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const calendar = readFileSync(await download.path(), 'utf8');
    expect(calendar).toContain('BEGIN:VCALENDAR');
    expect(calendar).toContain('BEGIN:VEVENT');
    await expectAccessible(candidatePage);
    await expectNoHorizontalScroll(candidatePage);

    // Her own view of the application carries neither the note nor the rating; she writes to the employer.
    const item = candidatePage
      .getByRole('listitem')
      .filter({ has: candidatePage.getByRole('heading', { name: jobTitle, exact: true }) });
    await item.getByRole('link', { name: /View details/ }).click();
    await candidatePage.getByRole('list', { name: 'Application status' }).waitFor();
    const candidateThread = candidatePage.getByRole('region', { name: CONVERSATION_MESSAGES.heading });
    await candidateThread.getByText(CONVERSATION_MESSAGES.none).waitFor();
    expect(await candidatePage.getByText(NOTE).count()).toBe(0);
    expect(await candidatePage.getByText(NOTE_MESSAGES.heading).count()).toBe(0);
    expect(await candidatePage.getByText(NOTE_MESSAGES.privateLabel).count()).toBe(0);
    await candidateThread.getByLabel(CONVERSATION_MESSAGES.label).fill(QUESTION_TO_EMPLOYER);
    await candidateThread.getByRole('button', { name: CONVERSATION_MESSAGES.send }).click();
    await candidateThread.getByText(QUESTION_TO_EMPLOYER).waitFor();
    await expectAccessible(candidatePage);
    await expectNoHorizontalScroll(candidatePage);

    // The pipeline shows her shortlisted, with the confirmed interview and the unread message.
    await phone.page.goto(`/employer/jobs/${jobId}/applicants`);
    await tabs.getByRole('tab', { name: 'Shortlisted (1)' }).click();
    const shortlisted = phone.page.getByRole('tabpanel', { name: 'Shortlisted (1)' });
    const card = shortlisted.getByRole('row', { name: /Wanjiru Passes/ });
    await card.getByText(/^Interview: Confirmed, /).waitFor();
    await card.getByText(CONVERSATION_MESSAGES.unread(1)).waitFor();
    await expectAccessible(phone.page);
    await expectNoHorizontalScroll(phone.page);

    // The employer reads and answers; she sees the answer.
    await card.getByRole('link', { name: 'View Application of Wanjiru Passes' }).click();
    const employerThread = phone.page.getByRole('region', { name: CONVERSATION_MESSAGES.heading });
    await employerThread.getByText(QUESTION_TO_EMPLOYER).waitFor();
    await employerThread.getByLabel(CONVERSATION_MESSAGES.label).fill(ANSWER_TO_CANDIDATE);
    await employerThread.getByRole('button', { name: CONVERSATION_MESSAGES.send }).click();
    await employerThread.getByText(ANSWER_TO_CANDIDATE).waitFor();
    const candidateRead = candidatePage.waitForResponse(
      (r) => r.url().endsWith('/messages/read/') && r.request().method() === 'POST',
    );
    await candidatePage.reload();
    await candidateThread.getByText(ANSWER_TO_CANDIDATE).waitFor();
    // Shown is read (decision 092): the page marks it, and neither side's list counts it unread any more.
    expect((await candidateRead).status()).toBe(200);
    await candidatePage.goto('/candidate-dashboard/applications');
    await item.getByRole('link', { name: /View details/ }).waitFor();
    expect(await item.getByText(/unread message/).count()).toBe(0);
    await phone.page.goto(`/employer/jobs/${jobId}/applicants`);
    await tabs.getByRole('tab', { name: 'Shortlisted (1)' }).click();
    await card.getByText(/^Interview: Confirmed, /).waitFor();
    expect(await card.getByText(/unread message/).count()).toBe(0);
  });
});
