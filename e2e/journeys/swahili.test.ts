import type { JobCard } from '@kweli/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import applications from '../../apps/web/src/features/applications/locales/sw.json';
import auth from '../../apps/web/src/features/auth/locales/sw.json';
import jobsTexts from '../../apps/web/src/features/jobs/locales/sw.json';
import landing from '../../apps/web/src/features/landing/locales/sw.json';
import english from '../../apps/web/src/i18n/locales/en.json';
import switcher from '../../apps/web/src/i18n/locales/sw.json';
import { linkFromOutbox } from '../accounts.ts';
import { jobsWithDistinctTitles, PDF } from '../api.ts';
import { expectAccessible, expectNoHorizontalScroll, journeyPages, PHONE } from '../browser.ts';

/**
 * A Swahili reader's journey (issue 25 item 1), on a phone: a visitor switches the site to Kiswahili,
 * signs up as a candidate, finds a job and applies, each screen in Swahili (the texts come from the
 * catalogues, not written again here) and accessible, with `<html lang="sw">`; the language stays after
 * a reload, and a login from another browser opens in it too (the account keeps it).
 */
const pages = journeyPages();
let job: JobCard;
beforeAll(async () => {
  const jobs = await jobsWithDistinctTitles();
  job = jobs[0]!;
});

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

async function expectSwahili(page: Page) {
  expect(await htmlLang(page)).toBe('sw');
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
}

describe('Kiswahili from the first visit to an application', () => {
  it('When a visitor switches to Kiswahili, signs up, finds a job and applies, then every screen is in Swahili and the choice is kept', async () => {
    const { context, page } = await pages.open(PHONE);
    await page.goto('/');
    expect(await htmlLang(page)).toBe('en');

    // The switcher of the header, labelled in the reader's language.
    await page.getByRole('combobox', { name: english.switcher.label }).selectOption('sw');
    await page.getByRole('heading', { level: 1, name: landing.hero.title }).waitFor();
    await page.getByRole('combobox', { name: switcher.switcher.label }).waitFor();
    await expectSwahili(page);

    // Sign up as a candidate.
    await page.getByRole('link', { name: landing.hero.cta }).click();
    await page.getByRole('heading', { level: 1, name: auth.signUp.titleCandidate }).waitFor();
    await expectSwahili(page);
    const email = `mgombea-${Date.now()}@journey.test`;
    const password = 'Journey@2024';
    await page.getByLabel(auth.signUp.fullName).fill('Amani Wanjiru');
    await page.locator('#signup-email').fill(email);
    await page.locator('#signup-password').fill(password);
    await page.locator('#signup-confirm-password').fill(password);
    await page.locator('#signup-terms').check();
    await page.getByRole('button', { name: auth.signUp.submit, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: auth.checkEmail.title }).waitFor();
    await page.getByText(auth.signUp.success).waitFor();
    await expectSwahili(page);

    // The link from the e-mail, then login.
    const link = new URL(await linkFromOutbox(email, /verify-email/));
    await page.goto(link.pathname);
    await page.getByText(auth.verify.success).waitFor();
    await expectSwahili(page);
    await page.getByRole('link', { name: auth.verify.goToLoginNow }).click();
    await page.getByRole('heading', { level: 1, name: auth.login.title }).waitFor();
    await page.locator('#login-password').fill(password);
    await page.getByRole('button', { name: auth.login.submit, exact: true }).click();
    await page.waitForURL('**/candidate-dashboard');
    expect(await htmlLang(page)).toBe('sw');

    // Find the job from the landing page's search and open it.
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: landing.hero.title }).waitFor();
    await page.getByRole('searchbox').first().fill(job.job_title);
    await page.getByRole('searchbox').first().press('Enter');
    const card = page.getByRole('article').filter({ hasText: job.job_title }).first();
    await card.waitFor();
    await expectSwahili(page);
    await card.locator(`a[href="/public/jobs/${job.id}/details"]`).first().click();
    await page.getByRole('heading', { level: 1, name: job.job_title }).waitFor();
    await expectSwahili(page);

    // Apply: the cover letter, a CV, then send, each step headed in Swahili.
    const step = (n: number, title: string) =>
      applications.apply.stepHeading.replace('{{step}}', String(n)).replace('{{title}}', title);
    await page.getByRole('button', { name: jobsTexts.jobPage.apply, exact: true }).click();
    await page.waitForURL(/\/apply\/\d+$/);
    await page.getByRole('heading', { name: step(1, applications.apply.steps.coverLetter) }).waitFor();
    await page.getByLabel(applications.coverLetter.label).fill('Ningependa kujiunga na timu yenu.');
    await expectSwahili(page);
    await page.getByRole('button', { name: applications.apply.next, exact: true }).click();
    await page.getByRole('heading', { name: step(2, applications.apply.steps.profile) }).waitFor();
    await page
      .getByLabel(applications.cvStep.upload)
      .setInputFiles({ name: 'Wasifu.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByText(applications.cvStep.attached).waitFor();
    await expectSwahili(page);
    await page.getByRole('button', { name: applications.apply.next, exact: true }).click();
    await page.getByRole('heading', { name: step(3, applications.apply.steps.review) }).waitFor();
    await expectSwahili(page);
    await page.getByRole('button', { name: applications.review.submit, exact: true }).click();
    await page.waitForURL('**/candidate-dashboard/applications');
    await page.getByRole('heading', { level: 1, name: applications.mine.title }).waitFor();
    await page.getByRole('heading', { name: job.job_title }).first().waitFor();
    await expectSwahili(page);

    // After a reload: still Swahili.
    await page.reload();
    await page.getByRole('combobox', { name: switcher.switcher.label }).waitFor();
    expect(await htmlLang(page)).toBe('sw');
    await context.close();

    // Another browser (nothing kept in it): the login page is English, the account brings Swahili back.
    const other = await pages.open(PHONE);
    await other.page.goto('/login');
    expect(await htmlLang(other.page)).toBe('en');
    await other.page.locator('#login-email').fill(email);
    await other.page.locator('#login-password').fill(password);
    await other.page.locator('form button[type="submit"]').click();
    await other.page.waitForURL('**/candidate-dashboard');
    await other.page.getByRole('combobox', { name: switcher.switcher.label }).waitFor();
    expect(await htmlLang(other.page)).toBe('sw');
    await expectAccessible(other.page);
    await other.context.close();
  });
});
