import { randomUUID } from 'node:crypto';
import type { NotificationPage } from '@kweli/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../../platform/auth-guard.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { users } from '../schema.ts';
import { DEMO_LOGINS, loadDemoData } from './index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await loadDemoData(t.db);
});
afterAll(async () => t.close());

async function get<T>(email: string, url: string): Promise<T> {
  const [user] = await t.db.select().from(users).where(eq(users.email, email));
  const token = await signAccessToken(t.config.jwtSecret, {
    id: user!.id,
    role: user!.role,
    sessionId: randomUUID(),
  });
  return (
    await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })
  ).json<T>();
}

describe('the demo notifications', () => {
  it('When the demo data is loaded, then both demo logins have notifications, the two newest unread', async () => {
    for (const { role, email } of DEMO_LOGINS) {
      const page = await get<NotificationPage>(email, `/api/notifications/${role}-dashboard/`);
      expect(page.count).toBeGreaterThan(0);
      const unread = await get<{ count: number }>(email, `/api/notifications/${role}/unread-count/`);
      expect(unread.count).toBe(Math.min(2, page.count));
      expect(page.results.slice(0, unread.count).every((n) => !n.is_read)).toBe(true);
      // They keep their facts like real ones: a Swahili reader gets them in Swahili (decision 105).
      const swahili = await get<NotificationPage>(email, `/api/notifications/${role}-dashboard/?language=sw`);
      expect(swahili.results[0]?.message).not.toBe(page.results[0]?.message);
    }
  });
});
