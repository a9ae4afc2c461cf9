import { API_MESSAGES, APPLICATION_MESSAGES, type Application, type ApplicationPage } from '@kweli/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationStatusChanges, applications, jobs, uploads } from '../../db/schema.ts';
import { readTwoPages } from '../../test/paging.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { updateCandidateProfile } from '../candidates/test-candidates.ts';
import { addJob, daysFromToday } from '../jobs/test-jobs.ts';
import { uploadTestFile } from '../media/test-uploads.ts';

let t: TestApp;
let employer: TestUser;
let otherEmployer: TestUser;
let candidate: TestUser;
let otherCandidate: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  employer = await createUser(t, 'employer');
  otherEmployer = await createUser(t, 'employer');
  candidate = await createUser(t, 'candidate');
  otherCandidate = await createUser(t, 'candidate');
  await updateCandidateProfile(t, candidate.id, { firstName: 'Amina', lastName: 'Odhiambo' });
});
afterAll(async () => {
  await t.close();
});

const applicantsCount = async (jobId: number) =>
  (await t.db.select({ n: jobs.applicantsCount }).from(jobs).where(eq(jobs.id, jobId)))[0]!.n;

describe('the life of an application', () => {
  it('When a candidate drafts, edits and submits, then the application is sent once and is then fixed', async () => {
    const job = await addJob(t, { employerId: employer.id, locationType: 'hybrid' });
    const cv = await uploadTestFile(t, candidate, 'application_cv');

    const draft = await t.call(candidate, 'POST', '/applications/', {
      job: job.id,
      cover_letter: 'Dear team',
    });
    expect(draft.statusCode).toBe(201);
    const created = draft.json<Application>();
    expect(created).toMatchObject({
      job: job.id,
      cover_letter: 'Dear team',
      cv: null,
      submission_status: 'draft',
      review_status: 'pending',
      job_details: {
        id: job.id,
        job_title: 'Data Analyst',
        company_name: 'Safaricom',
        city: 'Nairobi',
        country: 'Kenya',
        location_type: 'hybrid',
      },
      candidate_details: { name: 'Amina Odhiambo', email: candidate.email },
    });
    expect(await applicantsCount(job.id)).toBe(0);

    const edited = await t.call(candidate, 'PUT', `/applications/${created.id}/`, {
      job: job.id,
      cover_letter: 'Dear hiring team',
      cv,
      submission_status: 'draft',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ cover_letter: 'Dear hiring team', cv, cv_key: cv });

    const drafts = await t.call(candidate, 'GET', `/applications/?job=${job.id}&submission_status=draft`);
    expect(drafts.json<ApplicationPage>().results.map((a) => a.id)).toEqual([created.id]);

    const submitted = await t.call(candidate, 'PUT', `/applications/${created.id}/`, {
      cover_letter: 'Dear hiring team',
      cv,
      submission_status: 'submitted',
    });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toMatchObject({ submission_status: 'submitted', review_status: 'pending' });
    expect(submitted.json<Application>().submitted_at).not.toBeNull();
    expect(await applicantsCount(job.id)).toBe(1);
    const history = await t.db
      .select()
      .from(applicationStatusChanges)
      .where(eq(applicationStatusChanges.applicationId, created.id));
    expect(history).toMatchObject([{ fromStatus: null, toStatus: 'pending', changedBy: candidate.id }]);
    const [file] = await t.db.select().from(uploads).where(eq(uploads.s3Key, cv));
    expect(file?.attachedAt).not.toBeNull();

    const change = await t.call(candidate, 'PUT', `/applications/${created.id}/`, {
      cover_letter: 'Changed my mind',
      cv,
      submission_status: 'submitted',
    });
    expect(change.statusCode).toBe(400);
    expect(change.json()).toEqual({ detail: APPLICATION_MESSAGES.notEditable });
    const removal = await t.call(candidate, 'DELETE', `/applications/${created.id}/`);
    expect(removal.statusCode).toBe(400);
    const again = await t.call(candidate, 'POST', '/applications/', { job: job.id, cover_letter: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: APPLICATION_MESSAGES.alreadyApplied });

    const [stored] = await t.db.select().from(applications).where(eq(applications.id, created.id));
    expect(stored).toMatchObject({ coverLetter: 'Dear hiring team', submissionStatus: 'submitted' });
    expect(await applicantsCount(job.id)).toBe(1);

    const submittedList = await t.call(candidate, 'GET', '/applications/?submission_status=submitted');
    expect(submittedList.json<ApplicationPage>().results.map((a) => a.id)).toContain(created.id);
    const draftList = await t.call(candidate, 'GET', '/applications/?submission_status=draft');
    expect(draftList.json<ApplicationPage>().results.map((a) => a.id)).not.toContain(created.id);
  });

  it('When a candidate submits at once with the profile CV, then it is sent and counted', async () => {
    const job = await addJob(t, { employerId: employer.id });
    const profileCv = await uploadTestFile(t, candidate, 'cv');
    const res = await t.call(candidate, 'POST', '/applications/', {
      job: job.id,
      cover_letter: 'Hello',
      cv: profileCv,
      submission_status: 'submitted',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ submission_status: 'submitted', cv: profileCv });
    expect(await applicantsCount(job.id)).toBe(1);
  });

  it('When a draft is deleted, then it is gone and the job can be applied to afresh', async () => {
    const job = await addJob(t, { employerId: employer.id });
    const draft = (await t.call(candidate, 'POST', '/applications/', { job: job.id })).json<Application>();
    const res = await t.call(candidate, 'DELETE', `/applications/${draft.id}/`);
    expect(res.statusCode).toBe(204);
    expect(await t.db.select().from(applications).where(eq(applications.id, draft.id))).toEqual([]);
    expect((await t.call(candidate, 'GET', `/applications/${draft.id}/`)).statusCode).toBe(404);
    expect((await t.call(candidate, 'POST', '/applications/', { job: job.id })).statusCode).toBe(201);
  });

  it('When a new application is posted over a draft, then the draft is started afresh, still one row', async () => {
    const job = await addJob(t, { employerId: employer.id });
    const first = (
      await t.call(candidate, 'POST', '/applications/', { job: job.id, cover_letter: 'Old' })
    ).json<Application>();
    const second = await t.call(candidate, 'POST', '/applications/', { job: job.id, cover_letter: 'New' });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ id: first.id, cover_letter: 'New', submission_status: 'draft' });
    expect(await t.db.select().from(applications).where(eq(applications.jobId, job.id))).toHaveLength(1);
  });
});

