import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../../platform/auth-guard.ts';
import { createFileStorage } from '../../platform/storage/create.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { employerProfiles, jobs, users } from '../schema.ts';
import { DEMO_LOGINS, loadDemoData } from './index.ts';

/** The demo companies: complete profiles with real logos, published jobs and drafts. */
let t: TestApp;
let headers: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  await loadDemoData(t.db, { storage: createFileStorage(t.config).storage });
  const [user] = await t.db.select().from(users).where(eq(users.email, DEMO_LOGINS[0].email));
  headers = {
    authorization: `Bearer ${await signAccessToken(t.config.jwtSecret, { id: user!.id, role: 'employer', sessionId: randomUUID() })}`,
  };
});
afterAll(async () => t.close());

describe('the demo employers', () => {
  it('When the demo data is loaded, then every company has a complete profile and a logo', async () => {
    const profiles = await t.db.select().from(employerProfiles);
    expect(profiles.length).toBeGreaterThan(20);
    for (const p of profiles) {
      expect([p.companyName, p.industry, p.city, p.country].every(Boolean), p.companyName).toBe(true);
      expect(p.companyLogo).toMatch(/^media\/company_logo\/\d+\/.+\.png$/);
    }
    const logoOf = new Map(profiles.map((p) => [p.userId, p.companyLogo]));
    for (const job of await t.db.select().from(jobs)) {
      expect(job.companyLogo, job.jobTitle).toBe(logoOf.get(job.employerId));
    }
  });

  it("When a visitor opens a demo company's logo, then it is resized like an upload: a real JPEG and WebP widths", async () => {
    const profile = (await t.app.inject({ method: 'GET', url: '/api/employer-profile/', headers })).json();
    expect(profile.is_complete).toBe(true);
    const signed = await t.app.inject({
      method: 'GET',
      url: `/api/get-signed-media-url/?file_path=${encodeURIComponent(profile.company_logo)}`,
    });
    expect(signed.statusCode).toBe(200);
    const file = await t.app.inject({ method: 'GET', url: signed.json().url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('image/jpeg');
    expect(file.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const [webp] = signed.json().sources;
    expect(webp.type).toBe('image/webp');
    const small = await t.app.inject({ method: 'GET', url: webp.srcset.split(' ')[0] });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });

  it('When the demo employer opens the dashboard and the drafts, then both have jobs carrying the logo', async () => {
    const jobs = (await t.app.inject({ method: 'GET', url: '/api/employer/jobs/list/', headers })).json()
      .results;
    expect(jobs.length).toBeGreaterThan(5);
    expect(jobs[0].company_logo).toMatch(/^media\/company_logo\//);
    const drafts = (await t.app.inject({ method: 'GET', url: '/api/employer/jobs/drafts/', headers })).json();
    expect(drafts.length).toBeGreaterThanOrEqual(1);
  });
});
