import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser, type JourneyUser } from '../accounts.ts';
import {
  baseUrl,
  DESKTOP,
  expectAccessible,
  expectNoHorizontalScroll,
  journeyPages,
  PHONE,
} from '../browser.ts';

/**
 * The visitor's job story: search from the landing page and scroll into the second page, open a job,
 * share it, Save and Apply as a visitor through login, Apply disabled on an expired job, and the job
 * page's HTML as a link preview or a search engine sees it (no JavaScript).
 */
const pages = journeyPages();
let candidate: JourneyUser;
beforeAll(async () => {
  candidate = await createVerifiedUser('candidate', 'Wanjiru Journey');
});

interface SearchPage {
  count: number;
  next: string | null;
  results: { id: number; job_title: string; due_date: string | null }[];
}

const api = async <T>(path: string): Promise<T> => {
  const res = await fetch(`${baseUrl()}/api${path}`);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
};

const todayInNairobi = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(new Date());

async function openJob(): Promise<{ id: number; job_title: string }> {
  const page = await api<SearchPage>('/jobs/search/');
  return page.results[0]!;
}

async function expiredJob(): Promise<{ id: number; job_title: string }> {
  for (let n = 1; n < 50; n++) {
    const page = await api<SearchPage>(`/jobs/search/?include_expired=1&page=${n}`);
    const found = page.results.find((j) => j.due_date && j.due_date < todayInNairobi());
    if (found) return found;
    if (!page.next) break;
  }
  throw new Error('the demo data has no expired job');
}

async function logInOnScreen(page: Page, user: JourneyUser) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

