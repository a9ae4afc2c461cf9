import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AUTH_MESSAGES } from '@kweli/shared';
import type { Page } from 'playwright-core';
import { baseUrl, dataDir } from './browser.ts';

/**
 * Account helpers for journeys that are not about accounts: make a verified user through the real
 * API (sign-up, the link from the mail outbox, verification) and sign a page in through the real
 * login call. The accounts journey itself goes through the screens.
 */
export const DEMO_PASSWORD = 'Kweli@2024';
export const DEMO_EMPLOYER = 'employer@kweli.demo';
export const DEMO_CANDIDATE = 'candidate@kweli.demo';

let counter = 0;

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The headers as SMTP would send them (From, To, Subject, Message-ID and any extra ones). */
  headers?: Record<string, string>;
}

/** The messages the server wrote to DATA_DIR/outbox (no SMTP_URL in journeys), oldest first. */
export function outboxMessages(): OutboxMessage[] {
  const dir = join(dataDir(), 'outbox');
  let names: string[] = [];
  try {
    names = readdirSync(dir)
      .filter((n) => n.endsWith('.json'))
      .sort();
  } catch {
    return [];
  }
  return names.map((n) => JSON.parse(readFileSync(join(dir, n), 'utf8')) as OutboxMessage);
}

/** Waits for a message to an address and returns the first link in it that matches. */
export async function linkFromOutbox(to: string, pattern: RegExp, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const message of outboxMessages().reverse()) {
      if (message.to.toLowerCase() !== to.toLowerCase()) continue;
      const link = message.text.match(/https?:\/\/\S+/g)?.find((l) => pattern.test(l));
      if (link) return link;
    }
    if (Date.now() > deadline) throw new Error(`no message to ${to} with a link matching ${pattern}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function post(path: string, body: unknown): Promise<Response> {
  return fetch(`${baseUrl()}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

export interface JourneyUser {
  email: string;
  password: string;
  role: 'candidate' | 'employer';
}

/** Signs up through the API and follows the verification link from the outbox. */
export async function createVerifiedUser(
  role: 'candidate' | 'employer',
  name = 'Journey User',
  fixedEmail?: string,
): Promise<JourneyUser> {
  counter += 1;
  const email = fixedEmail ?? `${role}-${Date.now()}-${counter}@journey.test`;
  const password = 'Journey@2024';
  const user = { email, password, role, is_verified: false, is_active: true, is_admin: false };
  const res =
    role === 'candidate'
      ? await post('/signup/candidate/', { user, full_name: name })
      : await post('/signup/employer/', { user, user_name: name, company_name: '' });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const link = await linkFromOutbox(email, /verify-email/);
  const { pathname } = new URL(link);
  const verified = await fetch(`${baseUrl()}/api${pathname.endsWith('/') ? pathname : `${pathname}/`}`, {
    headers: { accept: 'application/json' },
  });
  if (verified.status !== 200) throw new Error(`verification failed: ${verified.status}`);
  return { email, password, role };
}

/** Logs in through the API and stores the session in the page as the login screen would. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  const res = await post('/auth/login/', { email, password });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  const answer = (await res.json()) as { token: string; refresh: string; role: string };
  if (!page.url().startsWith(baseUrl())) await page.goto('/about');
  await page.evaluate((a) => {
    localStorage.setItem('authToken', a.token);
    localStorage.setItem('refreshToken', a.refresh);
    localStorage.setItem('userRole', a.role);
  }, answer);
}

/**
 * Ends the page's session on the server (as a logout elsewhere would), leaves an access token that no
 * longer passes, and moves the app to `path` without a reload, as a tap on a link would.
 */
export async function endSessionThenVisit(page: Page, path: string): Promise<void> {
  await page.evaluate(
    async ({ api, to }) => {
      await fetch(`${api}/api/auth/logout/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refresh: localStorage.getItem('refreshToken') }),
      });
      localStorage.setItem('authToken', 'expired.token.value');
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    },
    { api: baseUrl(), to: path },
  );
}

/**
 * A weak new password and a confirmation that differs: `submit` is pressed and both refusals show
 * (the password rule and "Passwords do not match"). `label` is the new password's ("Password" on
 * sign-up, "New Password" on reset); the confirmation's is "Confirm <label>".
 */
export async function expectWeakPasswordRefused(page: Page, label: string, submit: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).fill('weak');
  await page.getByLabel(`Confirm ${label}`).fill('other');
  await page.getByRole('button', { name: submit }).click();
  await page.getByText(AUTH_MESSAGES.passwordWeak).waitFor();
  await page.getByText(AUTH_MESSAGES.passwordsDoNotMatch).waitFor();
}
