import { REVIEW_MESSAGES } from '@kweli/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import { createVerifiedUser, type JourneyUser, signIn } from '../accounts.ts';
import { applyWithCv, publishJob } from '../api.ts';
import { expectAccessible, expectNoHorizontalScroll, journeyPages, PHONE } from '../browser.ts';

/**
 * The employer's review story (docs/product/employer.md "Applicants for a job", "Application detail",
 * "Shortlisted Candidates"; docs/product/candidate.md §4): two candidates apply to a new job; the employer
 * opens one (it becomes reviewed), shortlists it, finds it on the shortlist, removes it (back to reviewed)
 * and rejects the other; the candidates' timelines show each state. The setup goes through the real API; the
 * story through the screens.
 */
const pages = journeyPages();
let employer: JourneyUser;
let amina: JourneyUser;
let baraka: JourneyUser;
const jobTitle = `Review Journey Analyst ${Date.now()}`;

beforeAll(async () => {
  employer = await createVerifiedUser('employer', 'Review Employer');
  amina = await createVerifiedUser('candidate', 'Amina Journey');
  baraka = await createVerifiedUser('candidate', 'Baraka Journey');
  const job = await publishJob(employer, { job_title: jobTitle });
  await applyWithCv(baraka, job.id, 'Hello, I am Baraka.');
  await applyWithCv(amina, job.id, 'Dear team,\nI would like to join.');
});

/** The candidate's details page of their one application, after a fresh load. */
async function candidateTimeline(page: Page, reviewStatus: string, marks: [string, string, string]) {
  await page.goto('/candidate-dashboard/applications');
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: jobTitle }) });
  await item.getByText(reviewStatus, { exact: true }).waitFor();
  await item.getByRole('link', { name: /View details/ }).click();
  const timeline = page.getByRole('list', { name: 'Application status' });
  await timeline.waitFor();
  for (const mark of marks) await timeline.getByText(mark).waitFor();
}

describe('reviewing applications', () => {
  it('When the employer opens, shortlists, removes and rejects, then each state shows to employer and candidate', async () => {
    const { context, page } = await pages.open(PHONE);
    const aminaView = await pages.open(PHONE);
    const barakaView = await pages.open(PHONE);
    await signIn(page, employer.email, employer.password);
    await signIn(aminaView.page, amina.email, amina.password);
    await signIn(barakaView.page, baraka.email, baraka.password);

    await candidateTimeline(aminaView.page, 'Pending', [
      'Submitted (done)',
      'Reviewed (not yet)',
      'Shortlisted (not yet)',
    ]);

    // The dashboard's Applicants action leads to the job's applicants, newest first.
    await page.goto('/employer-dashboard');
    await page.getByRole('link', { name: `Applicants for ${jobTitle}` }).click();
    await page.getByRole('heading', { level: 1, name: `Applicants for: ${jobTitle}` }).waitFor();
    await page.getByText('2 applications').waitFor();
    // On a phone the applications come by status, one tab at a time (issue 28 item 7): both are pending.
    await page.getByRole('tab', { name: 'Pending (2)', selected: true }).waitFor();
    const rows = page.getByRole('tabpanel').getByRole('row');
    await rows.nth(1).getByRole('rowheader', { name: 'Amina Journey' }).waitFor();
    await rows.nth(2).getByRole('rowheader', { name: 'Baraka Journey' }).waitFor();
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);

    // Opening a pending application marks it reviewed.
    await rows
      .nth(1)
      .getByRole('link', { name: /View Application/ })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Amina Journey' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Review status Reviewed' }).waitFor();
    await page.getByText('I would like to join.').waitFor();
    await page.getByText(REVIEW_MESSAGES.notProvided).first().waitFor();
    await page.getByRole('link', { name: 'View CV' }).waitFor();
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    await candidateTimeline(aminaView.page, 'Reviewed', [
      'Submitted (done)',
      'Reviewed (done)',
      'Shortlisted (not yet)',
    ]);

    await page.getByRole('button', { name: 'Shortlist Candidate' }).click();
    await page.getByRole('heading', { level: 2, name: 'Review status Shortlisted' }).waitFor();
    await candidateTimeline(aminaView.page, 'Shortlisted', [
      'Submitted (done)',
      'Reviewed (done)',
      'Shortlisted (done)',
    ]);
    await expectAccessible(aminaView.page);

    // The shortlist, from the menu; removing asks first and sets reviewed.
    await page.getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Shortlist' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Shortlisted Candidates' }).waitFor();
    const group = page.getByRole('region', { name: jobTitle });
    await group.getByText('Amina Journey').waitFor();
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    await group.getByRole('button', { name: 'Remove Amina Journey from the shortlist' }).click();
    await page.getByRole('dialog', { name: 'Remove from shortlist' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await page.getByText(REVIEW_MESSAGES.noShortlisted).waitFor();
    await candidateTimeline(aminaView.page, 'Reviewed', [
      'Submitted (done)',
      'Reviewed (done)',
      'Shortlisted (not yet)',
    ]);

    // The other application is rejected from its detail page; Back leads to the job's applicants.
    await page.goto('/employer-dashboard');
    await page.getByRole('link', { name: `Applicants for ${jobTitle}` }).click();
    await page.getByRole('tab', { name: 'Pending (1)', selected: true }).waitFor();
    await page
      .getByRole('tabpanel')
      .getByRole('row', { name: /Baraka Journey/ })
      .getByRole('link', { name: /View Application/ })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Baraka Journey' }).waitFor();
    await page.getByRole('button', { name: 'Reject Application' }).click();
    await page.getByRole('heading', { level: 2, name: 'Review status Rejected' }).waitFor();
    await page.getByRole('link', { name: /Back to Applicants/ }).click();
    await page.getByRole('heading', { level: 1, name: `Applicants for: ${jobTitle}` }).waitFor();
    await page.getByRole('tab', { name: 'Rejected (1)' }).click();
    await page
      .getByRole('tabpanel')
      .getByRole('row', { name: /Baraka Journey/ })
      .getByText('Rejected')
      .waitFor();
    await page.getByRole('tab', { name: 'Reviewed (1)' }).click();
    await page
      .getByRole('tabpanel')
      .getByRole('row', { name: /Amina Journey/ })
      .getByText('Reviewed')
      .waitFor();
    await candidateTimeline(barakaView.page, 'Rejected', [
      'Submitted (done)',
      'Reviewed (done)',
      'Shortlisted (not yet)',
    ]);
    await barakaView.page.getByText('This application was not taken further.', { exact: false }).waitFor();

    await Promise.all([context.close(), aminaView.context.close(), barakaView.context.close()]);
  });
});
