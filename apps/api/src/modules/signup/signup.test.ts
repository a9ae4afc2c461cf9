import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { lastMailTo, linkPathTo, PASSWORD, signUpBody } from '../../test/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/signup/candidate/ and /api/signup/employer/', () => {
  it('When a candidate signs up, then an unverified candidate with a profile exists and a verification mail is queued', async () => {
    const res = await t.call(null, 'POST', '/signup/candidate/', {
      ...signUpBody('Amina@Example.com'),
      user: { ...signUpBody('Amina@Example.com').user, is_verified: true, is_admin: true, is_active: false },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email: 'amina@example.com', role: 'candidate' });
    const [user] = await rows<{
      id: number;
      is_verified: boolean;
      is_active: boolean;
      is_admin: boolean;
      password_hash: string;
    }>(
      t.db,
      sql`select id, is_verified, is_active, is_admin, password_hash from users where email = 'amina@example.com'`,
    );
    expect(user).toMatchObject({ is_verified: false, is_active: true, is_admin: false });
    expect(user!.password_hash).toMatch(/^\$argon2id\$/);
    const [profile] = await rows<{ full_name: string }>(
      t.db,
      sql`select full_name from candidate_profiles where user_id = ${user!.id}`,
    );
    expect(profile?.full_name).toBe('Amina Otieno');
    const mail = await lastMailTo(t, 'amina@example.com');
    expect(mail?.subject).toContain('Kweli Jobs');
    expect(mail?.text).toContain('http://localhost:3000/verify-email/');
    expect(mail?.text).toContain('valid for 3 days');
    expect(mail?.html).toContain('href="http://localhost:3000/verify-email/');
  });

  it('When a visitor reading Swahili signs up, then the account keeps Swahili (issue 25 item 1); a language not ours is refused', async () => {
    const body = signUpBody('msomaji@example.com');
    const res = await t.call(null, 'POST', '/signup/candidate/', {
      ...body,
      user: { ...body.user, language: 'sw' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [user] = await rows<{ language: string }>(
      t.db,
      sql`select language from users where email = 'msomaji@example.com'`,
    );
    expect(user).toEqual({ language: 'sw' });
    const other = signUpBody('lugha-nyingine@example.com');
    const refused = await t.call(null, 'POST', '/signup/candidate/', {
      ...other,
      user: { ...other.user, language: 'fr' },
    });
    expect(refused.statusCode).toBe(400);
    const none = await rows(t.db, sql`select 1 from users where email = 'lugha-nyingine@example.com'`);
    expect(none).toEqual([]);
  });

  it('When an employer signs up, then the employer profile keeps the user and company names', async () => {
    const res = await t.call(null, 'POST', '/signup/employer/', {
      user: { email: 'hr@acme.co.ke', password: PASSWORD, role: 'employer' },
      user_name: 'Acme HR',
      company_name: 'Acme Ltd',
    });
    expect(res.statusCode).toBe(201);
    const [profile] = await rows<{ user_name: string; company_name: string; role: string }>(
      t.db,
      sql`select p.user_name, p.company_name, u.role from employer_profiles p join users u on u.id = p.user_id
          where u.email = 'hr@acme.co.ke'`,
    );
    expect(profile).toEqual({ user_name: 'Acme HR', company_name: 'Acme Ltd', role: 'employer' });
  });

  it('When the e-mail is taken in another casing, then the documented error answers and nothing is added', async () => {
    await t.call(null, 'POST', '/signup/candidate/', signUpBody('taken@example.com'));
    const before = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from users`);
    const res = await t.call(null, 'POST', '/signup/employer/', {
      user: { email: 'TAKEN@example.com', password: PASSWORD },
      user_name: 'Someone',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      'user.email': ['A user with this email already exists. Please log in or use "Forgot Password".'],
    });
    expect(await rows<{ n: number }>(t.db, sql`select count(*)::int as n from users`)).toEqual(before);
  });

  it('When fields are missing or weak, then each field answers its message and nothing is added', async () => {
    const before = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from users`);
    const res = await t.call(null, 'POST', '/signup/employer/', {
      user: { email: 'x@example.com', password: 'short' },
      user_name: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      'user.password': [
        'Password must be at least 8 characters long and include an uppercase letter, a number, and a special character',
      ],
      user_name: ['User Name is required'],
    });
    expect(await rows<{ n: number }>(t.db, sql`select count(*)::int as n from users`)).toEqual(before);
  });
});

describe('GET /api/verify-email/:uidb64/:token/', () => {
  it('When the link is opened, then the account is verified; a second use answers 404', async () => {
    await t.call(null, 'POST', '/signup/candidate/', signUpBody('verify@example.com'));
    const path = await linkPathTo(t, 'verify@example.com', 'verify-email');
    const first = await t.app.inject({ method: 'GET', url: `/api${path}/` });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBeTruthy();
    // The address comes back, for the login page to fill in (issue 27 item 10).
    expect(first.json().email).toBe('verify@example.com');
    const [user] = await rows<{ is_verified: boolean }>(
      t.db,
      sql`select is_verified from users where email = 'verify@example.com'`,
    );
    expect(user?.is_verified).toBe(true);
    const second = await t.app.inject({ method: 'GET', url: `/api${path}/` });
    expect(second.statusCode).toBe(404);
    expect(second.json().detail).toBeTruthy();
  });

  it('When the link has expired, then 400 says so and the account stays unverified', async () => {
    await t.call(null, 'POST', '/signup/candidate/', signUpBody('late@example.com'));
    const path = await linkPathTo(t, 'late@example.com', 'verify-email');
    await t.db.execute(sql`update one_time_tokens set expires_at = now() - interval '1 minute'`);
    const res = await t.app.inject({ method: 'GET', url: `/api${path}/` });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain('expired');
    const [user] = await rows<{ is_verified: boolean }>(
      t.db,
      sql`select is_verified from users where email = 'late@example.com'`,
    );
    expect(user?.is_verified).toBe(false);
  });

  it('When the uid is not a user id or the token is wrong, then 400 or 404 answers', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/verify-email/!!/abc/' });
    expect(bad.statusCode).toBe(400);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/verify-email/MQ/not-a-token/' });
    expect(unknown.statusCode).toBe(404);
  });

  it('When a new link is asked for, then the old one stops working and the new one verifies', async () => {
    await t.call(null, 'POST', '/signup/candidate/', signUpBody('again@example.com'));
    const old = await linkPathTo(t, 'again@example.com', 'verify-email');
    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/verify-email/resend/',
      payload: { email: 'again@example.com' },
    });
    expect(resend.statusCode).toBe(200);
    const fresh = await linkPathTo(t, 'again@example.com', 'verify-email');
    expect(fresh).not.toBe(old);
    expect((await t.app.inject({ method: 'GET', url: `/api${old}/` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api${fresh}/` })).statusCode).toBe(200);
  });

  it('When a re-send is asked for an unknown address, then the answer is the same and no mail is queued', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/verify-email/resend/',
      payload: { email: 'nobody@example.com' },
    });
    expect(res.statusCode).toBe(200);
    expect(await lastMailTo(t, 'nobody@example.com')).toBeUndefined();
  });
});
