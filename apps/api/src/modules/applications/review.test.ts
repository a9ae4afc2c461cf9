import {
  API_MESSAGES,
  type ApplicantsPage,
  type Application,
  REVIEW_MESSAGES,
  type ReviewedApplication,
  type Shortlist,
} from '@kweli/shared';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationStatusChanges, applications, educations, workExperiences } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { updateCandidateProfile } from '../candidates/test-candidates.ts';
import { addJob } from '../jobs/test-jobs.ts';
import { uploadTestFile } from '../media/test-uploads.ts';
import { submitApplication } from './test-applications.ts';

let t: TestApp;
let employer: TestUser;
let otherEmployer: TestUser;
let candidate: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  employer = await createUser(t, 'employer');
  otherEmployer = await createUser(t, 'employer');
  candidate = await createUser(t, 'candidate');
  await updateCandidateProfile(t, candidate.id, {
    firstName: 'Amina',
    lastName: 'Odhiambo',
    phone: '+254712345678',
    link1: { platform: 'GitHub', url: 'https://github.com/amina' },
  });
  await t.db.insert(workExperiences).values({
    candidateId: candidate.id,
    companyName: 'Equity Bank',
    jobTitle: 'Analyst',
    fromDate: '2020-01-01',
    isCurrent: true,
  });
  await t.db.insert(educations).values({
    candidateId: candidate.id,
    institutionName: 'University of Nairobi',
    course: 'Statistics',
    certificate: 'certificates/amina.pdf',
  });
});
afterAll(async () => {
  await t.close();
});

/** A job of `owner` and a submitted application to it by `applicant`. */
async function submitted(owner = employer, applicant = candidate, jobTitle = 'Data Analyst') {
  const job = await addJob(t, { employerId: owner.id, jobTitle });
  const cover_letter = 'Dear team,\nI would like to join.';
  return { job, application: await submitApplication(t, applicant, job.id, { cover_letter }) };
}

const history = async (applicationId: number) =>
  (
    await t.db
      .select()
      .from(applicationStatusChanges)
      .where(eq(applicationStatusChanges.applicationId, applicationId))
      .orderBy(asc(applicationStatusChanges.id))
  ).map((c) => [c.fromStatus, c.toStatus]);

describe('applicants for a job', () => {
  it('When the employer lists a job with sent and drafted applications, then only the sent ones show, newest first', async () => {
    const job = await addJob(t, { employerId: employer.id });
    const names: string[] = [];
    for (const name of ['First', 'Second']) {
      const user = await createUser(t, 'candidate');
      await updateCandidateProfile(t, user.id, { firstName: name, lastName: 'Applicant' });
      const cv = await uploadTestFile(t, user, 'application_cv');
      await t.call(user, 'POST', '/applications/', { job: job.id, cv, submission_status: 'submitted' });
      names.push(`${name} Applicant`);
    }
    const drafter = await createUser(t, 'candidate');
    await t.call(drafter, 'POST', '/applications/', { job: job.id, cover_letter: 'not yet' });

    const res = await t.call(employer, 'GET', `/applications/for_job/?job_id=${job.id}`);
    expect(res.statusCode).toBe(200);
    const page = res.json<ApplicantsPage>();
    expect(page.count).toBe(2);
    expect(page.results.map((a) => a.candidate_details.name)).toEqual([
      'Second Applicant',
      'First Applicant',
    ]);
    expect(page.results.every((a) => a.submission_status === 'submitted')).toBe(true);
  });

  it("When another employer, a candidate or nobody lists a job's applicants, then 404, 403 and 401", async () => {
    const { job } = await submitted();
    expect((await t.call(otherEmployer, 'GET', `/applications/for_job/?job_id=${job.id}`)).statusCode).toBe(
      404,
    );
    expect((await t.call(candidate, 'GET', `/applications/for_job/?job_id=${job.id}`)).statusCode).toBe(403);
    expect((await t.call(null, 'GET', `/applications/for_job/?job_id=${job.id}`)).statusCode).toBe(401);
    expect((await t.call(employer, 'GET', '/applications/for_job/')).statusCode).toBe(400);
    expect((await t.call(employer, 'GET', '/applications/for_job/?job_id=2147483647')).statusCode).toBe(404);
  });
});

