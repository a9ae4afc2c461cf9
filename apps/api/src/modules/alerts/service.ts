import {
  ALERT_MESSAGES,
  ALERTS_MAX,
  type AlertFrequency,
  type JobAlert,
  type JobAlertQuery,
} from '@kweli/shared';
import { and, asc, count, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connect.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import { enqueueEmail } from '../../platform/outbox.ts';
import type { Language } from '../../platform/texts.ts';
import { confirmationEmail } from './emails.ts';
import { alertLink, isAlertToken } from './links.ts';
import { nextDue, TICK_SECONDS, UNCONFIRMED_KEPT_DAYS } from './schedule.ts';
import { jobAlerts } from './schema.ts';

/**
 * Job alerts of candidates and visitors (issue 24 item 3; docs/product/rules.md "Job alerts"): a candidate's
 * own alerts (at most ALERTS_MAX live ones; another's answers 404), a visitor's subscription that starts
 * with the link e-mailed to the address, and the signed links that confirm or end an alert.
 */
type Row = typeof jobAlerts.$inferSelect;

export const toAnswer = (row: Row): JobAlert => ({
  id: Number(row.id),
  query: row.query,
  frequency: row.frequency,
  created_at: row.createdAt.toISOString(),
  last_sent_at: row.lastSentAt?.toISOString() ?? null,
  from_profile: row.isDefault,
});

/** Without empty values, so equal searches are stored alike. */
const storedQuery = (query: JobAlertQuery): JobAlertQuery =>
  Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')) as JobAlertQuery;

const live = (userId: number) => and(eq(jobAlerts.userId, userId), isNull(jobAlerts.endedAt));

/**
 * Serialises the alert writes of one owner, so that parallel creations cannot pass the limit together
 * (the count and the insert are one step for them).
 */
const lockOwner = (tx: Executor, owner: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`job_alerts:${owner}`}))`);

export async function createAlert(
  db: Executor,
  userId: number,
  input: { query: JobAlertQuery; frequency: AlertFrequency },
  now = new Date(),
  tickSeconds = TICK_SECONDS,
): Promise<JobAlert> {
  return db.transaction(async (tx) => {
    await lockOwner(tx, `user:${userId}`);
    const [held] = await tx.select({ n: count() }).from(jobAlerts).where(live(userId));
    if ((held?.n ?? 0) >= ALERTS_MAX) throw badRequest(ALERT_MESSAGES.tooMany);
    const [row] = await tx
      .insert(jobAlerts)
      .values({
        userId,
        query: storedQuery(input.query),
        frequency: input.frequency,
        createdAt: now,
        confirmedAt: now,
        checkedUntil: now,
        nextDueAt: nextDue(input.frequency, now, tickSeconds),
      })
      .returning();
    return toAnswer(row!);
  });
}

export async function listAlerts(db: Executor, userId: number): Promise<JobAlert[]> {
  const found = await db
    .select()
    .from(jobAlerts)
    .where(live(userId))
    .orderBy(asc(jobAlerts.createdAt), asc(jobAlerts.id));
  return found.map(toAnswer);
}

async function ownAlert(db: Executor, userId: number, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(jobAlerts)
    .where(and(eq(jobAlerts.id, id), live(userId)));
  if (!row) throw notFound(ALERT_MESSAGES.notFound);
  return row;
}

export async function updateAlert(
  db: Executor,
  userId: number,
  id: number,
  patch: { query?: JobAlertQuery; frequency?: AlertFrequency },
  now = new Date(),
  tickSeconds = TICK_SECONDS,
): Promise<JobAlert> {
  const row = await ownAlert(db, userId, id);
  const frequency = patch.frequency ?? row.frequency;
  const [updated] = await db
    .update(jobAlerts)
    .set({
      ...(patch.query ? { query: storedQuery(patch.query) } : {}),
      frequency,
      ...(frequency !== row.frequency ? { nextDueAt: nextDue(frequency, now, tickSeconds) } : {}),
    })
    .where(and(eq(jobAlerts.id, id), live(userId)))
    .returning();
  if (!updated) throw notFound(ALERT_MESSAGES.notFound);
  return toAnswer(updated);
}

/** Deleting ends the alert: it stops, and what it sent stays recorded. */
export async function deleteAlert(db: Executor, userId: number, id: number, now = new Date()): Promise<void> {
  const ended = await db
    .update(jobAlerts)
    .set({ endedAt: now, nextDueAt: null })
    .where(and(eq(jobAlerts.id, id), live(userId)))
    .returning({ id: jobAlerts.id });
  if (ended.length === 0) throw notFound(ALERT_MESSAGES.notFound);
}

/**
 * A visitor's alert: stored unconfirmed with the e-mail of the link that starts it, in one transaction.
 * The answer is the same whatever happens (a new alert, or none beyond the limit of the address), so it
 * tells nothing about the address.
 */
export async function subscribe(
  db: Executor,
  input: { email: string; query: JobAlertQuery; frequency: AlertFrequency; language?: Language | undefined },
  links: { publicUrl: string; secret: string },
  now = new Date(),
): Promise<void> {
  const email = input.email.trim().toLowerCase();
  const language = input.language ?? 'en';
  await db.transaction(async (tx) => {
    await lockOwner(tx, `email:${email}`);
    const [held] = await tx
      .select({ n: count() })
      .from(jobAlerts)
      .where(
        and(isNull(jobAlerts.userId), isNull(jobAlerts.endedAt), sql`lower(${jobAlerts.email}) = ${email}`),
      );
    if ((held?.n ?? 0) >= ALERTS_MAX) return;
    const [row] = await tx
      .insert(jobAlerts)
      .values({
        email,
        query: storedQuery(input.query),
        frequency: input.frequency,
        language,
        createdAt: now,
      })
      .returning({ id: jobAlerts.id });
    const id = Number(row!.id);
    await enqueueEmail(
      tx,
      confirmationEmail(
        email,
        storedQuery(input.query),
        input.frequency,
        alertLink(links.publicUrl, links.secret, 'confirm', id),
        language,
      ),
    );
  });
}

async function linkedAlert(
  db: Executor,
  secret: string,
  purpose: 'confirm' | 'unsubscribe',
  id: number,
  token: string,
): Promise<Row | undefined> {
  if (!isAlertToken(secret, purpose, id, token)) throw badRequest(ALERT_MESSAGES.invalidLink);
  const [row] = await db.select().from(jobAlerts).where(eq(jobAlerts.id, id));
  return row;
}

/** The confirmation link of a visitor's alert: from now on its new jobs are e-mailed. */
export async function confirmAlert(
  db: Executor,
  secret: string,
  id: number,
  token: string,
  now = new Date(),
  tickSeconds = TICK_SECONDS,
): Promise<string> {
  const row = await linkedAlert(db, secret, 'confirm', id, token);
  // A signed link whose alert is gone: it was not confirmed in time and was deleted (sweepVisitorAlerts).
  if (!row) throw new AppError(410, ALERT_MESSAGES.confirmExpired);
  if (row.endedAt) throw new AppError(410, ALERT_MESSAGES.alreadyEnded);
  if (!row.confirmedAt)
    await db
      .update(jobAlerts)
      .set({ confirmedAt: now, checkedUntil: now, nextDueAt: nextDue(row.frequency, now, tickSeconds) })
      .where(and(eq(jobAlerts.id, id), isNull(jobAlerts.confirmedAt)));
  return ALERT_MESSAGES.confirmed;
}

/**
 * The one-click unsubscribe (RFC 8058): ends this one alert, without signing in. Using the link again
 * says it had ended; a forged link is refused.
 */
export async function unsubscribe(
  db: Executor,
  secret: string,
  id: number,
  token: string,
  now = new Date(),
): Promise<string> {
  const row = await linkedAlert(db, secret, 'unsubscribe', id, token);
  // The link is ours (signed); an alert no longer stored was ended and deleted (sweepVisitorAlerts).
  if (!row || row.endedAt) return ALERT_MESSAGES.alreadyEnded;
  await db
    .update(jobAlerts)
    .set({ endedAt: now, nextDueAt: null })
    .where(and(eq(jobAlerts.id, id), isNull(jobAlerts.endedAt)));
  return ALERT_MESSAGES.unsubscribed;
}

/**
 * The clean-up of visitors' alerts (decision 072), run every SWEEP_EVERY_MINUTES by one instance: an alert
 * whose confirmation link was not opened within UNCONFIRMED_KEPT_DAYS, and one ended that long ago, is
 * deleted with its e-mail address (and what it sent). A candidate's alerts belong to the account and
 * go with it. Deleting twice is harmless, so instances need no claim. Answers how many were deleted.
 */
export async function sweepVisitorAlerts(db: Executor, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - UNCONFIRMED_KEPT_DAYS * 86_400_000);
  const deleted = await db
    .delete(jobAlerts)
    .where(
      and(
        isNull(jobAlerts.userId),
        or(
          and(isNull(jobAlerts.confirmedAt), lt(jobAlerts.createdAt, before)),
          and(isNotNull(jobAlerts.endedAt), lt(jobAlerts.endedAt, before)),
        ),
      ),
    )
    .returning({ id: jobAlerts.id });
  return deleted.length;
}
