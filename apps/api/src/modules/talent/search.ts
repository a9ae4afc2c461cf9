import { PAGE_SIZE, type TalentSearchQuery, todayInNairobi } from '@kweli/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rows } from '../../db/connect.ts';
import { inTalentPool, normalized, yearsOfExperience } from './pool.ts';

/**
 * Talent search: hard filters narrow the pool, the job title and the free-text query rank it, and every
 * criterion the employer gave adds to a score in 0..1 (the scoring is explained in docs/talent-search.md).
 * Everything that decides the order is computed in one SQL statement, so paging is stable: score, then
 * whole years of experience, then id.
 */

/** How much each criterion weighs in the score; the job title is the employer's main question. */
export const WEIGHTS = {
  job_title: 3,
  q: 2,
  city: 1,
  country: 1,
  industry: 1,
  education_level: 1,
  years: 1,
} as const;

/** Strength of a title match: exact, related (one title contains the other), or similar (a typo). */
export const TITLE_STRENGTH = { exact: 1, related: 0.7, similarBase: 0.3, similarSpan: 0.3 } as const;
/** Where the title was found: the current job counts most, a wished-for title least. */
export const TITLE_SOURCE = { current: 1, past: 0.9, preference: 0.8 } as const;
/** A title or a word at least this similar (pg_trgm) is taken for a typo of it. */
export const SIMILARITY_THRESHOLD = 0.5;
export const QUERY_WORDS_MAX = 8;

export type TitleSource = keyof typeof TITLE_SOURCE;

/** The scoring constants are ours, not user input: written into the SQL as numeric literals. */
const num = (n: number) => sql.raw(String(n));

/** One ranked row: the candidate and what matched, for the reasons. */
export interface RankedCandidate {
  id: number;
  score: number;
  years: number;
  matched_title: string | null;
  title_source: TitleSource | null;
  matched_words: string[] | null;
}

export interface RankedPage {
  count: number;
  rows: RankedCandidate[];
}

const hasTitle = (q: TalentSearchQuery) => Boolean(q.job_title && /[\p{L}\p{N}]/u.test(q.job_title));
const hasWords = (q: TalentSearchQuery) => Boolean(q.q && /[\p{L}\p{N}]{2}/u.test(q.q));

/** The criteria of a search that take part in the score, with their weights. */
export function activeCriteria(q: TalentSearchQuery): Partial<Record<keyof typeof WEIGHTS, number>> {
  const active: Partial<Record<keyof typeof WEIGHTS, number>> = {};
  if (hasTitle(q)) active.job_title = WEIGHTS.job_title;
  if (hasWords(q)) active.q = WEIGHTS.q;
  if (q.city) active.city = WEIGHTS.city;
  if (q.country) active.country = WEIGHTS.country;
  if (q.industry) active.industry = WEIGHTS.industry;
  if (q.education_level) active.education_level = WEIGHTS.education_level;
  if (q.years_experience_min !== undefined || q.years_experience_max !== undefined)
    active.years = WEIGHTS.years;
  return active;
}