describe('one application per candidate and job', () => {
  it('When two submits for the same job race, then exactly one application exists, counted once', async () => {
    const job = await addJob(t, { employerId: employer.id });
    const cv = await uploadTestFile(t, candidate, 'application_cv');
    const payload = { job: job.id, cover_letter: 'Twice', cv, submission_status: 'submitted' };
    const answers = await Promise.all([
      t.call(candidate, 'POST', '/applications/', payload),
      t.call(candidate, 'POST', '/applications/', payload),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await t.db.select().from(applications).where(eq(applications.jobId, job.id))).toHaveLength(1);
    expect(await applicantsCount(job.id)).toBe(1);
  });

  it('When a draft is submitted twice at once, then it is sent once', async () => {
    const job = await addJob(t, { employerId: employer.id });
    const cv = await uploadTestFile(t, candidate, 'application_cv');
    const draft = (
      await t.call(candidate, 'POST', '/applications/', { job: job.id, cv })
    ).json<Application>();
    const payload = { cover_letter: 'Once', cv, submission_status: 'submitted' };
    const answers = await Promise.all([
      t.call(candidate, 'PUT', `/applications/${draft.id}/`, payload),
      t.call(candidate, 'PUT', `/applications/${draft.id}/`, payload),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect(await applicantsCount(job.id)).toBe(1);
  });
});

describe('jobs that take no applications', () => {
  it('When the due date has passed, then submitting is refused with the spec message and nothing is sent', async () => {
    const job = await addJob(t, { employerId: employer.id, dueDate: daysFromToday(-1) });
    const cv = await uploadTestFile(t, candidate, 'application_cv');
    const direct = await t.call(candidate, 'POST', '/applications/', {
      job: job.id,
      cv,
      submission_status: 'submitted',
    });
    expect(direct.statusCode).toBe(400);
    expect(direct.json()).toEqual({ detail: APPLICATION_MESSAGES.deadlinePassed });

    const draft = await t.call(candidate, 'POST', '/applications/', { job: job.id, cv });
    expect(draft.statusCode).toBe(201);
    const send = await t.call(candidate, 'PUT', `/applications/${draft.json<Application>().id}/`, {
      cv,
      submission_status: 'submitted',
    });
    expect(send.statusCode).toBe(400);
    expect(send.json()).toEqual({ detail: APPLICATION_MESSAGES.deadlinePassed });
    const [row] = await t.db.select().from(applications).where(eq(applications.jobId, job.id));
    expect(row?.submissionStatus).toBe('draft');
    expect(await applicantsCount(job.id)).toBe(0);
  });

  it('When the due date is today, then the application is still taken', async () => {
    const job = await addJob(t, { employerId: employer.id, dueDate: daysFromToday(0) });
    const cv = await uploadTestFile(t, candidate, 'application_cv');
    const res = await t.call(candidate, 'POST', '/applications/', {
      job: job.id,
      cv,
      submission_status: 'submitted',
    });
    expect(res.statusCode).toBe(201);
  });

  it('When the job is not published, then no application can be made', async () => {
    const job = await addJob(t, { employerId: employer.id, status: 'draft', publishedAt: null });
    const res = await t.call(candidate, 'POST', '/applications/', { job: job.id });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: APPLICATION_MESSAGES.jobNotOpen });
    const missing = await t.call(candidate, 'POST', '/applications/', { job: 999_999 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ job: [APPLICATION_MESSAGES.jobNotFound] });
    expect(await t.db.select().from(applications).where(eq(applications.jobId, job.id))).toEqual([]);
  });
});

describe('the CV attached', () => {
  it("When the CV key is another candidate's upload, then it is refused and nothing is saved", async () => {
    const job = await addJob(t, { employerId: employer.id });
    const theirs = await uploadTestFile(t, otherCandidate, 'application_cv');
    const res = await t.call(candidate, 'POST', '/applications/', { job: job.id, cv: theirs });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['cv']);
    expect(await t.db.select().from(applications).where(eq(applications.jobId, job.id))).toEqual([]);
  });

  it('When the CV key is a picture, then it is refused with the CV type message', async () => {
    const job = await addJob(t, { employerId: employer.id });
    const picture = await uploadTestFile(t, candidate, 'profile_picture');
    const res = await t.call(candidate, 'POST', '/applications/', { job: job.id, cv: picture });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ cv: ['Only PDF files are accepted for CV uploads.'] });
  });

  it('When submitting without a CV, then the CV is asked for', async () => {
    const job = await addJob(t, { employerId: employer.id });
    const res = await t.call(candidate, 'POST', '/applications/', {
      job: job.id,
      submission_status: 'submitted',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ cv: [APPLICATION_MESSAGES.cvRequired] });
  });
});

