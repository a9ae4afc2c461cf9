import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  createVerifiedUser,
  DEMO_PASSWORD,
  endSessionThenVisit,
  expectWeakPasswordRefused,
  linkFromOutbox,
  signIn,
} from '../accounts.ts';
import {
  baseUrl,
  DESKTOP,
  expectAccessible,
  expectNoHorizontalScroll,
  journeyPages,
  PHONE,
} from '../browser.ts';

const pages = journeyPages();

let counter = 0;
const uniqueEmail = (role: string) => `${role}-ui-${Date.now()}-${++counter}@journey.test`;
const PASSWORD = 'Journey@2024';

async function logInThroughScreen(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Password').press('Enter');
}

describe('accounts', () => {
  it('When a candidate signs up, opens the link from the e-mail and logs in, then they land on the candidate dashboard', async () => {
    const { context, page } = await pages.open(PHONE);
    const email = uniqueEmail('candidate');
    await page.goto('/SignUp/candidate');
    await page.getByRole('heading', { name: 'Create a candidate account' }).waitFor();
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);

    // Every validation message first, announced as alerts.
    await page.getByRole('button', { name: 'Sign up' }).click();
    for (const text of [
      'Full Name is required',
      'Email is required',
      'Password is required',
      'You must accept the Terms & Conditions',
    ]) {
      await page.getByText(text, { exact: true }).waitFor();
    }
    await expectWeakPasswordRefused(page, 'Password', 'Sign up');
    await expectAccessible(page);

    await page.getByLabel('Full Name').fill('Achieng Odhiambo');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByLabel('I accept the Terms & Conditions').check();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText('Signup successful! Please check your email for verification.').waitFor();
    // Sign-up ends on "Check your e-mail" with the address and a new link (issue 27 item 10).
    await page.getByRole('heading', { level: 1, name: 'Check your e-mail' }).waitFor();
    await page.getByText(email, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Send the link again' }).waitFor();
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    await page.getByRole('link', { name: 'Go to login' }).click();
    await page.waitForURL('**/login', { timeout: 10_000 });

    // Logging in before verifying is refused with the spec's message.
    await logInThroughScreen(page, email, PASSWORD);
    await page
      .getByText('Please verify your email before logging in. Check your inbox for the verification link.')
      .waitFor();
    await expectAccessible(page);

    const link = await linkFromOutbox(email, /\/verify-email\//);
    await page.goto(link);
    await page.getByText('Your email has been verified.').waitFor();
    await page.getByText(/Redirecting to login in \d seconds?/).waitFor();
    await expectAccessible(page);
    // Login then says the address is verified, with it filled in.
    await page.waitForURL(/\/login\?verified=1&email=/, { timeout: 10_000 });
    await page.getByText(`Your e-mail address ${email} is verified. Log in to continue.`).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(email);

    // The same link a second time fails with the 404 text.
    await page.goto(link);
    await page
      .getByText('Verification link not found. The link may be invalid, expired, or already used.')
      .waitFor();

    await logInThroughScreen(page, email, PASSWORD);
    await page.waitForURL('**/candidate-dashboard');
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('authToken'),
      role: localStorage.getItem('userRole'),
      streak: localStorage.getItem('streakInfo'),
    }));
    expect(stored.token).toBeTruthy();
    expect(stored.role).toBe('candidate');
    expect(JSON.parse(stored.streak ?? '{}')).toEqual({ current_streak: 1, longest_streak: 1 });
    await context.close();
  });

  it('When an employer signs up and verifies, then logging in lands on the employer dashboard', async () => {
    const { context, page } = await pages.open(DESKTOP);
    const email = uniqueEmail('employer');
    await page.goto('/SignUp/employer');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText('User Name is required').waitFor();
    await page.getByLabel('User Name').fill('Baraka HR');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByLabel('Company Name (optional)').fill('Baraka Logistics');
    await page.getByLabel('I accept the Terms & Conditions').check();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText('Signup successful! Please check your email for verification.').waitFor();

    // The same e-mail again is refused with the documented text.
    await page.goto('/SignUp/employer');
    await page.getByLabel('User Name').fill('Someone Else');
    await page.getByLabel('Email').fill(email.toUpperCase());
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByLabel('I accept the Terms & Conditions').check();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page
      .getByText('A user with this email already exists. Please log in or use "Forgot Password".')
      .waitFor();

    await page.goto(await linkFromOutbox(email, /\/verify-email\//));
    await page.getByText('Your email has been verified.').waitFor();
    await page.getByRole('link', { name: 'Go to login now' }).click();
    await logInThroughScreen(page, email, PASSWORD);
    await page.waitForURL('**/employer-dashboard');
    await expect(page.evaluate(() => localStorage.getItem('userRole'))).resolves.toBe('employer');
    await context.close();
  });

  it('When the password is wrong, then the server message shows and the user stays on the login page', async () => {
    const { context, page } = await pages.open(PHONE);
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Email is required').waitFor();
    await page.getByText('Password is required').waitFor();
    await logInThroughScreen(page, 'employer@kweli.demo', 'Wrong@2024');
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password.' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await expectAccessible(page);
    await logInThroughScreen(page, 'employer@kweli.demo', DEMO_PASSWORD);
    await page.waitForURL('**/employer-dashboard');
    await context.close();
  });

  it('When a user forgets the password, then the link from the e-mail sets a new one that logs in', async () => {
    const user = await createVerifiedUser('candidate', 'Reset Journey');
    const { context, page } = await pages.open(PHONE);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot Password' }).click();
    await page.waitForURL('**/password-reset');
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('Email is invalid').waitFor();
    await expectAccessible(page);
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('Password reset email has been sent.').waitFor();

    const link = await linkFromOutbox(user.email, /\/password-reset-confirm\//);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Set a new password' }).waitFor();
    await expectWeakPasswordRefused(page, 'New Password', 'Reset password');
    await expectAccessible(page);
    await page.getByLabel('New Password', { exact: true }).fill('Fresh@2025');
    await page.getByLabel('Confirm New Password').fill('Fresh@2025');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('Password successfully reset.').waitFor();

    // The link works once.
    await page.goto(link);
    await page.getByLabel('New Password', { exact: true }).fill('Other@2025');
    await page.getByLabel('Confirm New Password').fill('Other@2025');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('This password reset link is invalid or has expired.').waitFor();

    await logInThroughScreen(page, user.email, user.password);
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password.' }).waitFor();
    await logInThroughScreen(page, user.email, 'Fresh@2025');
    await page.waitForURL('**/candidate-dashboard');
    await context.close();
  });

  it('When the session is revoked on the server, then the next guarded page shows the timeout banner on /login', async () => {
    const user = await createVerifiedUser('candidate', 'Timeout Journey');
    const { context, page } = await pages.open(PHONE);
    await signIn(page, user.email, user.password);
    await page.goto('/about');
    await page.locator('h1').first().waitFor();
    await endSessionThenVisit(page, '/settings');
    // Login carries the page that was asked for, to return to it (issue 27 item 3).
    await page.waitForURL(/\/login(\?next=%2Fsettings)?$/);
    await page.getByRole('alert').filter({ hasText: 'Session timeout, please log in.' }).waitFor();
    await expectAccessible(page);
    await page.getByText('Session timeout, please log in.').waitFor({ state: 'detached', timeout: 8_000 });
    await expect(page.evaluate(() => localStorage.getItem('refreshToken'))).resolves.toBeNull();
    await context.close();
  });

  it('When a signed-in user logs out, then the session ends on the server and the user is at /login', async () => {
    const user = await createVerifiedUser('candidate', 'Logout Journey');
    const { context, page } = await pages.open(PHONE);
    await signIn(page, user.email, user.password);
    const refresh = await page.evaluate(() => localStorage.getItem('refreshToken'));
    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Active sessions' }).waitFor();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await expect(page.evaluate(() => localStorage.getItem('authToken'))).resolves.toBeNull();
    const again = await fetch(`${baseUrl()}/api/token/refresh/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh }),
    });
    expect(again.status).toBe(401);
    await context.close();
  });
});
