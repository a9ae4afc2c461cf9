import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  expectAccessible,
  expectNoHorizontalScroll,
  launchBrowser,
  newPage,
  PHONE,
} from '../browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const CONTENT_PAGES = [
  '/about',
  '/terms',
  '/terms-and-conditions',
  '/privacy',
  '/faq',
  '/blog',
  '/guides',
  '/tips',
  '/contact',
  '/help',
  '/feedback',
  '/employer',
];

describe('foundation pages', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`When a visitor opens the landing page at ${viewport.width} px, then the hero and footer show and axe finds nothing`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await page.goto('/');
      await expect(
        page.getByRole('heading', { name: 'Find Your Dream Job Today' }).isVisible(),
      ).resolves.toBe(true);
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
      const { context, page } = await newPage(browser, viewport);
      for (const path of CONTENT_PAGES) {
        await page.goto(path);
        const heading = await page.locator('h1').first().textContent();
        expect(heading, path).not.toBe('Unexpected Application Error!');
        await expectAccessible(page);
        await expectNoHorizontalScroll(page);
      }
      await context.close();
    });
  }

  it('When the terms are opened from the footer, then the Terms of Service show', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/');
    await page.locator('footer').getByRole('link', { name: 'Terms of Service' }).click();
    await page.waitForURL('**/terms');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain(
      'Terms of Service',
    );
    await context.close();
  });

  it('When an unknown path is opened, then the error screen shows its heading, the status and a way home', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Unexpected Application Error!' }).waitFor();
    await expect(page.getByText('404 Not Found').isVisible()).resolves.toBe(true);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.getByRole('heading', { name: 'Find Your Dream Job Today' }).waitFor();
    await context.close();
  });

  it('When dark mode is preferred, then it applies on content pages but never on the light-only pages', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/about');
    await page.evaluate(() => localStorage.setItem('darkMode', 'true'));
    await page.reload();
    await page.locator('h1').first().waitFor();
    await expect(page.evaluate(() => document.body.classList.contains('dark-mode'))).resolves.toBe(true);
    await expectAccessible(page);
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

  it('When a signed-out visitor opens a guarded page, then they are sent to /login', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/settings');
    await page.waitForURL('**/login');
    await context.close();
  });

  it('When the lower-case sign-up address is opened, then it resolves to the sign-up route', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/signup/candidate');
    await page.waitForURL('**/SignUp/candidate');
    await context.close();
  });
});