describe('opening an application', () => {
  it('When the employer opens it with the candidate profile, then every section is there and pending becomes reviewed once', async () => {
    const { application } = await submitted();
    const res = await t.call(
      employer,
      'POST',
      `/applications/${application.id}/open/?include_candidate_profile=true`,
    );
    expect(res.statusCode).toBe(200);
    const opened = res.json<ReviewedApplication>();
    expect(opened).toMatchObject({
      review_status: 'reviewed',
      cover_letter: 'Dear team,\nI would like to join.',
      cv: application.cv,
      job_details: { job_title: 'Data Analyst', company_name: 'Safaricom' },
      candidate_details: {
        name: 'Amina Odhiambo',
        email: candidate.email,
        phone: '+254712345678',
        link_1: { platform: 'GitHub', url: 'https://github.com/amina' },
        link_2: null,
        work_experiences: [{ company_name: 'Equity Bank', job_title: 'Analyst', is_current: true }],
        educations: [{ institution_name: 'University of Nairobi', certificate: 'certificates/amina.pdf' }],
      },
    });
    await t.call(employer, 'POST', `/applications/${application.id}/open/?include_candidate_profile=true`);
    expect(await history(application.id)).toEqual([
      [null, 'pending'],
      ['pending', 'reviewed'],
    ]);
  });

  it('When the employer only reads it, then it answers with the candidate profile and the status stays pending', async () => {
    const { application } = await submitted();
    const res = await t.call(
      employer,
      'GET',
      `/applications/${application.id}/?include_candidate_profile=true`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json<ReviewedApplication>()).toMatchObject({
      review_status: 'pending',
      candidate_details: { name: 'Amina Odhiambo', phone: '+254712345678' },
    });
    expect(await history(application.id)).toEqual([[null, 'pending']]);
  });

  it('When the employer sets a reviewed application back to pending and opens it again, then it stays pending', async () => {
    const { application } = await submitted();
    await t.call(employer, 'POST', `/applications/${application.id}/open/`);
    await t.call(employer, 'PATCH', `/applications/${application.id}/update-status/`, {
      review_status: 'pending',
    });
    const again = await t.call(employer, 'POST', `/applications/${application.id}/open/`);
    expect(again.json<Application>().review_status).toBe('pending');
    expect(await history(application.id)).toEqual([
      [null, 'pending'],
      ['pending', 'reviewed'],
      ['reviewed', 'pending'],
    ]);
  });

  it('When the candidate reads their own application, then it answers as before and the status stays pending', async () => {
    const { application } = await submitted();
    const res = await t.call(
      candidate,
      'GET',
      `/applications/${application.id}/?include_candidate_profile=true`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json<Application>()).toMatchObject({
      review_status: 'pending',
      candidate_details: { email: candidate.email },
    });
    expect(res.json()).not.toHaveProperty('candidate_details.phone');
  });

  it('When another employer opens it or the employer opens a draft, then 404 and nothing changes', async () => {
    const { application } = await submitted();
    expect((await t.call(otherEmployer, 'POST', `/applications/${application.id}/open/`)).statusCode).toBe(
      404,
    );
    expect((await t.call(otherEmployer, 'GET', `/applications/${application.id}/`)).statusCode).toBe(404);
    expect((await t.call(candidate, 'POST', `/applications/${application.id}/open/`)).statusCode).toBe(403);
    const job = await addJob(t, { employerId: employer.id });
    const draft = (await t.call(candidate, 'POST', '/applications/', { job: job.id })).json<Application>();
    expect(
      (await t.call(employer, 'POST', `/applications/${draft.id}/open/?include_candidate_profile=true`))
        .statusCode,
    ).toBe(404);
    expect(await history(application.id)).toEqual([[null, 'pending']]);
    expect(await history(draft.id)).toEqual([]);
  });
});

