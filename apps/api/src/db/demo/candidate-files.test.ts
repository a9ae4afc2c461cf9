import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../platform/storage/local.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { users } from '../schema.ts';
import { simplePdf } from './candidate-files.ts';
import { DEMO_LOGINS, loadDemoData } from './index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await loadDemoData(t.db, { storage: createLocalStorage(t.config) });
});
afterAll(async () => t.close());

describe('demo candidates', () => {
  it('When a PDF is made, then it is a well-formed PDF whose cross-reference points at its objects', () => {
    const pdf = simplePdf(['Achieng Otieno', 'Software (Engineer)']).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    const xref = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
    const first = Number(/0000000000 65535 f \n(\d{10})/.exec(pdf)?.[1]);
    expect(pdf.slice(first, first + 7)).toBe('1 0 obj');
  });

  it('When the demo candidate signs in, then the profile is complete with a readable CV and recommendations', async () => {
    const [user] = await t.db.select().from(users).where(eq(users.email, DEMO_LOGINS[1].email));
    const { signAccessToken } = await import('../../platform/auth-guard.ts');
    const headers = {
      authorization: `Bearer ${await signAccessToken(t.config.jwtSecret, { id: user!.id, role: 'candidate', sessionId: randomUUID() })}`,
    };
    const profile = (await t.app.inject({ method: 'GET', url: '/api/candidate-profile/', headers })).json();
    expect(profile).toMatchObject({ first_name: 'Achieng', is_complete: true });
    expect(profile.work_experiences.length).toBeGreaterThan(0);
    expect(profile.educations.length).toBeGreaterThan(0);
    expect(profile.link_1).toMatchObject({ platform: 'LinkedIn' });
    const signed = await t.app.inject({
      method: 'GET',
      url: `/api/get-signed-media-url/?file_path=${encodeURIComponent(profile.cv_file)}`,
      headers,
    });
    const file = await t.app.inject({ method: 'GET', url: signed.json().url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const jobs = (
      await t.app.inject({ method: 'GET', url: '/api/recommendations/recommended/', headers })
    ).json();
    expect(jobs.length).toBeGreaterThan(5);
    expect(jobs[0].match_reasons.length).toBeGreaterThan(0);
  });
});
