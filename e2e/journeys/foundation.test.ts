import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, expectAccessible, expectNoHorizontalScroll, journeyPages, PHONE } from '../browser.ts';

const pages = journeyPages();

/**
 * Every static content page (docs/product/foundation.md §2.6) and the employer landing page, with its main
 * heading.
 */
const CONTENT_PAGES: [path: string, heading: string][] = [
  ['/about', 'About Kweli Jobs'],
  ['/terms', 'Terms of Service'],
  ['/terms-and-conditions', 'Terms of Service'],
  ['/privacy', 'Privacy Policy'],
  ['/faq', 'Frequently Asked Questions'],
  ['/blog', 'Career Blog'],
  ['/guides', 'Job Guides'],
  ['/tips', 'Interview Tips'],
  ['/contact', 'Contact Us'],
  ['/help', 'Help'],
  ['/feedback', 'Feedback'],
  ['/employer', 'Hire great people in Kenya and across Africa'],
];

/** The support address the server wrote into the page from its configuration (SUPPORT_EMAIL). */
const configuredSupportEmail = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(document.getElementById('app-config')?.textContent ?? '{}') as { supportEmail?: string })
        .supportEmail,
  );

describe('foundation pages', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`When a visitor opens the landing page at ${viewport.width} px, then the hero and footer show and axe finds nothing`, async () => {
      const { context, page } = await pages.open(viewport);
      await page.goto('/');
      // The landing page's code loads on demand: wait for it before checking what shows.
      await page.getByRole('heading', { name: 'Find Your Dream Job Today' }).waitFor();
      await expect(page.getByRole('link', { name: "I'm Looking for a Job" }).isVisible()).resolves.toBe(true);
      await expect(page.getByRole('link', { name: 'Sign in' }).isVisible()).resolves.toBe(true);
      await expect(page.getByRole('link', { name: 'Employers / Post Job' }).isVisible()).resolves.toBe(true);
      const footer = page.locator('footer');
      for (const name of [
        'About',
        'Contact',
        'Terms of Service',
        'Privacy Policy',
        'Blog',
        'Guides',
        'Tips',
        'FAQ',
        'Help',
        'Feedback',
      ]) {
        await expect(footer.getByRole('link', { name, exact: true }).count()).resolves.toBe(1);
      }
      await expectAccessible(page);
      await expectNoHorizontalScroll(page);
      await context.close();
    });

    it(`When a visitor opens every content page at ${viewport.width} px, then each has its heading and no axe violation`, async () => {
      const { context, page } = await pages.open(viewport);
      for (const [path, heading] of CONTENT_PAGES) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await expectAccessible(page);
        await expectNoHorizontalScroll(page);
      }
      await context.close();
    });
  }

  it('When the terms are opened from the footer, then the Terms of Service show', async () => {
    const { context, page } = await pages.open(DESKTOP);
    await page.goto('/');
    await page.locator('footer').getByRole('link', { name: 'Terms of Service' }).click();
    await page.waitForURL('**/terms');
    // The address changes before the lazily loaded page has drawn: wait for its heading, not the old one.
    await page.getByRole('heading', { level: 1, name: /Terms of Service/ }).waitFor();
    await context.close();
  });

  it('When the content pages are read, then their facts, the configured support address and new-tab links show', async () => {
    const { context, page } = await pages.open(PHONE);
    await page.goto('/about');
    const main = page.locator('main');
    await main.getByText('founded in 2024').waitFor();
    await expect(main.textContent()).resolves.toContain('Kweli means truth in Swahili');
    await page.getByRole('link', { name: 'Find Jobs' }).click();
    await page.waitForURL('**/SignUp/candidate');

    await page.goto('/terms-and-conditions');
    await main.getByText('Last updated: June 4, 2025').waitFor();
    await expect(main.locator('h2').count()).resolves.toBe(12);
    await page.goto('/privacy');
    await main.getByText('Last updated: June 4, 2025').waitFor();
    await expect(main.locator('h2').count()).resolves.toBe(9);
    await page.goto('/faq');
    await main.getByRole('heading', { name: 'Is my data secure?' }).waitFor();
    await expect(main.locator('h2').count()).resolves.toBe(7);

    for (const [path, count] of [
      ['/blog', 5],
      ['/guides', 5],
      ['/tips', 7],
    ] as const) {
      await page.goto(path);
      await main.locator('.resource').first().waitFor();
      const links = main.locator('.resource a');
      await expect(links.count(), path).resolves.toBe(count);
      for (const link of await links.all()) {
        await expect(link.getAttribute('target')).resolves.toBe('_blank');
        await expect(link.getAttribute('rel')).resolves.toContain('noopener');
      }
    }
    await expect(main.getByText(/subscribers$/).count()).resolves.toBe(1);

    for (const path of ['/contact', '/help', '/feedback']) {
      await page.goto(path);
      await main.locator('h1').waitFor();
      const email = await configuredSupportEmail(page);
      expect(email, path).toBeTruthy();
      await expect(main.getByRole('link', { name: email }).isVisible(), path).resolves.toBe(true);
    }
    await context.close();
  });

  it('When a visitor chooses Employers / Post Job, then the employer landing page links to sign-up, sign-in and home', async () => {
    const { context, page } = await pages.open(DESKTOP);
    await page.goto('/');
    await page.getByRole('link', { name: 'Employers / Post Job' }).click();
    await page.waitForURL('**/employer');
    const main = page.locator('main');
    await main.getByRole('heading', { level: 1 }).waitFor();
    await expect(
      main.getByRole('link', { name: 'Create an employer account' }).getAttribute('href'),
    ).resolves.toBe('/SignUp/employer');
    await expect(
      main.getByRole('link', { name: 'Sign in to post a job' }).getAttribute('href'),
    ).resolves.toBe('/login');
    await main.getByRole('link', { name: 'Search jobs on Kweli' }).click();
    await page.getByRole('heading', { name: 'Find Your Dream Job Today' }).waitFor();
    await context.close();
  });

  it('When an unknown path is opened, then the error screen shows its heading, the status and a way home', async () => {
    const { context, page } = await pages.open(PHONE);
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Unexpected Application Error!' }).waitFor();
    await expect(page.getByText('404 Not Found').isVisible()).resolves.toBe(true);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.getByRole('heading', { name: 'Find Your Dream Job Today' }).waitFor();
    await context.close();
  });

  it('When dark mode is preferred, then it applies on content pages but never on the light-only pages', async () => {
    const { context, page } = await pages.open(PHONE);
    await page.goto('/about');
    await page.evaluate(() => localStorage.setItem('darkMode', 'true'));
    await page.reload();
    await page.locator('h1').first().waitFor();
    await expect(page.evaluate(() => document.body.classList.contains('dark-mode'))).resolves.toBe(true);
    await expectAccessible(page);
    // The other content pages follow the preference too, and stay readable in it.
    for (const [path, heading] of CONTENT_PAGES.filter(([path]) => path !== '/terms-and-conditions')) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await expect(
        page.evaluate(() => document.body.classList.contains('dark-mode')),
        path,
      ).resolves.toBe(true);
      await expectAccessible(page);
    }
    for (const path of ['/', '/terms-and-conditions', '/password-reset-confirm/MQ/token']) {
      await page.goto(path);
      await page.locator('#root *').first().waitFor();
      await expect(
        page.evaluate(() => document.body.classList.contains('dark-mode')),
        path,
      ).resolves.toBe(false);
    }
    await context.close();
  });

  it('When a signed-out visitor opens a guarded page, then they are sent to /login, which will return there', async () => {
    const { context, page } = await pages.open(PHONE);
    await page.goto('/settings');
    // With the page asked for, so that login returns there (issue 27 item 3).
    await page.waitForURL('**/login?next=%2Fsettings');
    await context.close();
  });

  it('When the lower-case sign-up address is opened, then it resolves to the sign-up route', async () => {
    const { context, page } = await pages.open(PHONE);
    await page.goto('/signup/candidate');
    await page.waitForURL('**/SignUp/candidate');
    await context.close();
  });
});
