import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Database, type Executor, rows, type Tx } from '../db/connect.ts';
import type { Mail, Mailer } from './mailer.ts';
import { outbox } from './schema.ts';

/**
 * The durable outbox (GUIDE "background work"): a message is written in the same transaction as the
 * change it reports, and delivered afterwards by a worker, so that the API answers without waiting
 * for the mail server and nothing is lost when a send fails or the process dies.
 *
 * Delivery claims due rows with FOR UPDATE SKIP LOCKED and leases them (next_attempt_at moves into the
 * future) before sending outside any transaction: several API instances never send the same row at
 * once, PGlite's single connection is never held during network I/O, and a row whose sender died is
 * picked up again when its lease ends. A failed send is retried with exponential backoff, forever.
 *
 * Background work (not e-mail) runs in the same transaction that marks its row delivered, so a process
 * killed mid-way leaves either both or neither: a handler's effects (say, the e-mail it queues) are
 * never applied twice. An e-mail cannot be taken back once the mail server accepted it; it carries a
 * Message-ID made from its row, so the rare resend after a crash in that instant is recognisably the
 * same message (docs/decisions/013-reliability.md).
 */
const EMAIL_TOPIC = 'email';
/** How long a claimed row stays with its sender before another worker may take it (OUTBOX_LEASE_SECONDS). */
export const DEFAULT_LEASE_SECONDS = 300;
const FIRST_RETRY_SECONDS = 30;
const MAX_RETRY_SECONDS = 6 * 60 * 60;

/**
 * `forgetWhenSent`: the row is deleted once the mail server took the message instead of being kept as
 * delivered (the goodbye of an erased account must not keep its address: decision 083).
 */
export async function enqueueEmail(
  executor: Executor,
  mail: Mail,
  { forgetWhenSent = false }: { forgetWhenSent?: boolean } = {},
): Promise<void> {
  await executor
    .insert(outbox)
    .values({ topic: EMAIL_TOPIC, payload: forgetWhenSent ? { ...mail, forgetWhenSent: true } : mail });
}

/**
 * Erasure (issue 23 items 3 and 6): every e-mail to the address, waiting or sent, leaves the outbox (a
 * waiting one would go to someone who asked to be forgotten; a sent one keeps their address and words).
 */
export async function forgetMailTo(executor: Executor, email: string): Promise<void> {
  await executor.execute(
    sql`delete from outbox where topic = ${EMAIL_TOPIC} and lower(payload->>'to') = lower(${email})`,
  );
}

/**
 * Erasure: the e-mails to others that name the person (an employer's "… applied for …"), waiting or
 * sent, leave the outbox too; `mentions` are the person's names and phone as the e-mails wrote them.
 */
export async function forgetMailMentioning(executor: Executor, mentions: string[]): Promise<void> {
  for (const mention of mentions) {
    await executor.execute(
      sql`delete from outbox where topic = ${EMAIL_TOPIC} and strpos(payload::text, ${mention}) > 0`,
    );
  }
}

/** Retention: sent e-mails are kept OUTBOX_KEEP_SENT_DAYS for support questions, then deleted. */
export const OUTBOX_KEEP_SENT_DAYS = 30;
export async function pruneSentMail(executor: Executor, sentBefore: Date, limit: number): Promise<number> {
  const gone = await rows<{ id: number }>(
    executor,
    sql`delete from outbox where id in (
          select id from outbox where topic = ${EMAIL_TOPIC} and delivered_at < ${sentBefore.toISOString()}
          limit ${limit} for update skip locked)
        returning id`,
  );
  return gone.length;
}

/**
 * Queues other background work (a topic with a handler registered through `Outbox.handle`), in the
 * caller's transaction, so that it runs after the change commits and is retried like an e-mail.
 * A handler must be safe to run twice: a row whose delivery could not be recorded runs again.
 */
export async function enqueueWork(
  executor: Executor,
  topic: string,
  payload: unknown,
  { delaySeconds = 0 }: { delaySeconds?: number } = {},
): Promise<void> {
  await executor.insert(outbox).values({
    topic,
    payload,
    // Work that waits (say, gathering changes for one e-mail) is simply not due yet: it survives a
    // restart like any other row.
    ...(delaySeconds > 0 ? { nextAttemptAt: sql`now() + make_interval(secs => ${delaySeconds})` } : {}),
  });
}

/** Runs one row of background work inside `tx`, the transaction that then marks the row delivered. */
export type OutboxHandler = (payload: unknown, tx: Tx) => Promise<void>;

/** Seconds to wait before the next attempt after `attempts` failed ones. */
export const retryDelaySeconds = (attempts: number) =>
  Math.min(FIRST_RETRY_SECONDS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_SECONDS);

