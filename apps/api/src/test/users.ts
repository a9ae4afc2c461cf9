import { randomUUID } from 'node:crypto';
import type { Role } from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { type Db, rows } from '../db/connect.ts';
import { candidateProfiles, employerProfiles, users } from '../db/schema.ts';
import { signAccessToken } from '../platform/auth-guard.ts';
import type { Mail } from '../platform/mailer.ts';
import type { TestApp } from './test-app.ts';

/**
 * The users of the API tests: signed-in users written straight to the tables (`createUser`), and
 * accounts made the way a visitor makes them, through sign-up and the mailed link.
 */

let counter = 0;

export interface TestUser {
  id: number;
  email: string;
  role: Role;
  /** `{ authorization: 'Bearer …' }` for app.inject. */
  headers: { authorization: string };
}

/** Creates a verified user with an empty profile of its role, and a valid access token for it. */
export async function createUser(
  t: Pick<TestApp, 'db' | 'config'>,
  role: Role,
  fields: { email?: string } = {},
): Promise<TestUser> {
  counter += 1;
  const email = fields.email ?? `${role}${counter}-${Date.now()}@example.com`;
  const db: Db = t.db;
  const [user] = await db.insert(users).values({ email, role, isVerified: true }).returning({ id: users.id });
  const id = user!.id;
  if (role === 'candidate')
    await db.insert(candidateProfiles).values({
      userId: id,
      fullName: 'Test Candidate',
      preferences: { industries: [], job_titles: [], locations: [] },
    });
  else await db.insert(employerProfiles).values({ userId: id, userName: 'Test Employer' });
  const token = await signAccessToken(t.config.jwtSecret, { id, role, sessionId: randomUUID() });
  return { id, email, role, headers: { authorization: `Bearer ${token}` } };
}

export const PASSWORD = 'Strong@123';

/** The body of a candidate's sign-up. */
export function signUpBody(email: string, password = PASSWORD) {
  return {
    user: { email, password, role: 'candidate', is_verified: false, is_active: true, is_admin: false },
    full_name: 'Amina Otieno',
  };
}

/** Signs a candidate up through `POST /signup/candidate/`, from `remoteAddress` and with `headers` if given. */
export const signUp = (
  t: Pick<TestApp, 'app'>,
  email: string,
  options: { remoteAddress?: string; headers?: Record<string, string> } = {},
) => t.app.inject({ method: 'POST', url: '/api/signup/candidate/', payload: signUpBody(email), ...options });

/** Signs up a candidate and opens the verification link; answers the login body to use. */
export async function verifiedCandidate(t: TestApp, email: string, remoteAddress = '127.0.0.1') {
  const res = await signUp(t, email, { remoteAddress });
  if (res.statusCode !== 201) throw new Error(res.body);
  const path = await linkPathTo(t, email, 'verify-email');
  const verified = await t.app.inject({ method: 'GET', url: `/api${path}/` });
  if (verified.statusCode !== 200) throw new Error(verified.body);
  return { email, password: PASSWORD };
}

/** The last mail queued for an address. */
export async function lastMailTo(t: Pick<TestApp, 'db'>, to: string): Promise<Mail | undefined> {
  const [row] = await rows<{ payload: Mail }>(
    t.db,
    sql`select payload from outbox where payload->>'to' = ${to} order by id desc limit 1`,
  );
  return row?.payload;
}

/** The `/verify-email/<uid>/<token>` (or reset) path of the link in the last mail to an address. */
export async function linkPathTo(
  t: Pick<TestApp, 'db'>,
  to: string,
  kind: 'verify-email' | 'password-reset-confirm',
) {
  const mail = await lastMailTo(t, to);
  const link = mail?.text.match(/https?:\/\/\S+/g)?.find((l) => l.includes(`/${kind}/`));
  if (!link) throw new Error(`no ${kind} link mailed to ${to}`);
  return new URL(link).pathname;
}

/** Logs in through `POST /auth/login/`, from `remoteAddress` if given. */
export const logIn = (t: Pick<TestApp, 'app'>, email: string, password: string, remoteAddress?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    payload: { email, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
