import { APPLICATION_MESSAGES, type JobSearchPage, type PublicJob } from '@kweli/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser, signIn } from '../accounts.ts';
import { PDF } from '../api.ts';
import {
  baseUrl,
  DESKTOP,
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

describe('results scroll with the page on phones (item 1)', () => {
  const results = (page: Page) => page.getByTestId('job-results-scroll');

  it('When a visitor searches on a phone, then the form folds to one line, the first result is on the first screen and the window scrolls the list', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/');
    await page.getByRole('article').first().waitFor();
    expect(await results(page).evaluate((el) => getComputedStyle(el).overflowY)).toBe('visible');
    // Endless scrolling on the window: the next page arrives when the page is scrolled.
    const before = await page.getByRole('article').count();
    for (let i = 0; i < 5 && (await page.getByRole('article').count()) <= before; i++) {
      await page.mouse.wheel(0, 20_000);
      await page.waitForTimeout(400);
    }
    expect(await page.getByRole('article').count()).toBeGreaterThan(before);

    const job = jobs[2]!;
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('searchbox', { name: 'Job title' }).fill(job.job_title);
    await page.getByRole('textbox', { name: 'City' }).fill(job.city);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText(`${job.job_title} in ${job.city}`).waitFor();
    await page.getByRole('button', { name: `Edit the search: ${job.job_title} in ${job.city}` }).waitFor();
    const first = page.getByRole('article').first();
    await first.waitFor();
    const box = await first.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y).toBeLessThan(PHONE.height - 100);
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    await context.close();
  });

  it('When the screen is 640 px or wider, then the results keep their 600 px box', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/');
    await page.getByRole('article').first().waitFor();
    expect(
      await results(page).evaluate((el) => [
        getComputedStyle(el).overflowY,
        el.getBoundingClientRect().height,
      ]),
    ).toEqual(['auto', 600]);
    await context.close();
  });
});

describe('login returns you where you were going (item 3)', () => {
  async function logInThroughScreen(page: Page, email: string, password: string) {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByLabel('Password').press('Enter');
  }

  it('When a signed-out candidate opens the link of a status e-mail, then login brings them back to it', async () => {
    const { context, page } = await newPage(browser, PHONE);
    const user = await createVerifiedUser('candidate', 'Deep Link');
    await page.goto('/candidate-dashboard/notifications?highlight=15');
    await page.waitForURL(/\/login\?next=/);
    await expectAccessible(page);
    await logInThroughScreen(page, user.email, user.password);
    await page.waitForURL('**/candidate-dashboard/notifications?highlight=15');
    await context.close();
  });

  it.each(['//evil.com', '/\\evil.com', 'https://evil.com', '%2F%2Fevil.com'])(
    'When next is %s, then login stays on this site',
    async (next) => {
      const { context, page } = await newPage(browser, PHONE);
      const user = await createVerifiedUser('candidate', 'Open Redirect');
      await page.goto(`/login?next=${encodeURIComponent(next)}`);
      await logInThroughScreen(page, user.email, user.password);
      await page.waitForURL('**/candidate-dashboard');
      expect(new URL(page.url()).origin).toBe(baseUrl());
      await context.close();
    },
  );
});

describe('a not-found page you can leave (item 11)', () => {
  it('When a visitor opens an address that does not exist, then the page keeps the text and offers the header, a search and a way on', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/no-such-page');
    await page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }).waitFor();
    await page.getByText('404 Not Found').waitFor();
    await page.getByRole('link', { name: 'Kweli Jobs home' }).waitFor();
    await page.getByRole('link', { name: 'Go to your dashboard' }).waitFor();
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    const job = jobs[0]!;
    await page.getByRole('searchbox', { name: 'Search jobs' }).fill(job.job_title);
    await page.getByRole('searchbox', { name: 'Search jobs' }).press('Enter');
    await page.waitForURL(/\/\?job_title=/);
    await page.getByRole('article').first().waitFor();
    await context.close();
  });
});
