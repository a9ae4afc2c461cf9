import { ALERT_MESSAGES, AUTH_MESSAGES } from '@kweli/shared';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser, linkFromOutbox, type OutboxMessage, outboxMessages } from '../accounts.ts';
import { publishJob } from '../api.ts';
import {
  baseUrl,
  expectAccessible,
  expectNoHorizontalScroll,
  launchBrowser,
  newPage,
  PHONE,
} from '../browser.ts';

/**
 * Job alerts (issue 24 items 3 and 4; docs/product/rules.md "Job alerts"): a visitor searches on
 * browse-jobs with the level and pay filters, chooses "Create alert for this search" (instant), starts the
 * alert from the link in the confirmation e-mail, an employer publishes a matching job (and two that the
 * filters leave out), the alert e-mail arrives with the RFC 8058 headers, the mail program's one-click POST
 * ends the alert, and the same address opened in a browser shows the result. The server runs with
 * ALERT_TICK_SECONDS=1 (e2e/global-setup.ts), so the instant alert comes within seconds.
 */
let browser: Browser;
const visitor = `alert-visitor-${Date.now()}@journey.test`;
const word = 'Limnologist';

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Waits for a message to an address whose subject matches. */
async function mailTo(to: string, subject: RegExp, timeoutMs = 30_000): Promise<OutboxMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = outboxMessages().find((m) => m.to === to && subject.test(m.subject));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no message to ${to} with a subject matching ${subject}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('job alerts', () => {
  it('When a visitor creates and confirms an alert for a search, then a matching publication is e-mailed and its one-click link ends the alert', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/browse-jobs');
    await page.getByRole('searchbox', { name: 'Job title' }).fill(word);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(new RegExp(`job_title=${word}`));
    await page.getByRole('combobox', { name: 'Experience' }).selectOption('mid');
    await page.waitForURL(/experience_level=mid/);
    await page.getByRole('combobox', { name: 'Minimum pay' }).selectOption('100000');
    await page.waitForURL(/salary_min=100000/);

    // The visitor's alert: an e-mail address and how often; it starts from the e-mailed link.
    await page.getByRole('button', { name: ALERT_MESSAGES.createButton }).click();
    const dialog = page.getByRole('dialog', { name: ALERT_MESSAGES.createButton });
    await dialog.getByText(`New jobs for: ${word} · Mid level · KES 100,000+ a month`).waitFor();
    await dialog.getByRole('button', { name: 'Create alert' }).click();
    await dialog.getByText(AUTH_MESSAGES.emailRequired).waitFor();
    await dialog.getByLabel('Email').fill(visitor);
    await dialog.getByLabel('How often').selectOption('instant');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Create alert' }).click();
    await dialog.getByText(ALERT_MESSAGES.subscribed).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    const confirm = await linkFromOutbox(visitor, /\/job-alerts\/confirm\?alert=\d+&token=[\w-]+$/);
    expect(confirm.startsWith(baseUrl())).toBe(true);
    await page.goto(confirm);
    await page.getByRole('heading', { level: 1, name: 'Start your job alert' }).waitFor();
    await page.getByText(ALERT_MESSAGES.confirmed).waitFor();
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);

    // An employer publishes a matching job, one of the wrong level and one that pays too little.
    const employer = await createVerifiedUser('employer', 'Alert Journey Employer');
    const pay = { salary_period: 'month', salary_currency: 'KES' };
    const match = await publishJob(employer, {
      job_title: word,
      experience_level: 'mid',
      salary_min: 90_000,
      salary_max: 120_000,
      ...pay,
    });
    await publishJob(employer, {
      job_title: `Trainee ${word}`,
      experience_level: 'entry',
      salary_min: 150_000,
      ...pay,
    });
    await publishJob(employer, {
      job_title: `${word} Aide`,
      experience_level: 'mid',
      salary_min: 40_000,
      ...pay,
    });

    const alert = await mailTo(visitor, /^New job for your alert/);
    expect(alert.subject).toBe(`New job for your alert: ${word}`);
    expect(alert.text).toContain(`${word} · Nairobi, Kenya · KES 90,000 - 120,000 a month`);
    expect(alert.text).toContain(`${baseUrl()}/public/jobs/${match.id}/details`);
    expect(alert.text).not.toContain('Trainee');
    expect(alert.text).not.toContain('Aide');
    const search = new URL(/See every job of this search: (\S+)/.exec(alert.text)?.[1] ?? '');
    expect(search.origin + search.pathname).toBe(`${baseUrl()}/browse-jobs`);
    expect(Object.fromEntries(search.searchParams)).toEqual({
      job_title: word,
      experience_level: 'mid',
      salary_min: '100000',
    });
    // RFC 8058: an address to POST to, and the one-click marker.
    expect(alert.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(.+)>$/.exec(alert.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';
    expect(oneClick).toMatch(
      new RegExp(`^${baseUrl()}/api/job-alerts/unsubscribe/\\?alert=\\d+&token=[\\w-]+$`),
    );

    // The mail program's one-click POST, without login, ends the alert.
    const ended = await fetch(oneClick, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(ended.status).toBe(200);
    expect(await ended.json()).toEqual({ detail: ALERT_MESSAGES.unsubscribed });

    // The e-mail's link to the whole search shows the same search, with the job.
    await page.goto(search.href);
    await page
      .locator('[data-testid="job-results-scroll"] article')
      .getByRole('heading', { name: word, exact: true })
      .waitFor();
    expect(await page.getByRole('combobox', { name: 'Minimum pay' }).inputValue()).toBe('100000');

    // The same address opened in a browser shows the page with the result; a second use changes nothing.
    await page.goto(oneClick);
    await page.waitForURL(/\/job-alerts\/unsubscribe\?alert=\d+&token=/);
    await page.getByRole('heading', { level: 1, name: 'Stop a job alert' }).waitFor();
    await page.getByText(ALERT_MESSAGES.alreadyEnded).waitFor();
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    // A forged link is refused.
    await page.goto(
      oneClick.replace(/token=[\w-]+/, 'token=forged').replace('/api/job-alerts/', '/job-alerts/'),
    );
    await page.getByText(ALERT_MESSAGES.invalidLink).waitFor();
    await context.close();
  });
});
