import { todayInNairobi } from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { type Executor, rows } from '../../db/connect.ts';
import { publish } from '../../platform/events.ts';

/**
 * Deadline reminders (issue 24 item 6; docs/product/rules.md "Notifications"): a candidate who saved a job
 * and has not applied to it (a draft is not applying) is reminded once when its due date is two days away
 * or less, in Nairobi's calendar. Each run marks the saved jobs it reminds of and publishes
 * `saved_job.deadline_near` in the same transaction (notifications makes the in-app notification and its
 * e-mail), so an instance that dies leaves them for the next run, and two instances never remind of one
 * saved job twice (the update takes the row; the second finds it reminded).
 */
export const REMIND_DAYS_BEFORE = 2;
/** How often one instance looks (saved-jobs routes start it with the outbox worker; decision 122). */
export const REMINDER_EVERY_MINUTES = 10;

const addDays = (day: string, days: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

export async function remindDeadlines(db: Executor, now = new Date()): Promise<number> {
  const today = todayInNairobi(now);
  const last = addDays(today, REMIND_DAYS_BEFORE);
  return db.transaction(async (tx) => {
    const due = await rows<{
      candidate_id: number;
      job_id: number;
      job_title: string;
      company_name: string;
      due_date: string;
    }>(
      tx,
      sql`update saved_jobs s set reminded_at = ${now.toISOString()}::timestamptz
          from job_cards j
          where j.id = s.job_id and s.reminded_at is null and j.status = 'published'
            and j.due_date >= ${today}::date and j.due_date <= ${last}::date
            and not exists (select 1 from job_applications a where a.job_id = s.job_id
              and a.candidate_id = s.candidate_id and a.submission_status = 'submitted')
          returning s.candidate_id, s.job_id, j.job_title, j.company_name, to_char(j.due_date, 'YYYY-MM-DD') as due_date`,
    );
    for (const r of due)
      await publish(tx, 'saved_job.deadline_near', {
        candidateId: r.candidate_id,
        jobId: r.job_id,
        jobTitle: r.job_title,
        companyName: r.company_name,
        dueDate: r.due_date,
      });
    return due.length;
  });
}
