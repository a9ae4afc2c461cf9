import {
  JOB_CLOSE_MESSAGES,
  JOB_MESSAGES,
  JOB_POSTING_MESSAGES,
  JOB_REVIEW_MESSAGES,
  REPORT_MESSAGES,
  REPORT_REASON_LABELS,
  SAFETY_NOTICE,
  SCREENING_REASONS,
} from '@kweli/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser, type JourneyUser, outboxMessages, signIn } from '../accounts.ts';
import { apiCall, applyWithCv, publishJob, tokenOf } from '../api.ts';
import { DESKTOP, expectAccessible, journeyPages, PHONE } from '../browser.ts';

/**
 * Trust and safety (issue 22): an employer publishes a job that asks for a fee; screening holds it and
 * the employer sees why; the moderator removes it with a reason and the employer is told; a visitor
 * reports another job; the employer closes a job and its applicant is told, in the app and by e-mail,
 * and the job's page says it is no longer open. Set-up through the real API, the story (the held
 * advert's writing included) through the screens.
 */
const pages = journeyPages();
const MODERATOR = 'moderator@journey.test';
const stamp = Date.now();
const scamTitle = `Hotel Cleaner ${stamp}`;
const openTitle = `Stores Assistant ${stamp}`;
const REASON = 'Asks applicants for a registration fee';
const SCAM_DESCRIPTION =
  'Clean rooms. Successful applicants pay a registration fee of Ksh 1,500 by M-Pesa before the interview.';
let employer: JourneyUser;
let moderator: JourneyUser;
let candidate: JourneyUser;
let scamId: number;
let openId: number;

beforeAll(async () => {
  employer = await createVerifiedUser('employer', 'Trusting Employer');
  moderator = await createVerifiedUser('candidate', 'Moderator', MODERATOR);
  candidate = await createVerifiedUser('candidate', 'Akinyi Journey');
  const token = await tokenOf(employer);
  await apiCall(token, 'PATCH', '/employer-profile/', { company_name: 'Journey Hotels' });
  openId = (await publishJob(employer, { job_title: openTitle })).id;
  await applyWithCv(candidate, openId, 'Dear team, I keep stores in order.');
});

describe('trust and safety', () => {
  it('When an employer publishes a fee-asking job, then it is held with the reasons, the moderator removes it and the employer is told', async () => {
    const { page } = await pages.open(DESKTOP);
    await signIn(page, employer.email, employer.password);
    // The employer writes the advert through the job form's three steps and presses Publish.
    await page.goto('/employer-dashboard');
    await page.getByRole('link', { name: 'Post Job' }).click();
    await page.getByLabel('Job title').fill(scamTitle);
    await page.getByLabel('Industry').selectOption('Retail');
    await page.getByLabel('City').fill('Mombasa');
    await page.getByLabel('Country').selectOption('Kenya');
    await page.getByLabel('Location type').selectOption('on-site');
    await page.getByLabel('Working period').selectOption('full-time');
    await page.getByLabel('Job type').selectOption('permanent');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Job description').fill(SCAM_DESCRIPTION);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { level: 2, name: scamTitle }).waitFor();
    await page.getByRole('button', { name: 'Publish' }).click();
    // Held, not published: the job's page says why, and there is no public page to share.
    await page.waitForURL(/\/employer\/jobs\/\d+\/details$/);
    scamId = Number(/\/jobs\/(\d+)\//.exec(page.url())?.[1]);
    await page.getByText(JOB_REVIEW_MESSAGES.heldTitle).waitFor();
    await page.getByText(SCREENING_REASONS.asks_for_money).first().waitFor();
    expect(await page.getByText(JOB_POSTING_MESSAGES.published).count()).toBe(0);
    await expectAccessible(page);

    await page.goto('/employer-dashboard');
    const heldRow = page.getByRole('row', { name: new RegExp(scamTitle) });
    await heldRow.getByText(JOB_REVIEW_MESSAGES.held).waitFor();
    await expect.poll(() => heldRow.textContent()).toContain('In review');
    await expectAccessible(page);

    const { page: admin } = await pages.open(DESKTOP);
    await signIn(admin, moderator.email, moderator.password);
    await admin.goto('/admin/queue');
    const item = admin.locator('li.admin-item').filter({ hasText: scamTitle });
    await item.getByRole('heading', { name: scamTitle }).waitFor();
    await expectAccessible(admin);
    await item.getByLabel(`Reason for the decision on ${scamTitle}`).fill(REASON);
    await item.getByRole('button', { name: 'Remove' }).click();
    await admin.getByText(`${scamTitle} was removed.`).waitFor();

    await page.goto('/employer-dashboard/notifications');
    await page.getByText(JOB_REVIEW_MESSAGES.removedNotification(scamTitle, REASON)).first().waitFor();
    await page.goto('/employer-dashboard');
    await page
      .getByRole('row', { name: new RegExp(scamTitle) })
      .getByText(JOB_REVIEW_MESSAGES.removedReason(REASON))
      .waitFor();
    // Off the board for everyone.
    const gone = await fetch(new URL(`/api/employer/public/jobs/${scamId}/`, page.url()));
    expect(gone.status).toBe(404);
  });

  it('When a visitor reports a job, then the report is received', async () => {
    const { page } = await pages.open(PHONE);
    await page.goto(`/public/jobs/${openId}/details`);
    await page.getByRole('heading', { level: 1, name: openTitle }).waitFor();
    await page.getByText(SAFETY_NOTICE.text).waitFor();
    await page.getByRole('button', { name: SAFETY_NOTICE.reportButton }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(REPORT_REASON_LABELS.fee_requested).check();
    await dialog
      .getByLabel(REPORT_MESSAGES.detailsLabel)
      .fill('They asked me to send Ksh 500 for a uniform.');
    await dialog.getByRole('button', { name: REPORT_MESSAGES.submit }).click();
    await dialog.getByText(REPORT_MESSAGES.received).waitFor();
    await expectAccessible(page);
  });

  it('When the employer closes a job, then its applicant is told in the app and by e-mail, and the job page says it is closed', async () => {
    const { page } = await pages.open(DESKTOP);
    await signIn(page, employer.email, employer.password);
    await page.goto('/employer-dashboard');
    await page.getByRole('button', { name: `Close ${openTitle}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(JOB_CLOSE_MESSAGES.confirm, { exact: false }).waitFor();
    await dialog.getByRole('button', { name: JOB_CLOSE_MESSAGES.closeButton }).click();
    await page.getByText(JOB_CLOSE_MESSAGES.closed).waitFor();
    await page.getByLabel(JOB_CLOSE_MESSAGES.filterLabel).selectOption('closed');
    await page
      .getByRole('row', { name: new RegExp(openTitle) })
      .getByText(JOB_CLOSE_MESSAGES.closedState)
      .waitFor();
    await expectAccessible(page);

    const told = `The position ${openTitle} at Journey Hotels has closed: the employer is no longer taking applications`;
    const { page: cPage } = await pages.open(PHONE);
    await signIn(cPage, candidate.email, candidate.password);
    await cPage.goto('/candidate-dashboard/notifications');
    await cPage.getByText(told).first().waitFor();
    await expectAccessible(cPage);
    await expect
      .poll(() =>
        outboxMessages().some(
          (m) => m.to === candidate.email && m.subject === `The position ${openTitle} has closed`,
        ),
      )
      .toBe(true);

    await cPage.goto(`/public/jobs/${openId}/details`);
    await cPage.getByText(JOB_MESSAGES.noLongerAvailable).waitFor();
    expect(await cPage.getByRole('button', { name: 'Apply' }).count()).toBe(0);
  });
});
