import { and, eq, lt, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/connect.ts';
import type { AppContext } from '../../platform/context.ts';
import { enqueueEmail, OUTBOX_KEEP_SENT_DAYS, pruneSentMail } from '../../platform/outbox.ts';
import { madeStale, TALENT_POOL } from '../../platform/stale-answers.ts';
import type { Language } from '../../platform/texts.ts';
import { anonymiseApplicationsToJobsClosedBefore, deleteDraftsOlderThan } from '../applications/index.ts';
import {
  claimWarnedInactiveCandidates,
  compose,
  helloLine,
  pruneEndedSessions,
  userLanguages,
  warnInactiveCandidates,
} from '../auth/index.ts';
import { removeStoredFile } from '../media/index.ts';
import { anonymiseApplicationNotifications } from '../notifications/index.ts';
import { erasePerson } from './erasure.ts';
import { EXPORT_KEPT_DAYS } from './export.ts';
import { dataExports, privacyTaskRuns } from './schema.ts';
import { privacyTexts } from './texts.ts';

/**
 * Retention (issue 23 item 6; docs/decisions/084-retention.md; the schedule on /privacy): once a day
 * one instance claims the run (the `privacy_task_runs` row, FOR UPDATE SKIP LOCKED, as the job alerts'
 * tick does: decision 071) and, in batches that each claim their rows the same way:
 * - deletes application drafts untouched for DRAFT_MONTHS;
 * - anonymises sent applications to jobs closed more than CLOSED_JOB_MONTHS ago;
 * - warns candidates inactive for RETENTION_INACTIVE_MONTHS less WARNING_DAYS, and erases those warned
 *   WARNING_DAYS ago who did not come back;
 * - deletes data exports past their EXPORT_KEPT_DAYS (a failed one after as long), with their files;
 * - deletes sent e-mails from the outbox after OUTBOX_KEEP_SENT_DAYS;
 * - forgets sessions a day after they ended (their device and address, their refresh tokens).
 * Every step is "older than", so a run that dies half-way leaves the rest to the next day's run.
 */
export const RETENTION_TASK = 'retention';
export const DRAFT_MONTHS = 6;
export const CLOSED_JOB_MONTHS = 24;
export const WARNING_DAYS = 30;
/** The daily run starts at 01:00 UTC (04:00 in Nairobi), checked every 10 minutes by one instance (decision 122). */
const RUN_HOUR_UTC = 1;
const CHECK_EVERY_MS = 10 * 60 * 1000;
const BATCH = 50;

const DAY_MS = 24 * 3600 * 1000;
const monthsBefore = (now: Date, months: number) => {
  const at = new Date(now);
  at.setUTCMonth(at.getUTCMonth() - months);
  return at;
};
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** The next daily run after `now`. */
export function nextRunAfter(now: Date): Date {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), RUN_HOUR_UTC));
  return next > now ? next : new Date(next.getTime() + DAY_MS);
}

export interface RetentionReport {
  draftsDeleted: number;
  applicationsAnonymised: number;
  candidatesWarned: number;
  candidatesErased: number;
  exportsDeleted: number;
  sentMailDeleted: number;
  sessionsPruned: number;
}

function inactivityWarning(to: string, months: number, settingsLink: string, language: Language) {
  const t = privacyTexts(language);
  return compose(
    to,
    t('inactivity.subject', { count: WARNING_DAYS }),
    helloLine(language),
    [t('inactivity.unused', { count: months }), t('inactivity.ifNothing', { count: WARNING_DAYS })],
    t('inactivity.action'),
    settingsLink,
    [t('inactivity.download')],
    language,
  );
}

/** Repeats one batch (its own transaction) until it finds nothing more; answers the total. */
async function inBatches(db: Db, batch: (tx: Tx) => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const done = await db.transaction((tx) => batch(tx));
    total += done;
    if (done < BATCH) return total;
  }
}

