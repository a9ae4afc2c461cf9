import { randomUUID } from 'node:crypto';
import type { ApplicationPage, SavedJobPage } from '@kweli/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../../platform/auth-guard.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { users } from '../schema.ts';
import { DEMO_LOGINS, loadDemoData } from './index.ts';

let t: TestApp;
let headers: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  await loadDemoData(t.db);
  const [demo] = await t.db.select().from(users).where(eq(users.email, DEMO_LOGINS[1].email));
  headers = {
    authorization: `Bearer ${await signAccessToken(t.config.jwtSecret, { id: demo!.id, role: 'candidate', sessionId: randomUUID() })}`,
  };
});
afterAll(async () => t.close());

describe('the demo candidate', () => {
  it('When the demo data is loaded, then the candidate has applications at each stage, a draft and saved jobs', async () => {
    const get = async <T>(url: string) => (await t.app.inject({ method: 'GET', url, headers })).json<T>();
    const submitted = await get<ApplicationPage>('/api/applications/?submission_status=submitted');
    expect(submitted.results.map((a) => a.review_status).sort()).toEqual([
      'pending',
      'reviewed',
      'shortlisted',
    ]);
    const drafts = await get<ApplicationPage>('/api/applications/?submission_status=draft');
    expect(drafts.count).toBe(1);
    const saved = await get<SavedJobPage>('/api/candidate/saved-jobs/');
    expect(saved.count).toBe(3);
  });
});