describe('public jobs', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`When a visitor searches on the landing page at ${viewport.width} px and scrolls, then the second page loads`, async () => {
      const { context, page } = await pages.open(viewport);
      await page.goto('/');
      const cards = page.locator('[data-testid="job-results-scroll"] article');
      await cards.first().waitFor();
      await page.getByRole('searchbox', { name: 'Job title' }).fill('enginer');
      await page.getByRole('combobox', { name: 'Country' }).selectOption('Kenya');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL(/job_title=enginer&country=Kenya/);
      // Wait for the new results: right after the address changes the previous list may still show.
      await cards
        .first()
        .getByRole('heading', { name: /Engineer/ })
        .waitFor();
      await expectAccessible(page);
      await expectNoHorizontalScroll(page);

      // On a phone the searched form folds to one line (issue 27 item 1): Edit opens it again.
      if (viewport === PHONE)
        await page.getByRole('button', { name: 'Edit the search: enginer in Kenya' }).click();
      // Clear the search: every open job, more than one page of them.
      const countLine = page.locator('.job-results-count');
      const searchedCount = await countLine.textContent();
      await page.getByRole('searchbox', { name: 'Job title' }).fill('');
      await page.getByRole('combobox', { name: 'Country' }).selectOption('');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL((url) => url.search === '');
      // The address changes before the new list is drawn, and the searched list may itself hold 20
      // cards: wait for the count line of every open job, then for the new list's first page in full.
      await expect.poll(() => countLine.textContent()).not.toBe(searchedCount);
      await expect.poll(() => cards.count()).toBe(20);
      const box = page.getByTestId('job-results-scroll');
      if (viewport === PHONE) {
        // Below 640 px the list grows with the page and the window scrolls (decision 052).
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      } else {
        // The list's stylesheet may arrive a moment after its cards: wait for the 600 px height to apply.
        await page.waitForFunction(() => {
          const list = document.querySelector('[data-testid="job-results-scroll"]');
          return list !== null && getComputedStyle(list).height === '600px';
        });
        await box.evaluate((el) => {
          el.scrollTop = el.scrollHeight;
        });
      }
      await cards.nth(20).waitFor();
      expect(await cards.count()).toBeGreaterThan(20);
      await context.close();
    });
  }

  it('When a visitor filters /browse-jobs, then the address keeps the filters and the results follow', async () => {
    const { context, page } = await pages.open(PHONE);
    await page.goto('/browse-jobs');
    const cards = page.locator('[data-testid="job-results-scroll"] article');
    await cards.first().waitFor();
    await page.getByRole('combobox', { name: 'Work mode' }).selectOption('remote');
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('date');
    await page.waitForURL(/location_type=remote&sort=date/);
    const remote = await api<SearchPage>('/jobs/search/?location_type=remote&sort=date');
    await page.getByRole('heading', { name: remote.results[0]!.job_title }).first().waitFor();
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    await context.close();
  });

  it('When a visitor opens a job and shares it, then Copy Link copies the public address and reads Copied!', async () => {
    const job = await openJob();
    const { context, page } = await pages.open(DESKTOP);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/');
    const card = page.locator(`article[aria-label^="${job.job_title}"]`).first();
    await card.getByRole('link', { name: `View details of ${job.job_title}` }).click();
    await page.waitForURL(`**/public/jobs/${job.id}/details`);
    await page.getByRole('heading', { level: 1, name: job.job_title }).waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const link = `${baseUrl()}/public/jobs/${job.id}/details`;
    await expect.poll(() => dialog.getByRole('textbox', { name: 'Job link' }).inputValue()).toBe(link);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Copy Link' }).click();
    await dialog.getByRole('button', { name: 'Copied!' }).waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(link);
    await dialog.getByRole('button', { name: 'Copy Link' }).waitFor({ timeout: 4_000 });
    await context.close();
  });

  it('When a visitor presses Save, then after logging in the job is saved', async () => {
    const job = await openJob();
    const { context, page } = await pages.open(PHONE);
    await page.goto(`/public/jobs/${job.id}/details`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL('**/login');
    await logInOnScreen(page, candidate);
    await page.getByText('Job saved successfully!').waitFor();
    await page.waitForURL('**/candidate-dashboard');
    // Saved on the server: saving again is answered "already saved" (200, not 201).
    const again = await page.evaluate(async (jobId) => {
      const res = await fetch('/api/candidate/saved-jobs/', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${localStorage.getItem('authToken')}`,
        },
        body: JSON.stringify({ job_id: jobId }),
      });
      return res.status;
    }, job.id);
    expect(again).toBe(200);

    // A signed-in candidate sees the job page in the candidate layout.
    await page.goto(`/public/jobs/${job.id}/details`);
    await page.getByRole('heading', { level: 1, name: job.job_title }).waitFor();
    await expect(page.locator('a[href="/candidate-dashboard/saved"]').count()).resolves.toBeGreaterThan(0);
    await expect(page.getByRole('link', { name: 'Employers / Post Job' }).count()).resolves.toBe(0);
    await expectAccessible(page);
    await context.close();
  });

  it('When a visitor presses Apply, then after logging in the apply page of the job opens', async () => {
    const job = await openJob();
    const { context, page } = await pages.open(PHONE);
    await page.goto('/');
    const card = page.locator(`article[aria-label^="${job.job_title}"]`).first();
    await card.getByRole('button', { name: `Apply for ${job.job_title}` }).click();
    await page.waitForURL('**/login');
    await logInOnScreen(page, candidate);
    await page.waitForURL(`**/apply/${job.id}`);
    await context.close();
  });

  it('When a job is past its due date, then its page shows it with Apply disabled as Deadline Passed', async () => {
    const job = await expiredJob();
    const { context, page } = await pages.open(PHONE);
    await page.goto(`/public/jobs/${job.id}/details`);
    await page.getByRole('heading', { level: 1, name: job.job_title }).waitFor();
    const apply = page.getByRole('button', { name: 'Deadline Passed' });
    await expect(apply.isDisabled()).resolves.toBe(true);
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    await context.close();
  });

  it('When the job page is fetched without JavaScript, then its HTML has the title, Open Graph tags and JobPosting JSON-LD', async () => {
    const job = await openJob();
    const details = await api<{ job_title: string; company_name: string }>(
      `/employer/public/jobs/${job.id}/`,
    );
    const res = await fetch(`${baseUrl()}/public/jobs/${job.id}/details`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<title>${details.job_title} at ${details.company_name} | Kweli Jobs</title>`);
    expect(html).toContain(
      `<meta property="og:title" content="${details.job_title} at ${details.company_name}" />`,
    );
    expect(html).toContain(`<meta property="og:url" content="${baseUrl()}/public/jobs/${job.id}/details" />`);
    expect(html).toMatch(/<meta property="og:description" content="[^"]+" \/>/);
    const block = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1];
    const posting = JSON.parse(block ?? 'null');
    expect(posting).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: details.job_title,
      hiringOrganization: { '@type': 'Organization', name: details.company_name },
    });
    expect(typeof posting.description).toBe('string');
    expect(posting.datePosted).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(posting.jobLocation['@type']).toBe('Place');
  });
});