export interface Outbox {
  /** Delivers every message that is due now; resolves with how many were sent. */
  deliverDue(): Promise<number>;
  /** Starts the polling worker (the server does; tests call deliverDue themselves). */
  start(intervalMs?: number): void;
  stop(): Promise<void>;
  /** Registers the handler of a topic of background work (see `enqueueWork`). */
  handle(topic: string, handler: OutboxHandler): void;
  /**
   * Registers periodic work that runs beside the worker while it runs, never twice at once in one process.
   * A run is claimed across every instance (decision 122): it runs when no instance began one within
   * `intervalMs` (`claimPeriodicRun`), at start when the last run is that old, so a daily clean-up runs once
   * a day in the whole deployment however often instances restart. `everyInstance`: each instance runs it
   * every `intervalMs` from its start instead, for work that shares what is due among the instances by
   * claiming rows itself (FOR UPDATE SKIP LOCKED: the job alerts) or uses each instance's own quiet moments.
   * `stopping` is aborted when the worker stops: work that rests or waits between steps (the
   * recommendations computed ahead) ends then instead of holding the shutdown.
   */
  every(
    name: string,
    intervalMs: number,
    work: (stopping: AbortSignal) => Promise<unknown>,
    options?: { everyInstance?: boolean },
  ): void;
}

/**
 * Claims the run of periodic work `name` for this instance when none began within `intervalMs` on any
 * instance (migration 0176 `periodic_runs`): a conditional upsert, so of instances claiming at once one
 * moves the time forward and the others find it moved (ON CONFLICT DO UPDATE locks the row and checks its
 * condition on the newest version). Otherwise says how long until the run is due.
 */
export async function claimPeriodicRun(
  executor: Executor,
  name: string,
  intervalMs: number,
): Promise<{ claimed: true } | { claimed: false; dueInMs: number }> {
  const interval = sql`make_interval(secs => ${intervalMs / 1000})`;
  const claimed = await rows<{ name: string }>(
    executor,
    sql`insert into periodic_runs as r (name, last_run_at) values (${name}, now())
        on conflict (name) do update set last_run_at = excluded.last_run_at
          where r.last_run_at <= now() - ${interval}
        returning r.name`,
  );
  if (claimed.length > 0) return { claimed: true };
  const [due] = await rows<{ ms: number }>(
    executor,
    sql`select ceil(extract(epoch from last_run_at + ${interval} - now()) * 1000)::float8 as ms
        from periodic_runs where name = ${name}`,
  );
  return { claimed: false, dueInMs: Math.max(0, Number(due?.ms ?? 0)) };
}

interface Claimed {
  id: number;
  topic: string;
  payload: unknown;
  attempts: number;
}

/**
 * The worker's claim of the due messages, oldest first, made every second by every instance: it reads
 * only undelivered rows in id order (migration 0195's partial index). Delivered rows stay for 30 days;
 * walking them in the primary key's order, which the planner chose while its statistics still counted a
 * burst of e-mails as pending, cost 50-150 ms per claim at 20,000-40,000 rows (docs/performance.md, "The
 * signed-in path since 25 November").
 */
export const claimStatement = (leaseSeconds: number, batch: number) =>
  sql`update outbox set attempts = attempts + 1,
        next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
      where id in (
        select id from outbox
        where delivered_at is null and next_attempt_at <= now()
        order by id limit ${batch}
        for update skip locked)
      returning id, topic, payload, attempts`;

export interface OutboxOptions {
  /** Seconds a claimed row is leased to its sender (a sender that died is replaced after this). */
  leaseSeconds?: number;
}

