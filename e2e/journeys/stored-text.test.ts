import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser, type JourneyUser, signIn } from '../accounts.ts';
import { applyWithCv, publishJob } from '../api.ts';
import { journeyPages, PHONE } from '../browser.ts';

/**
 * No stored text is rendered as HTML (issue 13): a job description and a cover letter carrying script
 * and an image with an onerror handler are shown as the literal text on the public job page, the
 * employer's job page and the employer's view of the application, and none of it runs. The setup goes
 * through the real API; the check through the screens.
 */
const HOSTILE = '<script>window.__xss=1</script><img src=x onerror="window.__xss=2">';

const pages = journeyPages();
let employer: JourneyUser;
let jobId: number;
let applicationId: number;

beforeAll(async () => {
  employer = await createVerifiedUser('employer', 'Stored Text Employer');
  const candidate = await createVerifiedUser('candidate', 'Stored Text Candidate');
  const job = await publishJob(employer, {
    job_title: `Stored Text Analyst ${Date.now()}`,
    description: `Read this: ${HOSTILE}`,
  });
  jobId = job.id;
  applicationId = (await applyWithCv(candidate, jobId, `Dear team, ${HOSTILE}`)).id;
});

/** The hostile text shows literally, no image element came of it, and no script set the marker. */
async function expectShownAsText(page: Page) {
  await page.getByText(HOSTILE).first().waitFor();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
}

describe('stored text is never HTML', () => {
  it('When a visitor opens a job whose description holds markup, then it shows as text and nothing runs', async () => {
    const { context, page } = await pages.open(PHONE);
    await page.goto(`/public/jobs/${jobId}/details`);
    await expectShownAsText(page);
    await context.close();
  });

  it('When the employer opens the job and the application, then the description and cover letter show as text and nothing runs', async () => {
    const { context, page } = await pages.open(PHONE);
    await signIn(page, employer.email, employer.password);
    await page.goto(`/employer/jobs/${jobId}/details`);
    await expectShownAsText(page);
    await page.goto(`/employer/applications/${applicationId}/details`);
    await page.getByRole('heading', { level: 1, name: 'Stored Text Candidate' }).waitFor();
    await expectShownAsText(page);
    await context.close();
  });
});
