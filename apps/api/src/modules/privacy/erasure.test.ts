import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { APPLICATION_MESSAGES, ERASURE_MESSAGES } from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  createUser,
  linkPathTo,
  logIn,
  PASSWORD,
  signUpBody,
  type TestUser,
  verifiedCandidate,
} from '../../test/users.ts';
import { addAlert } from '../alerts/test-alerts.ts';
import { submitApplication } from '../applications/test-applications.ts';
import { updateEmployerProfile } from '../employers/test-employers.ts';
import { addJob } from '../jobs/test-jobs.ts';
import { uploadTestFile } from '../media/test-uploads.ts';

/**
 * Erasure (issue 23 item 3): after DELETE /account/ nothing personal of the person is left in any table
 * or in storage, every session ends, the login is refused, and the employer keeps an anonymised
 * application that still counts.
 */
let t: TestApp;
let employer: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  employer = await createUser(t, 'employer');
  await updateEmployerProfile(t, employer.id, { companyName: 'Safaricom', city: 'Nairobi' });
});
afterAll(async () => {
  await t.close();
});

interface Signed extends TestUser {
  refresh: string;
}

/** A candidate signed up and logged in the way a visitor does: a real session with a refresh token. */
async function signedInCandidate(email: string): Promise<Signed> {
  await verifiedCandidate(t, email);
  const login = await logIn(t, email, PASSWORD);
  expect(login.statusCode, login.body).toBe(200);
  const { token, refresh } = login.json() as { token: string; refresh: string };
  const [user] = await rows<{ id: number }>(t.db, sql`select id from users where email = ${email}`);
  return { id: user!.id, email, role: 'candidate', headers: { authorization: `Bearer ${token}` }, refresh };
}

/** An employer signed up and verified the way a visitor does (so it has a password). */
async function verifiedEmployer(email: string) {
  const { user } = signUpBody(email);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/signup/employer/',
    payload: { user: { ...user, role: 'employer' }, user_name: 'Owner', company_name: '' },
  });
  expect(res.statusCode, res.body).toBe(201);
  const verified = await t.app.inject({
    method: 'GET',
    url: `/api${await linkPathTo(t, email, 'verify-email')}/`,
  });
  expect(verified.statusCode).toBe(200);
}

