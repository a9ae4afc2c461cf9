import { sql } from 'drizzle-orm';
import { rows } from '../../db/connect.ts';
import type { Mail } from '../../platform/mailer.ts';
import type { TestApp } from '../../test/test-app.ts';

/** Helpers of the account tests: the last mail queued for an address, and the path of its link. */
export async function lastMailTo(t: TestApp, to: string): Promise<Mail | undefined> {
  const [row] = await rows<{ payload: Mail }>(
    t.db,
    sql`select payload from outbox where payload->>'to' = ${to} order by id desc limit 1`,
  );
  return row?.payload;
}

/** The `/verify-email/<uid>/<token>` (or reset) path of the link in the last mail to an address. */
export async function linkPathTo(t: TestApp, to: string, kind: 'verify-email' | 'password-reset-confirm') {
  const mail = await lastMailTo(t, to);
  const link = mail?.text.match(/https?:\/\/\S+/g)?.find((l) => l.includes(`/${kind}/`));
  if (!link) throw new Error(`no ${kind} link mailed to ${to}`);
  return new URL(link).pathname;
}

export const PASSWORD = 'Strong@123';

export function signUpBody(email: string, password = PASSWORD) {
  return {
    user: { email, password, role: 'candidate', is_verified: false, is_active: true, is_admin: false },
    full_name: 'Amina Otieno',
  };
}

/** Signs up a candidate and opens the verification link; answers the login body to use. */
export async function verifiedCandidate(t: TestApp, email: string, remoteAddress = '127.0.0.1') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/signup/candidate/',
    payload: signUpBody(email),
    remoteAddress,
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  const path = await linkPathTo(t, email, 'verify-email');
  const verified = await t.app.inject({ method: 'GET', url: `/api${path}/` });
  if (verified.statusCode !== 200) throw new Error(verified.body);
  return { email, password: PASSWORD };
}
