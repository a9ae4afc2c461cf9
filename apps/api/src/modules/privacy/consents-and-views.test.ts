import { type ConsentRecord, PRIVACY_NOTICE_VERSION, type ProfileViewPage } from '@kweli/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, signUpBody, type TestUser, verifiedCandidate } from '../../test/users.ts';
import { updateCandidateProfile } from '../candidates/test-candidates.ts';
import { updateEmployerProfile } from '../employers/test-employers.ts';
import { addJob } from '../jobs/test-jobs.ts';
import { uploadTestFile } from '../media/test-uploads.ts';

/** Consents recorded and who saw a candidate's data (issue 23 items 4 and 5). */
let t: TestApp;
let employer: TestUser;
let candidate: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  employer = await createUser(t, 'employer');
  await updateEmployerProfile(t, employer.id, { companyName: 'Safaricom' });
  candidate = await createUser(t, 'candidate');
  await updateCandidateProfile(t, candidate.id, {
    firstName: 'Amina',
    lastName: 'Otieno',
    phone: '+254712345678',
    visibleToEmployers: true,
  });
});
afterAll(async () => {
  await t.close();
});

const views = async (user: TestUser, page = 1) =>
  (await t.call(user, 'GET', `/privacy/views/?page=${page}`)).json<ProfileViewPage>();

describe('GET /api/privacy/consents/', () => {
  it('When someone signs up, then the acceptance of the terms and privacy notice is recorded with its version and time', async () => {
    const before = Date.now();
    const { email, password } = await verifiedCandidate(t, 'consenting@example.com');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email, password },
    });
    const headers = { authorization: `Bearer ${login.json().token}` };
    const consents = (await t.call({ headers }, 'GET', '/privacy/consents/')).json<ConsentRecord[]>();
    expect(consents).toEqual([
      { kind: 'terms_and_privacy', version: PRIVACY_NOTICE_VERSION, granted: true, at: expect.any(String) },
    ]);
    expect(new Date(consents[0]!.at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    // The sign-up body stays as the spec gives it: nothing new is asked of it.
    expect(Object.keys(signUpBody('x@example.com'))).toEqual(['user', 'full_name']);
  });

  it('When a candidate answers the visibility question and changes it, then each change is recorded, newest first', async () => {
    const me = await createUser(t, 'candidate');
    const answer = (visible: boolean) =>
      t.call(me, 'PATCH', '/candidate-profile/', { visible_to_employers: visible });
    const first = await t.call(me, 'GET', '/candidate-profile/');
    expect(first.json().visibility_answered).toBe(false);
    expect((await answer(true)).json().visibility_answered).toBe(true);
    await answer(true);
    await answer(false);
    const consents = (await t.call(me, 'GET', '/privacy/consents/')).json<ConsentRecord[]>();
    expect(consents.map((c) => [c.kind, c.granted])).toEqual([
      ['visible_to_employers', false],
      ['visible_to_employers', true],
    ]);
    // A profile saved without the field keeps the default and records nothing.
    await t.call(me, 'PATCH', '/candidate-profile/', { phone: '+254700000001' });
    expect((await t.call(me, 'GET', '/privacy/consents/')).json()).toHaveLength(2);
  });

  it('When an employer asks, then it sees its own consents only, and no token answers 401', async () => {
    const own = await createUser(t, 'employer');
    expect((await t.call(own, 'GET', '/privacy/consents/')).json()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/privacy/consents/' })).statusCode).toBe(401);
  });
});

describe('GET /api/privacy/views/', () => {
  it('When an employer opens the talent profile, the application and the CV, then each is recorded with the company, newest first', async () => {
    const profile = await t.call(employer, 'GET', `/talent/candidates/${candidate.id}/`);
    expect(profile.statusCode, profile.body).toBe(200);

    const job = await addJob(t, { employerId: employer.id, jobTitle: 'Data Analyst' });
    const cv = await uploadTestFile(t, candidate, 'application_cv');
    const sent = await t.call(candidate, 'POST', '/applications/', {
      job: job.id,
      cv,
      cover_letter: 'Hello',
      submission_status: 'submitted',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const opened = await t.call(employer, 'POST', `/applications/${sent.json().id}/open/`);
    expect(opened.statusCode, opened.body).toBe(200);
    const signed = await t.call(
      employer,
      'GET',
      `/get-signed-media-url/?file_path=${encodeURIComponent(cv)}`,
    );
    expect(signed.statusCode, signed.body).toBe(200);
    // The candidate reading their own CV is nobody else seeing it.
    await t.call(candidate, 'GET', `/get-signed-media-url/?file_path=${encodeURIComponent(cv)}`);

    const page = await views(candidate);
    expect(page.count).toBe(3);
    expect(page.results.map((v) => [v.company_name, v.what])).toEqual([
      ['Safaricom', 'cv'],
      ['Safaricom', 'application'],
      ['Safaricom', 'profile'],
    ]);
    expect(page.next).toBeNull();
  });

  it('When there are more views than a page, then the list is paged 20 at a time', async () => {
    const watched = await createUser(t, 'candidate');
    await updateCandidateProfile(t, watched.id, {
      firstName: 'Paged',
      lastName: 'Person',
      visibleToEmployers: true,
    });
    for (let i = 0; i < 21; i++) await t.call(employer, 'GET', `/talent/candidates/${watched.id}/`);
    const first = await views(watched);
    expect(first.count).toBe(21);
    expect(first.results).toHaveLength(20);
    expect(first.next).toContain('page=2');
    expect((await views(watched, 2)).results).toHaveLength(1);
  });

  it("When an employer asks for views, then 403; a candidate sees only their own; a hidden candidate's refused profile records nothing", async () => {
    expect((await t.call(employer, 'GET', '/privacy/views/')).statusCode).toBe(403);
    const other = await createUser(t, 'candidate');
    expect((await views(other)).count).toBe(0);
    await updateCandidateProfile(t, other.id, { visibleToEmployers: false });
    expect((await t.call(employer, 'GET', `/talent/candidates/${other.id}/`)).statusCode).toBe(404);
    expect((await views(other)).count).toBe(0);
  });
});
