import {
  APPLICATION_MESSAGES,
  AUTH_MESSAGES,
  COMPANY_MESSAGES,
  type JobCard,
  type PublicJobDetail,
  type SimilarJobs,
} from '@kweli/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser, endSessionThenVisit, linkFromOutbox, signIn } from '../accounts.ts';
import { jobsWithDistinctTitles, PDF } from '../api.ts';
import {
  baseUrl,
  DESKTOP,
  expectAccessible,
  expectNoHorizontalScroll,
  journeyPages,
  PHONE,
} from '../browser.ts';

/**
 * A user's first hour on a phone (issue 27), at 360 px: each story has its own new user, so that none
 * depends on another's data.
 */
const pages = journeyPages();
let jobs: JobCard[];
beforeAll(async () => {
  jobs = await jobsWithDistinctTitles('?page=2');
});

async function candidatePage() {
  const { context, page } = await pages.open(PHONE);
  const user = await createVerifiedUser('candidate', 'Phone Candidate');
  await signIn(page, user.email, user.password);
  return { context, page, user };
}

/** Applies to the job through the form's three steps, with a new CV. */
async function applyTo(page: Page, job: JobCard) {
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
    const { context, page } = await pages.open(PHONE);
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
    await page.getByRole('button', { name: 'Search', exact: true }).click();
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
    const { context, page } = await pages.open(DESKTOP);
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
    const { context, page } = await pages.open(PHONE);
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
      const { context, page } = await pages.open(PHONE);
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
    const { context, page } = await pages.open(PHONE);
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

describe('one password rule (item 6)', () => {
  it('When a user resets the password on a phone, then the rule shows before anything fails and a password with # is taken', async () => {
    const user = await createVerifiedUser('candidate', 'Rule Journey');
    const { context, page } = await pages.open(PHONE);
    await page.goto('/password-reset');
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('Password reset email has been sent.').waitFor();
    await page.goto(await linkFromOutbox(user.email, /\/password-reset-confirm\//));
    await page.getByRole('heading', { name: 'Set a new password' }).waitFor();
    await page.getByText(AUTH_MESSAGES.passwordRule).first().waitFor();
    await page.getByLabel('New Password', { exact: true }).fill('Jambo#2025x');
    await page.getByLabel('Confirm New Password').fill('Jambo#2025x');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('Password successfully reset.').waitFor();
    await expectNoHorizontalScroll(page);
    await context.close();
  });
});

describe('the job page tells what people look for (item 13)', () => {
  it('When a visitor opens a job on a phone, then it says when it was posted and who applied, its company links to a page with its open jobs, and similar jobs follow', async () => {
    // A job that has similar jobs in the demo data.
    let job: PublicJobDetail | undefined;
    let similar: SimilarJobs = { results: [] };
    for (const candidate of jobs) {
      similar = (await (await fetch(`${baseUrl()}/api/jobs/${candidate.id}/similar/`)).json()) as SimilarJobs;
      if (similar.results.length) {
        job = (await (
          await fetch(`${baseUrl()}/api/employer/public/jobs/${candidate.id}/`)
        ).json()) as PublicJobDetail;
        break;
      }
    }
    expect(job).toBeDefined();
    const { context, page } = await pages.open(PHONE);
    await page.goto(`/public/jobs/${job!.id}/details`);
    await page.getByRole('heading', { level: 1, name: job!.job_title }).waitFor();
    await page.getByText(/^Posted (today|yesterday|\d+ (day|week|month|year)s? ago)/).waitFor();
    await page
      .getByText(/applicants|Be among the first to apply/)
      .first()
      .waitFor();
    // Similar jobs are asked for as the reader scrolls towards them.
    await page.mouse.wheel(0, 20_000);
    await page.getByRole('heading', { level: 2, name: COMPANY_MESSAGES.similarJobs }).waitFor();
    const firstSimilar = similar.results[0]!;
    await page
      .getByRole('article', { name: `${firstSimilar.job_title} at ${firstSimilar.company_name}` })
      .first()
      .waitFor();
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('link', { name: job!.company_name, exact: true }).first().click();
    await page.waitForURL(`**/companies/${job!.company_id}`);
    await page.getByRole('heading', { level: 1, name: job!.company_name }).waitFor();
    await page
      .getByRole('heading', { level: 2, name: new RegExp(`^${COMPANY_MESSAGES.openJobs}`) })
      .waitFor();
    await page.getByRole('article').first().waitFor();
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);

    // The company page's own address, loaded afresh, comes with its data; an unknown one is a 404 page.
    const fresh = await page.goto(`/companies/${job!.company_id}`);
    expect(fresh?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: job!.company_name }).waitFor();
    const missing = await page.goto('/companies/999999');
    expect(missing?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: COMPANY_MESSAGES.notFoundTitle }).waitFor();
    await page.getByText(COMPANY_MESSAGES.notFound).waitFor();
    await expectAccessible(page);
    await context.close();
  });
});

describe("the spec's small gaps (item 16)", () => {
  async function logInThroughScreen(page: Page, email: string, password: string) {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByLabel('Password').press('Enter');
  }

  it('When the session ends under a signed-in page, then the user is signed out with the timeout text and logging in returns to the page', async () => {
    const user = await createVerifiedUser('candidate', 'Expiry Journey');
    const { context, page } = await pages.open(PHONE);
    await signIn(page, user.email, user.password);
    await page.goto('/candidate-dashboard/saved');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await endSessionThenVisit(page, '/candidate-dashboard/applications');
    await page.waitForURL(/\/login\?next=%2Fcandidate-dashboard%2Fapplications$/);
    await page.getByRole('alert').filter({ hasText: 'Session timeout, please log in.' }).waitFor();
    await expect(page.evaluate(() => localStorage.getItem('userRole'))).resolves.toBeNull();
    await logInThroughScreen(page, user.email, user.password);
    await page.waitForURL('**/candidate-dashboard/applications');
    await context.close();
  });

  it("When a candidate logs in, then the profile is asked for before the dashboard's code, and only once", async () => {
    const user = await createVerifiedUser('candidate', 'Prefetch Journey');
    const { context, page } = await pages.open(PHONE);
    const asked: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path === '/api/candidate-profile/' || /\/assets\/dashboard-page-[^/]+\.js$/.test(path))
        asked.push(path);
    });
    await page.goto('/login');
    await logInThroughScreen(page, user.email, user.password);
    await page.waitForURL('**/candidate-dashboard');
    await page.getByText('Complete your profile to get better job matches').waitFor();
    expect(asked[0]).toBe('/api/candidate-profile/');
    expect(asked.filter((p) => p === '/api/candidate-profile/')).toHaveLength(1);
    await context.close();
  });

  it('When a candidate picks Canada (+1, shared with the United States) and reloads, then Canada stays chosen', async () => {
    const { context, page } = await candidatePage();
    await page.goto('/candidate-profile/complete');
    await page.getByRole('heading', { name: 'Personal details' }).waitFor();
    await page.getByLabel('Country code').selectOption('Canada');
    await page.getByLabel('Phone', { exact: true }).fill('4165550123');
    await page.reload();
    await page.getByRole('heading', { name: 'Personal details' }).waitFor();
    await expect.poll(() => page.getByLabel('Country code').inputValue()).toBe('Canada');
    await expect.poll(() => page.getByLabel('Phone', { exact: true }).inputValue()).toBe('4165550123');
    await expectNoHorizontalScroll(page);
    await context.close();
  });
});
