import { PAGE_SIZE, type TalentSearchQuery, todayInNairobi } from '@kweli/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, type Executor, rows } from '../../db/connect.ts';
import { inTalentPool, storedYearsOfExperience } from './pool.ts';

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
  county: 1,
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
/** A query word is found in a profile at least this similar to one of its words (pg_trgm word similarity). */
export const WORD_SIMILARITY_THRESHOLD = 0.6;

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
  if (q.county) active.county = WEIGHTS.county;
  if (q.country) active.country = WEIGHTS.country;
  if (q.industry) active.industry = WEIGHTS.industry;
  if (q.education_level) active.education_level = WEIGHTS.education_level;
  if (q.years_experience_min !== undefined || q.years_experience_max !== undefined)
    active.years = WEIGHTS.years;
  return active;
}

/** How many places of the whole pool's order are stored (pool-order.ts): the first 50 pages. */
export const STORED_POSITIONS = 1000;

/**
 * A page of the whole pool's stored order (pool-order.ts, migration 0128), or null when it is not stored
 * for the pool as it is today: no write to a profile or to an account's role or state since it was
 * ranked (the pool's change number), and ranked on this Nairobi day (years grow with the days).
 */
export async function storedPoolPage(db: Executor, page: number, today: string): Promise<RankedPage | null> {
  const offset = (page - 1) * PAGE_SIZE;
  if (offset + PAGE_SIZE > STORED_POSITIONS) return null;
  const [found] = await rows<{ total: number; page: { id: number; years: number }[] }>(
    db,
    sql`select s.total, (
        select coalesce(json_agg(json_build_object('id', o.candidate_id, 'years', o.years) order by o.position), '[]'::json)
        from talent_pool_order o where o.position > ${offset} and o.position <= ${offset + PAGE_SIZE}
      ) as page
      from talent_pool_order_state s join talent_pool_changes c on c.version = s.version
      where s.ranked_on = ${today}::date`,
  );
  if (!found) return null;
  return {
    count: Number(found.total),
    rows: found.page.map((r) => ({
      id: Number(r.id),
      score: 0,
      years: Number(r.years),
      matched_title: null,
      title_source: null,
      matched_words: null,
    })),
  };
}

/** The order of a ranking: score, then whole years of experience, then id (total, so paging is stable). */
export const RANK_ORDER = sql`score desc, floor(years) desc, id`;

/** Whether a search asks nothing: the whole pool, ranked by experience (the first view of Find Talent). */
export const asksNothing = (q: TalentSearchQuery) => Object.keys(activeCriteria(q)).length === 0;

