import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeHtml } from '../../platform/html.ts';
import type { Mail } from '../../platform/mailer.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { lastMailTo, PASSWORD, signUpBody, verifiedCandidate } from '../../test/users.ts';
import { noAccountEmail, passwordRemovedEmail } from './emails.ts';
import { authTexts } from './texts.ts';

/**
 * The account e-mails in the recipient's language (issue 25 item 1): a Swahili reader's e-mail is the
 * Swahili catalogue's (subject, text and HTML), an English one the texts it always had.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const sw = authTexts('sw');
const en = authTexts('en');
const readsSwahili = (email: string) =>
  t.db.execute(sql`update users set language = 'sw' where email = ${email}`);
const login = async (email: string, password = PASSWORD) =>
  (await t.call(null, 'POST', '/auth/login/', { email, password })).json() as { token: string };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The mail's subject is the text, its plain and HTML bodies hold each line and the sign-off. */
function expectWritten(mail: Mail | undefined, subject: string, lines: string[], closing: string) {
  expect(mail?.subject).toBe(subject);
  for (const line of [...lines, ...closing.split('\n')]) {
    expect(mail?.text).toContain(line);
    // The HTML escapes the line and breaks what would read as an address (a zero-width space after a dot).
    expect(mail?.html.replaceAll('&#8203;', '')).toContain(escapeHtml(line));
  }
}

describe('account e-mails in the recipient language', () => {
  it('When a Swahili reader asks for a new verification link, then it is in Swahili; an English reader gets the English one', async () => {
    for (const [email, language] of [
      ['verify-sw@example.com', 'sw'],
      ['verify-en@example.com', 'en'],
    ] as const) {
      await t.call(null, 'POST', '/signup/candidate/', signUpBody(email));
      if (language === 'sw') await readsSwahili(email);
      await t.call(null, 'POST', '/verify-email/resend/', { email });
      const texts = authTexts(language);
      expectWritten(
        await lastMailTo(t, email),
        texts('verify.subject'),
        [texts('frame.helloName', { name: 'Amina Otieno' }), texts('verify.welcome'), texts('verify.notYou')],
        texts('frame.signOff'),
      );
    }
    expect((await lastMailTo(t, 'verify-en@example.com'))?.subject).toBe(
      'Verify your e-mail address for Kweli Jobs',
    );
    expect((await lastMailTo(t, 'verify-sw@example.com'))?.text).toContain(
      sw('frame.linkValidDays', { count: 3 }),
    );
  });

  it('When a Swahili reader asks for a password reset, then the link comes in Swahili', async () => {
    await verifiedCandidate(t, 'reset-sw@example.com');
    await readsSwahili('reset-sw@example.com');
    await t.call(null, 'POST', '/password-reset/', { email: 'reset-sw@example.com' });
    const mail = await lastMailTo(t, 'reset-sw@example.com');
    expectWritten(
      mail,
      sw('reset.subject'),
      [sw('frame.hello'), sw('reset.asked'), sw('frame.linkValidHours', { count: 1 }), sw('reset.notYou')],
      sw('frame.signOff'),
    );
    expect(mail?.html).toContain(sw('frame.chooseNewPassword'));
  });

  it('When a Swahili reader changes password and e-mail address, then each of the three e-mails is in Swahili', async () => {
    const { email } = await verifiedCandidate(t, 'settings-sw@example.com');
    await readsSwahili(email);
    const { token } = await login(email);
    await t.call({ headers: bearer(token) }, 'POST', '/account/password/', {
      current_password: PASSWORD,
      new_password1: 'Another@2025',
      new_password2: 'Another@2025',
    });
    expectWritten(
      await lastMailTo(t, email),
      sw('passwordChanged.subject'),
      [sw('passwordChanged.changed'), sw('passwordChanged.notYou'), sw('frame.itWasYou')],
      sw('frame.signOff'),
    );
    const asked = await t.call({ headers: bearer(token) }, 'POST', '/account/email/', {
      new_email: 'settings-sw-new@example.com',
      password: 'Another@2025',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expectWritten(
      await lastMailTo(t, email),
      sw('emailChangeRequested.subject'),
      [sw('emailChangeRequested.asked', { newEmail: 'settings-sw-new@example.com' })],
      sw('frame.signOff'),
    );
    const confirmMail = await lastMailTo(t, 'settings-sw-new@example.com');
    expectWritten(
      confirmMail,
      sw('emailChangeConfirm.subject'),
      [sw('emailChangeConfirm.asked'), sw('frame.linkValidHours', { count: 24 })],
      sw('frame.signOff'),
    );
    const link = confirmMail?.text.match(/https?:\/\/\S+\/confirm-email\/(\S+)\/(\S+)/);
    const done = await t.call(null, 'POST', '/account/email/confirm/', { uidb64: link![1], token: link![2] });
    expect(done.statusCode, done.body).toBe(200);
    expectWritten(
      await lastMailTo(t, email),
      sw('emailChanged.subject'),
      [sw('emailChanged.changed', { newEmail: 'settings-sw-new@example.com' }), sw('emailChanged.notYou')],
      sw('frame.signOff'),
    );
  });

  it('When the password-removed and no-account e-mails are written in Swahili, then every line is the catalogue; in English they are unchanged', () => {
    const removed = passwordRemovedEmail('a@example.com', 'https://kweli.test/password-reset', 'sw');
    expectWritten(
      removed,
      sw('passwordRemoved.subject'),
      [sw('passwordRemoved.signedIn'), sw('passwordRemoved.removed'), sw('passwordRemoved.setItAgain')],
      sw('frame.signOff'),
    );
    expect(removed.html).toContain(sw('frame.copyAddress', { link: '' }).trim());
    const none = noAccountEmail('b@example.com', 'https://kweli.test/', 'sw');
    expectWritten(
      none,
      sw('noAccount.subject'),
      [sw('noAccount.asked'), sw('noAccount.another')],
      sw('frame.signOff'),
    );
    const english = passwordRemovedEmail('a@example.com', 'https://kweli.test/password-reset');
    expect(english.subject).toBe('A password was removed from your Kweli Jobs account');
    expect(english.text.endsWith('\n— Kweli Jobs')).toBe(true);
    expect(english.html).toContain(
      'Or copy this address into your browser: https://kweli.test/password-reset',
    );
    expect(en('frame.linkValidHours', { count: 1 })).toBe(
      'This link is valid for 1 hour and can be used once.',
    );
  });
});
