import { randomUUID } from 'node:crypto';
import type { Role } from '@kweli/shared';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAlert } from '../modules/alerts/test-alerts.ts';
import { applicationMessages } from '../modules/applications/schema.ts';
import { addApplication } from '../modules/applications/test-applications.ts';
import { refreshTokens, users } from '../modules/auth/schema.ts';
import { updateCandidateProfile } from '../modules/candidates/test-candidates.ts';
import { addJob } from '../modules/jobs/test-jobs.ts';
import { uploadTestFile } from '../modules/media/test-uploads.ts';
import { notifications } from '../modules/notifications/schema.ts';
import { dataExports } from '../modules/privacy/schema.ts';
import { hashPassword } from '../platform/passwords.ts';
import { createUser, type TestUser } from '../test/users.ts';
import { authorizationMatrix, type Fixtures, type MatrixEntry, OWNER_PASSWORD } from './matrix.ts';
import {
  addInterviewFixtures,
  createRoutedTestApp,
  databaseSnapshot,
  MATRIX_ADMIN_EMAIL,
  type RoutedTestApp,
} from './routes-app.ts';

/**
 * Every route the app registers is in the matrix, and every protected one refuses callers who may not
 * use it as docs/product/rules.md "The server is ours" says: 401 without a valid session, 403 for the other
 * role, 404 for another user's object; and none of those refusals changes anything in the database.
 */
let t: RoutedTestApp;
const owners = {} as Record<Role, TestUser>;
const intruders = {} as Record<Role, TestUser>;
let admin: TestUser;
let fixtures: Fixtures;
const tokens = {} as { expired: string; forged: string };

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const other: Record<Role, Role> = { candidate: 'employer', employer: 'candidate' };
const encoder = new TextEncoder();

async function call(key: string, entry: MatrixEntry, authorization?: string) {
  const method = key.split(' ')[0] as Method;
  const shape = entry.request!(fixtures);
  return t.app.inject({
    method,
    url: shape.url,
    headers: authorization ? { authorization } : {},
    ...(shape.body === undefined ? {} : { payload: shape.body as object }),
  });
}

/** Who may make the call: the owning user of its role, the owning candidate for any signed-in user. */
const ownerOf = (entry: MatrixEntry): TestUser =>
  entry.access === 'admin'
    ? admin
    : entry.access === 'signed-in'
      ? owners.candidate
      : owners[entry.access as Role];

