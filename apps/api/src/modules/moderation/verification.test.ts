import { VERIFICATION_MESSAGES } from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { updateEmployerProfile } from '../employers/test-employers.ts';
import { addJob } from '../jobs/test-jobs.ts';
import { uploadTestFile } from '../media/test-uploads.ts';

/**
 * Employer verification (issue 22 item 2, decision 062): an employer sends its KRA PIN, registration
 * number and document; an admin approves or rejects it with a reason; the employer is told; public
 * jobs and the company page carry the badge once verified.
 */
let t: TestApp;
let admin: TestUser;
let candidate: TestUser;

const ADMIN_EMAIL = 'verifier@kweli.test';

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: ADMIN_EMAIL });
  admin = await createUser(t, 'candidate', { email: ADMIN_EMAIL });
  candidate = await createUser(t, 'candidate');
});
afterAll(async () => t?.close());

async function newEmployer(company = 'Acme Logistics Ltd', fields: Record<string, string> = {}) {
  const employer = await createUser(t, 'employer');
  await updateEmployerProfile(t, employer.id, { companyName: company, ...fields });
  return employer;
}

const request = async (employer: TestUser, extra: Record<string, unknown> = {}) => ({
  kra_pin: 'P051234567X',
  registration_number: 'PVT-AB1CD2E',
  document: await uploadTestFile(t, employer, 'verification_document'),
  ...extra,
});

const notificationsOf = (user: TestUser) =>
  rows<{ type: string; message: string }>(
    t.db,
    sql`select type, message from notifications where user_id = ${user.id} order by id`,
  );
const mailsTo = (email: string) =>
  rows<{ subject: string; text: string }>(
    t.db,
    sql`select payload->>'subject' as subject, payload->>'text' as text from outbox
        where topic = 'email' and payload->>'to' = ${email} order by id`,
  );
const verificationRow = async (employerId: number) =>
  (
    await rows<{ status: string; kra_pin: string }>(
      t.db,
      sql`select status, kra_pin from employer_verifications where employer_id = ${employerId}`,
    )
  )[0];

describe('an employer asks to be verified', () => {
  it('When an employer has not asked, then its verification is unverified', async () => {
    const employer = await newEmployer();
    const res = await t.call(employer, 'GET', '/employer/verification/');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'unverified',
      submitted_at: null,
      decided_at: null,
      reason: null,
    });
  });

  it('When it sends a well-formed request, then it answers 201 pending and GET tells the same', async () => {
    const employer = await newEmployer();
    const body = await request(employer, {
      kra_pin: ' p051234567x ',
      nea_licence: 'NEA/PRA/123/2024',
    });
    const res = await t.call(employer, 'POST', '/employer/verification/', body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'pending',
      kra_pin: 'P051234567X',
      registration_number: 'PVT-AB1CD2E',
      nea_licence: 'NEA/PRA/123/2024',
      document: body.document,
      decided_at: null,
      reason: null,
    });
    expect(res.json().submitted_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    const got = await t.call(employer, 'GET', '/employer/verification/');
    expect(got.json()).toEqual(res.json());
  });

  it('When the formats are wrong, then each field gets its error and nothing is stored', async () => {
    const employer = await newEmployer();
    const document = await uploadTestFile(t, employer, 'verification_document');
    for (const kra_pin of ['P05123456X', 'B051234567X', 'P0512345678', 'P051234567XX', '']) {
      const res = await t.call(employer, 'POST', '/employer/verification/', {
        kra_pin,
        registration_number: 'CPR/2015/123456',
        document,
      });
      expect(res.statusCode, kra_pin).toBe(400);
      expect(Object.keys(res.json()), kra_pin).toEqual(['kra_pin']);
    }
    const bad = await t.call(employer, 'POST', '/employer/verification/', {
      kra_pin: 'A123',
      registration_number: '<script>',
      nea_licence: 'x'.repeat(100),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      kra_pin: [VERIFICATION_MESSAGES.kraPinInvalid],
      registration_number: [VERIFICATION_MESSAGES.registrationInvalid],
      nea_licence: [VERIFICATION_MESSAGES.neaInvalid],
      document: [VERIFICATION_MESSAGES.documentRequired],
    });
    const huge = await t.call(employer, 'POST', '/employer/verification/', {
      kra_pin: 'P'.repeat(100_000),
      registration_number: '9'.repeat(100_000),
      document: 'x'.repeat(100_000),
    });
    expect(huge.statusCode).toBe(400);
    const control = await t.call(employer, 'POST', '/employer/verification/', {
      kra_pin: 'P051234567X',
      registration_number: 'PVT-AB1\u0000CD2E',
      document,
    });
    expect(control.statusCode).toBe(400);
    expect(control.json()).toHaveProperty('registration_number');
    expect(await verificationRow(employer.id)).toBeUndefined();
  });

  it("When the document is not the employer's own verification upload, then it is a field error", async () => {
    const employer = await newEmployer();
    const other = await newEmployer('Other Co');
    const othersDocument = await uploadTestFile(t, other, 'verification_document');
    const logo = await uploadTestFile(t, employer, 'company_logo');
    for (const document of [
      othersDocument,
      logo,
      'media/verification_document/1/none_1.pdf',
      '../etc/passwd',
    ]) {
      const res = await t.call(employer, 'POST', '/employer/verification/', {
        kra_pin: 'P051234567X',
        registration_number: 'PVT-AB1CD2E',
        document,
      });
      expect(res.statusCode, document).toBe(400);
      expect(Object.keys(res.json())).toEqual(['document']);
    }
    expect(await verificationRow(employer.id)).toBeUndefined();
  });

  it('When a candidate or a visitor calls, then they are refused', async () => {
    expect((await t.call(candidate, 'GET', '/employer/verification/')).statusCode).toBe(403);
    expect((await t.call(null, 'GET', '/employer/verification/')).statusCode).toBe(401);
    const body = { kra_pin: 'P051234567X', registration_number: 'PVT-AB1CD2E', document: 'x.pdf' };
    expect((await t.call(candidate, 'POST', '/employer/verification/', body)).statusCode).toBe(403);
    expect((await t.call(null, 'POST', '/employer/verification/', body)).statusCode).toBe(401);
  });

  it('When a pending employer sends again, or sends twice at once, then one request counts and the rest answer 409', async () => {
    const employer = await newEmployer();
    const answers = await Promise.all([
      t.call(employer, 'POST', '/employer/verification/', await request(employer)),
      t.call(
        employer,
        'POST',
        '/employer/verification/',
        await request(employer, { kra_pin: 'A000000001B' }),
      ),
      t.call(
        employer,
        'POST',
        '/employer/verification/',
        await request(employer, { kra_pin: 'A000000002C' }),
      ),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    const kept = answers.find((a) => a.statusCode === 201)!.json();
    const again = await t.call(employer, 'POST', '/employer/verification/', await request(employer));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: VERIFICATION_MESSAGES.alreadyPending });
    expect((await verificationRow(employer.id))?.kra_pin).toBe(kept.kra_pin);
  });
});

