import type { DataExportAnswer } from '@kweli/shared';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, lastMailTo, type TestUser } from '../../test/users.ts';
import { addAlert } from '../alerts/test-alerts.ts';
import { updateEmployerProfile } from '../employers/test-employers.ts';
import { addJob } from '../jobs/test-jobs.ts';
import { testFiles, uploadTestFile } from '../media/test-uploads.ts';

/** Download my data (issue 23 item 2): a ZIP of data.json and the person's files, for the owner only. */
let t: TestApp;
let candidate: TestUser;
let employer: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  candidate = await createUser(t, 'candidate');
  employer = await createUser(t, 'employer');
  await updateEmployerProfile(t, employer.id, { companyName: 'Safaricom', city: 'Nairobi' });
});
afterAll(async () => {
  await t.close();
});

async function exportOf(user: TestUser) {
  const asked = await t.call(user, 'POST', '/privacy/export/');
  expect(asked.statusCode, asked.body).toBe(202);
  expect(asked.json()).toMatchObject({ status: 'pending', download_url: null });
  await t.app.outbox.deliverDue();
  const ready = await t.call(user, 'GET', `/privacy/export/${asked.json().id}/`);
  expect(ready.statusCode).toBe(200);
  const answer = ready.json<DataExportAnswer>();
  expect(answer.status).toBe('ready');
  expect(new Date(answer.expires_at!).getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);
  const url = new URL(answer.download_url!, 'http://localhost');
  const download = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  expect(download.statusCode).toBe(200);
  expect(download.headers['content-type']).toBe('application/zip');
  const zip = unzipSync(new Uint8Array(download.rawPayload));
  return { id: answer.id as string, zip, data: JSON.parse(strFromU8(zip['data.json']!)) };
}

describe('POST /api/privacy/export/', () => {
  it('When a candidate asks for their data, then a ZIP holds data.json with everything listed and their own files, and they are e-mailed', async () => {
    const cv = await uploadTestFile(t, candidate, 'cv');
    const saved = await t.call(candidate, 'PATCH', '/candidate-profile/', {
      first_name: 'Amina',
      last_name: 'Otieno',
      phone: '+254712345678',
      date_of_birth: '1995-05-17',
      cv_file: cv,
      visible_to_employers: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await t.call(candidate, 'POST', '/work-experiences/', {
      company_name: 'Equity Bank',
      job_title: 'Analyst',
    });
    await t.call(candidate, 'POST', '/educations/', { institution_name: 'Moi University', course: 'BSc' });
    const job = await addJob(t, { employerId: employer.id, jobTitle: 'Data Analyst' });
    const draftJob = await addJob(t, { employerId: employer.id, jobTitle: 'Clerk' });
    const applicationCv = await uploadTestFile(t, candidate, 'application_cv');
    const sent = await t.call(candidate, 'POST', '/applications/', {
      job: job.id,
      cv: applicationCv,
      cover_letter: 'Hello',
      submission_status: 'submitted',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    await t.call(candidate, 'POST', '/applications/', { job: draftJob.id, cover_letter: 'Half done' });
    await t.call(candidate, 'POST', '/candidate/saved-jobs/', { job_id: job.id });
    await addAlert(t, candidate.id, { query: { job_title: 'Analyst' } });
    await t.call(employer, 'POST', `/applications/${sent.json().id}/open/`);
    await t.call(employer, 'PATCH', `/applications/${sent.json().id}/update-status/`, {
      review_status: 'shortlisted',
    });

    const { zip, data } = await exportOf(candidate);
    expect(data.account).toMatchObject({ email: candidate.email, role: 'candidate' });
    expect(JSON.stringify(data)).not.toMatch(/password_hash|token_hash|argon2/);
    expect(data.profile).toMatchObject({ first_name: 'Amina', phone: '+254712345678', cv_file: cv });
    expect(data.profile.work_experiences).toHaveLength(1);
    expect(data.profile.educations).toHaveLength(1);
    expect(data.applications).toHaveLength(1);
    expect(data.applications[0], JSON.stringify(data.applications[0])).toMatchObject({
      cover_letter: 'Hello',
      review_status: 'shortlisted',
    });
    expect(data.applications[0].status_history.map((h: { to: string }) => h.to)).toEqual(
      expect.arrayContaining(['reviewed', 'shortlisted']),
    );
    expect(data.drafts).toEqual([expect.objectContaining({ cover_letter: 'Half done' })]);
    expect(data.saved_jobs).toEqual([expect.objectContaining({ job_id: job.id, job_title: 'Data Analyst' })]);
    expect(data.notifications.length).toBeGreaterThan(0);
    expect(data.job_alerts).toEqual([
      expect.objectContaining({ query: expect.objectContaining({ job_title: 'Analyst' }) }),
    ]);
    expect(data.consents).toEqual([expect.objectContaining({ kind: 'visible_to_employers', granted: true })]);
    expect(data.who_viewed_my_profile).toEqual(
      expect.arrayContaining([expect.objectContaining({ company_name: 'Safaricom', what: 'application' })]),
    );
    const files = JSON.parse(strFromU8(zip['files.json']!)) as { file: string; type: string }[];
    expect(files.map((f) => f.type).sort()).toEqual(['application_cv', 'cv']);
    for (const f of files) expect(Buffer.from(zip[f.file]!)).toEqual(testFiles.pdf());
    expect((await lastMailTo(t, candidate.email))?.subject).toBe('Your Kweli Jobs data is ready to download');
  });

  it('When an employer asks, then the export holds the company profile and its jobs', async () => {
    const { data } = await exportOf(employer);
    expect(data.account).toMatchObject({ email: employer.email, role: 'employer' });
    expect(data.company_profile).toMatchObject({ company_name: 'Safaricom', city: 'Nairobi' });
    expect(data.jobs.map((j: { job_title: string }) => j.job_title)).toEqual(
      expect.arrayContaining(['Data Analyst', 'Clerk']),
    );
    expect(data.profile).toBeUndefined();
  });

  it('When anyone but the owner asks for an export, then 404 (401 without a session); asking twice while one is made answers the same', async () => {
    const owner = await createUser(t, 'candidate');
    const first = (await t.call(owner, 'POST', '/privacy/export/')).json<DataExportAnswer>();
    const again = (await t.call(owner, 'POST', '/privacy/export/')).json<DataExportAnswer>();
    expect(again.id).toBe(first.id);
    for (const stranger of [await createUser(t, 'candidate'), employer]) {
      const res = await t.call(stranger, 'GET', `/privacy/export/${first.id}/`);
      expect(res.statusCode).toBe(404);
    }
    expect((await t.call(null, 'GET', `/privacy/export/${first.id}/`)).statusCode).toBe(401);
    expect((await t.call(null, 'POST', '/privacy/export/')).statusCode).toBe(401);
    await t.app.outbox.deliverDue();
    expect((await t.call(owner, 'GET', `/privacy/export/${first.id}/`)).json().status).toBe('ready');
  });
});
