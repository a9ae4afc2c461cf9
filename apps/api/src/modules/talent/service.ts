import {
  PAGE_SIZE,
  type SavedTalentItem,
  TALENT_MESSAGES,
  type TalentCandidateDetails,
  type TalentFilterOptions,
  type TalentSearchQuery,
  type TalentSearchResult,
} from '@kweli/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type Db, type Executor, rows } from '../../db/connect.ts';
import { notFound } from '../../platform/errors.ts';
import { publish } from '../../platform/events.ts';
import { madeStale, TALENT_POOL } from '../../platform/stale-answers.ts';
import { loadCandidates, toSummary } from './candidates.ts';
import { employerCanView, inTalentPool } from './pool.ts';
import { matchReasons } from './reasons.ts';
import { savedTalent } from './schema.ts';
import { activeCriteria, type RankedPage, rankCandidates } from './search.ts';

/** How many options of each filter the form is offered. */
const FILTER_OPTIONS_MAX = 200;

/**
 * One page of talent search for an employer. The ranking is the same for every employer (`rank` may
 * answer a kept one); which candidates the employer saved is read for each employer.
 */
export async function searchTalent(
  db: Db,
  employerId: number,
  query: TalentSearchQuery,
  rank: (query: TalentSearchQuery) => Promise<RankedPage> = (q) => rankCandidates(db, q),
): Promise<{ count: number; countCapped: boolean; results: TalentSearchResult[] }> {
  const ranked = await rank(query);
  const candidates = await loadCandidates(
    db,
    ranked.rows.map((r) => r.id),
    employerId,
  );
  // A search that asked nothing lists the pool; a score would only say "0%" of nothing.
  const scored = Object.keys(activeCriteria(query)).length > 0;
  const results: TalentSearchResult[] = [];
  for (const row of ranked.rows) {
    const candidate = candidates.get(row.id);
    if (!candidate) continue;
    results.push({
      ...toSummary(candidate),
      relevance_score: scored ? row.score : null,
      match_reasons: matchReasons(query, row, candidate),
    });
  }
  return { count: ranked.count, countCapped: ranked.countCapped, results };
}

/** The values of one kind in the pool, most common first (counted once per candidate), then by name. */
async function commonValues(db: Executor, values: SQL): Promise<string[]> {
  const found = await rows<{ value: string }>(
    db,
    sql`with pool as (
          select p.user_id as id, p.preferences from candidate_facts p where ${inTalentPool(sql`p`)}
        ),
        found as (select id, trim(value) as value from (${values}) v(id, value) where trim(coalesce(value, '')) <> '')
        select mode() within group (order by value) as value
        from found group by lower(value)
        order by count(distinct id) desc, lower(value)
        limit ${FILTER_OPTIONS_MAX}`,
  );
  return found.map((r) => r.value);
}

export async function talentFilterOptions(db: Db): Promise<TalentFilterOptions> {
  const locations = sql`select pool.id, l from pool, jsonb_array_elements(pool.preferences->'locations') l`;
  return {
    job_titles: await commonValues(
      db,
      sql`select w.candidate_id, w.job_title from candidate_work_experiences w join pool on pool.id = w.candidate_id
          union all select pool.id, t from pool, jsonb_array_elements_text(pool.preferences->'job_titles') t`,
    ),
    industries: await commonValues(
      db,
      sql`select pool.id, i from pool, jsonb_array_elements_text(pool.preferences->'industries') i`,
    ),
    cities: await commonValues(db, sql`select id, l->>'city' from (${locations}) ls`),
    countries: await commonValues(db, sql`select id, l->>'country' from (${locations}) ls`),
    education_levels: await commonValues(
      db,
      sql`select e.candidate_id, e.education_level from candidate_educations e join pool on pool.id = e.candidate_id`,
    ),
  };
}

export async function candidateDetails(
  db: Db,
  employerId: number,
  candidateId: number,
): Promise<TalentCandidateDetails> {
  const candidate = (await loadCandidates(db, [candidateId], employerId)).get(candidateId);
  if (!candidate) throw notFound(TALENT_MESSAGES.candidateNotFound);
  // The candidate sees who opened their profile (issue 23 item 5): a record, not a change of the profile.
  await publish(db, 'candidate.viewed', { candidateId, employerId, what: 'profile' });
  return candidate;
}

export async function listSavedTalent(
  db: Db,
  employerId: number,
  page: number,
): Promise<{ count: number; results: SavedTalentItem[] }> {
  const visible = sql`saved_talent s join candidate_facts p on p.user_id = s.candidate_id
    where s.employer_id = ${employerId} and ${employerCanView(sql`p`, employerId)}`;
  const [counted] = await rows<{ n: number }>(db, sql`select count(*)::int as n from ${visible}`);
  const saved = await rows<{ candidate_id: number; saved_at: string | Date }>(
    db,
    sql`select s.candidate_id, s.created_at as saved_at from ${visible}
        order by s.created_at desc, s.candidate_id desc
        limit ${PAGE_SIZE} offset ${(page - 1) * PAGE_SIZE}`,
  );
  const candidates = await loadCandidates(
    db,
    saved.map((s) => Number(s.candidate_id)),
    employerId,
  );
  const results: SavedTalentItem[] = [];
  for (const s of saved) {
    const candidate = candidates.get(Number(s.candidate_id));
    if (candidate)
      results.push({
        candidate_id: candidate.id,
        saved_at: new Date(s.saved_at).toISOString(),
        candidate: toSummary(candidate),
      });
  }
  return { count: counted?.n ?? 0, results };
}

/** Saves a candidate the employer may see; saving one already saved keeps the first save. */
export async function saveTalent(
  db: Db,
  employerId: number,
  candidateId: number,
): Promise<{ created: boolean; item: SavedTalentItem }> {
  const candidate = (await loadCandidates(db, [candidateId], employerId)).get(candidateId);
  if (!candidate) throw notFound(TALENT_MESSAGES.candidateNotFound);
  const inserted = await db
    .insert(savedTalent)
    .values({ employerId, candidateId })
    .onConflictDoNothing()
    .returning({ createdAt: savedTalent.createdAt });
  const [row] = inserted.length
    ? inserted
    : await db
        .select({ createdAt: savedTalent.createdAt })
        .from(savedTalent)
        .where(and(eq(savedTalent.employerId, employerId), eq(savedTalent.candidateId, candidateId)));
  // Search answers show which candidates the employer saved.
  madeStale(db, TALENT_POOL);
  return {
    created: inserted.length > 0,
    item: {
      candidate_id: candidateId,
      saved_at: (row?.createdAt ?? new Date()).toISOString(),
      candidate: { ...toSummary(candidate), is_saved: true },
    },
  };
}

export async function removeSavedTalent(db: Db, employerId: number, candidateId: number): Promise<void> {
  const removed = await db
    .delete(savedTalent)
    .where(and(eq(savedTalent.employerId, employerId), eq(savedTalent.candidateId, candidateId)))
    .returning({ candidateId: savedTalent.candidateId });
  if (removed.length === 0) throw notFound(TALENT_MESSAGES.notSaved);
  madeStale(db, TALENT_POOL);
}