describe('the admins decide', () => {
  it('When the pending list is asked, then admins see the requests oldest first with the e-mail signal; others are refused', async () => {
    const matching = await newEmployer('Kilimo Fresh Ltd', {
      website: 'https://www.kilimofresh.co.ke',
      companyEmail: 'hr@kilimofresh.co.ke',
    });
    const differing = await newEmployer('Quick Cash Jobs', {
      website: 'https://quickcashjobs.com',
      companyEmail: 'quickcashjobs@gmail.com',
    });
    await t.call(matching, 'POST', '/employer/verification/', await request(matching));
    await t.call(differing, 'POST', '/employer/verification/', await request(differing));

    const res = await t.call(admin, 'GET', '/admin/verifications/?status=pending');
    expect(res.statusCode, res.body).toBe(200);
    const results = res.json<{
      results: {
        employer_id: number;
        company_name: string;
        signals: { email_domain_matches_website: boolean };
      }[];
    }>().results;
    const ids = results.map((r) => r.employer_id);
    expect(ids.indexOf(matching.id)).toBeLessThan(ids.indexOf(differing.id));
    expect(results.find((r) => r.employer_id === matching.id)).toMatchObject({
      company_name: 'Kilimo Fresh Ltd',
      email: matching.email,
      company_email: 'hr@kilimofresh.co.ke',
      website: 'https://www.kilimofresh.co.ke',
      kra_pin: 'P051234567X',
      status: 'pending',
      signals: { email_domain_matches_website: true },
    });
    expect(results.find((r) => r.employer_id === differing.id)?.signals).toEqual({
      email_domain_matches_website: false,
    });

    const employer = await newEmployer();
    for (const user of [employer, candidate]) {
      expect((await t.call(user, 'GET', '/admin/verifications/')).statusCode).toBe(403);
    }
    expect((await t.call(null, 'GET', '/admin/verifications/')).statusCode).toBe(401);
    expect((await t.call(admin, 'GET', '/admin/verifications/?status=everything')).statusCode).toBe(400);
  });

  it('When an admin approves, then the employer is verified, audited, told in the app and by e-mail, and its jobs carry the badge', async () => {
    const employer = await newEmployer('Badge Bakers Ltd');
    const job = await addJob(t, {
      employerId: employer.id,
      jobTitle: 'Pastry Chef Badgeville',
      companyName: 'Badge Bakers Ltd',
    });
    await t.call(employer, 'POST', '/employer/verification/', await request(employer));
    const before = await t.call(null, 'GET', `/employer/public/jobs/${job.id}/`);
    expect(before.json().employer_verified).toBe(false);
    // The search answer is kept a few seconds: it is asked before the decision so the test sees it forgotten.
    await t.call(null, 'GET', '/jobs/search/?job_title=Pastry%20Chef%20Badgeville');

    const res = await t.call(admin, 'POST', `/admin/verifications/${employer.id}/decide/`, {
      decision: 'approve',
      reason: 'KRA PIN and certificate checked.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ employer_id: employer.id, status: 'verified' });

    const mine = (await t.call(employer, 'GET', '/employer/verification/')).json();
    expect(mine).toMatchObject({ status: 'verified', reason: 'KRA PIN and certificate checked.' });
    expect(mine.decided_at).toMatch(/^\d{4}-/);

    const audit = (await t.call(admin, 'GET', '/admin/audit/')).json<{
      results: Record<string, unknown>[];
    }>();
    expect(audit.results[0]).toMatchObject({
      admin_email: ADMIN_EMAIL,
      action: 'verification.approve',
      subject_type: 'employer',
      subject_id: employer.id,
      reason: 'KRA PIN and certificate checked.',
    });
    expect(await notificationsOf(employer)).toEqual([
      { type: 'verification', message: VERIFICATION_MESSAGES.approvedNotification },
    ]);
    await t.app.outbox.deliverDue();
    const mail = (await mailsTo(employer.email)).at(-1);
    expect(mail?.subject).toBe(VERIFICATION_MESSAGES.emailSubject);
    expect(mail?.text).toContain(VERIFICATION_MESSAGES.approvedNotification);

    // Every public job answer carries the badge: the job page, search, the company page and its jobs,
    // similar jobs; a job posted afterwards too.
    expect((await t.call(null, 'GET', `/employer/public/jobs/${job.id}/`)).json().employer_verified).toBe(
      true,
    );
    const search = await t.call(null, 'GET', '/jobs/search/?job_title=Pastry%20Chef%20Badgeville');
    expect(search.json().results).toEqual([expect.objectContaining({ id: job.id, employer_verified: true })]);
    expect((await t.call(null, 'GET', `/companies/${employer.id}/`)).json().employer_verified).toBe(true);
    const companyJobs = await t.call(null, 'GET', `/companies/${employer.id}/jobs/`);
    expect(companyJobs.json().results[0]).toMatchObject({ id: job.id, employer_verified: true });
    const sibling = await addJob(t, {
      employerId: employer.id,
      jobTitle: 'Pastry Chef Assistant',
      employerVerified: true,
    });
    const similar = await t.call(null, 'GET', `/jobs/${job.id}/similar/`);
    expect(similar.json().results).toContainEqual(
      expect.objectContaining({ id: sibling.id, employer_verified: true }),
    );
    const posted = await t.call(employer, 'POST', '/employer/jobs/', {
      job_title: 'Baker Badgeville',
      city: 'Nairobi',
      country: 'Kenya',
      location_type: 'on-site',
      working_period: 'full-time',
      job_type: 'PERMANENT',
      description: 'Bake bread.',
      industry: 'Retail',
      due_date: null,
      status: 'published',
    });
    expect(posted.json().employer_verified).toBe(true);
    const page = await t.app.inject({ method: 'GET', url: `/public/jobs/${job.id}/details` });
    expect(page.body).toContain('Verified employer');

    const verified = await t.call(employer, 'POST', '/employer/verification/', await request(employer));
    expect(verified.statusCode).toBe(409);
    expect(verified.json()).toEqual({ detail: VERIFICATION_MESSAGES.alreadyVerified });
    const twice = await t.call(admin, 'POST', `/admin/verifications/${employer.id}/decide/`, {
      decision: 'reject',
      reason: 'Changed my mind',
    });
    expect(twice.statusCode).toBe(409);
    expect((await verificationRow(employer.id))?.status).toBe('verified');
  });

  it('When an admin rejects, then the employer reads why, its jobs carry no badge, and it may send again', async () => {
    const employer = await newEmployer('Shady Recruiters');
    const job = await addJob(t, { employerId: employer.id });
    const first = await request(employer);
    await t.call(employer, 'POST', '/employer/verification/', first);
    const reason = 'The certificate is for another company.';
    const res = await t.call(admin, 'POST', `/admin/verifications/${employer.id}/decide/`, {
      decision: 'reject',
      reason,
    });
    expect(res.json()).toEqual({ employer_id: employer.id, status: 'rejected' });
    expect((await t.call(employer, 'GET', '/employer/verification/')).json()).toMatchObject({
      status: 'rejected',
      reason,
    });
    expect((await notificationsOf(employer)).at(-1)).toEqual({
      type: 'verification',
      message: VERIFICATION_MESSAGES.rejectedNotification(reason),
    });
    expect(VERIFICATION_MESSAGES.rejectedNotification(reason)).toBe(
      'Your employer verification was not approved: The certificate is for another company. You can correct it and send it again',
    );
    expect((await t.call(null, 'GET', `/employer/public/jobs/${job.id}/`)).json().employer_verified).toBe(
      false,
    );
    const rejected = await t.call(admin, 'GET', '/admin/verifications/?status=rejected');
    expect(rejected.json().results.map((r: { employer_id: number }) => r.employer_id)).toContain(employer.id);

    const again = await t.call(
      employer,
      'POST',
      '/employer/verification/',
      await request(employer, { registration_number: 'CPR/2015/123456' }),
    );
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toMatchObject({
      status: 'pending',
      reason: null,
      decided_at: null,
      registration_number: 'CPR/2015/123456',
    });
    const released = await rows<{ released: boolean }>(
      t.db,
      sql`select released_at is not null as released from uploads where s3_key = ${first.document}`,
    );
    expect(released).toEqual([{ released: true }]);
  });

  it('When a decision is malformed, names nobody who asked, or comes from no admin, then nothing changes', async () => {
    const employer = await newEmployer();
    await t.call(employer, 'POST', '/employer/verification/', await request(employer));
    const url = `/admin/verifications/${employer.id}/decide/`;
    const bad = await t.call(admin, 'POST', url, { decision: 'verify', reason: 'ok' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('decision');
    const noReason = await t.call(admin, 'POST', url, { decision: 'reject', reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toHaveProperty('reason');
    // The employer itself, another employer, a candidate: no admin.
    for (const user of [employer, await newEmployer(), candidate]) {
      expect((await t.call(user, 'POST', url, { decision: 'approve', reason: 'Me' })).statusCode).toBe(403);
    }
    expect((await t.call(null, 'POST', url, { decision: 'approve', reason: 'Me' })).statusCode).toBe(401);
    const unasked = await newEmployer();
    for (const id of [unasked.id, candidate.id, 99_999_999]) {
      const res = await t.call(admin, 'POST', `/admin/verifications/${id}/decide/`, {
        decision: 'approve',
        reason: 'ok',
      });
      expect(res.statusCode, String(id)).toBe(404);
    }
    expect(
      (await t.call(admin, 'POST', '/admin/verifications/abc/decide/', { decision: 'approve', reason: 'ok' }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await t.call(admin, 'POST', '/admin/verifications/99999999999/decide/', {
          decision: 'approve',
          reason: 'ok',
        })
      ).statusCode,
    ).toBe(400);
    expect((await verificationRow(employer.id))?.status).toBe('pending');
    expect(await notificationsOf(employer)).toEqual([]);
  });

  it('When two admins decide the same request at once, then one decision counts and one entry is audited', async () => {
    const employer = await newEmployer();
    await t.call(employer, 'POST', '/employer/verification/', await request(employer));
    const url = `/admin/verifications/${employer.id}/decide/`;
    const answers = await Promise.all([
      t.call(admin, 'POST', url, { decision: 'approve', reason: 'Fine' }),
      t.call(admin, 'POST', url, { decision: 'reject', reason: 'Fake' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const [entries] = await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from audit_log where subject_type = 'employer' and subject_id = ${employer.id}`,
    );
    expect(entries!.n).toBe(1);
    expect(await notificationsOf(employer)).toHaveLength(1);
  });
});

describe('who reads the document', () => {
  it('When the employer or an admin asks, then the document is signed; another employer, a candidate or a visitor get not found', async () => {
    const employer = await newEmployer();
    const body = await request(employer);
    await t.call(employer, 'POST', '/employer/verification/', body);
    const sign = (user: TestUser | null) =>
      t.call(user, 'GET', `/get-signed-media-url/?file_path=${encodeURIComponent(body.document)}`);
    expect((await sign(employer)).statusCode).toBe(200);
    expect((await sign(admin)).statusCode).toBe(200);
    for (const user of [await newEmployer(), candidate, null]) {
      expect((await sign(user)).statusCode).toBe(404);
    }
    expect(
      (
        await t.call(candidate, 'POST', '/generate-upload-signed-url/', {
          filename: 'papers.pdf',
          content_type: 'application/pdf',
          file_type: 'verification_document',
        })
      ).statusCode,
    ).toBe(403);
  });
});
