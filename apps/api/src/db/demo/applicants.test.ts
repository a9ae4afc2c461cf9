import { randomUUID } from 'node:crypto';
import type { ApplicantsPage, EmployerJobPage, Shortlist } from '@kweli/shared';
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
  const [demo] = await t.db.select().from(users).where(eq(users.email, DEMO_LOGINS[0].email));
  headers = {
    authorization: `Bearer ${await signAccessToken(t.config.jwtSecret, { id: demo!.id, role: 'employer', sessionId: randomUUID() })}`,
  };
});
afterAll(async () => t.close());

describe('the demo employer', () => {
  it('When the demo data is loaded, then its jobs have applicants at every review status and a shortlist', async () => {
    const get = async <T>(url: string) => (await t.app.inject({ method: 'GET', url, headers })).json<T>();
    const jobs = (await get<EmployerJobPage>('/api/employer/jobs/list/')).results;
    const statuses: string[] = [];
    for (const job of jobs) {
      const page = await get<ApplicantsPage>(`/api/applications/for_job/?job_id=${job.id}`);
      expect(page.count).toBe(job.applicants_count);
      statuses.push(...page.results.map((a) => a.review_status));
    }
    expect(new Set(statuses)).toEqual(new Set(['pending', 'reviewed', 'shortlisted', 'rejected']));
    const shortlist = await get<Shortlist>('/api/applications/shortlisted/');
    expect(shortlist.count).toBe(1);
  });
});