describe('changing the review status', () => {
  it('When the employer shortlists, removes from the shortlist and rejects, then each change is recorded with its time', async () => {
    const { application } = await submitted();
    const url = `/applications/${application.id}/update-status/`;
    for (const status of ['shortlisted', 'reviewed', 'rejected'] as const) {
      const res = await t.call(employer, 'PATCH', url, { review_status: status });
      expect(res.statusCode).toBe(200);
      expect(res.json<Application>().review_status).toBe(status);
    }
    const again = await t.call(employer, 'PATCH', url, { review_status: 'rejected' });
    expect(again.statusCode).toBe(200);
    const changes = await t.db
      .select()
      .from(applicationStatusChanges)
      .where(eq(applicationStatusChanges.applicationId, application.id));
    expect(changes.map((c) => c.toStatus)).toEqual(['pending', 'shortlisted', 'reviewed', 'rejected']);
    expect(changes.slice(1).every((c) => c.changedBy === employer.id && c.changedAt instanceof Date)).toBe(
      true,
    );
    const seen = (await t.call(candidate, 'GET', `/applications/${application.id}/`)).json<Application>();
    expect(seen.review_status).toBe('rejected');
  });

  it('When the status is not one of the four, then a field error and nothing changes', async () => {
    const { application } = await submitted();
    const url = `/applications/${application.id}/update-status/`;
    for (const body of [{ review_status: 'hired' }, {}, { review_status: '' }]) {
      const res = await t.call(employer, 'PATCH', url, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ review_status: [REVIEW_MESSAGES.unknownStatus] });
    }
    const [row] = await t.db.select().from(applications).where(eq(applications.id, application.id));
    expect(row!.reviewStatus).toBe('pending');
  });

  it('When a candidate, another employer or nobody changes a status, then 403, 404 and 401 and nothing changes', async () => {
    const { application } = await submitted();
    const url = `/applications/${application.id}/update-status/`;
    const byCandidate = await t.call(candidate, 'PATCH', url, { review_status: 'shortlisted' });
    expect(byCandidate.statusCode).toBe(403);
    expect(byCandidate.json()).toEqual({ detail: API_MESSAGES.forbidden });
    expect((await t.call(otherEmployer, 'PATCH', url, { review_status: 'shortlisted' })).statusCode).toBe(
      404,
    );
    expect((await t.call(null, 'PATCH', url, { review_status: 'shortlisted' })).statusCode).toBe(401);
    expect(await history(application.id)).toEqual([[null, 'pending']]);
  });

  it('When the employer changes a draft, then 404', async () => {
    const job = await addJob(t, { employerId: employer.id });
    const draft = (await t.call(candidate, 'POST', '/applications/', { job: job.id })).json<Application>();
    const res = await t.call(employer, 'PATCH', `/applications/${draft.id}/update-status/`, {
      review_status: 'rejected',
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('the shortlist', () => {
  it('When the employer shortlists applications to two jobs, then the shortlist groups them by job, its own only', async () => {
    const owner = await createUser(t, 'employer');
    const second = await createUser(t, 'candidate');
    const a = await submitted(owner, candidate, 'Accountant');
    const b = await submitted(owner, candidate, 'Nurse');
    const jobB = b.job;
    const cv = await uploadTestFile(t, second, 'application_cv');
    const c = (
      await t.call(second, 'POST', '/applications/', { job: jobB.id, cv, submission_status: 'submitted' })
    ).json<Application>();
    const notShortlisted = await submitted(owner, second, 'Driver');
    for (const id of [a.application.id, b.application.id, c.id]) {
      await t.call(owner, 'PATCH', `/applications/${id}/update-status/`, { review_status: 'shortlisted' });
    }
    const others = await submitted(otherEmployer, candidate, 'Teacher');
    await t.call(otherEmployer, 'PATCH', `/applications/${others.application.id}/update-status/`, {
      review_status: 'shortlisted',
    });

    const res = await t.call(owner, 'GET', '/applications/shortlisted/');
    expect(res.statusCode).toBe(200);
    const list = res.json<Shortlist>();
    expect(list.count).toBe(3);
    expect(list.results.map((g) => [g.job.job_title, g.applications.map((x) => x.id)])).toEqual([
      ['Accountant', [a.application.id]],
      ['Nurse', [c.id, b.application.id]],
    ]);
    expect(
      list.results.flatMap((g) => g.applications).some((x) => x.id === notShortlisted.application.id),
    ).toBe(false);

    await t.call(owner, 'PATCH', `/applications/${a.application.id}/update-status/`, {
      review_status: 'reviewed',
    });
    const after = (await t.call(owner, 'GET', '/applications/shortlisted/')).json<Shortlist>();
    expect(after.results.map((g) => g.job.job_title)).toEqual(['Nurse']);
  });

  it('When a candidate or nobody asks for the shortlist, then 403 and 401', async () => {
    expect((await t.call(candidate, 'GET', '/applications/shortlisted/')).statusCode).toBe(403);
    expect((await t.call(null, 'GET', '/applications/shortlisted/')).statusCode).toBe(401);
  });
});
