import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, rows } from '../db/connect.ts';
import { smtpRefusal, startMailServer } from '../test/mail-server.ts';
import { createTestApp, createTestDatabase, type TestApp } from '../test/test-app.ts';
import { signUp } from '../test/users.ts';
import type { Mailer } from './mailer.ts';
import {
  claimPeriodicRun,
  claimStatement,
  createOutbox,
  enqueueEmail,
  enqueueWork,
  type Outbox,
  retryDelaySeconds,
} from './outbox.ts';

interface OutboxRow {
  attempts: number;
  delivered: boolean;
  due_later: boolean;
  last_error: string | null;
}
const outboxRows = (t: TestApp) =>
  rows<OutboxRow>(
    t.db,
    sql`select attempts, delivered_at is not null as delivered, next_attempt_at > now() as due_later, last_error
        from outbox order by id`,
  );

describe('the outbox without SMTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('When a message is delivered, then it is written as JSON to DATA_DIR/outbox once, with its headers', async () => {
    expect((await signUp(t, 'local@example.com')).statusCode).toBe(201);
    expect(await t.app.outbox.deliverDue()).toBe(1);
    expect(await t.app.outbox.deliverDue()).toBe(0);
    const dir = join(t.config.dataDir, 'outbox');
    const files = readdirSync(dir).filter((n) => n.endsWith('.json'));
    expect(files).toHaveLength(1);
    const mail = JSON.parse(readFileSync(join(dir, files[0]!), 'utf8'));
    expect(Object.keys(mail).sort()).toEqual(['attachments', 'headers', 'html', 'subject', 'text', 'to']);
    expect(mail.attachments).toEqual([]);
    expect(mail.to).toBe('local@example.com');
    expect(Object.keys(mail.headers).sort()).toEqual(['From', 'Message-ID', 'Subject', 'To']);
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/verify-email\/\S+\/\S+/);
    expect(await outboxRows(t)).toEqual([
      { attempts: 1, delivered: true, due_later: true, last_error: null },
    ]);
  });
});

