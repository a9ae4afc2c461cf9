import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { lastMailTo, linkPathTo, logIn, PASSWORD, verifiedCandidate } from '../../test/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const NEW_PASSWORD = 'Fresh@2025';
const confirm = (path: string, body: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/api${path}/`, payload: body });
const login = (email: string, password: string) => logIn(t, email, password);

async function resetLink(email: string) {
  await t.app.inject({ method: 'POST', url: '/api/password-reset/', payload: { email } });
  return linkPathTo(t, email, 'password-reset-confirm');
}

describe('POST /api/password-reset-confirm/:uidb64/:token/', () => {
  it('When the link from the mail is used, then the password changes, old sessions end, and the link works once', async () => {
    await verifiedCandidate(t, 'reset@example.com');
    const session = (await login('reset@example.com', PASSWORD)).json();
    const path = await resetLink('reset@example.com');
    const mail = await lastMailTo(t, 'reset@example.com');
    expect(mail?.text).toContain('valid for 1 hour');
    expect(mail?.subject).toContain('Kweli Jobs');
    const res = await confirm(path, { new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect((await login('reset@example.com', PASSWORD)).statusCode).toBe(400);
    expect((await login('reset@example.com', NEW_PASSWORD)).statusCode).toBe(200);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: session.refresh },
    });
    expect(refresh.statusCode).toBe(401);
    // Every access token of the account made before the reset is refused too (issue 20, item 4).
    const who = await t.app.inject({
      method: 'GET',
      url: '/api/verify-token/',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(who.statusCode).toBe(401);
    const twice = await confirm(path, { new_password1: 'Other@2025', new_password2: 'Other@2025' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().detail).toBe('This password reset link is invalid or has expired.');
  });

  it('When the link has expired, then 400 answers and the password stays', async () => {
    await verifiedCandidate(t, 'slow@example.com');
    const path = await resetLink('slow@example.com');
    await t.db.execute(sql`update one_time_tokens set expires_at = now() - interval '1 second'`);
    const res = await confirm(path, { new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect((await login('slow@example.com', PASSWORD)).statusCode).toBe(200);
  });

  it('When the new password is weak or does not match, then the field messages answer and the link still works', async () => {
    await verifiedCandidate(t, 'weak@example.com');
    const path = await resetLink('weak@example.com');
    const weak = await confirm(path, { new_password1: 'password1#', new_password2: 'password1#' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({
      new_password1: [
        'Password must be at least 8 characters long and include an uppercase letter, a number, and a special character',
      ],
    });
    const mismatch = await confirm(path, { new_password1: NEW_PASSWORD, new_password2: 'Fresh@2026' });
    expect(mismatch.json()).toEqual({ new_password2: ['Passwords do not match'] });
    expect(
      (await confirm(path, { new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('When the new password has a special character that sign-up accepts (#), then reset accepts it too', async () => {
    await verifiedCandidate(t, 'jambo@example.com');
    const path = await resetLink('jambo@example.com');
    const res = await confirm(path, { new_password1: 'Jambo#2025x', new_password2: 'Jambo#2025x' });
    expect(res.statusCode).toBe(200);
    expect((await login('jambo@example.com', 'Jambo#2025x')).statusCode).toBe(200);
  });

  it('When the uid or token is made up, then 400 answers', async () => {
    const body = { new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD };
    expect((await confirm('/password-reset-confirm/%%%/abc', body)).statusCode).toBe(400);
    expect((await confirm('/password-reset-confirm/MQ/abc', body)).statusCode).toBe(400);
  });

  it('When a reset link of one user is used with another user id, then it is refused', async () => {
    await verifiedCandidate(t, 'owner@example.com');
    const { email } = await verifiedCandidate(t, 'intruder@example.com');
    const path = await resetLink('owner@example.com');
    const [, , , token] = path.split('/');
    const intruderId = Buffer.from(String(await idOf(email))).toString('base64url');
    const res = await confirm(`/password-reset-confirm/${intruderId}/${token}`, {
      new_password1: NEW_PASSWORD,
      new_password2: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
  });
});

async function idOf(email: string): Promise<number> {
  const [user] = await rows<{ id: number }>(t.db, sql`select id from users where email = ${email}`);
  return user!.id;
}
