import type { AlertFrequency, JobAlertQuery } from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { type Executor, rows } from '../../db/connect.ts';
import { enqueueEmail } from '../../platform/outbox.ts';
import { type Language, languageOr } from '../../platform/texts.ts';
import { userLanguages } from '../auth/index.ts';
import { latestPublication, newMatchingJobs } from '../jobs/index.ts';
import { ALERT_JOBS_MAX, alertEmail, searchAddress } from './emails.ts';
import { alertLink, oneClickAddress } from './links.ts';
import { nextDue, settleMs, TICK_SECONDS } from './schedule.ts';

/**
 * The schedule of job alerts (issue 24 item 4; docs/decisions/071-job-alerts.md). Every instance runs this
 * tick; each claims the alerts that are due with FOR UPDATE SKIP LOCKED, so two instances never run one
 * alert at once, and a claim ends with its transaction: a process that dies mid-way leaves the alerts
 * due, to be run again. For each alert it finds the jobs the alert's search matches among those published
 * since it last looked, leaves out those already sent (job_alert_sends, whose key makes a second send
 * impossible), records and e-mails up to ten through the outbox, in the same transaction.
 */
const BATCH = 50;
/** Matches looked at per run: more than one e-mail lists, so that jobs sent before can be left out. */
const MATCHES_MAX = 50;

interface DueAlert {
  id: number;
  user_id: number | null;
  /** The language a visitor subscribed in; a candidate's alert is written in their account's. */
  language: string;
  query: JobAlertQuery;
  frequency: AlertFrequency;
  checked_until: Date | string;
  to: string | null;
}

export interface AlertLinks {
  publicUrl: string;
  secret: string;
}

/**
 * Runs every alert due at `now`; answers how many e-mails were queued. `tickSeconds` is the schedule's
 * tick (ALERT_TICK_SECONDS), which sets how often instant alerts run and how old a job must be.
 */
export async function runDueAlerts(
  db: Executor,
  links: AlertLinks,
  now = new Date(),
  tickSeconds = TICK_SECONDS,
): Promise<number> {
  const upTo = new Date(now.getTime() - settleMs(tickSeconds));
  const latest = await latestPublication(db);
  let emails = 0;
  for (;;) {
    const { claimed, sent } = await db.transaction(async (tx) => {
      const due = await rows<DueAlert>(
        tx,
        sql`select a.id, a.user_id, a.language, a.query, a.frequency, a.checked_until,
              case when a.user_id is null then a.email when u.is_active then u.email end as "to"
            from job_alerts a left join user_accounts u on u.user_id = a.user_id
            where a.ended_at is null and a.confirmed_at is not null and a.next_due_at <= ${now.toISOString()}::timestamptz
            order by a.next_due_at, a.id limit ${BATCH}
            for update of a skip locked`,
      );
      let queued = 0;
      // Each reader's language: the batch's candidates in one read.
      const readers = await userLanguages(
        tx,
        due.flatMap((alert) => (alert.user_id === null ? [] : [Number(alert.user_id)])),
      );
      for (const alert of due) {
        const since = new Date(alert.checked_until);
        const language =
          alert.user_id === null ? languageOr(alert.language) : (readers.get(Number(alert.user_id)) ?? 'en');
        if (alert.to && latest && latest > since && upTo > since)
          if (await sendNewJobs(tx, alert, language, since, upTo, links, now)) queued += 1;
        await tx.execute(
          sql`update job_alerts set checked_until = greatest(checked_until, ${upTo.toISOString()}::timestamptz),
                next_due_at = ${nextDue(alert.frequency, now, tickSeconds).toISOString()}::timestamptz
              where id = ${alert.id}`,
        );
      }
      return { claimed: due.length, sent: queued };
    });
    emails += sent;
    if (claimed < BATCH) return emails;
  }
}

async function sendNewJobs(
  tx: Executor,
  alert: DueAlert,
  language: Language,
  since: Date,
  upTo: Date,
  links: AlertLinks,
  now: Date,
): Promise<boolean> {
  const matches = await newMatchingJobs(tx, alert.query, { after: since, upTo, limit: MATCHES_MAX, now });
  if (matches.length === 0) return false;
  const sentBefore = new Set(
    (
      await rows<{ job_id: number }>(
        tx,
        sql`select job_id from job_alert_sends where alert_id = ${alert.id}
            and job_id in (${sql.join(
              matches.map((j) => sql`${j.id}`),
              sql`, `,
            )})`,
      )
    ).map((r) => Number(r.job_id)),
  );
  const fresh = matches.filter((job) => !sentBefore.has(Number(job.id))).slice(0, ALERT_JOBS_MAX);
  if (fresh.length === 0) return false;
  // The key (alert, job) refuses a second record of a job: a job written here is never e-mailed again.
  const recorded = await rows<{ job_id: number }>(
    tx,
    sql`insert into job_alert_sends (alert_id, job_id, sent_at)
        values ${sql.join(
          fresh.map((job) => sql`(${alert.id}, ${job.id}, ${now.toISOString()}::timestamptz)`),
          sql`, `,
        )}
        on conflict do nothing returning job_id`,
  );
  const kept = new Set(recorded.map((r) => Number(r.job_id)));
  const jobs = fresh.filter((job) => kept.has(Number(job.id)));
  if (jobs.length === 0) return false;
  await enqueueEmail(
    tx,
    alertEmail(
      alert.to!,
      alert.query,
      jobs,
      {
        publicUrl: links.publicUrl,
        search: searchAddress(links.publicUrl, alert.query),
        unsubscribePage: alertLink(links.publicUrl, links.secret, 'unsubscribe', alert.id),
        oneClick: oneClickAddress(links.publicUrl, links.secret, alert.id),
      },
      language,
    ),
  );
  await tx.execute(
    sql`update job_alerts set last_sent_at = ${now.toISOString()}::timestamptz where id = ${alert.id}`,
  );
  return true;
}