describe('the outbox over SMTP', () => {
  let received: string[] = [];
  let refuseNext = false;
  let mail: Awaited<ReturnType<typeof startMailServer>>;
  let t: TestApp;

  beforeAll(async () => {
    mail = await startMailServer({
      refuse: () => {
        if (!refuseNext) return undefined;
        refuseNext = false;
        return smtpRefusal('Mailbox busy, try later', 451);
      },
    });
    received = mail.received;
    t = await createTestApp({ SMTP_URL: mail.url, MAIL_FROM: 'Kweli Jobs <no-reply@kweli.test>' });
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  it('When SMTP_URL is set, then the verification message reaches the mail server with its link', async () => {
    expect((await signUp(t, 'smtp@example.com')).statusCode).toBe(201);
    expect(received).toHaveLength(0);
    expect(await t.app.outbox.deliverDue()).toBe(1);
    expect(received).toHaveLength(1);
    const message = received[0]!.replace(/=\r\n/g, '');
    expect(message).toContain('To: smtp@example.com');
    expect(message).toContain('From: Kweli Jobs <no-reply@kweli.test>');
    expect(message).toMatch(/Subject: Verify your e-mail address for Kweli Jobs/);
    expect(message).toContain('http://localhost:3000/verify-email/');
  });

  it('When the mail server refuses a message, then it stays queued and is retried with backoff', async () => {
    await t.db.execute(sql`delete from outbox`);
    refuseNext = true;
    expect((await signUp(t, 'retry@example.com')).statusCode).toBe(201);
    expect(await t.app.outbox.deliverDue()).toBe(0);
    const [failed] = await outboxRows(t);
    expect(failed).toMatchObject({ attempts: 1, delivered: false, due_later: true });
    expect(failed?.last_error).toContain('Mailbox busy');
    // Not due again until its backoff has passed.
    expect(await t.app.outbox.deliverDue()).toBe(0);
    await t.db.execute(sql`update outbox set next_attempt_at = now()`);
    expect(await t.app.outbox.deliverDue()).toBe(1);
    expect(await outboxRows(t)).toEqual([
      { attempts: 2, delivered: true, due_later: true, last_error: null },
    ]);
    expect(received.at(-1)).toContain('To: retry@example.com');
  });

  it('When a message carries an attachment (an interview calendar file), then it reaches the mail server as its own part', async () => {
    await enqueueEmail(t.db, {
      to: 'calendar@example.com',
      subject: 'Interview confirmed',
      text: 'See the file.',
      html: '<p>See the file.</p>',
      attachments: [
        {
          filename: 'interview-7.ics',
          contentType: 'text/calendar; charset=utf-8',
          content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
        },
      ],
    });
    expect(await t.app.outbox.deliverDue()).toBe(1);
    const message = received.at(-1)!;
    expect(message).toContain('To: calendar@example.com');
    expect(message).toMatch(/Content-Type: text\/calendar; charset=utf-8;?\s+name=interview-7\.ics/);
    expect(message).toMatch(/Content-Disposition: attachment;\s+filename=interview-7\.ics/);
  });
});

describe('retry backoff', () => {
  it('When attempts fail, then the wait doubles from 30 seconds up to 6 hours', () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([30, 60, 120, 240]);
    expect(retryDelaySeconds(40)).toBe(6 * 3600);
  });
});

describe('background work in the outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('When a handler fails after queueing an e-mail, then neither the e-mail nor the done mark is kept', async () => {
    let failing = true;
    t.app.outbox.handle('test_work', async (payload, tx) => {
      await enqueueEmail(tx, { to: 'work@example.com', subject: 'Work', text: String(payload), html: '' });
      if (failing) throw new Error('handler failed half-way');
    });
    await enqueueWork(t.db, 'test_work', 'first');
    expect(await t.app.outbox.deliverDue()).toBe(0);
    const emails = () =>
      rows<{ n: number }>(t.db, sql`select count(*)::int as n from outbox where topic = 'email'`);
    expect(await emails()).toEqual([{ n: 0 }]);

    // Retried when due: this time it completes, and its e-mail is queued once.
    failing = false;
    await t.db.execute(sql`update outbox set next_attempt_at = now() where topic = 'test_work'`);
    await t.app.outbox.deliverDue();
    expect(await emails()).toEqual([{ n: 1 }]);
    await t.db.execute(sql`update outbox set next_attempt_at = now() where delivered_at is not null`);
    await t.app.outbox.deliverDue();
    expect(await emails()).toEqual([{ n: 1 }]);
  });

  it('When the statistics still count a burst of sent messages as pending, then the claim reads only undelivered rows', async () => {
    // A burst of e-mails analyzed while waiting, then sent: the statistics say 3,000 rows are pending.
    await t.db.execute(
      sql`insert into outbox (topic, payload) select 'burst', '{}'::jsonb from generate_series(1, 3000)`,
    );
    await t.db.execute(sql`analyze outbox`);
    await t.db.execute(sql`update outbox set delivered_at = now() where topic = 'burst'`);
    const [explained] = await rows<{ 'QUERY PLAN': unknown }>(
      t.db,
      sql`explain (format json) ${claimStatement(60, 20)}`,
    );
    // The scans that look for undelivered rows (not the update's lookup of each claimed id).
    const scans: { index?: string; node: string }[] = [];
    const walk = (node: Record<string, unknown>) => {
      if (`${node.Filter ?? ''} ${node['Index Cond'] ?? ''}`.includes('delivered_at'))
        scans.push({ node: String(node['Node Type']), index: node['Index Name'] as string | undefined });
      for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
    };
    const [plan] = explained!['QUERY PLAN'] as { Plan: Record<string, unknown> }[];
    walk(plan!.Plan);
    // Not the primary key's walk past every sent row, but the undelivered rows in id order.
    expect(scans).toEqual([{ node: 'Index Scan', index: 'outbox_pending_id_idx' }]);
    await t.db.execute(sql`delete from outbox where topic = 'burst'`);
  });

  it('When OUTBOX_LEASE_SECONDS is set, then a claimed row is leased for that long', async () => {
    const leased = await createTestApp({ OUTBOX_LEASE_SECONDS: '7' });
    let lease: { seconds: number }[] = [];
    // Read from inside the work's own transaction (PGlite has one connection, held by it meanwhile).
    leased.app.outbox.handle('leased_work', async (_payload, tx) => {
      lease = await rows<{ seconds: number }>(
        tx,
        sql`select round(extract(epoch from next_attempt_at - now()))::int as seconds from outbox`,
      );
    });
    await enqueueWork(leased.db, 'leased_work', {});
    expect(await leased.app.outbox.deliverDue()).toBe(1);
    expect(lease).toHaveLength(1);
    expect(lease[0]!.seconds).toBeGreaterThanOrEqual(6);
    expect(lease[0]!.seconds).toBeLessThanOrEqual(7);
    await leased.close();
  });
});

