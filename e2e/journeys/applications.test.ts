import { APPLICATION_MESSAGES, JOB_MESSAGES, type JobCard } from '@kweli/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser, signIn } from '../accounts.ts';
import { jobsWithDistinctTitles, PDF } from '../api.ts';
import { expectAccessible, expectNoHorizontalScroll, journeyPages, PHONE } from '../browser.ts';

/**
 * The candidate's application story: apply from a job card through the three steps with a new CV;
 * start another, leave it, come back through the job's Apply (draft confirm) and finish it; the
 * already-applied answers; save a job and remove it from Saved Jobs. Each story has its own new
 * candidate, so that none depends on another's applications.
 */
const pages = journeyPages();
let jobs: JobCard[];
beforeAll(async () => {
  jobs = await jobsWithDistinctTitles();
});

async function candidatePage() {
  const { context, page } = await pages.open(PHONE);
  const user = await createVerifiedUser('candidate', 'Journey Applicant');
  await signIn(page, user.email, user.password);
  return { context, page };
}

/** The job's card in the landing page's search results. */
async function jobCard(page: Page, job: JobCard) {
  await page.goto(`/?job_title=${encodeURIComponent(job.job_title)}`);
  const card = page.getByRole('article', { name: `${job.job_title} at ${job.company_name}` }).first();
  await card.waitFor();
  return card;
}

/**
 * Accepts the next alert or confirm as soon as it opens (a click does not finish while one is open)
 * and answers its text.
 */
function acceptNextDialog(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    });
  });
}

async function stepOneAndTwo(page: Page, letter: string) {
  await page.getByRole('heading', { name: 'Step 1 of 3: Cover letter' }).waitFor();
  await page.getByLabel('Cover letter').fill(letter);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: 'Step 2 of 3: Profile information' }).waitFor();
}

