import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, rows } from '../src/db/connect.ts';
import { signUpBody } from '../src/test/users.ts';
import {
  type ApiProcess,
  call,
  createDatabase,
  freePort,
  openDatabase,
  type ReceivedMail,
  startApi,
  startMailSink,
  tempDataDir,
  waitFor,
} from './harness.ts';

/**
 * Two API processes on different ports against one PostgreSQL database, as behind a load balancer:
 * what one instance starts the other continues, limits count across both, and their two outbox workers
 * never send the same e-mail.
 */
let database: Awaited<ReturnType<typeof createDatabase>>;
let db: Database;
let sink: Awaited<ReturnType<typeof startMailSink>>;
let data: ReturnType<typeof tempDataDir>;
let a: ApiProcess;
let b: ApiProcess;
const GRACE_SECONDS = 5;

beforeAll(async () => {
  database = await createDatabase();
  data = tempDataDir();
  sink = await startMailSink(await freePort(4400));
  const common = { databaseUrl: database.url, smtpUrl: sink.url, dataDir: data.dir };
  const limits = {
    RATE_LIMIT_LOGIN_PER_ACCOUNT: '4',
    RATE_LIMIT_SIGNUP_PER_IP: '1000',
    RATE_LIMIT_EMAIL_PER_IP: '1000',
    // Short, so the test can see both sides of the grace: reuse within it, reuse after it.
    REFRESH_REUSE_GRACE_SECONDS: String(GRACE_SECONDS),
  };
  // Started together: the migration lock lets both migrate the empty database at once.
  const portA = await freePort(4401);
  const portB = await freePort(portA + 1);
  [a, b] = await Promise.all([
    startApi({ ...common, port: portA, env: { ...limits, MAIL_FROM: 'Instance A <a@kweli.test>' } }),
    startApi({ ...common, port: portB, env: { ...limits, MAIL_FROM: 'Instance B <b@kweli.test>' } }),
  ]);
  db = await openDatabase(database.url);
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await db?.close();
  await sink?.close();
  await database?.drop();
  data?.remove();
});

const mailsTo = (to: string) => sink.received.filter((m: ReceivedMail) => m.to.includes(to));

describe('two instances on one database', () => {
  it('When a candidate signs up on A, verifies and logs in on B, then the session works on A and B', async () => {
    const email = 'two-instances@example.com';
    expect((await call(a.base, 'POST', '/api/signup/candidate/', { body: signUpBody(email) })).status).toBe(
      201,
    );
    await waitFor('the verification e-mail', async () => mailsTo(email).length === 1);
    const [queued] = await rows<{ text: string }>(
      db.db,
      sql`select payload->>'text' as text from outbox where payload->>'to' = ${email}`,
    );
    const link = queued!.text.match(/https?:\/\/\S+\/verify-email\/\S+/)![0];
    const path = new URL(link).pathname.replace(/\/?$/, '/');
    expect((await call(b.base, 'GET', `/api${path}`)).status).toBe(200);

    const login = await call(b.base, 'POST', '/api/auth/login/', {
      body: { email, password: signUpBody(email).user.password },
    });
    expect(login.status).toBe(200);
    for (const instance of [a, b]) {
      const me = await call(instance.base, 'GET', '/api/verify-token/', { token: login.body.token });
      expect(me).toMatchObject({ status: 200, body: { role: 'candidate', email } });
    }
    // The refresh token made by B is exchanged on A. Presented again on B within the reuse grace (a
    // second tab), it answers a working pair of the same session; after the grace, reuse is theft and
    // ends the whole family on both instances.
    const refreshed = await call(a.base, 'POST', '/api/token/refresh/', {
      body: { refresh: login.body.refresh },
    });
    expect(refreshed.status).toBe(200);
    const secondTab = await call(b.base, 'POST', '/api/token/refresh/', {
      body: { refresh: login.body.refresh },
    });
    expect(secondTab.status).toBe(200);
    expect((await call(a.base, 'GET', '/api/verify-token/', { token: secondTab.body.access })).status).toBe(
      200,
    );

    await new Promise((resolve) => setTimeout(resolve, GRACE_SECONDS * 1000 + 500));
    const reused = await call(b.base, 'POST', '/api/token/refresh/', {
      body: { refresh: login.body.refresh },
    });
    expect(reused.status).toBe(401);
    const family = await call(a.base, 'POST', '/api/token/refresh/', {
      body: { refresh: refreshed.body.refresh },
    });
    expect(family.status).toBe(401);
  });

  it('When wrong passwords alternate between A and B, then the shared account limit answers 429 on both', async () => {
    const email = 'limited@example.com';
    expect((await call(b.base, 'POST', '/api/signup/candidate/', { body: signUpBody(email) })).status).toBe(
      201,
    );
    const attempt = (instance: ApiProcess) =>
      call(instance.base, 'POST', '/api/auth/login/', { body: { email, password: 'Wrong@pass1' } });
    // The limit is 4 failures in 15 minutes: two on each instance use it up.
    const statuses = [];
    for (const instance of [a, b, a, b]) statuses.push((await attempt(instance)).status);
    expect(statuses).toEqual([400, 400, 400, 400]);
    for (const instance of [a, b]) {
      const limited = await attempt(instance);
      expect(limited.status).toBe(429);
      expect(limited.body.detail).toMatch(/^Too many attempts\. Please try again in /);
    }
  });

  it('When sign-ups are spread over A and B, then every verification e-mail arrives exactly once', async () => {
    const emails = Array.from({ length: 30 }, (_, i) => `spread-${i}@example.com`);
    const answers = await Promise.all(
      emails.map((email, i) =>
        call(i % 2 ? a.base : b.base, 'POST', '/api/signup/candidate/', { body: signUpBody(email) }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(emails.map(() => 201));
    await waitFor('30 verification e-mails', async () => emails.every((e) => mailsTo(e).length >= 1));
    await waitFor('an empty outbox', async () => (await undelivered()) === 0);
    for (const email of emails) expect(mailsTo(email)).toHaveLength(1);
  });

  it('When hundreds of e-mails are queued at once, then both workers send and none is sent twice', async () => {
    const count = 120;
    await db.db.execute(
      sql`insert into outbox (topic, payload)
          select 'email', jsonb_build_object('to', 'bulk-' || n || '@example.com', 'subject', 'Bulk ' || n,
                 'text', 'Message ' || n, 'html', '<p>Message ' || n || '</p>')
          from generate_series(1, ${count}) n`,
    );
    await waitFor(`${count} bulk e-mails`, async () => (await undelivered()) === 0, 60_000);
    const bulk = sink.received.filter((m) => m.to.startsWith('bulk-'));
    expect(bulk).toHaveLength(count);
    expect(new Set(bulk.map((m) => m.to)).size).toBe(count);
    expect(new Set(bulk.map((m) => m.messageId)).size).toBe(count);
    // Both outbox workers took part (each instance sends under its own From).
    expect(bulk.some((m) => m.from.includes('a@kweli.test'))).toBe(true);
    expect(bulk.some((m) => m.from.includes('b@kweli.test'))).toBe(true);
    const [sent] = await rows<{ n: number }>(
      db.db,
      sql`select count(*)::int as n from outbox where topic = 'email' and delivered_at is not null`,
    );
    expect(sink.received).toHaveLength(sent!.n);
  });
});

async function undelivered(): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db.db,
    sql`select count(*)::int as n from outbox where delivered_at is null`,
  );
  return row!.n;
}
