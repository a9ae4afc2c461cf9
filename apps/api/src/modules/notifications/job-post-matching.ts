import { sql } from 'drizzle-orm';
import { type Executor, rows } from '../../db/connect.ts';
import { TITLE_SIMILARITY } from '../jobs/index.ts';
import { newJobPostMessage } from './events.ts';

/**
 * The background half of `new_job_post` (docs/product/rules.md "Notifications"): once a job's publication has
 * committed, the outbox worker runs this to notify every candidate whose preferences match it.
 *
 * A candidate matches when the job's title is one of their preferred job titles (typo-tolerant, as
 * search and recommendations are) or the job is in one of their preferred industries; and, when they
 * named preferred locations, the job is remote or in one of their countries. Candidates who applied
 * already are left out. One SQL statement does the matching, so its cost is the database's, not a loop
 * over candidates; the unique index of migration 0011 makes a second run notify nobody twice. These
 * notifications are not e-mailed one by one any more: the candidate's weekly job alert built from the same
 * preferences gathers new jobs in one e-mail (issue 24 item 5, modules/alerts/profile-alert.ts).
 */
export async function notifyCandidatesOfNewJob(db: Executor, jobId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const [job] = await rows<{ job_title: string; company_name: string }>(
      tx,
      sql`select job_title, company_name from job_cards where id = ${jobId} and status = 'published'`,
    );
    // A job deleted or taken off the board before the worker came to it notifies nobody.
    if (!job) return 0;
    const message = newJobPostMessage(job.job_title, job.company_name);
    const created = await rows<{ id: number }>(
      tx,
      sql`insert into notifications (user_id, type, message, job_id, job_title)
        select cp.user_id, 'new_job_post', ${message}, j.id, j.job_title
        from job_cards j
        cross join candidate_facts cp
        join user_accounts u on u.user_id = cp.user_id and u.is_active and u.role = 'candidate'
        where j.id = ${jobId} and j.status = 'published'
          and (
            exists (select 1 from jsonb_array_elements_text(cp.preferences -> 'job_titles') wish(title)
                    where length(trim(wish.title)) >= 3
                      and word_similarity(search_normalize(wish.title), j.search_title) >= ${TITLE_SIMILARITY})
            or cp.preferences -> 'industries' ? j.industry
          )
          and (
            jsonb_array_length(coalesce(cp.preferences -> 'locations', '[]')) = 0
            or j.location_type = 'remote'
            or exists (select 1 from jsonb_array_elements(cp.preferences -> 'locations') place
                       where place ->> 'country' = j.country)
          )
          and not exists (select 1 from job_applications a where a.job_id = j.id and a.candidate_id = cp.user_id)
        on conflict (user_id, job_id) where type = 'new_job_post' do nothing
        returning id`,
    );
    return created.length;
  });
}
