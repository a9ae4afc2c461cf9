import { APPLICATION_MESSAGES, type JobSearchPage, type PublicJob } from '@kweli/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createVerifiedUser, signIn } from '../accounts.ts';
import {
  baseUrl,
  expectAccessible,
  expectNoHorizontalScroll,
  launchBrowser,
  newPage,
  PHONE,
} from '../browser.ts';

/**
 * A user's first hour on a phone (issue 27), at 360 px: each story has its own new user, so that none
 * depends on another's data.
 */
let browser: Browser;
let jobs: PublicJob[];
beforeAll(async () => {
  browser = await launchBrowser();
  const answer = (await (await fetch(`${baseUrl()}/api/jobs/search/?page=2`)).json()) as JobSearchPage;
  const seen = new Set<string>();
  jobs = answer.results.filter((j) => !seen.has(j.job_title) && seen.add(j.job_title));
});
afterAll(async () => {
  await browser?.close();
});

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'.padEnd(2048, ' '));

async function candidatePage() {
  const { context, page } = await newPage(browser, PHONE);
  const user = await createVerifiedUser('candidate', 'Phone Candidate');
  await signIn(page, user.email, user.password);
  return { context, page, user };
}

/** Applies to the job through the form's three steps, with a new CV. */
async function applyTo(page: Page, job: PublicJob) {
  await page.goto(`/apply/${job.id}`);
  await page.getByRole('heading', { name: 'Step 1 of 3: Cover letter' }).waitFor();
  await page.getByLabel('Cover letter').fill('I would love to join.');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText(APPLICATION_MESSAGES.cvHint).waitFor();
  await page
    .getByLabel('Upload CV')
    .setInputFiles({ name: 'My CV.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByText('Attached:').waitFor();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await page.waitForURL('**/candidate-dashboard/applications');
}

describe('withdrawing an application (item 14)', () => {
  it('When a candidate withdraws a sent application, then it asks first and the application stays listed as withdrawn', async () => {
    const { context, page } = await candidatePage();
    const job = jobs[0]!;
    await applyTo(page, job);
    const item = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: job.job_title }) });
    await item.getByRole('link', { name: /View details/ }).click();
    await page.getByRole('button', { name: APPLICATION_MESSAGES.withdraw }).click();
    await page.getByText(APPLICATION_MESSAGES.withdrawConfirm).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await page.getByText(APPLICATION_MESSAGES.withdrawDone).waitFor();
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);

    await page.goto('/candidate-dashboard/applications');
    const listed = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: job.job_title }) });
    await listed.getByText(APPLICATION_MESSAGES.withdrawn).waitFor();
    await context.close();
  });
});

describe('saved is saved everywhere (item 4)', () => {
  it('When a candidate saves a job and reloads, then its card and its page say Saved', async () => {
    const { context, page } = await candidatePage();
    const job = jobs[1]!;
    await page.goto(`/?job_title=${encodeURIComponent(job.job_title)}`);
    const card = page.getByRole('article', { name: `${job.job_title} at ${job.company_name}` }).first();
    await card.getByRole('button', { name: `Save ${job.job_title}` }).click();
    await page.getByText('Job saved successfully!').waitFor();

    await page.reload();
    await page
      .getByRole('article', { name: `${job.job_title} at ${job.company_name}` })
      .first()
      .getByRole('button', { name: `Saved ${job.job_title}` })
      .waitFor();
    await page.goto(`/public/jobs/${job.id}/details`);
    await page.getByRole('button', { name: 'Saved', exact: true }).waitFor();
    await expectAccessible(page);
    await context.close();
  });
});
