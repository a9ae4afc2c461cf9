import { APPLICANTS_EXPORT_MESSAGES, CONVERSATION_MESSAGES } from '@kweli/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser, type JourneyUser, signIn } from '../accounts.ts';
import { apiCall, applyWithCv, publishJob, tokenOf } from '../api.ts';
import { expectAccessible, expectNoHorizontalScroll, journeyPages, PHONE } from '../browser.ts';

/**
 * Messages on an application and the applicants export (issue 28 items 4 and 6), on a phone: the employer
 * writes to a candidate from the review page; the candidate sees the unread badge, reads and answers; the
 * employer reads the answer and downloads the CSV. Every screen is axe clean and fits 360 px.
 */
const pages = journeyPages();
let employer: JourneyUser;
let candidate: JourneyUser;
const jobTitle = `Messages Journey Clerk ${Date.now()}`;

beforeAll(async () => {
  employer = await createVerifiedUser('employer', 'Messages Employer');
  candidate = await createVerifiedUser('candidate', 'Wanjiku Messenger');
  await apiCall(await tokenOf(employer), 'PATCH', '/employer-profile/', { company_name: 'Journey Mills' });
});

describe('messages', () => {
  it('When the employer writes and the candidate answers, then each reads the other, words shown as typed', async () => {
    const job = await publishJob(employer, { job_title: jobTitle });
    const application = await applyWithCv(candidate, job.id, 'Dear team, I would like to join.');

    const { page: desk } = await pages.open(PHONE);
    await signIn(desk, employer.email, employer.password);
    await desk.goto(`/employer/applications/${application.id}/details`);
    const panel = desk.getByRole('region', { name: CONVERSATION_MESSAGES.heading });
    await panel.getByText(CONVERSATION_MESSAGES.none).waitFor();
    await panel.getByRole('button', { name: CONVERSATION_MESSAGES.send }).click();
    await panel.getByText(CONVERSATION_MESSAGES.required).waitFor();
    await panel.getByLabel(CONVERSATION_MESSAGES.label).fill('Can you come on Monday? <b>Bring your ID</b>');
    await panel.getByRole('button', { name: CONVERSATION_MESSAGES.send }).click();
    await panel.getByText('Can you come on Monday? <b>Bring your ID</b>').waitFor();
    await expectAccessible(desk);
    await expectNoHorizontalScroll(desk);

    const { page: phone } = await pages.open(PHONE);
    await signIn(phone, candidate.email, candidate.password);
    await phone.goto('/candidate-dashboard/applications');
    await phone.getByText(CONVERSATION_MESSAGES.unread(1)).waitFor();
    await expectAccessible(phone);
    await phone.goto(`/candidate-dashboard/applications/${application.id}/details`);
    const mine = phone.getByRole('region', { name: CONVERSATION_MESSAGES.heading });
    await mine.getByText('Can you come on Monday? <b>Bring your ID</b>').waitFor();
    await mine.getByLabel(CONVERSATION_MESSAGES.label).fill('Yes, I will be there.\nThank you!');
    await mine.getByRole('button', { name: CONVERSATION_MESSAGES.send }).click();
    await mine.getByText(/Yes, I will be there\.\s+Thank you!/).waitFor();
    await expectAccessible(phone);
    await expectNoHorizontalScroll(phone);

    await desk.reload();
    await desk
      .getByRole('region', { name: CONVERSATION_MESSAGES.heading })
      .getByText(/Yes, I will be there\./)
      .waitFor();

    await desk.goto(`/employer/jobs/${job.id}/applicants`);
    const [download] = await Promise.all([
      desk.waitForEvent('download'),
      desk.getByRole('button', { name: APPLICANTS_EXPORT_MESSAGES.download, exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(
      `applicants-${job.id}-messages-journey-clerk-${jobTitle.split(' ').at(-1)}.csv`,
    );
    await expectAccessible(desk);
    await expectNoHorizontalScroll(desk);
  });
});
