import { randomUUID } from 'node:crypto';
import type { Role } from '@kweli/shared';
import type { Db } from '../db/connect.ts';
import { candidateProfiles, employerProfiles, users } from '../db/schema.ts';
import { signAccessToken } from '../platform/auth-guard.ts';
import type { TestApp } from './test-app.ts';

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