async function uploadCv(page: Page) {
  await page.getByText(APPLICATION_MESSAGES.cvHint).waitFor();
  await page
    .getByLabel('Upload CV')
    .setInputFiles({ name: 'My CV.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByText('Attached:').waitFor();
}

describe('applying to jobs', () => {
  it('When a candidate applies from a job card with a new CV, then the three steps save a draft, submit, and lead to My Applications', async () => {
    const { context, page } = await candidatePage();
    const job = jobs[0]!;
    const card = await jobCard(page, job);
    await card.getByRole('button', { name: `Apply for ${job.job_title}` }).click();
    await page.waitForURL(/\/apply\/\d+$/);
    await page.getByRole('heading', { level: 1, name: job.job_title }).waitFor();
    await expectAccessible(page);
    await stepOneAndTwo(page, 'I would love to join your team.');
    await uploadCv(page);
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);

    // Work typed is kept across a reload.
    await page.reload();
    await page.getByRole('heading', { name: 'Step 3 of 3: Review and submit' }).waitFor();
    await page.getByText(APPLICATION_MESSAGES.draftSaved).waitFor();
    await page.getByText('I would love to join your team.').waitFor();
    await page.getByRole('link', { name: 'My CV.pdf' }).waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByText(APPLICATION_MESSAGES.submitted).waitFor();
    const leftAt = Date.now();
    await page.waitForURL('**/candidate-dashboard/applications');
    expect(Date.now() - leftAt).toBeGreaterThanOrEqual(1500);
    const item = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: job.job_title }) });
    await item.getByText('Pending').waitFor();
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);

    await item.getByRole('link', { name: /View details/ }).click();
    await page.getByRole('list', { name: 'Application status' }).waitFor();
    await page.getByText('Submitted (done)').waitFor();
    await page.getByText('Reviewed (not yet)').waitFor();
    await expectAccessible(page);

    // Applying again: the job card tells and leads to the list; the form's own address says it too.
    const again = await jobCard(page, job);
    const alert = acceptNextDialog(page);
    await again.getByRole('button', { name: `Apply for ${job.job_title}` }).click();
    expect(await alert).toBe(JOB_MESSAGES.alreadySubmitted);
    await page.waitForURL('**/candidate-dashboard/applications');
    await page.goto(`/apply/${job.id}`);
    await page.getByText(APPLICATION_MESSAGES.alreadyApplied).waitFor();
    await page.waitForURL('**/candidate-dashboard/applications');
    await context.close();
  });

  it('When a candidate leaves an application at step 2 and comes back through Apply, then the draft is continued and sent', async () => {
    const { context, page } = await candidatePage();
    const job = jobs[1]!;
    const card = await jobCard(page, job);
    await card.getByRole('button', { name: `Apply for ${job.job_title}` }).click();
    await page.waitForURL(/\/apply\/\d+$/);
    await stepOneAndTwo(page, 'A first try at this letter.');
    await uploadCv(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(APPLICATION_MESSAGES.draftSaved).waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('heading', { name: 'Step 2 of 3: Profile information' }).waitFor();

    // Leaving with a change the server has not got asks first.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByLabel('Cover letter').fill('A better letter.');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Drafts' }).click();
    await page.getByText(APPLICATION_MESSAGES.abandonConfirm).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Abandon application' }).click();
    await page.getByRole('heading', { level: 1, name: 'My Drafted Applications' }).waitFor();
    await page.getByRole('heading', { level: 2, name: job.job_title }).waitFor();
    await expectAccessible(page);

    // The draft question is the app's own dialog: declining starts a new application (?new=1)...
    const back = await jobCard(page, job);
    await back.getByRole('button', { name: `Apply for ${job.job_title}` }).click();
    const question = page.getByRole('dialog', { name: 'You have a draft' });
    await question.getByText(JOB_MESSAGES.draftExists).waitFor();
    await expectAccessible(page);
    await question.getByRole('button', { name: 'Start a new application' }).click();
    await page.waitForURL(/\/apply\/\d+$/);
    await page.getByRole('heading', { name: 'Step 1 of 3: Cover letter' }).waitFor();
    expect(await page.getByLabel('Cover letter').inputValue()).toBe('');
    // ...and continuing opens the draft.
    const again = await jobCard(page, job);
    await again.getByRole('button', { name: `Apply for ${job.job_title}` }).click();
    await page
      .getByRole('dialog', { name: 'You have a draft' })
      .getByRole('button', { name: 'Continue my draft' })
      .click();
    await page.waitForURL(/\/candidate-dashboard\/applications\/\d+\/edit$/);
    await page.getByRole('heading', { name: 'Step 1 of 3: Cover letter' }).waitFor();
    expect(await page.getByLabel('Cover letter').inputValue()).toBe('A first try at this letter.');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Attached:').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(APPLICATION_MESSAGES.draftSaved).waitFor();
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.waitForURL('**/candidate-dashboard/applications');
    await page.getByRole('heading', { level: 2, name: job.job_title }).waitFor();

    await page.goto('/candidate-dashboard/drafts');
    await page.getByText(APPLICATION_MESSAGES.noDrafts).waitFor();
    await context.close();
  });

  it('When a candidate saves a job, then it is on Saved Jobs, and removing it leaves the empty text', async () => {
    const { context, page } = await candidatePage();
    const job = jobs[2]!;
    const card = await jobCard(page, job);
    await card.getByRole('button', { name: `Save ${job.job_title}` }).click();
    await page.getByText('Job saved successfully!').waitFor();

    await page.goto('/candidate-dashboard/saved');
    await page.getByRole('heading', { level: 1, name: 'Saved Jobs' }).waitFor();
    const saved = page.getByRole('article', { name: `${job.job_title} at ${job.company_name}` });
    await saved.waitFor();
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    await saved.getByRole('button', { name: `Remove ${job.job_title} from saved jobs` }).click();
    await page.getByText(APPLICATION_MESSAGES.noSavedJobs).waitFor();
    await page.getByRole('link', { name: 'Browse Jobs' }).click();
    await page.waitForURL('**/candidate-dashboard');

    await page.goto('/candidate-dashboard/learning');
    await page.getByRole('heading', { level: 1, name: 'Learning Hub' }).waitFor();
    expect(await page.getByRole('link', { name: /^See all/ }).count()).toBe(3);
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    await context.close();
  });
});