describe('periodic work across instances', () => {
  let database: Database;
  let drop: () => Promise<void>;
  const noMail: Mailer = { send: async () => {}, close: () => {} };
  const log = Fastify({ logger: false }).log;
  /** An API instance's outbox (all of them on the one database), whose work counts its runs. */
  function instance(name: string, intervalMs: number, runs: { n: number }, options = {}): Outbox {
    const outbox = createOutbox(database, noMail, log);
    outbox.every(
      name,
      intervalMs,
      async () => {
        runs.n += 1;
      },
      options,
    );
    return outbox;
  }
  /** Both instances start (each claims at once) and stop (each waits for its claim and run). */
  async function startAndStop(...outboxes: Outbox[]) {
    for (const outbox of outboxes) outbox.start(60_000);
    await Promise.all(outboxes.map((outbox) => outbox.stop()));
  }
  /** As if `ms` went by since the last run of `name`. */
  const later = (name: string, ms: number) =>
    database.db.execute(
      sql`update periodic_runs set last_run_at = last_run_at - make_interval(secs => ${ms / 1000}) where name = ${name}`,
    );
  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
  });
  afterAll(async () => drop());

  it('When two instances start together, then the work runs once, and again only once its interval has passed', async () => {
    const runs = { n: 0 };
    const day = 24 * 60 * 60_000;
    await startAndStop(instance('daily clean-up', day, runs), instance('daily clean-up', day, runs));
    expect(runs.n).toBe(1);
    // Restarted within the day: nothing runs.
    await startAndStop(instance('daily clean-up', day, runs), instance('daily clean-up', day, runs));
    expect(runs.n).toBe(1);
    // A day later: one of them runs it at start.
    await later('daily clean-up', day);
    await startAndStop(instance('daily clean-up', day, runs), instance('daily clean-up', day, runs));
    expect(runs.n).toBe(2);
  });

  it('When a run is claimed, then the others are told when the next one is due, and it is claimed once when due', async () => {
    const hour = 60 * 60_000;
    expect(await claimPeriodicRun(database.db, 'hourly', hour)).toEqual({ claimed: true });
    const refused = await claimPeriodicRun(database.db, 'hourly', hour);
    expect(refused.claimed).toBe(false);
    const dueIn = refused.claimed ? 0 : refused.dueInMs;
    expect(dueIn).toBeGreaterThan(hour - 60_000);
    expect(dueIn).toBeLessThanOrEqual(hour);

    await later('hourly', hour);
    const claims = await Promise.all([1, 2, 3].map(() => claimPeriodicRun(database.db, 'hourly', hour)));
    expect(claims.filter((c) => c.claimed)).toHaveLength(1);
    // Another work's runs are its own.
    expect(await claimPeriodicRun(database.db, 'other', hour)).toEqual({ claimed: true });
  });

  it('When work runs in every instance, then each instance runs it on its own, from its start', async () => {
    const runs = { n: 0 };
    await startAndStop(
      instance('shared alerts', 60_000, runs, { everyInstance: true }),
      instance('shared alerts', 60_000, runs, { everyInstance: true }),
    );
    expect(runs.n).toBe(0);
    const [row] = await rows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from periodic_runs where name = 'shared alerts'`,
    );
    expect(row?.n).toBe(0);
  });
});