export async function rankCandidates(db: Executor, q: TalentSearchQuery): Promise<RankedPage> {
  const today = todayInNairobi();
  const criteria = activeCriteria(q);
  const totalWeight = Object.values(criteria).reduce((a, b) => a + b, 0);
  const title = hasTitle(q) ? q.job_title! : null;
  const words = hasWords(q) ? q.q! : null;

  const poolFilters: SQL[] = [inTalentPool(sql`p`)];
  if (q.city)
    poolFilters.push(sql`exists (select 1 from jsonb_array_elements(p.preferences->'locations') l
      where ${normalized(sql`l->>'city'`)} = ${normalized(sql`${q.city}::text`)})`);
  if (q.country)
    poolFilters.push(sql`exists (select 1 from jsonb_array_elements(p.preferences->'locations') l
      where ${normalized(sql`l->>'country'`)} = ${normalized(sql`${q.country}::text`)})`);
  if (q.industry)
    poolFilters.push(sql`exists (select 1 from jsonb_array_elements_text(p.preferences->'industries') i
      where ${normalized(sql`i`)} = ${normalized(sql`${q.industry}::text`)})`);
  if (q.education_level)
    poolFilters.push(sql`exists (select 1 from educations e where e.candidate_id = p.user_id
      and ${normalized(sql`e.education_level`)} = ${normalized(sql`${q.education_level}::text`)})`);

  // The best title match of each candidate, over work-experience titles and wished-for titles.
  const titleCte = title
    ? sql`, wanted as (select ${normalized(sql`${title}::text`)} as t),
      titles as (
        select w.candidate_id as id, w.job_title as title,
          case when w.is_current then 'current' else 'past' end as source
        from work_experiences w join pool on pool.id = w.candidate_id where w.job_title <> ''
        union all
        select pool.id, pt.t, 'preference' from pool, jsonb_array_elements_text(pool.preferences->'job_titles') pt(t)
      ),
      -- Titles repeat across the pool ("Software Engineer" thousands of times): compare each spelling once.
      spellings as materialized (
        select n.title, n.nt,
          n.nt = wanted.t as exact,
          (' ' || n.nt || ' ') like ('% ' || wanted.t || ' %') or (' ' || wanted.t || ' ') like ('% ' || n.nt || ' %') as related,
          greatest(word_similarity(wanted.t, n.nt), similarity(wanted.t, n.nt)) as sim
        from (select distinct title from titles) d cross join wanted
          cross join lateral (select d.title, ${normalized(sql`d.title`)} as nt) n
        where n.nt <> ''
      ),
      compared as (
        select titles.id, titles.title, titles.source, spellings.exact, spellings.related, spellings.sim
        from titles join spellings on spellings.title = titles.title
        where spellings.exact or spellings.related or spellings.sim >= ${num(SIMILARITY_THRESHOLD)}
      ),
      best_title as (
        select distinct on (id) id, title, source,
          (case when exact then ${num(TITLE_STRENGTH.exact)}
                when related then ${num(TITLE_STRENGTH.related)}
                else ${num(TITLE_STRENGTH.similarBase)} + ${num(TITLE_STRENGTH.similarSpan)} * sim end)
          * (case source when 'current' then ${num(TITLE_SOURCE.current)} when 'past' then ${num(TITLE_SOURCE.past)}
             else ${num(TITLE_SOURCE.preference)} end) as strength
        from compared
        order by id, strength desc, title
      )`
    : sql``;

  // Each query word is found when a word of the profile starts with it, or a word is close to it.
  const wordsCte = words
    ? sql`, qwords as (
        select distinct w from regexp_split_to_table(${normalized(sql`${words}::text`)}, ' ') w
        where length(w) >= 2 limit ${num(QUERY_WORDS_MAX)}
      ),
      docs as (
        select pool.id, ' ' || ${normalized(sql`concat_ws(' ', p.first_name, p.last_name,
          (p.preferences->'job_titles')::text, (p.preferences->'industries')::text,
          (select string_agg(concat_ws(' ', w.job_title, w.company_name, w.responsibilities), ' ')
             from work_experiences w where w.candidate_id = pool.id),
          (select string_agg(concat_ws(' ', e.institution_name, e.course, e.education_level), ' ')
             from educations e where e.candidate_id = pool.id))`)} || ' ' as doc
        from pool join candidate_profiles p on p.user_id = pool.id
      ),
      word_hits as (
        select docs.id, array_agg(qwords.w order by qwords.w) as matched, count(*) as hits
        from docs cross join qwords
        where docs.doc like ('% ' || qwords.w || '%') or word_similarity(qwords.w, docs.doc) >= 0.6
        group by docs.id
      )`
    : sql``;

  const scoreParts: SQL[] = [];
  if (criteria.job_title) scoreParts.push(sql`${num(criteria.job_title)} * best_title.strength`);
  if (criteria.q)
    scoreParts.push(sql`${num(criteria.q)} * word_hits.hits::numeric / (select count(*) from qwords)`);
  const fullyMatched = totalWeight - (criteria.job_title ?? 0) - (criteria.q ?? 0);
  if (fullyMatched > 0) scoreParts.push(sql`${num(fullyMatched)}`);
  const score =
    totalWeight > 0
      ? sql`round((${sql.join(scoreParts, sql` + `)})::numeric / ${num(totalWeight)}, 4)`
      : sql`0`;

  const rankFilters: SQL[] = [sql`true`];
  if (title) rankFilters.push(sql`best_title.id is not null`);
  if (words) rankFilters.push(sql`word_hits.id is not null`);
  if (q.years_experience_min !== undefined)
    rankFilters.push(sql`experienced.years >= ${q.years_experience_min}`);
  if (q.years_experience_max !== undefined)
    rankFilters.push(sql`floor(experienced.years) <= ${q.years_experience_max}`);

  const offset = (q.page - 1) * PAGE_SIZE;
  const ranked = sql`
    with pool as materialized (
      select p.user_id as id, p.preferences from candidate_profiles p where ${sql.join(poolFilters, sql` and `)}
    ),
    experienced as materialized (select pool.id, ${yearsOfExperience(sql`pool.id`, today)} as years from pool)
    ${titleCte}
    ${wordsCte},
    ranked as (
      select pool.id, ${score} as score, experienced.years,
        ${title ? sql`best_title.title` : sql`null::text`} as matched_title,
        ${title ? sql`best_title.source` : sql`null::text`} as title_source,
        ${words ? sql`word_hits.matched` : sql`null::text[]`} as matched_words
      from pool join experienced on experienced.id = pool.id
      ${title ? sql`left join best_title on best_title.id = pool.id` : sql``}
      ${words ? sql`left join word_hits on word_hits.id = pool.id` : sql``}
      where ${sql.join(rankFilters, sql` and `)}
    )`;
  const query = sql`${ranked}
    select id, score::float8 as score, years::float8 as years, matched_title, title_source, matched_words,
      count(*) over () as total
    from ranked
    order by score desc, floor(years) desc, id
    limit ${PAGE_SIZE} offset ${offset}`;

  const found = await rows<RankedCandidate & { total: string | number }>(db, query);
  let count = Number(found[0]?.total ?? 0);
  if (found.length === 0 && offset > 0) {
    // Past the last page the window count has no row to ride on: count the matches on their own.
    const [row] = await rows<{ n: number }>(db, sql`${ranked} select count(*)::int as n from ranked`);
    count = row?.n ?? 0;
  }
  return {
    count,
    rows: found.map(({ total: _total, ...row }) => ({
      ...row,
      id: Number(row.id),
      score: Number(row.score),
      years: Number(row.years),
    })),
  };
}
