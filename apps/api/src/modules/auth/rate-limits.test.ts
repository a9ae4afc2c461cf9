import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { linkPathTo, logIn, PASSWORD, signUp, verifiedCandidate } from '../../test/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_LOGIN_PER_ACCOUNT: '3',
    RATE_LIMIT_LOGIN_PER_IP: '5',
    RATE_LIMIT_LOGIN_ACCOUNT_CEILING: '6',
    RATE_LIMIT_SIGNUP_PER_IP: '3',
    RATE_LIMIT_EMAIL_PER_ADDRESS: '2',
    RATE_LIMIT_EMAIL_PER_IP: '50',
  });
});
afterAll(async () => {
  await t.close();
});

const login = (email: string, password: string, ip: string) => logIn(t, email, password, ip);

describe('rate limits', () => {
  it('When an account has too many failed logins from one address, then that address answers 429 even to the right password, and the owner elsewhere logs in', async () => {
    await verifiedCandidate(t, 'target@example.com');
    for (let i = 0; i < 3; i += 1) {
      expect((await login('target@example.com', 'Wrong@1234', '10.0.0.1')).statusCode).toBe(400);
    }
    const limited = await login('target@example.com', PASSWORD, '10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toBe('Too many attempts. Please try again in 15 minutes.');
    expect((await login('target@example.com', PASSWORD, '10.0.0.9')).statusCode).toBe(200);
  });

  it('When failures for one account come from many addresses, then the account ceiling answers 429 everywhere until a password reset clears it', async () => {
    await verifiedCandidate(t, 'spread@example.com', '10.5.9.9');
    for (let i = 0; i < 6; i += 1) {
      expect((await login('spread@example.com', 'Wrong@1234', `10.5.0.${i + 1}`)).statusCode).toBe(400);
    }
    expect((await login('spread@example.com', PASSWORD, '10.5.1.1')).statusCode).toBe(429);
    await t.app.inject({
      method: 'POST',
      url: '/api/password-reset/',
      payload: { email: 'spread@example.com' },
    });
    const path = await linkPathTo(t, 'spread@example.com', 'password-reset-confirm');
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api${path}/`,
      payload: { new_password1: 'Newer@1234', new_password2: 'Newer@1234' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login('spread@example.com', 'Newer@1234', '10.5.0.1')).statusCode).toBe(200);
    expect((await login('spread@example.com', 'Newer@1234', '10.5.1.1')).statusCode).toBe(200);
  });

  it('When a successful login follows some failures, then the account counter starts again', async () => {
    await verifiedCandidate(t, 'typo@example.com');
    await login('typo@example.com', 'Wrong@1234', '10.1.0.1');
    await login('typo@example.com', 'Wrong@1234', '10.1.0.1');
    expect((await login('typo@example.com', PASSWORD, '10.1.0.1')).statusCode).toBe(200);
    await login('typo@example.com', 'Wrong@1234', '10.1.0.1');
    await login('typo@example.com', 'Wrong@1234', '10.1.0.1');
    expect((await login('typo@example.com', PASSWORD, '10.1.0.1')).statusCode).toBe(200);
  });

  it('When one address fails too often across accounts, then that address answers 429 and others do not', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await login(`guess${i}@example.com`, 'Wrong@1234', '10.2.0.1')).statusCode).toBe(400);
    }
    expect((await login('guess9@example.com', 'Wrong@1234', '10.2.0.1')).statusCode).toBe(429);
    expect((await login('guess9@example.com', 'Wrong@1234', '10.2.0.2')).statusCode).toBe(400);
  });

  it('When one address signs up too often, then 429 answers and no account is made', async () => {
    const from = { remoteAddress: '10.3.0.1' };
    for (const n of [1, 2, 3]) expect((await signUp(t, `many${n}@example.com`, from)).statusCode).toBe(201);
    const limited = await signUp(t, 'many4@example.com', from);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    const [count] = await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from users where email = 'many4@example.com'`,
    );
    expect(count?.n).toBe(0);
  });

  it('When password resets or verification re-sends for one e-mail exceed the limit, then 429 answers', async () => {
    await verifiedCandidate(t, 'resets@example.com');
    const reset = () =>
      t.app.inject({ method: 'POST', url: '/api/password-reset/', payload: { email: 'resets@example.com' } });
    // The sign-up's verification mail was the first of the two mails this address may receive in an hour.
    expect((await reset()).statusCode).toBe(200);
    expect((await reset()).statusCode).toBe(429);
    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/verify-email/resend/',
      payload: { email: 'RESETS@example.com' },
    });
    expect(resend.statusCode).toBe(429);
  });

  it('When 40 wrong passwords for one account arrive at once, then at most the limit reach the password check', async () => {
    const limited = await createTestApp({ RATE_LIMIT_LOGIN_PER_ACCOUNT: '10' });
    try {
      await verifiedCandidate(limited, 'parallel@example.com');
      const answers = await Promise.all(
        Array.from({ length: 40 }, () =>
          limited.app.inject({
            method: 'POST',
            url: '/api/auth/login/',
            payload: { email: 'parallel@example.com', password: 'Wrong@1234' },
            remoteAddress: '10.6.0.1',
          }),
        ),
      );
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s === 400)).toHaveLength(10);
      expect(statuses.filter((s) => s === 429)).toHaveLength(30);
    } finally {
      await limited.close();
    }
  });
});
