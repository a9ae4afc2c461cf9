import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_EMPLOYER, DEMO_PASSWORD, signIn } from '../accounts.ts';
import { DESKTOP, expectAccessible, expectNoHorizontalScroll, journeyPages, PHONE } from '../browser.ts';

/**
 * The employer's talent story: search the pool with filters, reload and get the same results from the
 * address, open a candidate, save them, find them on Saved Talent and remove them.
 */
const pages = journeyPages();

const resultNames = async (page: Page) =>
  page.locator('.talent-list article').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')));

describe('talent search and saved talent', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`When an employer searches, saves and removes a candidate at ${viewport.width} px, then every step works and axe finds nothing`, async () => {
      const { context, page } = await pages.open(viewport);
      await signIn(page, DEMO_EMPLOYER, DEMO_PASSWORD);

      await page.goto('/employer/find-talent');
      await page.getByRole('heading', { level: 1, name: 'Find Talent' }).waitFor();
      await page.locator('.talent-list article').first().waitFor();
      await page.getByLabel('Job title').fill('Software Engineer');
      await page.getByLabel('Country').selectOption('Kenya');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL(/job_title=Software\+Engineer&country=Kenya/);
      const first = page.locator('.talent-list article').first();
      await first.getByText('Works as Software Engineer').waitFor();
      await expect(first.locator('.match-score').textContent()).resolves.toContain('100%');
      const names = await resultNames(page);
      expect(names.length).toBeGreaterThan(0);
      await expectAccessible(page);
      await expectNoHorizontalScroll(page);

      // The address alone reproduces the search.
      await page.reload();
      await page.locator('.talent-list article').first().getByText('Works as Software Engineer').waitFor();
      expect(await resultNames(page)).toEqual(names);
      await expect.poll(() => page.getByLabel('Job title').inputValue()).toBe('Software Engineer');

      const name = names[0]!;
      await first.getByRole('link', { name }).click();
      await page.getByRole('heading', { level: 1, name }).waitFor();
      await page.getByRole('heading', { name: 'Contact' }).waitFor();
      await expect(page.locator('a[href^="mailto:"]').count()).resolves.toBe(1);
      await expect(page.locator('a[href^="tel:"]').count()).resolves.toBe(1);
      await expect(
        page.getByRole('link', { name: '← Back to Find Talent' }).getAttribute('href'),
      ).resolves.toContain('job_title=Software+Engineer');
      await expectAccessible(page);
      await expectNoHorizontalScroll(page);
      await page.getByRole('button', { name: `Save ${name}` }).click();
      await page.getByRole('button', { name: `Saved ${name}` }).waitFor();

      if (viewport === PHONE) await page.getByRole('button', { name: 'Menu' }).click();
      await page
        .getByRole('navigation', { name: 'Dashboard' })
        .getByRole('link', { name: 'Saved Talent' })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Saved Talent' }).waitFor();
      const card = page.getByRole('article', { name });
      await card.waitFor();
      await expectAccessible(page);
      await expectNoHorizontalScroll(page);

      await card.getByRole('button', { name: `Remove ${name} from saved talent` }).click();
      await page.getByText('No saved talent yet').waitFor();
      await expect(page.getByRole('link', { name: 'Find Talent' }).getAttribute('href')).resolves.toBe(
        '/employer/find-talent',
      );
      await expectAccessible(page);
      await context.close();
    });
  }

  it('When dark mode is on, then Saved Talent and Find Talent are dark and still pass axe', async () => {
    const { context, page } = await pages.open(PHONE);
    await signIn(page, DEMO_EMPLOYER, DEMO_PASSWORD);
    await page.evaluate(() => localStorage.setItem('darkMode', 'true'));
    await page.goto('/employer-dashboard/saved-talent');
    await page.getByRole('heading', { level: 1, name: 'Saved Talent' }).waitFor();
    await page
      .getByText(/No saved talent yet|Remove/)
      .first()
      .waitFor();
    await expect(page.evaluate(() => document.body.classList.contains('dark-mode'))).resolves.toBe(true);
    await expectAccessible(page);
    await page.goto('/employer/find-talent?industry=Healthcare');
    await page.locator('.talent-list article').first().waitFor();
    await expectAccessible(page);
    await context.close();
  });

  it('When years are entered the wrong way round, then the form says so and the address keeps the last search', async () => {
    const { context, page } = await pages.open(PHONE);
    await signIn(page, DEMO_EMPLOYER, DEMO_PASSWORD);
    await page.goto('/employer/find-talent?years_experience_min=1');
    await page.locator('.talent-list article').first().waitFor();
    await page.getByLabel('Minimum years of experience').fill('9');
    await page.getByLabel('Maximum years of experience').fill('2');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('Minimum years cannot be more than maximum years.').waitFor();
    expect(new URL(page.url()).search).toBe('?years_experience_min=1');
    await expectAccessible(page);
    await context.close();
  });

  it('When the session expires on Find Talent, then the expiry message shows and the user then goes to /login with the page as next', async () => {
    const { context, page } = await pages.open(PHONE);
    await signIn(page, DEMO_EMPLOYER, DEMO_PASSWORD);
    await page.goto('/employer/find-talent');
    await page.locator('.talent-list article').first().waitFor();
    // The tokens die while the page is open: the next search answers 401 and the refresh is refused.
    await page.evaluate(() => {
      localStorage.setItem('authToken', 'expired');
      localStorage.setItem('refreshToken', 'revoked');
    });
    await page.getByLabel('Job title').fill('Nurse');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('Your session has expired. Please log in again.').waitFor();
    await expectAccessible(page);
    // With the page it left as next, to return there after logging in (issue 27 item 16).
    await page.waitForURL(/\/login\?next=%2Femployer%2Ffind-talent/);
    await expect(page.evaluate(() => localStorage.getItem('authToken'))).resolves.toBeNull();
    await context.close();
  });
});
