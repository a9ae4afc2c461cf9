import { ERASURE_MESSAGES, EXPORT_MESSAGES, PRIVACY_MESSAGES } from '@kweli/shared';
import { describe, expect, it } from 'vitest';
import { createVerifiedUser, signIn } from '../accounts.ts';
import { apiCall, applyWithCv, publishJob, tokenOf } from '../api.ts';
import { expectAccessible, expectNoHorizontalScroll, journeyPages, PHONE } from '../browser.ts';

/**
 * The privacy centre's story (issue 23): a candidate downloads their data, an employer views them and it
 * appears under "Employers who viewed your profile", then the candidate deletes the account and can no
 * longer log in.
 */
const pages = journeyPages();

describe('privacy centre', () => {
  it('When a candidate downloads their data, is viewed by an employer and deletes the account, then each step shows and the login is refused', async () => {
    const candidate = await createVerifiedUser('candidate', 'Neema Achieng');
    const employer = await createVerifiedUser('employer', 'Privacy Owner');
    const company = `Privacy Journey ${Date.now()}`;
    await apiCall(await tokenOf(employer), 'PATCH', '/employer-profile/', { company_name: company });
    const candidateToken = await tokenOf(candidate);
    const profile = await apiCall<{ id: number }>(candidateToken, 'PATCH', '/candidate-profile/', {
      first_name: 'Neema',
      last_name: 'Achieng',
      phone: '+254722000111',
      date_of_birth: '1996-04-12',
      visible_to_employers: true,
    });
    const job = await publishJob(employer, { job_title: `Privacy Analyst ${Date.now()}` });
    await applyWithCv(candidate, job.id, 'I would love to join.');

    // The candidate downloads their data from /settings.
    const { context, page } = await pages.open(PHONE);
    await signIn(page, candidate.email, candidate.password);
    await page.goto('/settings');
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await page.getByRole('button', { name: EXPORT_MESSAGES.start }).click();
    const download = page.getByRole('link', { name: EXPORT_MESSAGES.download });
    await download.waitFor({ timeout: 30_000 });
    const zip = await context.request.get((await download.getAttribute('href'))!);
    expect(zip.status()).toBe(200);
    expect(zip.headers()['content-type']).toBe('application/zip');
    expect((await zip.body()).subarray(0, 2).toString()).toBe('PK');
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);

    // An employer opens the candidate's profile.
    const other = await pages.open(PHONE);
    await signIn(other.page, employer.email, employer.password);
    await other.page.goto(`/employer/candidates/${profile.id}/details`);
    await other.page.getByRole('heading', { level: 1, name: 'Neema Achieng' }).waitFor();
    await other.context.close();

    // It shows on the candidate's dashboard.
    await page.goto('/candidate-dashboard');
    const views = page.getByRole('region', { name: PRIVACY_MESSAGES.viewsTitle });
    await views.getByText(company).waitFor();
    await expect(views.textContent()).resolves.toContain(PRIVACY_MESSAGES.viewedWhat.profile);

    // The candidate deletes the account: a wrong password first, then the right one.
    await page.goto('/settings');
    await page.getByRole('button', { name: ERASURE_MESSAGES.open }).click();
    const dialog = page.getByRole('dialog', { name: ERASURE_MESSAGES.confirmTitle });
    await dialog.waitFor();
    await expectAccessible(page);
    await dialog.getByLabel(ERASURE_MESSAGES.passwordLabel).fill('Not@TheRight1');
    await dialog.getByRole('button', { name: ERASURE_MESSAGES.confirm }).click();
    await dialog.getByText('The current password is not correct.').waitFor();
    await dialog.getByLabel(ERASURE_MESSAGES.passwordLabel).fill(candidate.password);
    await dialog.getByRole('button', { name: ERASURE_MESSAGES.confirm }).click();
    await page.getByText(ERASURE_MESSAGES.deleted).waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();

    // The login is refused.
    await page.goto('/login');
    await page.getByLabel('Email').fill(candidate.email);
    await page.getByLabel('Password').fill(candidate.password);
    await page.getByLabel('Password').press('Enter');
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password.' }).waitFor();
    // The old token no longer opens anything.
    await expect(apiCall(candidateToken, 'GET', '/account/')).rejects.toThrow(/401/);
    await context.close();
  });
});
