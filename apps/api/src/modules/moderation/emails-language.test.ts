import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeHtml } from '../../platform/html.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, lastMailTo, type TestUser } from '../../test/users.ts';
import { authTexts } from '../auth/index.ts';
import { moderationTexts } from './texts.ts';

/**
 * The suspension e-mails in the employer's language (issue 25 item 1): suspended and reinstated, in
 * Swahili for a Swahili reader, as before in English.
 */
let t: TestApp;
let admin: TestUser;
const ADMIN_EMAIL = 'moderator-language@kweli.test';
const sw = moderationTexts('sw');
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: ADMIN_EMAIL });
  admin = await createUser(t, 'candidate', { email: ADMIN_EMAIL });
});
afterAll(async () => t.close());

describe('suspension e-mails in the reader language', () => {
  it('When a Swahili employer is suspended and reinstated, then both e-mails are in Swahili; an English one reads as before', async () => {
    const swahili = await createUser(t, 'employer');
    const english = await createUser(t, 'employer');
    await t.db.execute(sql`update users set language = 'sw' where id = ${swahili.id}`);
    for (const employer of [swahili, english]) {
      const res = await t.call(admin, 'POST', `/admin/employers/${employer.id}/suspend/`, {
        reason: 'Asks candidates for fees.',
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const suspended = await lastMailTo(t, swahili.email);
    expect(suspended?.subject).toBe(sw('suspension.subject'));
    for (const line of [
      authTexts('sw')('frame.hello'),
      sw('suspension.suspended', { reason: 'Asks candidates for fees' }),
      sw('suspension.whileSuspended'),
      sw('suspension.mistake'),
    ]) {
      expect(suspended?.text).toContain(line);
      expect(suspended?.html.replaceAll('&#8203;', '')).toContain(escapeHtml(line));
    }
    const told = await lastMailTo(t, english.email);
    expect(told?.subject).toBe('Your Kweli Jobs employer account');
    expect(told?.text).toContain(
      'Your employer account on Kweli Jobs has been suspended by our moderators. Their reason: Asks candidates for fees.',
    );

    const lifted = await t.call(admin, 'POST', `/admin/employers/${swahili.id}/unsuspend/`, {
      reason: 'Resolved.',
    });
    expect(lifted.statusCode, lifted.body).toBe(200);
    const back = await lastMailTo(t, swahili.email);
    expect(back?.text).toContain(sw('suspension.lifted'));
    expect(back?.text).toContain(sw('suspension.jobsStayClosed'));
  });
});
