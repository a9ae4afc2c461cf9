import { type JobCard, PAGE_SIZE, todayInNairobi } from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { type Executor, rows } from '../../db/connect.ts';
import { notFound } from '../../platform/errors.ts';
import { cappedCount, countLimit } from '../../platform/paging.ts';
import { findPublicCompany } from '../employers/index.ts';
import { JOB_CARD_COLUMNS } from './search.ts';

/**
 * A company page's open jobs (issue 27 item 13): its published jobs whose due date has not passed,
 * newest first, a page at a time through jobs_employer_list_idx (migration 0010), counted to the cap like
 * search. A company without a public page (closed account, unknown id) is not found.
 */
export async function companyJobs(
  db: Executor,
  companyId: number,
  page: number,
): Promise<{ count: number; countCapped: boolean; results: JobCard[] }> {
  if (!(await findPublicCompany(db, companyId))) throw notFound();
  const open = sql`j.employer_id = ${companyId} and j.status = 'published'
    and (j.due_date is null or j.due_date >= ${todayInNairobi()}::date)`;
  const limit = countLimit(page, PAGE_SIZE);
  const [counted] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from jobs j where ${open} limit ${sql.raw(String(limit))}) c`,
  );
  const results = await rows<JobCard>(
    db,
    sql`select ${JOB_CARD_COLUMNS} from jobs j where ${open}
      order by j.published_at desc, j.id desc
      limit ${sql.raw(String(PAGE_SIZE))} offset ${sql.raw(String((page - 1) * PAGE_SIZE))}`,
  );
  return { ...cappedCount(counted?.n ?? 0, limit), results };
}