export async function rankCandidates(db: Db, q: TalentSearchQuery): Promise<RankedPage> {
  const today = todayInNairobi();
  // The whole pool's order is stored (pool-order.ts) while nothing in the pool changed; else computed.
  if (asksNothing(q)) {
    const stored = await storedPoolPage(db, q.page, today);
    if (stored) return stored;
  }
  const { ranked, trigrams } = rankingOf(q, today);
  const offset = (q.page - 1) * PAGE_SIZE;
  // The matches are ranked once (materialized) and counted apart from the page: the page is then a
  // bounded top-N sort (page × 20 rows kept) instead of a sort of every match that a count over the
  // window needed.
  const query = sql`${ranked},
    counted as (select count(*) as total from ranked)
    select id, score::float8 as score, years::float8 as years, matched_title, title_source, matched_words,
      (select total from counted) as total
    from ranked
    order by ${RANK_ORDER}
    limit ${PAGE_SIZE} offset ${offset}`;

  const compute = async (tx: Executor) => {
    const found = await rows<RankedCandidate & { total: string | number }>(tx, query);
    let count = Number(found[0]?.total ?? 0);
    if (found.length === 0 && offset > 0) {
      // Past the last page the window count has no row to ride on: count the matches on their own.
      const [row] = await rows<{ n: number }>(tx, sql`${ranked} select count(*)::int as n from ranked`);
      count = row?.n ?? 0;
    }
    return { found, count };
  };
  // The trigram operators' thresholds are settings: lowered for this statement only (a transaction),
  // to the title rule's 0.5; the word rule's 0.6 is then checked exactly. Without a title or words
  // nothing is set, and no transaction is needed.
  const { found, count } = trigrams
    ? await db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('pg_trgm.similarity_threshold', ${String(SIMILARITY_THRESHOLD)}, true),
          set_config('pg_trgm.word_similarity_threshold', ${String(SIMILARITY_THRESHOLD)}, true)`);
        return compute(tx);
      })
    : await compute(db);
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

/**
 * The ranking of a search as a `with … ranked as (…)` statement head: every candidate it matches, with
 * the score, the years and what matched (`ranked`), to be ordered by RANK_ORDER. `trigrams`: the
 * statement needs the trigram thresholds set (rankCandidates).
 */
export function rankingOf(q: TalentSearchQuery, today: string): { ranked: SQL; trigrams: boolean } {
  const criteria = activeCriteria(q);
  const totalWeight = Object.values(criteria).reduce((a, b) => a + b, 0);
  const title = hasTitle(q) ? q.job_title! : null;
  const words = hasWords(q) ? q.q! : null;

  const poolFilters: SQL[] = [inTalentPool(sql`p`)];
  // The exact-match filters read the profile's stored, normalized facts through their index.
  const factFilters: SQL[] = [];
  const fact = (kind: string, value: string) => {
    const filter = sql`p.search_facts @> array[${kind} || talent_normalized(${value}::text)]`;
    poolFilters.push(filter);
    factFilters.push(filter);
  };
  if (q.city) fact('city:', q.city);
  if (q.county) fact('county:', q.county);
  if (q.country) fact('country:', q.country);
  if (q.industry) fact('industry:', q.industry);
  if (q.education_level) fact('education:', q.education_level);

  // The best title match of each candidate, over work-experience titles and wished-for titles. Each
  // spelling of a title is compared once, in the small table of spellings (migration 0150, decision 116):
  // the spellings that can match at all are found through its indexes (the same spelling, one that
  // contains the wanted title, one the wanted title contains (one of its word runs), or a similar one),
  // and only the titles of the spellings that do match are read, by spelling, from the candidates' titles.
  const none = sql``;
  const wanted = sql`talent_normalized(${title}::text)`;
  const titleCte = title
    ? sql`wanted_parts as (
        select array_agg(array_to_string(w[i:j], ' ')) as parts
        from (select string_to_array(${wanted}, ' ') as w) split,
          generate_series(1, cardinality(w)) i, generate_series(i, cardinality(w)) j
      ),
      spellings as materialized (
        select s.nt,
          s.nt = ${wanted} as exact,
          (' ' || s.nt || ' ') like ('% ' || ${wanted} || ' %') or (' ' || ${wanted} || ' ') like ('% ' || s.nt || ' %') as related,
          greatest(word_similarity(${wanted}, s.nt), similarity(${wanted}, s.nt)) as sim
        from (
          select cs.normalized_title as nt
          from candidate_title_spellings cs
          where cs.normalized_title = ${wanted}
            or cs.normalized_title like ('%' || ${wanted} || '%')
            or cs.normalized_title = any((select parts from wanted_parts)::text[])
            or ${wanted} <% cs.normalized_title
            or cs.normalized_title % ${wanted}
        ) s
      ),
      matching as materialized (
        select nt, exact, related, sim from spellings
        where exact or related or sim >= ${num(SIMILARITY_THRESHOLD)}
      ),
      compared as (
        select ct.candidate_id as id, ct.title, ct.source, matching.exact, matching.related, matching.sim
        from matching join candidate_search_titles ct on ct.normalized_title = matching.nt
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
    : none;

  // Each query word is found when a word of the profile starts with it, or a word is close to it; the
  // profile's stored document is searched through its trigram index. The exact-match facts are applied
  // here too, so that the facts' index narrows the words' matches before any profile is read (a common
  // word in one city read 16,000 profiles for 500 in that city: docs/performance.md).
  const wordsCte = words
    ? sql`qwords as (
        select distinct w from regexp_split_to_table(talent_normalized(${words}::text), ' ') w
        where length(w) >= 2 limit ${num(QUERY_WORDS_MAX)}
      ),
      word_hits as (
        select p.user_id as id, array_agg(qwords.w order by qwords.w) as matched, count(*) as hits
        from qwords join candidate_facts p
          on p.search_document like ('% ' || qwords.w || '%') or qwords.w <% p.search_document
        where (p.search_document like ('% ' || qwords.w || '%')
          or word_similarity(qwords.w, p.search_document) >= ${num(WORD_SIMILARITY_THRESHOLD)})
          ${factFilters.length ? sql`and ${sql.join(factFilters, sql` and `)}` : sql``}
        group by p.user_id
      )`
    : none;

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

  const rankFilters: SQL[] = poolFilters;
  const years = storedYearsOfExperience(sql`p`, today);
  if (q.years_experience_min !== undefined) rankFilters.push(sql`${years} >= ${q.years_experience_min}`);
  if (q.years_experience_max !== undefined)
    rankFilters.push(sql`floor(${years}) <= ${q.years_experience_max}`);

  const ranked = sql`
    with ${sql.join(
      [titleCte, wordsCte].filter((cte) => cte !== none),
      sql`, `,
    )}${title || words ? sql`,` : sql``}
    ranked as materialized (
      select p.user_id as id, ${score} as score, ${years} as years,
        ${title ? sql`best_title.title` : sql`null::text`} as matched_title,
        ${title ? sql`best_title.source` : sql`null::text`} as title_source,
        ${words ? sql`word_hits.matched` : sql`null::text[]`} as matched_words
      from candidate_facts p
      ${title ? sql`join best_title on best_title.id = p.user_id` : sql``}
      ${words ? sql`join word_hits on word_hits.id = p.user_id` : sql``}
      where ${sql.join(rankFilters, sql` and `)}
    )`;
  return { ranked, trigrams: Boolean(title || words) };
}
