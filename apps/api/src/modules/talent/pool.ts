import { type SQL, sql } from 'drizzle-orm';

/**
 * The talent pool and the facts every talent query shares, as SQL pieces. The candidate tables belong
 * to the candidates module; talent reads the views it publishes (candidate_facts and the entries,
 * migration 0017), and the accounts, applications and jobs through theirs (decision 010).
 */

/**
 * Text as search compares it: lower case, accents removed, every run of other characters one space.
 * Both the employer's words and the profile's text go through it, so "Café-Manager" meets "cafe manager".
 */
export const normalized = (value: SQL) =>
  sql`trim(regexp_replace(lower(unaccent(coalesce(${value}, ''))), '[^a-z0-9]+', ' ', 'g'))`;

/**
 * In the pool: an active candidate who has not hidden the profile and whose profile is usable, meaning
 * it has the names an employer needs to address them (first and last name).
 */
export const inTalentPool = (profile: SQL) => sql`(
  ${profile}.visible_to_employers
  and ${profile}.first_name <> ''
  and ${profile}.last_name <> ''
  and exists (select 1 from user_accounts u where u.user_id = ${profile}.user_id and u.role = 'candidate' and u.is_active)
)`;

/**
 * An employer may see a candidate who is in the pool, or (even when hidden) one who has submitted an
 * application to one of the employer's jobs (docs/product/rules.md "Talent, matching and recommendations":
 * hidden candidates still reach employers they apply to).
 */
export const employerCanView = (profile: SQL, employerId: number) => sql`(
  ${inTalentPool(profile)}
  or exists (
    select 1 from job_applications a join job_cards j on j.id = a.job_id
    where a.candidate_id = ${profile}.user_id and j.employer_id = ${employerId}
      and a.submission_status = 'submitted'
  )
)`;

/**
 * Years of experience of one candidate, from work-experience dates: each period runs from its start to
 * its end (today for a current job), periods that overlap are merged by `range_agg` so that two jobs
 * held at once count once, and the merged days are divided by the length of an average year. Entries
 * without a start, or a past job without an end, add nothing.
 */
export const yearsOfExperience = (candidateId: SQL, today: string) => sql`coalesce((
  select sum(upper(r) - lower(r)) from (
    select unnest(range_agg(daterange(w.from_date, least(w.ended, ${today}::date), '[]'))) as r
    from (
      select from_date, coalesce(to_date, case when is_current then ${today}::date end) as ended
      from candidate_work_experiences where candidate_id = ${candidateId}
    ) w
    where w.from_date is not null and w.ended is not null and w.from_date <= least(w.ended, ${today}::date)
  ) merged
), 0) / 365.25`;

/**
 * Years of experience of the profile `p` on `today`, from the facts stored with the profile (migration
 * 0012_talent_search): the merged days of ended jobs plus the days since the earliest open current job
 * began. The same figure as `yearsOfExperience`, without reading the entries, for every day on or after
 * `experience_settled_on`; before it (an entry dated after today) the entries are read.
 */
export const storedYearsOfExperience = (profile: SQL, today: string) => sql`(case
  when ${profile}.experience_settled_on <= ${today}::date
    then (${profile}.experience_days + coalesce(${today}::date - ${profile}.experience_open_since + 1, 0)) / 365.25
  else ${yearsOfExperience(sql`${profile}.user_id`, today)} end)`;
