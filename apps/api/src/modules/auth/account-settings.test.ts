import { ACCOUNT_MESSAGES, AUTH_MESSAGES } from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, lastMailTo, PASSWORD, verifiedCandidate } from '../../test/users.ts';

/** Account settings (issue 23 item 1): password, e-mail address, sessions. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 13; SM-A536B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0';

async function login(email: string, password = PASSWORD, userAgent = WINDOWS_FIREFOX, ip = '127.0.0.1') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    payload: { email, password },
    headers: { 'user-agent': userAgent },
    remoteAddress: ip,
  });
  return { status: res.statusCode, body: res.json() as { token: string; refresh: string } };
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const refresh = (raw: string) =>
  t.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: raw } });

describe('POST /api/account/password/', () => {
  it('When the current password is right, then the password changes, every other session ends at once and this one goes on', async () => {
    const { email } = await verifiedCandidate(t, 'changer@example.com');
    const here = (await login(email)).body;
    const phone = (await login(email, PASSWORD, ANDROID_CHROME)).body;
    const res = await t.call({ headers: bearer(here.token) }, 'POST', '/account/password/', {
      current_password: PASSWORD,
      new_password1: 'Another@2025',
      new_password2: 'Another@2025',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.passwordChanged);
    expect((await t.call({ headers: bearer(phone.token) }, 'GET', '/verify-token/')).statusCode).toBe(401);
    expect((await refresh(phone.refresh)).statusCode).toBe(401);
    expect((await t.call({ headers: bearer(here.token) }, 'GET', '/verify-token/')).statusCode).toBe(200);
    expect((await refresh(here.refresh)).statusCode).toBe(200);
    expect((await login(email)).status).toBe(400);
    expect((await login(email, 'Another@2025')).status).toBe(200);
    expect((await lastMailTo(t, email))?.subject).toBe('Your Kweli Jobs password was changed');
  });

  it('When the current password is wrong or the new one weak, then 400 names the field and nothing changes', async () => {
    const { email } = await verifiedCandidate(t, 'wrong-current@example.com');
    const { token } = (await login(email)).body;
    const wrong = await t.call({ headers: bearer(token) }, 'POST', '/account/password/', {
      current_password: 'Guess@2025',
      new_password1: 'Another@2025',
      new_password2: 'Another@2025',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ current_password: [ACCOUNT_MESSAGES.currentPasswordWrong] });
    const weak = await t.call({ headers: bearer(token) }, 'POST', '/account/password/', {
      current_password: PASSWORD,
      new_password1: 'weak',
      new_password2: 'weak',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().new_password1).toEqual([AUTH_MESSAGES.passwordWeak]);
    expect((await login(email)).status).toBe(200);
  });

  it('When the account signs in with Google only, then 400 says how to set a password', async () => {
    const user = await createUser(t, 'employer');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/password/',
      headers: user.headers,
      payload: { current_password: 'x', new_password1: 'Another@2025', new_password2: 'Another@2025' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(ACCOUNT_MESSAGES.noPassword);
    const settings = await t.app.inject({ method: 'GET', url: '/api/account/', headers: user.headers });
    expect(settings.json()).toMatchObject({ role: 'employer', has_password: false, pending_email: null });
  });
});

describe('POST /api/account/email/', () => {
  it('When a new address is confirmed by its link, then the account moves to it and the old address is told both times', async () => {
    const { email } = await verifiedCandidate(t, 'old-address@example.com');
    const { token } = (await login(email)).body;
    const noPassword = await t.call({ headers: bearer(token) }, 'POST', '/account/email/', {
      new_email: 'new-address@example.com',
    });
    expect(noPassword.json()).toEqual({ password: [AUTH_MESSAGES.passwordRequired] });
    const asked = await t.call({ headers: bearer(token) }, 'POST', '/account/email/', {
      new_email: 'New-Address@example.com',
      password: PASSWORD,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().message).toBe(ACCOUNT_MESSAGES.emailChangeSent('new-address@example.com'));
    expect((await lastMailTo(t, email))?.text).toContain('new-address@example.com');
    expect((await t.call({ headers: bearer(token) }, 'GET', '/account/')).json().pending_email).toBe(
      'new-address@example.com',
    );
    // Not changed yet: the old address still logs in.
    expect((await login(email)).status).toBe(200);

    const mail = await lastMailTo(t, 'new-address@example.com');
    const link = mail?.text.match(/https?:\/\/\S+\/confirm-email\/(\S+)\/(\S+)/);
    expect(link).toBeTruthy();
    const confirm = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/email/confirm/',
        payload: { uidb64: link![1], token: link![2] },
      });
    const done = await confirm();
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ message: ACCOUNT_MESSAGES.emailChanged, email: 'new-address@example.com' });
    expect((await login(email)).status).toBe(400);
    expect((await login('new-address@example.com')).status).toBe(200);
    expect((await lastMailTo(t, email))?.subject).toBe('Your Kweli Jobs e-mail address was changed');
    const twice = await confirm();
    expect(twice.statusCode).toBe(400);
    expect(twice.json().detail).toBe(ACCOUNT_MESSAGES.emailChangeInvalid);
  });

  it('When the new address belongs to another account or is the same, then 400 names new_email', async () => {
    await verifiedCandidate(t, 'taken@example.com');
    const { email } = await verifiedCandidate(t, 'mover@example.com');
    const { token } = (await login(email)).body;
    const taken = await t.call({ headers: bearer(token) }, 'POST', '/account/email/', {
      new_email: 'TAKEN@example.com',
      password: PASSWORD,
    });
    expect(taken.json()).toEqual({ new_email: [AUTH_MESSAGES.emailTaken] });
    const same = await t.call({ headers: bearer(token) }, 'POST', '/account/email/', {
      new_email: email,
      password: PASSWORD,
    });
    expect(same.json()).toEqual({ new_email: [ACCOUNT_MESSAGES.emailSame] });
  });

  it('When the link has expired or is forged, then 400 and the address stays', async () => {
    const { email } = await verifiedCandidate(t, 'slow-mover@example.com');
    const { token } = (await login(email)).body;
    await t.call({ headers: bearer(token) }, 'POST', '/account/email/', {
      new_email: 'late@example.com',
      password: PASSWORD,
    });
    const link = (await lastMailTo(t, 'late@example.com'))?.text.match(/\/confirm-email\/(\S+)\/(\S+)/);
    await t.db.execute(sql`update email_changes set expires_at = now() - interval '1 second'`);
    for (const payload of [
      { uidb64: link![1], token: link![2] },
      { uidb64: link![1], token: 'forged' },
      { uidb64: '!!', token: link![2] },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/account/email/confirm/', payload });
      expect(res.statusCode).toBe(400);
    }
    expect((await login(email)).status).toBe(200);
  });
});

describe('GET /api/account/sessions/', () => {
  it('When an account is signed in on two devices, then both are listed with device and place, and "sign out everywhere else" ends the other at once', async () => {
    const { email } = await verifiedCandidate(t, 'two-devices@example.com');
    const laptop = (await login(email, PASSWORD, WINDOWS_FIREFOX, '127.0.0.1')).body;
    const phone = (await login(email, PASSWORD, ANDROID_CHROME, '127.0.0.9')).body;
    const listed = await t.call({ headers: bearer(laptop.token) }, 'GET', '/account/sessions/');
    expect(listed.statusCode).toBe(200);
    const sessions = listed.json() as { device: string; place: string; current: boolean; id: string }[];
    expect(sessions).toHaveLength(2);
    expect(sessions.find((s) => s.current)).toMatchObject({
      device: 'Firefox on Windows',
      place: '127.0.0.1',
    });
    expect(sessions.find((s) => !s.current)).toMatchObject({
      device: 'Chrome on Android',
      place: '127.0.0.9',
    });

    const ended = await t.call(
      { headers: bearer(laptop.token) },
      'POST',
      '/account/sessions/sign-out-others/',
    );
    expect(ended.json()).toEqual({ message: ACCOUNT_MESSAGES.signedOutOthers, ended: 1 });
    expect((await t.call({ headers: bearer(phone.token) }, 'GET', '/verify-token/')).statusCode).toBe(401);
    expect((await refresh(phone.refresh)).statusCode).toBe(401);
    const after = (await t.call({ headers: bearer(laptop.token) }, 'GET', '/account/sessions/')).json() as {
      current: boolean;
    }[];
    expect(after).toEqual([expect.objectContaining({ current: true })]);
  });

  it("When one session is signed out, then its tokens stop at once; another account's session answers 404", async () => {
    const { email } = await verifiedCandidate(t, 'one-out@example.com');
    const laptop = (await login(email)).body;
    const phone = (await login(email, PASSWORD, ANDROID_CHROME)).body;
    const phoneId = (
      (await t.call({ headers: bearer(laptop.token) }, 'GET', '/account/sessions/')).json() as {
        id: string;
        current: boolean;
      }[]
    ).find((s) => !s.current)!.id;
    const stranger = await createUser(t, 'candidate');
    const probe = await t.app.inject({
      method: 'DELETE',
      url: `/api/account/sessions/${phoneId}/`,
      headers: stranger.headers,
    });
    expect(probe.statusCode).toBe(404);
    expect((await t.call({ headers: bearer(phone.token) }, 'GET', '/verify-token/')).statusCode).toBe(200);
    const out = await t.call({ headers: bearer(laptop.token) }, 'DELETE', `/account/sessions/${phoneId}/`);
    expect(out.statusCode).toBe(200);
    expect((await t.call({ headers: bearer(phone.token) }, 'GET', '/verify-token/')).statusCode).toBe(401);
    expect((await t.call({ headers: bearer(laptop.token) }, 'GET', '/verify-token/')).statusCode).toBe(200);
  });
});

describe('PATCH /api/account/ (issue 25 item 1: the account keeps its language)', () => {
  it('When the owner chooses Swahili, then /account/ and the next login answer `sw`; English is the default', async () => {
    const { email } = await verifiedCandidate(t, 'msomaji@example.com');
    const first = await login(email);
    expect((first.body as { language?: string }).language).toBe('en');
    const { token } = first.body;
    expect((await t.call({ headers: bearer(token) }, 'GET', '/account/')).json().language).toBe('en');

    const res = await t.call({ headers: bearer(token) }, 'PATCH', '/account/', { language: 'sw' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().language).toBe('sw');
    expect((await t.call({ headers: bearer(token) }, 'GET', '/account/')).json().language).toBe('sw');
    expect((await login(email, PASSWORD, ANDROID_CHROME)).body).toMatchObject({ language: 'sw' });
  });

  it('When the language is not one of ours, or nobody is signed in, then it is refused and nothing changes', async () => {
    const { email } = await verifiedCandidate(t, 'lugha@example.com');
    const { token } = (await login(email)).body;
    for (const body of [{ language: 'fr' }, { language: '' }, {}, { language: ['sw'] }]) {
      const res = await t.call({ headers: bearer(token) }, 'PATCH', '/account/', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await t.call(null, 'PATCH', '/account/', { language: 'sw' })).statusCode).toBe(401);
    const [row] = await rows<{ language: string }>(
      t.db,
      sql`select language from users where email = ${email}`,
    );
    expect(row).toEqual({ language: 'en' });
  });
});
