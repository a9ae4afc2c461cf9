import { TEXT_MESSAGES } from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../db/connect.ts';
import { addJob } from '../modules/jobs/test-jobs.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createUser, signUpBody, type TestUser } from '../test/users.ts';

/**
 * Issue 20, item 6: NUL, the other control characters and the bidirectional overrides answer a 400
 * field error with the shared message, on every route, where a NUL used to reach PostgreSQL (500).
 */
let t: TestApp;
let candidate: TestUser;
const refused = (field: string) => ({ [field]: [TEXT_MESSAGES.hiddenCharacters] });

beforeAll(async () => {
  t = await createTestApp();
  candidate = await createUser(t, 'candidate');
});
afterAll(async () => t.close());

describe('hidden characters', () => {
  it.each(['city', 'country', 'q'])(
    'When the job search gets %%00 in %s, then it answers 400 naming the field',
    async (name) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/jobs/search/?${name}=Nai%00robi` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refused(name));
    },
  );

  it('When a sign-up carries a NUL in the e-mail and a bidi override in the name, then both fields are named and no account is made', async () => {
    const body = signUpBody('amina\u0000@example.com');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/signup/candidate/',
      payload: { ...body, full_name: 'Amina \u202Eonetio' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ...refused('user.email'), ...refused('full_name') });
    const [count] = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from users`);
    expect(count?.n).toBe(1);
  });

  it('When a login carries a NUL in the e-mail or the password, then it answers 400 naming the field', async () => {
    const email = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: 'a\u0000@example.com', password: 'Strong@123' },
    });
    expect(email.statusCode).toBe(400);
    expect(email.json()).toEqual(refused('email'));
    const password = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: 'a@example.com', password: 'Strong@123\u0000' },
    });
    expect(password.json()).toEqual(refused('password'));
  });

  it('When a line break is in a one-line field it is refused, and in a multi-line field it is kept', async () => {
    const employer = await createUser(t, 'employer');
    const job = await addJob(t, { employerId: employer.id });
    const cover = 'Dear team,\n\n\tI would like to apply.\r\nAmina';
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/applications/',
      headers: candidate.headers,
      payload: { job: job.id, cover_letter: cover },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().cover_letter).toBe(cover);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/applications/',
      headers: candidate.headers,
      payload: { job: job.id, cover_letter: 'Hello \u2067there' },
    });
    expect(bad.json()).toEqual(refused('cover_letter'));
    const oneLine = await t.app.inject({
      method: 'POST',
      url: '/api/work-experiences/',
      headers: candidate.headers,
      payload: { company_name: 'Safaricom\nPLC', job_title: 'Engineer' },
    });
    expect(oneLine.statusCode).toBe(400);
    expect(oneLine.json()).toEqual(refused('company_name'));
  });

  it('When an uploaded file name carries control and bidi characters, then the stored name is cleaned of them', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/generate-upload-signed-url/',
      headers: candidate.headers,
      payload: { filename: 'my\u0000 cv\u202E\u0007.pdf', content_type: 'application/pdf', file_type: 'cv' },
    });
    expect(res.statusCode).toBe(200);
    const [upload] = await rows<{ original_name: string }>(
      t.db,
      sql`select original_name from uploads where s3_key = ${res.json().s3_key}`,
    );
    expect(upload?.original_name).toBe('my cv.pdf');
  });

  it('When a web page address carries such characters in its query, then the page still opens', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/?utm_source=%E2%80%AEnews%00' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });
});
