import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { escapeHtml } from '../../platform/html.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, lastMailTo, PASSWORD } from '../../test/users.ts';
import { authTexts } from '../auth/index.ts';
import { createRetention } from './retention.ts';
import { privacyTexts } from './texts.ts';

/**
 * The privacy e-mails in the reader's language (issue 25 item 1): the export's link, the inactivity warning
 * and the goodbye of an erased account, in Swahili for a Swahili reader and as before in English.
 */
let t: TestApp;
const sw = privacyTexts('sw');
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function swahiliCandidate() {
  const user = await createUser(t, 'candidate');
  await t.db
    .update(users)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(sql`${users.id} = ${user.id}`);
  await t.db.execute(sql`update users set language = 'sw' where id = ${user.id}`);
  return user;
}

function expectSwahili(
  mail: { subject: string; text: string; html: string } | undefined,
  subject: string,
  lines: string[],
) {
  expect(mail?.subject).toBe(subject);
  for (const line of [authTexts('sw')('frame.hello'), ...lines, 'Timu ya Kweli Jobs']) {
    expect(mail?.text).toContain(line);
    expect(mail?.html.replaceAll('&#8203;', '')).toContain(escapeHtml(line));
  }
}

describe('privacy e-mails in the reader language', () => {
  it('When a Swahili reader asks for their data, then the e-mail that it is ready is in Swahili', async () => {
    const me = await swahiliCandidate();
    expect((await t.call(me, 'POST', '/privacy/export/')).statusCode).toBeLessThan(300);
    await t.app.outbox.deliverDue();
    expectSwahili(await lastMailTo(t, me.email), sw('exportReady.subject'), [
      sw('exportReady.ready'),
      sw('exportReady.download', { count: 7 }),
    ]);
    expect((await lastMailTo(t, me.email))?.html).toContain(escapeHtml(sw('exportReady.action')));
  });

  it('When an inactive Swahili reader is warned, then the warning is in Swahili; an English reader gets the English one', async () => {
    const me = await swahiliCandidate();
    const english = await createUser(t, 'candidate');
    const months = t.config.retentionInactiveMonths;
    const warnAt = new Date();
    warnAt.setUTCMonth(warnAt.getUTCMonth() + months);
    await createRetention({ db: t.db, config: t.config }).runNow(
      new Date(warnAt.getTime() - 29 * 86_400_000),
    );
    expectSwahili(await lastMailTo(t, me.email), sw('inactivity.subject', { count: 30 }), [
      sw('inactivity.unused', { count: months }),
      sw('inactivity.ifNothing', { count: 30 }),
      sw('inactivity.download'),
    ]);
    const mail = await lastMailTo(t, english.email);
    expect(mail?.subject).toBe('Your Kweli Jobs account will be deleted in 30 days');
    expect(mail?.text).toContain(`You have not used your Kweli Jobs account for almost ${months} months.`);
  });

  it('When a Swahili reader deletes their account, then the goodbye is in Swahili', async () => {
    const me = await swahiliCandidate();
    const deleted = await t.call(me, 'DELETE', '/account/', { password: PASSWORD });
    expect(deleted.statusCode, deleted.body).toBe(202);
    expectSwahili(await lastMailTo(t, me.email), sw('goodbye.subject'), [
      sw('goodbye.deleted'),
      sw('goodbye.newAccount'),
      sw('goodbye.notYou'),
    ]);
  });
});