/** Every text and JSON column of every table of the database (information_schema), as text. */
async function tablesHolding(needle: string): Promise<string[]> {
  const columns = await rows<{ table_name: string; column_name: string }>(
    t.db,
    sql`select c.table_name, c.column_name from information_schema.columns c
        join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name
        where c.table_schema = 'public' and tb.table_type = 'BASE TABLE'
          and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY', 'USER-DEFINED', 'tsvector')`,
  );
  expect(columns.length).toBeGreaterThan(40);
  const found: string[] = [];
  for (const { table_name, column_name } of columns) {
    const [hit] = await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from ${sql.identifier(table_name)}
          where strpos(lower(${sql.identifier(column_name)}::text), lower(${needle})) > 0`,
    );
    if (hit!.n > 0) found.push(`${table_name}.${column_name}`);
  }
  return found;
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

describe('DELETE /api/account/', () => {
  it('When a candidate deletes their account, then no personal field is left in any table or in storage, sessions end, the login is refused, and the employer keeps an anonymised application that counts', async () => {
    const email = 'zawadi.erase@example.com';
    const phone = '+254799123456';
    const me = await signedInCandidate(email);
    const cv = await uploadTestFile(t, me, 'cv');
    const picture = await uploadTestFile(t, me, 'profile_picture');
    const saved = await t.call(me, 'PATCH', '/candidate-profile/', {
      first_name: 'Zawadi',
      last_name: 'Wanjirukamau',
      phone,
      date_of_birth: '1994-02-03',
      cv_file: cv,
      profile_picture: picture,
      link_1: { platform: 'LinkedIn', url: 'https://linkedin.com/in/zawadi-wanjirukamau' },
      visible_to_employers: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await t.call(me, 'POST', '/work-experiences/', { company_name: 'Equity Bank', job_title: 'Analyst' });
    const school = await t.call(me, 'POST', '/educations/', {
      institution_name: 'Moi University',
      course: 'BSc',
    });
    await uploadTestFile(t, me, 'education_certificate', { educationId: school.json().id });
    const job = await addJob(t, { employerId: employer.id, jobTitle: 'Data Analyst' });
    const other = await addJob(t, { employerId: employer.id, jobTitle: 'Clerk' });
    const applicationCv = await uploadTestFile(t, me, 'application_cv');
    const sent = await t.call(me, 'POST', '/applications/', {
      job: job.id,
      cv: applicationCv,
      cover_letter: `Call Zawadi Wanjirukamau on ${phone}`,
      submission_status: 'submitted',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const applicationId = sent.json().id as number;
    await t.call(me, 'POST', '/applications/', { job: other.id, cover_letter: 'Draft by Zawadi' });
    await t.call(me, 'POST', '/candidate/saved-jobs/', { job_id: job.id });
    await addAlert(t, me.id, { query: { job_title: 'Analyst' } });
    await t.call(employer, 'POST', `/applications/${applicationId}/open/`);
    await t.call(employer, 'PATCH', `/applications/${applicationId}/update-status/`, {
      review_status: 'shortlisted',
    });
    // A conversation (issue 28 item 4): the words of both sides name the person.
    for (const [who, body] of [
      [me, `Zawadi here: call me on ${phone}`],
      [employer, 'Dear Zawadi Wanjirukamau, can you start on Monday?'],
    ] as const) {
      const message = await t.call(who, 'POST', `/applications/${applicationId}/messages/`, { body });
      expect(message.statusCode, message.body).toBe(201);
    }
    const talent = await t.call(employer, 'POST', '/talent/saved/', { candidate_id: me.id });
    expect(talent.statusCode, talent.body).toBeLessThan(300);
    const exported = await t.call(me, 'POST', '/privacy/export/');
    await t.app.outbox.deliverDue();
    const exportId = exported.json().id as string;
    await logIn(t, email, 'a wrong password');
    const needles = [email, phone, 'Zawadi', 'Wanjirukamau', 'Amina Otieno'];
    expect(await tablesHolding('Wanjirukamau')).not.toEqual([]);
    const storage = join(t.config.dataDir, 'files');
    const before = filesUnder(storage);
    expect(before.length).toBeGreaterThanOrEqual(5);

    const deleted = await t.call(me, 'DELETE', '/account/', { password: PASSWORD });
    expect(deleted.statusCode, deleted.body).toBe(202);
    expect(deleted.json()).toEqual({ message: ERASURE_MESSAGES.deleted });
    // The goodbye e-mail is sent, and then forgotten.
    await t.app.outbox.deliverDue();

    for (const needle of needles) expect(await tablesHolding(needle), needle).toEqual([]);
    const left = filesUnder(storage);
    for (const file of left) {
      const text = readFileSync(file).toString('latin1');
      for (const needle of needles)
        expect(`${file} ${text}`.includes(needle), `${file} holds ${needle}`).toBe(false);
    }
    expect(left.filter((f) => before.includes(f))).toEqual([]);

    // Sessions end at once, the login and the refresh are refused, the old export is gone.
    expect((await t.call(me, 'GET', '/account/')).statusCode).toBe(401);
    expect((await t.call(me, 'GET', `/privacy/export/${exportId}/`)).statusCode).toBe(401);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: me.refresh },
    });
    expect(refreshed.statusCode).toBe(401);
    expect((await logIn(t, email, PASSWORD)).statusCode).toBe(400);

    // The employer keeps the application: status and dates, "Deleted candidate", nothing else.
    const seen = await t.call(
      employer,
      'GET',
      `/applications/${applicationId}/?include_candidate_profile=true`,
    );
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toMatchObject({
      review_status: 'shortlisted',
      cover_letter: '',
      cv: null,
      candidate_details: { name: APPLICATION_MESSAGES.deletedCandidate, email: '', phone: '', link_1: null },
    });
    expect(seen.json().submitted_at).toBe(sent.json().submitted_at);
    const list = await t.call(employer, 'GET', `/applications/for_job/?job_id=${job.id}`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().count).toBe(1);
    const [counted] = await rows<{ applicants_count: number }>(
      t.db,
      sql`select applicants_count from jobs where id = ${job.id}`,
    );
    expect(counted!.applicants_count).toBe(1);
    // The conversation keeps its dates and sides, no words; the export names nobody.
    const thread = await t.call(employer, 'GET', `/applications/${applicationId}/messages/`);
    expect(thread.json().results.map((m: { erased: boolean; body: string }) => [m.erased, m.body])).toEqual([
      [true, ''],
      [true, ''],
    ]);
    const csv = await t.call(employer, 'GET', `/applications/for_job/export.csv?job_id=${job.id}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(APPLICATION_MESSAGES.deletedCandidate);
    for (const needle of needles) expect(csv.body).not.toContain(needle);
    // The files are gone for the employer too.
    const signed = await t.call(
      employer,
      'GET',
      `/get-signed-media-url/?file_path=${encodeURIComponent(cv)}`,
    );
    expect(signed.statusCode).toBe(404);
  });

  it('When the password is wrong or missing, then 400 and nothing is erased; without a session 401', async () => {
    const me = await signedInCandidate('wrong.password@example.com');
    const wrong = await t.call(me, 'DELETE', '/account/', { password: 'not-it-at-all' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().password).toBeDefined();
    const missing = await t.call(me, 'DELETE', '/account/', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().password).toEqual([ERASURE_MESSAGES.passwordRequired]);
    expect((await t.call(me, 'GET', '/account/')).statusCode).toBe(200);
    expect((await t.call(null, 'DELETE', '/account/', { password: PASSWORD })).statusCode).toBe(401);
  });

  it('When a stolen session guesses the password, then the guesses count as failed logins and are cut off with 429', async () => {
    const me = await signedInCandidate('guessed.password@example.com');
    const codes: number[] = [];
    for (let i = 0; i < 12; i++)
      codes.push((await t.call(me, 'DELETE', '/account/', { password: `Guess@${i}xx` })).statusCode);
    expect(codes.slice(0, t.config.rateLimits.loginPerAccount)).toEqual(
      Array(t.config.rateLimits.loginPerAccount).fill(400),
    );
    expect(codes.at(-1)).toBe(429);
    expect((await t.call(me, 'GET', '/account/')).statusCode).toBe(200);
  });

  it('When two deletions race, then both answer 202 and the person is erased once', async () => {
    const me = await signedInCandidate('racing.delete@example.com');
    const answers = await Promise.all([
      t.call(me, 'DELETE', '/account/', { password: PASSWORD }),
      t.call(me, 'DELETE', '/account/', { password: PASSWORD }),
    ]);
    const codes = answers.map((a) => a.statusCode).sort();
    // The second either erased nothing (202) or was refused as signed out (401) or had no password left (400).
    expect(codes[0]).toBe(202);
    const [user] = await rows<{ erased: boolean; email: string }>(
      t.db,
      sql`select erased_at is not null as erased, email from users where id = ${me.id}`,
    );
    expect(user).toEqual({ erased: true, email: `erased-${me.id}@erased.invalid` });
    const goodbyes = await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from outbox where payload->>'to' = ${me.email}`,
    );
    expect(goodbyes[0]!.n).toBeLessThanOrEqual(1);
  });

  it('When an account without a password deletes itself, then only a sign-in of the last minutes confirms it', async () => {
    const google = await createUser(t, 'candidate');
    await t.db.execute(
      sql`update users set password_hash = null, google_sub = 'g-123' where id = ${google.id}`,
    );
    // createUser's session has no recorded start: it is not a fresh sign-in.
    const stale = await t.call(google, 'DELETE', '/account/', {});
    expect(stale.statusCode).toBe(403);
    expect(stale.json().detail).toBe(ERASURE_MESSAGES.signInAgain);
    const sessionId = JSON.parse(
      Buffer.from(google.headers.authorization.split('.')[1]!, 'base64url').toString(),
    ).sid as string;
    await t.db.execute(
      sql`insert into account_sessions (family_id, user_id, created_at) values (${sessionId}, ${google.id}, now() - interval '11 minutes')`,
    );
    expect((await t.call(google, 'DELETE', '/account/', {})).statusCode).toBe(403);
    await t.db.execute(sql`update account_sessions set created_at = now() where family_id = ${sessionId}`);
    expect((await t.call(google, 'DELETE', '/account/', {})).statusCode).toBe(202);
  });

  it('When an employer deletes its account, then its open jobs close, their applicants are told, and nothing personal of the employer is left', async () => {
    await verifiedEmployer('kobo.owner@example.com');
    const login = await logIn(t, 'kobo.owner@example.com', PASSWORD);
    const [row] = await rows<{ id: number }>(
      t.db,
      sql`select id from users where email = 'kobo.owner@example.com'`,
    );
    const owner: TestUser = {
      id: row!.id,
      email: 'kobo.owner@example.com',
      role: 'employer',
      headers: { authorization: `Bearer ${login.json().token}` },
    };
    await updateEmployerProfile(t, owner.id, {
      companyName: 'Kobo Safaris',
      userName: 'Baraka Mwangangi',
      phoneNumber1: '+254711222333',
      companyEmail: 'hr.kobo@example.com',
    });
    const job = await addJob(t, {
      employerId: owner.id,
      jobTitle: 'Tour Guide',
      companyName: 'Kobo Safaris',
    });
    const applicant = await createUser(t, 'candidate');
    await submitApplication(t, applicant, job.id);
    const deleted = await t.call(owner, 'DELETE', '/account/', { password: PASSWORD });
    expect(deleted.statusCode, deleted.body).toBe(202);
    await t.app.outbox.deliverDue();
    const [closed] = await rows<{ status: string }>(t.db, sql`select status from jobs where id = ${job.id}`);
    expect(closed!.status).toBe('closed');
    const told = await t.call(applicant, 'GET', '/notifications/candidate-dashboard/');
    expect(JSON.stringify(told.json())).toContain('Tour Guide at Kobo Safaris was withdrawn');
    for (const needle of [
      'kobo.owner@example.com',
      'Baraka Mwangangi',
      '+254711222333',
      'hr.kobo@example.com',
    ])
      expect(await tablesHolding(needle), needle).toEqual([]);
    expect((await logIn(t, 'kobo.owner@example.com', PASSWORD)).statusCode).toBe(400);
  });

  it("When another user's export is asked for after its owner deleted the account, then 404", async () => {
    const owner = await signedInCandidate('export.owner@example.com');
    const asked = await t.call(owner, 'POST', '/privacy/export/');
    await t.app.outbox.deliverDue();
    await t.call(owner, 'DELETE', '/account/', { password: PASSWORD });
    const stranger = await createUser(t, 'candidate');
    expect((await t.call(stranger, 'GET', `/privacy/export/${asked.json().id}/`)).statusCode).toBe(404);
  });
});