export function createRetention(ctx: Pick<AppContext, 'db' | 'config'>) {
  const { db, config } = ctx;

  /** The work of one run, at `now` (tests move the clock by giving it). */
  async function runNow(now: Date): Promise<RetentionReport> {
    const draftsDeleted = await inBatches(db, (tx) =>
      deleteDraftsOlderThan(tx, monthsBefore(now, DRAFT_MONTHS), BATCH),
    );
    const applicationsAnonymised = await inBatches(db, async (tx) => {
      const ids = await anonymiseApplicationsToJobsClosedBefore(
        tx,
        monthsBefore(now, CLOSED_JOB_MONTHS),
        BATCH,
      );
      await anonymiseApplicationNotifications(tx, ids);
      return ids.length;
    });
    const inactiveSince = monthsBefore(now, config.retentionInactiveMonths);
    const candidatesWarned = await inBatches(db, async (tx) => {
      const warned = await warnInactiveCandidates(
        tx,
        new Date(inactiveSince.getTime() + WARNING_DAYS * DAY_MS),
        now,
        BATCH,
      );
      const languages = await userLanguages(
        tx,
        warned.map((person) => Number(person.id)),
      );
      for (const person of warned) {
        await enqueueEmail(
          tx,
          inactivityWarning(
            person.email,
            config.retentionInactiveMonths,
            `${config.publicUrl}/login`,
            languages.get(Number(person.id)) ?? 'en',
          ),
        );
      }
      return warned.length;
    });
    const candidatesErased = await inBatches(db, async (tx) => {
      const due = await claimWarnedInactiveCandidates(tx, daysBefore(now, WARNING_DAYS), BATCH);
      for (const id of due) await erasePerson(tx, id);
      return due.length;
    });
    if (candidatesErased > 0) madeStale(db, TALENT_POOL);
    const exportsDeleted = await inBatches(db, async (tx) => {
      const expired = await tx
        .select({ id: dataExports.id, fileKey: dataExports.fileKey })
        .from(dataExports)
        .where(
          or(
            lte(dataExports.expiresAt, now),
            and(
              eq(dataExports.status, 'failed'),
              lt(dataExports.createdAt, daysBefore(now, EXPORT_KEPT_DAYS)),
            ),
          ),
        )
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const row of expired) {
        if (row.fileKey) await removeStoredFile(row.fileKey);
        await tx.delete(dataExports).where(eq(dataExports.id, row.id));
      }
      return expired.length;
    });
    const sentMailDeleted = await inBatches(db, (tx) =>
      pruneSentMail(tx, daysBefore(now, OUTBOX_KEEP_SENT_DAYS), BATCH),
    );
    const sessionsPruned = await inBatches(db, (tx) => pruneEndedSessions(tx, now, BATCH));
    return {
      sessionsPruned,
      draftsDeleted,
      applicationsAnonymised,
      candidatesWarned,
      candidatesErased,
      exportsDeleted,
      sentMailDeleted,
    };
  }

  return {
    runNow,

    /**
     * The daily run, when it is due: the instance that claims the row runs it; the others (and this one
     * until tomorrow) find it taken. Answers null when it was not due or another instance has it.
     */
    async runIfDue(now = new Date()): Promise<RetentionReport | null> {
      const claimed = await db.transaction(async (tx) => {
        const [due] = await tx
          .select({ name: privacyTaskRuns.name })
          .from(privacyTaskRuns)
          .where(and(eq(privacyTaskRuns.name, RETENTION_TASK), lte(privacyTaskRuns.nextDueAt, now)))
          .for('update', { skipLocked: true });
        if (!due) return false;
        await tx
          .update(privacyTaskRuns)
          .set({ nextDueAt: nextRunAfter(now), lastStartedAt: now })
          .where(eq(privacyTaskRuns.name, RETENTION_TASK));
        return true;
      });
      if (!claimed) return null;
      const report = await runNow(now);
      await db
        .update(privacyTaskRuns)
        .set({ lastFinishedAt: sql`now()` })
        .where(eq(privacyTaskRuns.name, RETENTION_TASK));
      return report;
    },
  };
}

export const RETENTION_CHECK_EVERY_MS = CHECK_EVERY_MS;
