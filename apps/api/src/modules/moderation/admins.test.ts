import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../admin-command.ts';
import { users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, PASSWORD, signUpBody, type TestUser, verifiedCandidate } from '../../test/users.ts';
import { recordDecision } from './audit.ts';

/**
 * Who is an admin (issue 22 item 1): a verified account listed in ADMIN_EMAILS or granted with
 * `npm run admin -- grant`; nothing a user sends makes one.
 */
let t: TestApp;
let listed: TestUser;
let employer: TestUser;
let candidate: TestUser;

const me = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/admin/me/', headers });
const login = async (email: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    payload: { email, password: PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { authorization: `Bearer ${res.json<{ token: string }>().token}` };
};

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'Moderator@Kweli.test, unverified@kweli.test' });
  listed = await createUser(t, 'employer', { email: 'moderator@kweli.test' });
  employer = await createUser(t, 'employer');
  candidate = await createUser(t, 'candidate');
});
afterAll(async () => t?.close());

describe('admins', () => {
  it('When a verified account is listed in ADMIN_EMAILS (any case), then /admin/me/ answers it', async () => {
    const res = await me(listed.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: listed.id, email: 'moderator@kweli.test' });
  });

  it('When an account is not an admin, then every admin call answers 403; without a session 401', async () => {
    for (const user of [employer, candidate]) {
      for (const url of ['/api/admin/me/', '/api/admin/audit/']) {
        const res = await t.app.inject({ method: 'GET', url, headers: user.headers });
        expect(res.statusCode, `${url} as ${user.role}`).toBe(403);
      }
    }
    expect((await me()).statusCode).toBe(401);
  });

  it('When a listed account is not verified, then it is not an admin', async () => {
    const unverified = await createUser(t, 'candidate', { email: 'unverified@kweli.test' });
    await t.db.update(users).set({ isVerified: false }).where(eq(users.id, unverified.id));
    expect((await me(unverified.headers)).statusCode).toBe(403);
  });

  it('When a sign-up body claims admin flags or an admin role, then it grants nothing', async () => {
    const email = 'claims-admin@example.com';
    const body = signUpBody(email);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/signup/candidate/',
      payload: {
        ...body,
        is_admin: true,
        role: 'admin',
        user: { ...body.user, is_admin: true, is_staff: true },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.db.select({ isAdmin: users.isAdmin }).from(users).where(eq(users.email, email));
    expect(row?.isAdmin).toBe(false);

    const roleAdmin = await t.app.inject({
      method: 'POST',
      url: '/api/signup/employer/',
      payload: {
        ...signUpBody('role-admin@example.com'),
        user: { ...signUpBody('role-admin@example.com').user, role: 'admin' },
      },
    });
    // The role is checked: 'admin' is no role a sign-up can ask for.
    expect(roleAdmin.statusCode).toBe(400);
    const made = await t.db.select().from(users).where(eq(users.email, 'role-admin@example.com'));
    expect(made).toEqual([]);
  });

  it('When a verified user sends admin flags in a profile body, then it is still no admin', async () => {
    const { email } = await verifiedCandidate(t, 'profile-admin@example.com');
    const headers = await login(email);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/candidate-profile/',
      headers,
      payload: { first_name: 'Amina', is_admin: true, user: { is_admin: true } },
    });
    expect(res.statusCode).toBeLessThan(500);
    expect((await me(headers)).statusCode).toBe(403);
  });

  it('When `npm run admin -- grant EMAIL` runs, then the account is an admin; revoke takes it back', async () => {
    const { email } = await verifiedCandidate(t, 'granted@example.com');
    const headers = await login(email);
    expect((await me(headers)).statusCode).toBe(403);
    expect(await runAdminCommand(t.db, ['grant', 'Granted@Example.com'])).toMatchObject({ code: 0 });
    expect((await me(headers)).statusCode).toBe(200);
    expect(await runAdminCommand(t.db, ['revoke', email])).toMatchObject({ code: 0 });
    expect((await me(headers)).statusCode).toBe(403);
    expect(await runAdminCommand(t.db, ['grant', 'nobody@example.com'])).toMatchObject({ code: 1 });
    expect(await runAdminCommand(t.db, ['promote', email])).toMatchObject({ code: 2 });
    expect(await runAdminCommand(t.db, ['grant'])).toMatchObject({ code: 2 });
  });
});

describe('GET /admin/audit/', () => {
  it('When admins decided, then the log lists who, what, about what, when and why, newest first', async () => {
    const admin = { id: listed.id, email: 'moderator@kweli.test' };
    await recordDecision(t.db, admin, {
      action: 'job.remove',
      subjectType: 'job',
      subjectId: 7,
      reason: 'Asks for a fee',
    });
    await recordDecision(t.db, admin, {
      action: 'employer.suspend',
      subjectType: 'employer',
      subjectId: employer.id,
      reason: 'Fake company',
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/audit/', headers: listed.headers });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<{ count: number; next: string | null; results: Record<string, unknown>[] }>();
    expect(page.count).toBe(2);
    expect(page.next).toBeNull();
    expect(page.results.map((r) => r.action)).toEqual(['employer.suspend', 'job.remove']);
    expect(page.results[1]).toMatchObject({
      admin_id: listed.id,
      admin_email: 'moderator@kweli.test',
      subject_type: 'job',
      subject_id: 7,
      reason: 'Asks for a fee',
    });
    expect(Date.parse(page.results[1]!.created_at as string)).not.toBeNaN();
  });
});
