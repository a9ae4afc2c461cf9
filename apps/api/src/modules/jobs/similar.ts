import { type JobCard, todayInNairobi } from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { type Executor, rows } from '../../db/connect.ts';
import { notFound } from '../../platform/errors.ts';
import { JOB_CARD_COLUMNS } from './search.ts';

/**
 * Similar jobs under a job's page (issue 27 item 13, docs/decisions/055-what-the-job-page-tells.md): open
 * published jobs that share words of its title, or its town, ranked by the title words they share (3 each),
 * the same industry (1), the same town (1), the same country (0.5), then newest. The job itself is never
 * among them, nor a closed, draft or expired job.
 *
 * Every source is bounded and read from an index, so a common title word over a million jobs costs a few
 * milliseconds: the newest SOURCE_WINDOW open jobs of each title word from the word postings of search
 * (migration 0015, job_search_postings: published jobs only), and the newest SOURCE_WINDOW open jobs of the
 * town (jobs_open_city_idx, migration 0014).
 */
export const SIMILAR_JOBS = 4;
const SOURCE_WINDOW = 100;
/** Words that say nothing about the work ("and", "of", "senior"...): no job is similar for sharing them. */
const LOOSE_WORDS = new Set([
  'and',
  'the',
  'for',
  'with',
  'senior',
  'junior',
  'officer',
  'assistant',
  'intern',
]);
const num = (n: number) => sql.raw(String(n));

interface Source {
  id: number;
  industry: string;
  search_city: string | null;
  country: string;
  words: string[];
}

export async function similarJobs(db: Executor, jobId: number): Promise<JobCard[]> {
  const [job] = await rows<Source>(
    db,
    sql`select id, industry, search_city, country, tsvector_to_array(search_title_words) as words
      from jobs where id = ${jobId} and status = 'published'`,
  );
  if (!job) throw notFound();
  const words = job.words.filter((w) => w.length >= 3 && !LOOSE_WORDS.has(w));
  const today = todayInNairobi();
  const wordArray = sql`array[${sql.join(
    words.map((w) => sql`${w}::text`),
    sql`, `,
  )}]::text[]`;
  const byWords = words.length
    ? sql`select p.job_id as id from unnest(${wordArray}) w(word)
        cross join lateral (
          select job_id from job_search_postings p
          where p.field = 'title' and p.word = w.word and (p.due_date is null or p.due_date >= ${today}::date)
          order by p.published_at desc, p.job_id desc limit ${num(SOURCE_WINDOW)}
        ) p`
    : sql`select null::integer as id where false`;
  const byTown = job.search_city
    ? sql`select id from jobs where search_city = ${job.search_city} and status = 'published'
        and (due_date is null or due_date >= ${today}::date)
        order by published_at desc, id desc limit ${num(SOURCE_WINDOW)}`
    : sql`select null::integer as id where false`;
  const shared = words.length
    ? sql`(select count(*) from unnest(tsvector_to_array(j.search_title_words)) t where t = any(${wordArray}))`
    : sql`0`;
  return rows<JobCard>(
    db,
    sql`with found as ((${byWords}) union (${byTown}))
      select ${JOB_CARD_COLUMNS} from jobs j join found f on f.id = j.id
      where j.id <> ${job.id} and j.status = 'published' and (j.due_date is null or j.due_date >= ${today}::date)
      order by ${shared} * 3
        + case when j.industry = ${job.industry} and j.industry <> '' then 1 else 0 end
        + case when j.search_city = ${job.search_city} then 1 else 0 end
        + case when j.country = ${job.country} and j.country <> '' then 0.5 else 0 end desc,
        j.published_at desc, j.id desc
      limit ${num(SIMILAR_JOBS)}`,
  );
}