describe('who may do what', () => {
  it('When another candidate reads, changes or deletes an application, then it answers 404', async () => {
    const job = await addJob(t, { employerId: employer.id });
    const draft = (await t.call(candidate, 'POST', '/applications/', { job: job.id })).json<Application>();
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await t.call(
        otherCandidate,
        method,
        `/applications/${draft.id}/`,
        method === 'PUT' ? {} : undefined,
      );
      expect(res.statusCode, method).toBe(404);
    }
    const list = await t.call(otherCandidate, 'GET', `/applications/?job=${job.id}`);
    expect(list.json<ApplicationPage>().count).toBe(0);
    const [row] = await t.db.select().from(applications).where(eq(applications.id, draft.id));
    expect(row).toBeDefined();
  });

  it('When an employer tries to apply, list, change or delete applications, then it answers 403', async () => {
    const job = await addJob(t, { employerId: otherEmployer.id });
    const res = await t.call(employer, 'POST', '/applications/', { job: job.id });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: API_MESSAGES.forbidden });
    expect((await t.call(employer, 'GET', '/applications/')).statusCode).toBe(403);
    const ownJob = await addJob(t, { employerId: employer.id });
    const draft = (await t.call(candidate, 'POST', '/applications/', { job: ownJob.id })).json<Application>();
    const change = await t.call(employer, 'PUT', `/applications/${draft.id}/`, { cover_letter: 'x' });
    expect(change.statusCode).toBe(403);
    expect((await t.call(employer, 'DELETE', `/applications/${draft.id}/`)).statusCode).toBe(403);
    const [kept] = await t.db.select().from(applications).where(eq(applications.id, draft.id));
    expect(kept?.coverLetter).toBe('');
    expect(await t.db.select().from(applications).where(eq(applications.jobId, job.id))).toEqual([]);
  });

  it('When nobody is signed in, then every call answers 401', async () => {
    expect((await t.call(null, 'GET', '/applications/')).statusCode).toBe(401);
    expect((await t.call(null, 'GET', '/applications/1/')).statusCode).toBe(401);
    expect((await t.call(null, 'POST', '/applications/', { job: 1 })).statusCode).toBe(401);
    expect((await t.call(null, 'PUT', '/applications/1/', {})).statusCode).toBe(401);
    expect((await t.call(null, 'DELETE', '/applications/1/')).statusCode).toBe(401);
  });

  it("When the job's employer reads a submitted application, then it is shown; a draft or another employer's is not", async () => {
    const job = await addJob(t, { employerId: employer.id });
    const cv = await uploadTestFile(t, candidate, 'application_cv');
    const sent = (
      await t.call(candidate, 'POST', '/applications/', { job: job.id, cv, submission_status: 'submitted' })
    ).json<Application>();
    expect((await t.call(employer, 'GET', `/applications/${sent.id}/`)).statusCode).toBe(200);
    expect((await t.call(otherEmployer, 'GET', `/applications/${sent.id}/`)).statusCode).toBe(404);
    const otherJob = await addJob(t, { employerId: employer.id });
    const draft = (
      await t.call(candidate, 'POST', '/applications/', { job: otherJob.id })
    ).json<Application>();
    expect((await t.call(employer, 'GET', `/applications/${draft.id}/`)).statusCode).toBe(404);
  });

  it('When ids or filters are malformed, then the answer is 400 or 404, never a database error', async () => {
    expect((await t.call(candidate, 'GET', '/applications/99999999999/')).statusCode).toBe(400);
    expect((await t.call(candidate, 'GET', '/applications/?submission_status=sent')).statusCode).toBe(400);
    expect((await t.call(candidate, 'GET', '/applications/2147483647/')).statusCode).toBe(404);
  });
});

describe('bad input', () => {
  it('When the cover letter is too long or the status unknown, then field errors and nothing is saved', async () => {
    const job = await addJob(t, { employerId: employer.id });
    const long = await t.call(candidate, 'POST', '/applications/', {
      job: job.id,
      cover_letter: 'x'.repeat(10_001),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ cover_letter: [APPLICATION_MESSAGES.coverLetterTooLong] });
    const status = await t.call(candidate, 'POST', '/applications/', {
      job: job.id,
      submission_status: 'sent',
    });
    expect(status.statusCode).toBe(400);
    expect(Object.keys(status.json())).toEqual(['submission_status']);
    expect((await t.call(candidate, 'POST', '/applications/', {})).statusCode).toBe(400);
    expect(await t.db.select().from(applications).where(eq(applications.jobId, job.id))).toEqual([]);
  });
});

describe('paging', () => {
  it('When a candidate has more applications than a page, then next leads to the rest', async () => {
    const user = await createUser(t, 'candidate');
    for (let i = 0; i < 21; i += 1) {
      const job = await addJob(t, { employerId: employer.id });
      await t.call(user, 'POST', '/applications/', { job: job.id });
    }
    await readTwoPages(t, user, '/applications/?submission_status=draft', 21);
  });
});