beforeAll(async () => {
  t = await createRoutedTestApp();
  for (const role of ['candidate', 'employer'] as const) {
    owners[role] = await createUser(t, role);
    intruders[role] = await createUser(t, role);
  }
  admin = await createUser(t, 'employer', { email: MATRIX_ADMIN_EMAIL });
  const as = (user: TestUser, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });

  // In the talent pool, so that the owning employer can save them.
  await updateCandidateProfile(t, owners.candidate.id, {
    firstName: 'Owning',
    lastName: 'Candidate',
    visibleToEmployers: true,
  });
  const draft = await addJob(t, { employerId: owners.employer.id, status: 'draft', publishedAt: null });
  const open = await addJob(t, { employerId: owners.employer.id });
  const application = await as(owners.candidate, 'POST', '/api/applications/', {
    job: open.id,
    cover_letter: 'Mine',
  });
  const work = await as(owners.candidate, 'POST', '/api/work-experiences/', {
    company_name: 'Mine',
    job_title: 'Mine',
  });
  const education = await as(owners.candidate, 'POST', '/api/educations/', {
    institution_name: 'Mine',
    course: 'Mine',
  });
  for (const [user, url, payload] of [
    [owners.candidate, '/api/candidate/saved-jobs/', { job_id: open.id }],
    [owners.employer, '/api/talent/saved/', { candidate_id: owners.candidate.id }],
  ] as const) {
    const saved = await as(user, 'POST', url, payload);
    expect(saved.statusCode, `${url}: ${saved.body}`).toBeLessThan(300);
  }
  // A submitted application to another of the employer's jobs, for the employer's review.
  const reviewed = await addJob(t, { employerId: owners.employer.id });
  const submitted = await addApplication(t, {
    jobId: reviewed.id,
    candidateId: owners.candidate.id,
    coverLetter: 'Mine',
    cv: 'cv/mine.pdf',
    submissionStatus: 'submitted',
    submittedAt: new Date(),
  });
  // The employer's message the candidate has not read: reading the thread must leave it unread.
  await t.db.insert(applicationMessages).values({
    applicationId: submitted.id,
    senderRole: 'employer',
    senderId: owners.employer.id,
    body: 'Mine',
  });
  const [notification] = await t.db
    .insert(notifications)
    .values({ userId: owners.candidate.id, type: 'new_job_post', message: 'Mine' })
    .returning();
  // Account settings ask for the password, and list and end sessions (issue 23 item 1).
  await t.db
    .update(users)
    .set({ passwordHash: await hashPassword(OWNER_PASSWORD) })
    .where(eq(users.id, owners.candidate.id));
  const sessionId = randomUUID();
  await t.db.insert(refreshTokens).values({
    userId: owners.candidate.id,
    familyId: sessionId,
    tokenHash: `fixture-${sessionId}`,
    expiresAt: new Date(Date.now() + 24 * 3600 * 1000),
  });
  const exportId = randomUUID();
  await t.db.insert(dataExports).values({ id: exportId, userId: owners.candidate.id });
  const held = await addJob(t, { employerId: owners.employer.id, status: 'in_review', publishedAt: null });
  const closable = await addJob(t, { employerId: owners.employer.id });
  const alertId = await addAlert(t, owners.candidate.id);
  const interviewFixtures = await addInterviewFixtures(t, owners.candidate.id, owners.employer.id);
  fixtures = {
    sessionId,
    exportId,
    jobId: draft.id,
    openJobId: open.id,
    applicationId: application.json().id,
    submittedApplicationId: submitted.id,
    workExperienceId: work.json().id,
    educationId: education.json().id,
    notificationId: notification!.id,
    alertId,
    candidateId: owners.candidate.id,
    heldJobId: held.id,
    verificationDocument: await uploadTestFile(t, owners.employer, 'verification_document'),
    employerId: owners.employer.id,
    closableJobId: closable.id,
    suspendableEmployerId: (await createUser(t, 'employer')).id,
    ...interviewFixtures,
  };
  for (const [name, value] of Object.entries(fixtures))
    expect(
      Number.isInteger(value) ||
        ['sessionId', 'exportId', 'verificationDocument', 'invitedSlot'].includes(name),
      `fixture ${name} was made`,
    ).toBe(true);

  // Each user's first signed-in call of the day counts for their streak; made now, so that the checks
  // below change nothing the snapshot would see.
  for (const user of [...Object.values(owners), ...Object.values(intruders), admin])
    await as(user, 'GET', '/api/verify-token/');

  const now = Math.floor(Date.now() / 1000);
  tokens.expired = await new SignJWT({ role: 'candidate' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(owners.candidate.id))
    .setIssuedAt(now - 3600)
    .setExpirationTime(now - 60)
    .sign(encoder.encode(t.config.jwtSecret));
  tokens.forged = await new SignJWT({ role: 'candidate' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(owners.candidate.id))
    .setIssuedAt()
    .setExpirationTime(now + 600)
    .sign(encoder.encode('not-the-server-secret-but-long-enough-to-sign'));
});
afterAll(async () => t?.close());

const protectedEntries = Object.entries(authorizationMatrix).filter(([, entry]) => entry.access !== 'public');

describe('the matrix', () => {
  it('When the app registers its routes, then every one has an entry in the matrix', () => {
    const missing = t.routes.filter((route) => !(route in authorizationMatrix));
    expect(
      missing,
      `routes without an entry in apps/api/src/security/matrix.ts: ${missing.join(', ')}`,
    ).toEqual([]);
  });

  it('When the matrix names a route, then the app has it (no stale entries)', () => {
    const stale = Object.keys(authorizationMatrix).filter((key) => !t.routes.includes(key));
    expect(stale, `matrix entries for routes the app does not have: ${stale.join(', ')}`).toEqual([]);
  });

  it('When an endpoint is protected, then its entry says how to call it', () => {
    const without = protectedEntries.filter(([, entry]) => !entry.request).map(([key]) => key);
    expect(without).toEqual([]);
  });
});

describe('refusals', () => {
  let before: Record<string, string>;
  beforeAll(async () => {
    before = await databaseSnapshot(t.db);
  });

  it.each(protectedEntries)(
    '%s: no token, an expired token or a forged one answers 401',
    async (key, entry) => {
      for (const [what, authorization] of [
        ['no token', undefined],
        ['expired token', `Bearer ${tokens.expired}`],
        ['forged signature', `Bearer ${tokens.forged}`],
        ['not a JWT', 'Bearer not-a-token'],
      ] as const) {
        const res = await call(key, entry, authorization);
        expect(res.statusCode, `${key} with ${what}: ${res.body}`).toBe(401);
        expect(res.json(), `${key} with ${what}`).toHaveProperty('detail');
      }
    },
  );

  it.each(
    protectedEntries.filter(([, entry]) => entry.access === 'candidate' || entry.access === 'employer'),
  )('%s: the other role answers 403', async (key, entry) => {
    const wrong = intruders[other[entry.access as Role]];
    const res = await call(key, entry, wrong.headers.authorization);
    expect(res.statusCode, `${key} as ${wrong.role}: ${res.body}`).toBe(403);
    expect(res.json()).toHaveProperty('detail');
  });

  it.each(protectedEntries.filter(([, entry]) => entry.access === 'admin'))(
    '%s: an account of either role that is no admin answers 403',
    async (key, entry) => {
      for (const user of [...Object.values(owners), ...Object.values(intruders)]) {
        const res = await call(key, entry, user.headers.authorization);
        expect(res.statusCode, `${key} as ${user.role} ${user.id}: ${res.body}`).toBe(403);
        expect(res.json()).toHaveProperty('detail');
      }
    },
  );

  it.each(protectedEntries.filter(([, entry]) => entry.owned))(
    "%s: another user's object answers 404",
    async (key, entry) => {
      const intruder = entry.access === 'signed-in' ? intruders.candidate : intruders[entry.access as Role];
      const res = await call(key, entry, intruder.headers.authorization);
      expect(res.statusCode, `${key} by another ${intruder.role}: ${res.body}`).toBe(404);
      expect(res.json()).toHaveProperty('detail');
    },
  );

  it('When every refusal has been answered, then nothing in the database changed', async () => {
    expect(await databaseSnapshot(t.db)).toEqual(before);
  });
});

/**
 * What a GET may write, and why (docs/architecture.md "No GET writes"): the record of who saw a
 * candidate's data (issue 23 item 5: the access is the thing recorded, as a log would) and a candidate's
 * stored recommendations (decision 103: a kept answer, computed on the first read).
 */
const WRITTEN_BY_READS = ['data_views', 'recommendation_lists', 'recommended_jobs'];

describe('reads', () => {
  it('When the right user makes every GET of the matrix, then nothing in the database changes but the records of reads', async () => {
    const before = await databaseSnapshot(t.db);
    for (const [key, entry] of protectedEntries.filter(([key]) => key.startsWith('GET '))) {
      const res = await call(key, entry, ownerOf(entry).headers.authorization);
      expect(res.statusCode, `${key} as its owner: ${res.body}`).toBeLessThan(300);
    }
    const after = await databaseSnapshot(t.db);
    for (const table of WRITTEN_BY_READS) {
      expect(after, `${table} is no table of the database`).toHaveProperty(table);
      delete before[table];
      delete after[table];
    }
    expect(after).toEqual(before);
  });
});

describe('the owners', () => {
  // After the refusals: these calls change data. Deletions go last so that every call finds its object,
  // and the erasure of the owning candidate's account last of all.
  const erasure = 'DELETE /api/account/';
  const ordered = [
    ...protectedEntries.filter(([key]) => !key.startsWith('DELETE')),
    ...protectedEntries.filter(([key]) => key.startsWith('DELETE') && key !== erasure),
    ...protectedEntries.filter(([key]) => key === erasure),
  ];
  it('When the right user makes each call of the matrix, then it succeeds (so the refusals above are real)', async () => {
    for (const [key, entry] of ordered) {
      const res = await call(key, entry, ownerOf(entry).headers.authorization);
      expect(res.statusCode, `${key} as its owner: ${res.body}`).toBeLessThan(300);
    }
  });
});
