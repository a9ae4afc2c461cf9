import { JOB_SEARCH_TEXT_MAX, type JobAlertQuery } from '@kweli/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/connect.ts';
import type { DomainEvents } from '../../platform/events.ts';
import { nextDue } from './schedule.ts';

/**
 * The weekly alert of a candidate's preferences (issue 24 item 5, docs/decisions/071-job-alerts.md): the
 * profile-based "new job for you" e-mails are no longer sent one per publication; the candidate's
 * preferred job titles (and their country, when all their preferred places are in one) make a weekly job
 * alert, shown with their other alerts and ended like any other. Saving the preferences again updates its
 * search; once ended it is not made again. The in-app notification of each matching job stays.
 */
type Preferences = DomainEvents['candidate.preferences_changed']['preferences'];

export function profileAlertQuery(preferences: Preferences): JobAlertQuery | null {
  const titles = preferences.job_titles.map((t) => t.trim()).filter(Boolean);
  if (titles.length === 0) return null;
  let jobTitle = '';
  for (const title of titles) {
    const next = jobTitle ? `${jobTitle} ${title}` : title;
    if (next.length > JOB_SEARCH_TEXT_MAX) break;
    jobTitle = next;
  }
  const countries = [...new Set(preferences.locations.map((l) => l.country).filter(Boolean))];
  // Issue 25 item 4: every preferred place in one Kenyan county narrows the alert to that county.
  const counties = [...new Set(preferences.locations.map((l) => l.county ?? ''))];
  const county = countries.length === 1 && counties.length === 1 ? counties[0] : '';
  return {
    job_title: jobTitle || titles[0]!.slice(0, JOB_SEARCH_TEXT_MAX),
    ...(countries.length === 1 ? { country: countries[0]! } : {}),
    ...(county ? { county } : {}),
  };
}

/** On `candidate.preferences_changed`, in the saving transaction. */
export async function syncProfileAlert(
  tx: Executor,
  { candidateId, preferences }: DomainEvents['candidate.preferences_changed'],
  now = new Date(),
): Promise<void> {
  const query = profileAlertQuery(preferences);
  if (!query) {
    // No titles left: the alert would search for everything; it pauses until titles come back.
    await tx.execute(
      sql`update job_alerts set next_due_at = null where user_id = ${candidateId} and is_default and ended_at is null`,
    );
    return;
  }
  await tx.execute(
    sql`insert into job_alerts (user_id, query, frequency, created_at, confirmed_at, checked_until, next_due_at, is_default)
        values (${candidateId}, ${JSON.stringify(query)}::jsonb, 'weekly', ${now.toISOString()}::timestamptz,
          ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz,
          ${nextDue('weekly', now).toISOString()}::timestamptz, true)
        on conflict (user_id) where is_default do update set query = excluded.query,
          next_due_at = coalesce(job_alerts.next_due_at, excluded.next_due_at)
        where job_alerts.ended_at is null`,
  );
}

/**
 * The same for every candidate who named job titles and has no such alert yet (the demo data, after
 * loading its candidates; migration 0052 did it for those already there).
 */
export async function addProfileAlerts(db: Executor, now = new Date()): Promise<void> {
  await db.execute(
    sql`insert into job_alerts (user_id, query, frequency, confirmed_at, next_due_at, is_default)
        select p.user_id,
          jsonb_strip_nulls(jsonb_build_object(
            'job_title', left(array_to_string(array(select jsonb_array_elements_text(p.preferences -> 'job_titles')), ' '), 200),
            'country', case when (select count(distinct l ->> 'country') from jsonb_array_elements(p.preferences -> 'locations') l) = 1
                            then p.preferences -> 'locations' -> 0 ->> 'country' end)),
          'weekly', ${now.toISOString()}::timestamptz, ${nextDue('weekly', now).toISOString()}::timestamptz, true
        from candidate_facts p join user_accounts u on u.user_id = p.user_id and u.is_active and u.role = 'candidate'
        where jsonb_array_length(coalesce(p.preferences -> 'job_titles', '[]')) > 0
        on conflict (user_id) where is_default do nothing`,
  );
}