export function createOutbox(
  database: Database,
  mailer: Mailer,
  log: FastifyBaseLogger,
  options: OutboxOptions = {},
): Outbox {
  const db = database.db;
  const leaseSeconds = options.leaseSeconds ?? DEFAULT_LEASE_SECONDS;
  const handlers = new Map<string, OutboxHandler>();

  const claim = (batch: number) =>
    db.transaction((tx) => rows<Claimed>(tx, claimStatement(leaseSeconds, batch)));

  async function deliverOne(message: Claimed): Promise<boolean> {
    try {
      const delivered = (executor: Executor) =>
        executor.execute(
          sql`update outbox set delivered_at = now(), last_error = null where id = ${message.id}`,
        );
      if (message.topic === EMAIL_TOPIC) {
        const { forgetWhenSent, ...mail } = message.payload as Mail & { forgetWhenSent?: boolean };
        await mailer.send(mail, Number(message.id));
        if (forgetWhenSent) await db.execute(sql`delete from outbox where id = ${message.id}`);
        else await delivered(db);
        return true;
      }
      const handler = handlers.get(message.topic);
      if (!handler) throw new Error(`unknown outbox topic ${message.topic}`);
      await db.transaction(async (tx) => {
        // A worker whose lease ran out may still be at it: the row lock makes the second one wait, and
        // then find the work done.
        const [row] = await rows<{ done: boolean }>(
          tx,
          sql`select delivered_at is not null as done from outbox where id = ${message.id} for update`,
        );
        if (row?.done) return;
        await handler(message.payload, tx);
        await delivered(tx);
      });
      return true;
    } catch (error) {
      const wait = retryDelaySeconds(message.attempts);
      log.warn(
        { err: error, outboxId: message.id, attempts: message.attempts, retryInSeconds: wait },
        'outbox delivery failed',
      );
      await db.execute(
        sql`update outbox set last_error = ${String((error as Error).message ?? error).slice(0, 500)},
              next_attempt_at = now() + make_interval(secs => ${wait})
            where id = ${message.id}`,
      );
      return false;
    }
  }

  async function deliverDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await claim(20);
      if (batch.length === 0) return sent;
      for (const message of batch) if (await deliverOne(message)) sent += 1;
    }
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const periodic = new Map<
    string,
    { intervalMs: number; work: (stopping: AbortSignal) => Promise<unknown>; everyInstance: boolean }
  >();
  let stopping = new AbortController();
  const periodicTimers = new Set<NodeJS.Timeout>();
  const periodicRuns = new Map<string, Promise<unknown>>();
  const runOnce = (name: string, work: (stopping: AbortSignal) => Promise<unknown>, signal: AbortSignal) =>
    work(signal).catch((error) => log.error({ err: error, work: name }, 'periodic work failed'));

  /**
   * One step of claimed work: claim, run when claimed, and come back when the next run is due (or, when
   * another instance ran it, when that run's interval ends). A database that does not answer is tried again
   * after an interval.
   */
  function claimedStep(name: string, intervalMs: number, work: (s: AbortSignal) => Promise<unknown>) {
    const signal = stopping.signal;
    const step = async (): Promise<number> => {
      const began = Date.now();
      try {
        const claim = await claimPeriodicRun(db, name, intervalMs);
        if (!claim.claimed) return claim.dueInMs;
      } catch (error) {
        log.error({ err: error, work: name }, 'periodic work could not be claimed');
        return intervalMs;
      }
      await runOnce(name, work, signal);
      return Math.max(0, intervalMs - (Date.now() - began));
    };
    const run = step().then((nextInMs) => {
      periodicRuns.delete(name);
      if (signal.aborted) return;
      // A few milliseconds more: the run is due by the database's clock, which the timer may beat.
      const next = setTimeout(() => {
        periodicTimers.delete(next);
        if (!signal.aborted) claimedStep(name, intervalMs, work);
      }, nextInMs + 5);
      next.unref();
      periodicTimers.add(next);
    });
    periodicRuns.set(name, run);
  }

  return {
    deliverDue,
    handle(topic, handler) {
      handlers.set(topic, handler);
    },
    every(name, intervalMs, work, { everyInstance = false } = {}) {
      periodic.set(name, { intervalMs, work, everyInstance });
    },
    start(intervalMs = 1000) {
      if (timer) return;
      stopping = new AbortController();
      const signal = stopping.signal;
      for (const [name, { intervalMs: every, work, everyInstance }] of periodic) {
        if (!everyInstance) {
          // At once: the run is due now when the last one (on any instance) is an interval old.
          claimedStep(name, every, work);
          continue;
        }
        const tick = setInterval(() => {
          if (periodicRuns.has(name)) return;
          periodicRuns.set(
            name,
            runOnce(name, work, signal).finally(() => periodicRuns.delete(name)),
          );
        }, every);
        tick.unref();
        periodicTimers.add(tick);
      }
      timer = setInterval(() => {
        if (running) return;
        running = deliverDue()
          .catch((error) => log.error({ err: error }, 'outbox worker failed'))
          .finally(() => {
            running = undefined;
          });
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      for (const tick of periodicTimers) clearTimeout(tick);
      periodicTimers.clear();
      stopping.abort();
      await Promise.all(periodicRuns.values());
      await running;
      mailer.close();
    },
  };
}

export interface OutboxBacklog {
  /** Messages not delivered yet (due now, leased by a sender, or waiting for a retry). */
  pending: number;
  /** Of those, the ones whose last attempt failed (they are retried with backoff, forever). */
  failing: number;
  /** Age in seconds of the oldest undelivered message; null when nothing is waiting. */
  oldestPendingSeconds: number | null;
}

/**
 * What is waiting in the outbox, for the health check and monitoring: a growing `pending` or an old
 * `oldestPendingSeconds` means no instance is delivering (or the mail server refuses), and `failing`
 * counts the messages already retried. Reads only undelivered rows (the partial index outbox_pending_idx).
 */
export async function outboxBacklog(executor: Executor): Promise<OutboxBacklog> {
  const [row] = await rows<{ pending: number; failing: number; oldest: number | null }>(
    executor,
    sql`select count(*)::int as pending,
          (count(*) filter (where last_error is not null))::int as failing,
          floor(extract(epoch from now() - min(created_at)))::int as oldest
        from outbox where delivered_at is null`,
  );
  return {
    pending: row?.pending ?? 0,
    failing: row?.failing ?? 0,
    oldestPendingSeconds: row?.oldest ?? null,
  };
}
