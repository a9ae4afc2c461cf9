import { INTERVIEW_MESSAGES } from '@kweli/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser, type JourneyUser, signIn } from '../accounts.ts';
import { apiCall, applyWithCv, publishJob, tokenOf } from '../api.ts';
import { expectAccessible, expectNoHorizontalScroll, journeyPages, PHONE } from '../browser.ts';

/**
 * Interviews (issue 28 item 3), on a phone: the employer invites a candidate with two times; the candidate
 * accepts one and downloads the calendar file; the employer sees it confirmed. Both screens are axe clean
 * and fit 360 px.
 */
const pages = journeyPages();
let employer: JourneyUser;
let candidate: JourneyUser;
const jobTitle = `Interview Journey Clerk ${Date.now()}`;

/** A date `days` ahead as the date input takes it, in Nairobi (UTC+3). */
const dateIn = (days: number) =>
  new Date(Date.now() + 3 * 3600_000 + days * 24 * 3600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  employer = await createVerifiedUser('employer', 'Interview Employer');
  candidate = await createVerifiedUser('candidate', 'Achieng Interviewee');
  await apiCall(await tokenOf(employer), 'PATCH', '/employer-profile/', { company_name: 'Journey Mills' });
});

describe('interviews', () => {
  it('When the employer invites and the candidate accepts, then both see it confirmed and the calendar file downloads', async () => {
    const job = await publishJob(employer, { job_title: jobTitle });
    const application = await applyWithCv(candidate, job.id, 'Dear team, I would like to join.');

    const { page: desk } = await pages.open(PHONE);
    await signIn(desk, employer.email, employer.password);
    await desk.goto(`/employer/applications/${application.id}/details`);
    const card = desk.getByRole('region', { name: INTERVIEW_MESSAGES.heading });
    await card.getByRole('button', { name: INTERVIEW_MESSAGES.invite, exact: true }).click();
    await card.getByLabel(INTERVIEW_MESSAGES.date).fill(dateIn(3));
    await card.getByLabel(INTERVIEW_MESSAGES.time).fill('10:00');
    await card.getByRole('button', { name: INTERVIEW_MESSAGES.addSlot }).click();
    const second = card.getByRole('group', { name: INTERVIEW_MESSAGES.slot(2) });
    await second.getByLabel(INTERVIEW_MESSAGES.date).fill(dateIn(4));
    await second.getByLabel(INTERVIEW_MESSAGES.time).fill('14:30');
    await card.getByLabel(INTERVIEW_MESSAGES.location).fill('https://meet.example.com/journey');
    await expectAccessible(desk);
    await expectNoHorizontalScroll(desk);
    await card.getByRole('button', { name: INTERVIEW_MESSAGES.send }).click();
    await card.getByText(INTERVIEW_MESSAGES.sent).waitFor();
    await card.getByText(INTERVIEW_MESSAGES.statusLabels.invited!).waitFor();
    await expectAccessible(desk);

    const { page: phone } = await pages.open(PHONE);
    await signIn(phone, candidate.email, candidate.password);
    await phone.goto('/candidate-dashboard/applications');
    const invitation = phone.getByRole('listitem').filter({
      has: phone.getByRole('heading', {
        name: INTERVIEW_MESSAGES.invitationFrom(`${jobTitle} at Journey Mills`),
      }),
    });
    const choices = invitation.getByRole('group', { name: INTERVIEW_MESSAGES.chooseSlot });
    await choices.getByText(/, 14:30 \(Nairobi time\)$/).waitFor();
    await expectAccessible(phone);
    await expectNoHorizontalScroll(phone);
    await choices.getByLabel(/, 14:30 \(Nairobi time\)$/).check();
    await invitation.getByRole('button', { name: INTERVIEW_MESSAGES.accept }).click();
    await phone.getByText(/^Confirmed for .*, 14:30 \(Nairobi time\)$/).waitFor();
    const [download] = await Promise.all([
      phone.waitForEvent('download'),
      phone.getByRole('button', { name: INTERVIEW_MESSAGES.download }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^interview-\d+\.ics$/);
    await expectAccessible(phone);
    await expectNoHorizontalScroll(phone);

    await desk.reload();
    await desk
      .getByRole('region', { name: INTERVIEW_MESSAGES.heading })
      .getByText(/^Confirmed for .*, 14:30 \(Nairobi time\)$/)
      .waitFor();
  });
});
