import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser, type JourneyUser, signIn } from '../accounts.ts';
import { baseUrl, launchBrowser, newPage, PHONE } from '../browser.ts';

/**
 * No stored text is rendered as HTML (issue 13): a job description and a cover letter carrying script
 * and an image with an onerror handler are shown as the literal text on the public job page, the
 * employer's job page and the employer's view of the application, and none of it runs. The setup goes
 * through the real API; the check through the screens.
 */
const HOSTILE = '<script>window.__xss=1</script><img src=x onerror="window.__xss=2">';
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'.padEnd(2048, ' '));

let browser: Browser;
let employer: JourneyUser;
let jobId: number;
let applicationId: number;

async function tokenOf(user: JourneyUser): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

async function call<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${method} ${path} failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

beforeAll(async () => {
  browser = await launchBrowser();
  employer = await createVerifiedUser('employer', 'Stored Text Employer');
  const candidate = await createVerifiedUser('candidate', 'Stored Text Candidate');
  const job = await call<{ id: number }>(await tokenOf(employer), 'POST', '/employer/jobs/', {
    job_title: `Stored Text Analyst ${Date.now()}`,
    city: 'Nairobi',
    country: 'Kenya',
    location_type: 'hybrid',
    working_period: 'full-time',
    job_type: 'PERMANENT',
    description: `Read this: ${HOSTILE}`,
    industry: 'Technology',
    status: 'published',
  });
  jobId = job.id;
  const token = await tokenOf(candidate);
  const { signed_url, s3_key } = await call<{ signed_url: string; s3_key: string }>(
    token,
    'POST',
    '/generate-upload-signed-url/',
    { filename: 'cv.pdf', content_type: 'application/pdf', file_type: 'application_cv' },
  );
  const put = await fetch(new URL(signed_url, baseUrl()), {
    method: 'PUT',
    headers: { 'content-type': 'application/pdf' },
    body: PDF,
  });
  if (!put.ok) throw new Error(`upload failed: ${put.status}`);
  const application = await call<{ id: number }>(token, 'POST', '/applications/', {
    job: jobId,
    cv: s3_key,
    cover_letter: `Dear team, ${HOSTILE}`,
    submission_status: 'submitted',
  });
  applicationId = application.id;
});
afterAll(async () => {
  await browser?.close();
});

/** The hostile text shows literally, no image element came of it, and no script set the marker. */
async function expectShownAsText(page: Page) {
  await page.getByText(HOSTILE).first().waitFor();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
}

describe('stored text is never HTML', () => {
  it('When a visitor opens a job whose description holds markup, then it shows as text and nothing runs', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(`/public/jobs/${jobId}/details`);
    await expectShownAsText(page);
    await context.close();
  });

  it('When the employer opens the job and the application, then the description and cover letter show as text and nothing runs', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signIn(page, employer.email, employer.password);
    await page.goto(`/employer/jobs/${jobId}/details`);
    await expectShownAsText(page);
    await page.goto(`/employer/applications/${applicationId}/details`);
    await page.getByRole('heading', { level: 1, name: 'Stored Text Candidate' }).waitFor();
    await expectShownAsText(page);
    await context.close();
  });
});
