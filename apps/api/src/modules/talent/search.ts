import { PAGE_SIZE, type TalentSearchQuery, todayInNairobi } from '@kweli/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, type Executor, keptRows, rows, withSettings } from '../../db/connect.ts';
import { cappedCount, countLimit } from '../../platform/paging.ts';
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
/**
 * The planner's cost of a page read out of order in the statements of a search with query words, set with
 * the trigram thresholds for their transaction only (decision 170): the database is cached whole, so a
 * page read by an index costs about what one read in order does, not the default 4 times. Not for every
 * connection: job search was not cheaper in both orders under it.
 */
export const TALENT_RANDOM_PAGE_COST = '1.1';
/**
 * The settings of a search with query words' statements: the trigram operators' thresholds lowered to the
 * title rule's 0.5 (the word rule's 0.6 is then checked exactly), and TALENT_RANDOM_PAGE_COST.
 */
const WORD_SETTINGS = {
  'pg_trgm.similarity_threshold': String(SIMILARITY_THRESHOLD),
  'pg_trgm.word_similarity_threshold': String(SIMILARITY_THRESHOLD),
  random_page_cost: TALENT_RANDOM_PAGE_COST,
} as const;

export type TitleSource = keyof typeof TITLE_SOURCE;

/** The scoring constants are ours, not user input: written into the SQL as numeric literals. */
const num = (n: number) => sql.raw(String(n));
/** Candidate ids (integers) as one array parameter. */
export const idArray = (ids: number[]) => sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;

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
  /** Exact up to the count's cap (platform/paging.ts `countLimit`); `countCapped` says there are more. */
  count: number;
  countCapped: boolean;
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
    ...cappedCount(Number(found.total), countLimit(page, PAGE_SIZE)),
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

/**
 * Ranks a search's candidates: the page asked for and the count. `poolWindowRows`: the pool window's
 * budget (POOL_WINDOW_ROWS), `windowRows` the title and words windows' (WINDOW_ROWS), smaller in tests
 * so that the walks run out of them on a small pool; `wordFactsMergedFrom` (WORD_FACTS_MERGED_FROM)
 * smaller in tests, so that a small pool's facts are merged; `windowTiers` (WINDOW_TIERS) the most walks
 * of a title with several query words, smaller in tests, so that a small pool's scores left are walked.
 */
export async function rankCandidates(
  db: Db,
  q: TalentSearchQuery,
  {
    poolWindowRows = POOL_WINDOW_ROWS,
    windowRows = WINDOW_ROWS,
    wordFactsMergedFrom = WORD_FACTS_MERGED_FROM,
    windowTiers = WINDOW_TIERS,
  } = {},
): Promise<RankedPage> {
  const today = todayInNairobi();
  // Matches are counted up to a cap (or to the end of the page asked for): a common title or word
  // matches tens of thousands, and the page says "more than 1,000" (decision 115).
  const limit = countLimit(q.page, PAGE_SIZE);
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
    counted as (select count(*) as total from (select 1 from ranked limit ${limit}) capped)
    select id, score::float8 as score, years::float8 as years, matched_title, title_source, matched_words,
      (select total from counted) as total
    from ranked
    order by ${RANK_ORDER}
    limit ${PAGE_SIZE} offset ${offset}`;

  const compute = async (tx: Executor) => {
    const found = await rows<RankedCandidate & { total: string | number }>(tx, query);
    let counted = Number(found[0]?.total ?? 0);
    if (found.length === 0 && offset > 0) {
      // Past the last page the window count has no row to ride on: count the matches on their own.
      const [row] = await rows<{ n: number }>(
        tx,
        sql`${ranked} select count(*)::int as n from (select 1 from ranked limit ${limit}) capped`,
      );
      counted = row?.n ?? 0;
    }
    return {
      ...cappedCount(counted, limit),
      rows: found.map(({ total: _total, ...row }) => rankedRow(row)),
    };
  };
  // The trigram operators' thresholds are settings (WORD_SETTINGS): set for these statements only, each
  // carrying them in its own round trip (`withSettings`; a transaction of begin, the settings and commit
  // was three round trips more, decision 188). Only the query words' statements use the operators (the
  // title's spellings are compared by the functions, `matchingSpellings`): without words nothing is set.
  // The page's candidates found by a window, scored by the statement that ranks every match.
  const pageOf = async (
    tx: Executor,
    walked: { ids: number[]; matching?: MatchingSpelling[]; widened?: boolean; held?: string },
  ) => {
    const pageIds = walked.ids.slice(offset, offset + PAGE_SIZE);
    // Its text is the same for every search of the same shape (the page's ids and spellings are values):
    // kept per connection, so that its plan, most of its cost, is not made again (decision 149); not
    // after a widened walk (rankingWindow), as its walks.
    const page = pageIds.length
      ? await (walked.widened ? rows : keptRows)<RankedCandidate>(
          tx,
          sql`${rankingOf(q, today, { ...walked, ids: pageIds }).ranked}
            select id, score::float8 as score, years::float8 as years, matched_title, title_source, matched_words
            from ranked order by ${RANK_ORDER}`,
        )
      : [];
    return { ...cappedCount(walked.ids.length, limit), rows: page.map(rankedRow) };
  };
  if (!trigrams) {
    const walked = hasTitle(q)
      ? await rankingWindow(db, q, today, limit, windowRows, windowTiers)
      : await poolWindow(db, q, today, limit, poolWindowRows);
    return walked ? pageOf(db, walked) : compute(db);
  }
  return withSettings(db, WORD_SETTINGS, async (tx) => {
    const walked = hasTitle(q)
      ? await rankingWindow(tx, q, today, limit, windowRows, windowTiers)
      : await wordsWindow(tx, q, today, limit, { poolWindowRows, windowRows, wordFactsMergedFrom });
    return walked ? pageOf(tx, walked) : compute(tx);
  });
}

const rankedRow = (row: RankedCandidate): RankedCandidate => ({
  ...row,
  id: Number(row.id),
  score: Number(row.score),
  years: Number(row.years),
});

/** The most title rows a ranking window reads (before its filters) before it ranks every match instead. */
export const WINDOW_ROWS = 12_000;
/**
 * How many times WINDOW_ROWS a title search with query words reads before it ranks every match: its
 * rows are checked for the words on the hashes they carry (a row refused costs no probe), while ranking
 * every match reads every title row of every strength, a common title's hundred thousand and more
 * (docs/performance.md "Talent search: the title shapes' totals", decision 157; with several words,
 * "Talent search: a title with several words", decision 158).
 */
export const WORD_WINDOW_SCALE = 4;
/**
 * The most strengths of title match a ranking window walks, one statement each, before it ranks every match
 * (with several query words, the most walks, a strength each, before the scores left are walked in one:
 * walkRemainingScores).
 */
export const WINDOW_TIERS = 30;

/**
 * The ranking window of a search by job title (decision 115): the ids of its first `limit` candidates in
 * the order of RANK_ORDER, or null when the window does not answer (the stored whole years are not for
 * today, or the walk would read too much: a rare title with selective filters), and the matches are
 * ranked as before.
 *
 * A candidate's score is set by the strongest of their titles, and the strengths are known from the
 * spellings before any candidate is read: each matching spelling with each source (current, past,
 * wished-for) is one strength. The strengths are walked from the best score down; within one score the
 * order is whole years, then id, which the index `candidate_search_titles_walk_idx` (migration 0165) gives
 * for one spelling and source, so the pairs of one score are merged from it and the walk stops as soon as
 * it has `limit` candidates. A candidate met again under a lower score is left out (a stronger title of
 * theirs ranked them already), as is one the filters refuse: the exact-match facts are read from the
 * title rows in the index (migration 0179), the pool too (`in_pool`, migration 0214), and the years asked
 * are the walk's key in whole years: a row walked is probed only for a minimum that is not whole
 * (`titleRowKept`, decision 168).
 * With one query word, the rows of candidates not holding it are left out too (decision 121), told by
 * the document's word hashes on the title row (migration 0205, decision 144). With query words, needs the
 * trigram thresholds set.
 */
async function rankingWindow(
  tx: Executor,
  q: TalentSearchQuery,
  today: string,
  limit: number,
  windowRows: number,
  windowTiers: number,
): Promise<{ ids: number[]; matching: MatchingSpelling[]; widened?: boolean; held?: string } | null> {
  // With query words, one word is walked (decision 121): every candidate ranked holds it, so the score is
  // the title's strength with the word's whole weight, and each title row walked is checked for the
  // word's vocabulary words by their hashes, carried on the row (`wordHeld`). Several words (scores of
  // pairs) walk titleWordsWindow.
  let held: SQL | null = null;
  // The query word every candidate the window keeps holds (one word): the page's statement takes it as held
  // (`rankingOf`'s `held`) instead of looking for it again.
  let heldWord: string | undefined;
  let word: QueryWord | undefined;
  if (hasWords(q)) {
    const found = await queryWordsOf(tx, q.q!, today, { hashed: true });
    if (found.length === 0) return { ids: [], matching: [] };
    if (!found[0]!.fresh) return null;
    // Several words: the scores are pairs of title strength and words held (titleWordsWindow).
    if (found.length > 1) return titleWordsWindow(tx, q, today, limit, found, windowRows, windowTiers);
    const words = found[0]!.words;
    if (words.length === 0) return { ids: [], matching: [] };
    if (words.length > WINDOW_WORDS) return null;
    held = sql`and ${wordHeld(found[0]!)}`;
    heldWord = found[0]!.w;
    word = found[0]!;
  }
  const strength = scoreOf(q, titleStrength, sql`1`);
  // The pairs come back as one row of JSON (one element per pair, in the walk's order): a title matches a
  // hundred spellings and more, three pairs each, and a row per pair was the driver's most parsing of
  // a title search (docs/performance.md "Talent search, tenth pass").
  // Its text is the search's shape's (the title and the day are values): kept per connection (decision 187).
  const [compared] = await keptRows<{
    fresh: boolean;
    pairs: [nt: string, exact: boolean, related: boolean, sim: number, source: string, score: string][];
  }>(
    tx,
    sql`with ${matchingSpellings(q.job_title!)},
      pairs as (
        select matching.nt, matching.exact, matching.related, matching.sim, sources.source, ${strength} as strength
        from matching cross join (values ('current'), ('past'), ('preference')) sources(source)
      )
      select (select counted_on = ${today}::date from talent_whole_years_state) as fresh,
        coalesce((select json_agg(json_build_array(nt, exact, related, sim, source, strength::text)
          order by strength desc, nt, source) from pairs), '[]'::json) as pairs`,
  );
  const pairs = compared!.pairs.map(([nt, exact, related, sim, source, score]) => ({
    nt,
    exact,
    related,
    sim,
    source,
    score,
  }));
  if (pairs.length === 0) return { ids: [], matching: [] };
  if (!compared!.fresh) return null;
  const matching = [
    ...new Map(
      pairs.map((p) => [p.nt, { nt: p.nt, exact: p.exact, related: p.related, sim: p.sim }]),
    ).values(),
  ];
  const tiers: { nt: string; source: string }[][] = [];
  let last: string | null = null;
  for (const pair of pairs) {
    if (pair.score !== last) tiers.push([]);
    tiers.at(-1)!.push({ nt: pair.nt, source: pair.source });
    last = pair.score;
  }

  const filters = candidateFilters(q, today, { probe: true });
  // With an exact-match filter the title rows are walked by one of its facts, the first in the key
  // (migration 0206: a rare place reads only its own rows of each strength, not all of them; with a word
  // too since 0211, the facts' rows carrying the word hashes); the other facts are checked on the rows, in
  // the walk's index (migration 0179): the rows they refuse are skipped there, not probed, as are the rows
  // of candidates out of the pool (migration 0214); the rows they keep are not probed (`titleRowKept`).
  const { titleRows, facts, keyed } = titleRowsOf(q);
  const found: number[] = [];
  let budget = windowRows;
  // With one query word, a strength that runs out of the budget is walked again once with
  // WORD_WINDOW_SCALE times as much: a row the word refuses is refused on the hashes it carries, without
  // a probe, where giving up ranks every match of every strength. Only then, and unkept: the kept walks'
  // values, and so their plans, stay those of the budget for every other search.
  let spare = held ? windowRows * (WORD_WINDOW_SCALE - 1) : 0;
  let widened = false;
  // A title with exact-match filters and no word: after TIERS_WALKED_ALONE strengths the rest are walked
  // in one statement, unless the filters keep more of their rows than the budget (then one by one).
  // A title with one word: the strengths after the fourth in one statement too, when their title rows
  // are few (WORD_TOGETHER_ROWS): a statement each planned and ran a small walk, and built the word's
  // check (a hash of its postings) again in each.
  const together = keyed || facts.length > 0 || held !== null;
  // With a word, the document's word hashes are read with each title row walked (migrations 0205, 0211).
  const carried = held ? sql`, word_hashes as wh` : sql``;
  for (const [walks, tier] of tiers.entries()) {
    // After WINDOW_TIERS strengths the rest are read whole, whatever their size: ranking every match (what
    // the window did then) reads them all too, and the ones walked already.
    if (together && (walks === TIERS_WALKED_ALONE || walks >= WINDOW_TIERS)) {
      const rest = await walkRemainingTiers(tx, {
        q,
        tiers: tiers.slice(walks),
        titleRows,
        facts,
        filters,
        held,
        word,
        filtered: keyed || facts.length > 0,
        found,
        budget,
        need: limit - found.length,
        readAtMost:
          walks >= WINDOW_TIERS
            ? null
            : held
              ? keyed || facts.length > 0
                ? WORD_FILTER_TOGETHER_ROWS
                : WORD_TOGETHER_ROWS
              : TOGETHER_ROWS,
      });
      if (rest) return { ids: [...found, ...rest], matching, widened, held: heldWord };
      if (walks >= WINDOW_TIERS) return null;
    }
    if (walks >= WINDOW_TIERS) return null;
    // A branch per pair. A strength of at most KEPT_WALK_PAIRS pairs is padded to that many with pairs of
    // no spelling (`keptWalkPairs`), one of more to a power of two, so that the walk's text depends on the
    // search's shape (and that size) alone, and is kept per connection (keptRows): its plan is made once
    // (decisions 155, 169).
    const kept = keptWalkPairs(tier);
    const branches = (kept ?? tier).map(
      (pair) =>
        sql`select candidate_id as id, whole_years as wy${carried} from ${titleRows}
          and normalized_title = ${pair.nt} and source = ${pair.source}${sql.join(facts)}`,
    );
    // A candidate with a stronger title was ranked under its score, if the filters keep them: every
    // stronger strength was walked to its end (a walk that stops short has enough), and a candidate's
    // facts, pool, years and words are the same on every title row. So the candidates kept so far are
    // the ones to leave out, not every candidate holding a stronger title: that check read the stronger
    // strengths' title rows again (a hash of all of them, 14,392 rows for `Sales Representative`).
    // (Written for the first strength too, with no candidates: one text for every strength of a shape.)
    // A hashed subplan, not `<> all` of the array: the kept walk's generic plan has the array as a
    // parameter, which PostgreSQL 15 compares element by element (it hashes only a constant array, as a
    // custom plan has it): up to a thousand comparisons per row the word keeps (docs/performance.md
    // "Talent search: the page of a title with one word").
    const stronger = sql`and r.id not in (select unnest(${idArray(found)}))`;
    // The title rows in the order of the ranking, at most `budget` of them and one more to tell that the
    // budget ran out; a candidate with two titles of this score is met twice in a row (same whole years).
    // The profile is probed (a minimum of years not whole) last, only for the rows the word and the
    // stronger titles keep (a lateral probe of every row walked was most of a title with one word's cost:
    // docs/performance.md "Talent search, ninth pass"; since decision 168 the pool is read on the rows).
    const walk = (budget: number, keep: boolean) =>
      (keep ? keptRows : rows)<{ id: number; n: number }>(
        tx,
        sql`with raw as (
          select id, wy${held ? sql`, wh` : sql``}, row_number() over w as n, lag(id) over w as prev
          from (${sql.join(branches, sql` union all `)} order by wy desc, id limit ${budget + 1}) t
          window w as (order by wy desc, id)
        )
        select r.id, r.n from raw r
        where r.n > ${budget} or (r.prev is distinct from r.id ${held ?? sql``} ${stronger}
          and ${titleRowKept(q, sql`r`, filters)})
        order by r.wy desc, r.id
        limit ${limit - found.length}`,
      );
    let walked = await walk(budget, kept !== null && !widened);
    if (spare > 0 && walked.some((r) => Number(r.n) > budget)) {
      budget += spare;
      spare = 0;
      widened = true;
      // This walk and the strengths' after it, and the page, not kept: the kept statements' plans are
      // chosen on the custom plans' mean cost, which the common searches' values set (decision 155).
      walked = await walk(budget, false);
    }
    if (walked.some((r) => Number(r.n) > budget)) return null;
    for (const r of walked) found.push(Number(r.id));
    if (found.length >= limit) return { ids: found, matching, widened, held: heldWord };
    budget -= Math.max(0, ...walked.map((r) => Number(r.n)));
  }
  return { ids: found, matching, widened, held: heldWord };
}

/**
 * How many branches a kept walk of two to four pairs has (decision 155): the generic plans of walks of one
 * and four branches ran as fast as their custom plans (docs/performance.md "Talent search: the tier walks
 * kept per connection").
 */
export const KEPT_WALK_PAIRS = 4;
/**
 * The most pairs a strength may have for its walk to be kept per connection: more than KEPT_WALK_PAIRS are
 * padded to a power of two (8, 16, … KEPT_WALK_PAIRS_MAX), so that a few texts per search shape hold them
 * (decision 169; before, each such walk was planned on every call: a fifth of a title with one word's
 * database CPU, docs/performance.md "Talent search: the walks of more pairs kept").
 */
export const KEPT_WALK_PAIRS_MAX = 128;

/**
 * A strength's pairs as its kept walk's branches: one pair alone, or more padded to KEPT_WALK_PAIRS or to
 * the next power of two with pairs of no spelling (null, which no title row has: the index scan ends at
 * once), so that the walk's text is one of a few per search shape. Null for more than KEPT_WALK_PAIRS_MAX
 * pairs (walked unkept, a branch per pair).
 */
export function keptWalkPairs(
  tier: { nt: string; source: string }[],
): { nt: string | null; source: string | null }[] | null {
  if (tier.length <= 1) return tier;
  if (tier.length > KEPT_WALK_PAIRS_MAX) return null;
  let size = KEPT_WALK_PAIRS;
  while (size < tier.length) size *= 2;
  return [...tier, ...Array.from({ length: size - tier.length }, () => ({ nt: null, source: null }))];
}

/**
 * The title rows a title search walks (`from … where …`, each walk appending its spelling and source) and
 * the exact-match facts left to check on them (in the walk's index). With a filter, the rows of one of its
 * facts (migration 0206, `candidate_title_facts`: a row per title row and fact of the candidate, the fact
 * first in the key), the one likely to keep the fewest: a city or county before an industry, an education,
 * a country; the other facts are checked on the facts the rows carry. Without one, every title row
 * (`candidate_search_titles`). Both carry the document's word hashes (migrations 0205, 0211) for a query
 * word's check. Either way a candidate's title row is read once: their facts hold each fact once (0012).
 * With years asked, only the rows of the whole years they allow (`yearsBounds`, in the walk's key): a row
 * outside them is refused by the probe of the years, after a probe of the pool, and counted in the budget
 * (docs/performance.md "Talent search: a title's walk within the years asked", decision 161). Only the rows
 * of candidates in the pool (`in_pool`, migration 0214, decision 168): the walks probe no profile for it.
 */
function titleRowsOf(q: TalentSearchQuery): { titleRows: SQL; facts: SQL[]; keyed: boolean } {
  const wanted: [kind: string, value: string | undefined][] = [
    ['city:', q.city],
    ['county:', q.county],
    ['industry:', q.industry],
    ['education:', q.education_level],
    ['country:', q.country],
  ];
  const key = wanted.find(([, value]) => value);
  // A candidate's title rows all carry their whole years: the years refuse a candidate's rows together.
  const years = yearsKey(q);
  if (!key) {
    const facts = factFilters(q, sql`search_facts`).map((f) => sql` and ${f}`);
    return { titleRows: sql`candidate_search_titles where in_pool${years}`, facts, keyed: false };
  }
  const [kind, value] = key;
  // The same facts but the key's, which the key checks.
  const others = factFilters({ ...q, ...keyless(kind) }, sql`search_facts`);
  return {
    titleRows: sql`candidate_title_facts where fact = (select ${kind} || talent_normalized(${value}::text)) and in_pool${years}`,
    facts: others.map((f) => sql` and ${f}`),
    keyed: true,
  };
}

/** A search's criteria without the fact of `kind` (as `factFilters` names them). */
const keyless = (kind: string): Partial<TalentSearchQuery> =>
  ({
    'city:': { city: undefined },
    'county:': { county: undefined },
    'industry:': { industry: undefined },
    'education:': { education_level: undefined },
    'country:': { country: undefined },
  })[kind]!;

/**
 * How many strengths of a title search with an exact-match filter and no query word are walked one
 * statement each before the rest are walked together (`walkRemainingTiers`): the first strengths (the
 * title as asked, current, past and wished-for) are the large ones, whose walk stops early.
 */
export const TIERS_WALKED_ALONE = 4;
/** The most title rows (before the filters) the strengths left are read whole after TIERS_WALKED_ALONE. */
export const TOGETHER_ROWS = 20_000;
/**
 * The same for a title with one query word and no exact-match filter (counted before the word): a title's
 * later strengths may hold tens of thousands of rows, which a statement per strength walks only until it
 * has enough (decision 140).
 */
export const WORD_TOGETHER_ROWS = 2_000;
/**
 * The same for a title with one query word and an exact-match filter, the rows the filter keeps (decision
 * 191): a filter keeps few of a strength's rows and the word few of those, so a statement per strength
 * read them all anyway, a statement planned and sent each (`Saless Representative` + `driving` in Kampala).
 */
export const WORD_FILTER_TOGETHER_ROWS = 12_000;

/**
 * The strengths left of a title search with exact-match filters, walked in one statement: their title
 * rows that the facts keep (read in the walk's index), at most `budget` of them, each candidate at their
 * strongest (the lowest k), in the ranking's order (strength, whole years, id), the candidates kept
 * before left out, the others probed in that order until `need` are kept. The rows are sorted, not merged:
 * a filter that keeps few of a title's rows makes that sort small, where a statement per strength was
 * planned and run for each of them (`Adimnistrative Assistant` in
 * Addis Ababa: 30 strengths walked, each a statement, then every match ranked). Null when the facts keep
 * more than `budget` rows.
 */
async function walkRemainingTiers(
  tx: Executor,
  walk: {
    q: TalentSearchQuery;
    tiers: { nt: string; source: string }[][];
    /** The title rows walked (`titleRowsOf`): `from … where …`, the rest of the conditions appended. */
    titleRows: SQL;
    facts: SQL[];
    filters: SQL[];
    /** The query word's check of `r.id` (rankingWindow), or null. */
    held: SQL | null;
    /** The query word itself (one word), whose hashes are checked on the index entry read. */
    word?: QueryWord;
    /** Whether the search has an exact-match filter (the title rows of a fact, or facts checked on them). */
    filtered?: boolean;
    found: number[];
    budget: number;
    need: number;
    readAtMost: number | null;
  },
): Promise<number[] | null> {
  // The pairs joined as one list (a nested loop over the walk's index), not one branch each: the branches
  // of 60 pairs took 11 ms to plan.
  const pairs = walk.tiers.flatMap((tier, k) => tier.map((pair) => ({ ...pair, k })));
  // With one word and an exact-match filter, the word checked on the rows read (decision 191); without a
  // filter the rows are counted first, and the strengths walked one by one past WORD_TOGETHER_ROWS.
  if (walk.word?.hashes && !walk.word.collides && walk.filtered)
    return walkRemainingTiersHeld(walk, walk.word, pairs, tx);
  // With a word, its check reads the document's word hashes on the title row (migrations 0205, 0211).
  const wh = walk.held ? sql`, wh` : sql``;
  const read = sql`select ct.candidate_id as id, ct.whole_years as wy, s.k${walk.held ? sql`, ct.word_hashes as wh` : sql``}
    from unnest(${textArray(pairs.map((p) => p.nt))}, ${textArray(pairs.map((p) => p.source))},
      ${idArray(pairs.map((p) => p.k))}) s(nt, source, k)
    join lateral (select candidate_id, whole_years${walk.held ? sql`, word_hashes` : sql``} from ${walk.titleRows}
      and normalized_title = s.nt and source = s.source${sql.join(walk.facts)}) ct on true`;
  // A hashed subplan, not `<> all` of the array: kept, the statement's generic plan has the array as a
  // parameter, compared element by element (as the walks', rankingWindow).
  const before = walk.found.length ? sql`and r.id not in (select unnest(${idArray(walk.found)}))` : sql``;
  // The title rows to read, counted first up to `readAtMost` (index-only, before the facts): the rest may
  // hold large strengths (similar titles: `Loan Officer` for `Legal Officer`), which one statement per
  // strength walks only until it has enough, where this one reads them whole.
  const small = walk.readAtMost
    ? sql`(select count(*) from (
        select 1 from unnest(${textArray(pairs.map((p) => p.nt))}, ${textArray(pairs.map((p) => p.source))}) s(nt, source)
        join lateral (select 1 from ${walk.titleRows} and normalized_title = s.nt and source = s.source) ct on true
        limit ${walk.readAtMost + 1}) g) <= ${walk.readAtMost}`
    : sql`true`;
  // `offset 0`: the candidates sorted first, then probed in that order until `need` are kept (a condition
  // pushed under the sort would probe every one of them). Its text is the search's shape's (the pairs,
  // the candidates before and the budgets are values): kept per connection, as the walks (decision 187).
  const [walked] = await keptRows<{ small: boolean; n: number; ids: number[] }>(
    tx,
    sql`with gate as (select ${small} as small),
      t as materialized (
        select id, wy, k${wh} from (${read}) u where (select small from gate) limit ${walk.budget + 1}
      ),
      counted as (select count(*) as n from t),
      r as (
        select * from (select distinct on (id) id, wy, k${wh} from t order by id, k) d
        order by k, wy desc, id offset 0
      )
      select (select small from gate) as small, (select n from counted) as n, array(
        select r.id from r
        where (select n from counted) <= ${walk.budget} ${before} ${walk.held ?? sql``}
          and ${titleRowKept(walk.q, sql`r`, walk.filters)}
        order by r.k, r.wy desc, r.id
        limit ${walk.need}
      ) as ids`,
  );
  if (!walked?.small || Number(walked.n) > walk.budget) return null;
  return walked.ids.map(Number);
}

/**
 * `walkRemainingTiers` for a title with one query word whose hashes tell it exactly (`wordHeld`): one read
 * of the strengths left, at most `readAtMost` and `budget` title rows, each row's word checked on the hashes
 * its index entry carries (migrations 0205, 0211), so that only the candidates holding the word are sorted
 * and probed. No count first: the rows read are counted as they are read (a count before read them twice).
 */
async function walkRemainingTiersHeld(
  walk: Parameters<typeof walkRemainingTiers>[1],
  word: QueryWord,
  pairs: { nt: string; source: string; k: number }[],
  tx: Executor,
): Promise<number[] | null> {
  const most = Math.min(walk.readAtMost ?? Number.POSITIVE_INFINITY, walk.budget);
  const read = sql`select ct.candidate_id as id, ct.whole_years as wy, s.k, ct.word_hashes as wh
    from unnest(${textArray(pairs.map((p) => p.nt))}, ${textArray(pairs.map((p) => p.source))},
      ${idArray(pairs.map((p) => p.k))}) s(nt, source, k)
    join lateral (select candidate_id, whole_years, word_hashes from ${walk.titleRows}
      and normalized_title = s.nt and source = s.source${sql.join(walk.facts)}) ct on true`;
  const before = walk.found.length ? sql`and r.id not in (select unnest(${idArray(walk.found)}))` : sql``;
  // A document of too many words to carry has no hashes (`wh` null): its word looked up in the postings.
  const [walked] = await keptRows<{ n: number; ids: number[] }>(
    tx,
    sql`with t as materialized (
        select id, wy, k, u.wh && ${idArray(word.hashes!)} as hit, u.wh is null as nowh from (${read}) u
        limit ${most + 1}
      ),
      counted as (select count(*) as n from t),
      r as (
        select * from (select distinct on (id) id, wy, k, nowh from t where hit or nowh order by id, k) d
        order by k, wy desc, id offset 0
      )
      select (select n from counted) as n, array(
        select r.id from r
        where (select n from counted) <= ${most} ${before}
          and (not r.nowh or exists (select 1 from candidate_document_postings d
            where d.candidate_id = r.id and d.word = any(${textArray(word.words)}) offset 0))
          and ${titleRowKept(walk.q, sql`r`, walk.filters)}
        order by r.k, r.wy desc, r.id
        limit ${walk.need}
      ) as ids`,
  );
  if (!walked || Number(walked.n) > most) return null;
  return walked.ids.map(Number);
}

/**
 * The ranking window of a search by job title with several query words (eighth pass, decision 129): the
 * ids of its first `limit` candidates in the order of RANK_ORDER, or null when the window does not answer,
 * and the matches are ranked as before.
 *
 * A candidate's score is a pair: the strength of their strongest title (decision 115) and how many of the
 * query words their document holds (`word_hits`), and every candidate ranked holds one word at least. The
 * pairs' scores are computed before any candidate is read, by the statement's own score expression
 * (`scoreOf`), and walked from the best down; pairs whose rounded scores are equal are one walk. A walk
 * reads the title rows of the strengths its pairs name, merged in the order whole years, then id, from
 * `candidate_search_titles_walk_idx`, or with a filter the rows of one of its facts from
 * `candidate_title_facts_walk_idx` (`titleRowsOf`; the facts refused in the index, migration 0179), takes each
 * candidate's strongest of them (a candidate with a stronger title elsewhere is left out: another score
 * ranked them), counts the query words the candidate's postings hold (one probe of the postings' key,
 * decision 121) and keeps the candidate when that pair is one of the walk's, then probes the pool and the
 * years. A strength is walked once, at its first score: its later scores' candidates (fewer words held)
 * are gathered by that walk (`walkStrengthsOnce`), and all the walks together read at most WINDOW_ROWS.
 * Needs the trigram thresholds set.
 */
async function titleWordsWindow(
  tx: Executor,
  q: TalentSearchQuery,
  today: string,
  limit: number,
  found: QueryWord[],
  windowRows: number,
  windowTiers: number,
): Promise<{ ids: number[]; matching: MatchingSpelling[] } | null> {
  // The ranking reads at most QUERY_WORDS_MAX query words, without saying which: more are not walked.
  const held = found.length;
  if (held > QUERY_WORDS_MAX) return null;
  const vocabulary = found.flatMap((f, i) => f.words.map((word) => ({ word, qw: i })));
  if (vocabulary.length === 0) return { ids: [], matching: [] };
  if (vocabulary.length > WINDOW_WORDS) return null;
  // Every pair of spelling and source with its strength, and the score of that strength with 1, 2, …
  // words held: the ranking's expression, `word_hits.hits::numeric / (select count(*) from qwords)`. Kept
  // per connection: its text is the shape's and the count of words' (decision 187).
  const pairs = await keptRows<MatchingSpelling & { source: string; strength: string; scores: string[] }>(
    tx,
    sql`with ${matchingSpellings(q.job_title!)},
      pairs as (
        select matching.nt, matching.exact, matching.related, matching.sim, sources.source,
          ${titleStrength} as strength
        from matching cross join (values ('current'), ('past'), ('preference')) sources(source)
      )
      select nt, exact, related, sim, source, strength::text as strength,
        array(
          select (${scoreOf(q, sql`pairs.strength`, sql`h.h::numeric / ${num(held)}::bigint`)})::text
          from generate_series(1, ${num(held)}) h(h) order by h.h
        ) as scores
      from pairs order by pairs.strength desc, nt, source`,
  );
  if (pairs.length === 0) return { ids: [], matching: [] };
  const matching = [
    ...new Map(
      pairs.map((p) => [p.nt, { nt: p.nt, exact: p.exact, related: p.related, sim: p.sim }]),
    ).values(),
  ];
  // The strengths, strongest first (k = 0, 1, …), each with its pairs and its scores by words held.
  const strengths: { pairs: { nt: string; source: string }[]; scores: string[] }[] = [];
  let last: string | null = null;
  for (const pair of pairs) {
    if (pair.strength !== last) strengths.push({ pairs: [], scores: pair.scores });
    strengths.at(-1)!.pairs.push({ nt: pair.nt, source: pair.source });
    last = pair.strength;
  }
  // The scores, best first, each with its pairs (strength k, words held h).
  const byScore = new Map<string, { k: number; h: number }[]>();
  for (const [k, s] of strengths.entries())
    for (const [i, score] of s.scores.entries()) {
      const combos = byScore.get(score) ?? [];
      combos.push({ k, h: i + 1 });
      byScore.set(score, combos);
    }
  const scores = [...byScore].sort((a, b) => Number(b[0]) - Number(a[0]));

  const filters = candidateFilters(q, today, { probe: true });
  // With an exact-match filter, the title rows of one of its facts (`titleRowsOf`, migrations 0206, 0211).
  const { titleRows, facts, keyed } = titleRowsOf(q);
  const words = textArray(vocabulary.map((v) => v.word));
  const wordOf = sql`${`{${vocabulary.map((v) => v.qw).join(',')}}`}::int[]`;
  // The query words held, counted on the title row's word hashes (migration 0205) when every word's hashes
  // are exact, or in the postings' key (one probe per vocabulary word) for a row without hashes (a
  // document of too many words) or when a hash is another word's too.
  const probed = sql`(
          select count(distinct m.qw) from unnest(${words}, ${wordOf}) m(word, qw)
          where exists (
            select 1 from candidate_document_postings d where d.candidate_id = g.id and d.word = m.word)
        )`;
  const hashed = found.every((f) => f.hashes && !f.collides);
  const heldCount = hashed
    ? sql`(case when g.wh is null then ${probed} else ${sql.join(
        found.map((f) => sql`(g.wh && ${idArray(f.hashes!)})::int`),
        sql` + `,
      )} end)`
    : probed;
  const ids: number[] = [];
  let budget = windowRows;
  // A walk that runs out of the budget is walked again once with WORD_WINDOW_SCALE times as much (as a
  // title with one word, decision 157): the words held are counted on the hashes the rows carry, where
  // giving up ranks every match of every strength (`Web Developer` + `customer care` in Thika, page 2).
  let spare = windowRows * (WORD_WINDOW_SCALE - 1);
  const codes = scores.flatMap(([, combos], rank) => combos.map((c) => ({ code: c.k * 16 + c.h, rank })));
  const rankOf = new Map(codes.map((c) => [c.code, c.rank]));
  // Each strength is walked once, at its first score (all the words held): the walk reads its rows whole
  // unless it fills the page (and then the search ends), so it also keeps, for each later score of that
  // strength (fewer words held), that score's first candidates (`gathered`, by code), and those scores
  // send nothing. Before, a walk per score read its strengths again for each count of words held (the
  // budget they spent was that; docs/performance.md "Talent search: a title with several words, each
  // strength walked once").
  const gathered = new Map<number, WalkedCandidate[]>();
  const walkedWhole = new Set<number>();
  let walks = 0;
  for (const [rank, [, combos]] of scores.entries()) {
    const need = limit - ids.length;
    const fresh = combos.filter((c) => !walkedWhole.has(c.k));
    const known = combos
      .filter((c) => walkedWhole.has(c.k))
      .flatMap((c) => gathered.get(c.k * 16 + c.h) ?? []);
    if (fresh.length === 0) {
      ids.push(...inRankingOrder(known, need));
      if (ids.length >= limit) return { ids, matching };
      continue;
    }
    // After WINDOW_TIERS walks, the rest in one statement (walkRemainingScores), where ranking every
    // match read every title row of every strength: most such searches are a title with a filter that
    // keeps few rows of each strength, a statement each that read nothing (`Web Developer` + `customer
    // care` in Thika, page 2). Not sooner: without a filter the strengths left are read whole. With the
    // spare too, if no walk took it: this statement reads every title row of every strength once, as
    // ranking every match does (and that reads every match's postings and documents besides), where the
    // budget is only where it gives up (docs/performance.md "Talent search: the scores left with the
    // spare").
    // With an exact-match filter, before SCORES_WALKED_ALONE walks every score in one statement too, when
    // the filter keeps at most FILTER_TOGETHER_ROWS of their title rows: such a filter keeps few rows of
    // each strength, and a statement per walk planned and ran a walk that read a few of them (`Field
    // Officer` + `customer care` in Kisumu, KCSE: 30 walks; docs/performance.md "Talent search: a title
    // with a filter and many strengths"). Since decision 190 that is the whole budget, not 2,000: a common
    // filter's walks read its rows too, each walk its stronger strengths' again. Past that, walked as before.
    const together = keyed && walks === SCORES_WALKED_ALONE;
    if (together || walks >= windowTiers) {
      const rest = await walkRemainingScores(tx, {
        q,
        pairs: strengths.flatMap((s, k) => s.pairs.map((p) => ({ ...p, k }))),
        titleRows,
        facts,
        hashed,
        heldCount,
        codes,
        from: rank,
        filters,
        found: ids,
        budget: together ? Math.min(budget, FILTER_TOGETHER_ROWS) : budget + spare,
        need,
      });
      if (rest) return { ids: [...ids, ...rest], matching };
      if (!together) return null;
    }
    walks++;
    const ks = [...new Set(fresh.map((c) => c.k))];
    const weakest = Math.max(...ks);
    const branches = ks.flatMap((k) =>
      strengths[k]!.pairs.map(
        (pair) =>
          sql`select candidate_id as id, whole_years as wy, ${num(k)} as k${hashed ? sql`, word_hashes as wh` : sql``}
            from ${titleRows} and normalized_title = ${pair.nt} and source = ${pair.source}${sql.join(facts)}`,
      ),
    );
    // A title stronger than the candidate's strongest among the rows walked: ranked under another score.
    // Each stronger pair's title rows (the walk's own: the same facts, pool and years, which a candidate's
    // rows share) are read once per walk and hashed with each of the walk's strengths weaker than it, as
    // (candidate, k): a candidate met at k is left out when it is in that set (no nulls: `not in` is
    // exact). Every stronger strength was walked whole before (its first score ranks higher, or equal:
    // this walk; a walk that stops short ends the search), so this reads at most what the walks before
    // read. A probe per candidate the words kept (their title rows read from the table) was most of these
    // walks' cost (docs/performance.md "Talent search: a title with several words, the stronger titles
    // hashed", decision 176).
    const strongerPairs = strengths
      .slice(0, weakest)
      .flatMap((s, k) => s.pairs.flatMap((p) => ks.filter((kk) => kk > k).map((kk) => ({ ...p, kk }))));
    const stronger = strongerPairs.length
      ? sql`and (g.id, g.k) not in (
          select ct.candidate_id, s.kk
          from unnest(${textArray(strongerPairs.map((p) => p.nt))}, ${textArray(strongerPairs.map((p) => p.source))},
            ${idArray(strongerPairs.map((p) => p.kk))}) s(nt, source, kk)
          join lateral (select candidate_id from ${titleRows}
            and normalized_title = s.nt and source = s.source${sql.join(facts)}) ct on true)`
      : sql``;
    const own = fresh.map((c) => c.k * 16 + c.h);
    // The later scores of the strengths walked (fewer words held), gathered by this walk.
    const later = ks.flatMap((k) =>
      Array.from({ length: held }, (_, i) => k * 16 + i + 1).filter((code) => rankOf.get(code)! > rank),
    );
    const walkWith = (budget: number) =>
      walkStrengthsOnce(tx, {
        branches,
        hashed,
        code: sql`g.k * 16 + ${heldCount}`,
        keep: sql`true ${stronger} and ${titleRowKept(q, sql`g`, filters)}`,
        own,
        later,
        budget,
        need,
      });
    let walk = await walkWith(budget);
    if (!walk && spare > 0) {
      budget += spare;
      spare = 0;
      walk = await walkWith(budget);
    }
    if (!walk) return null;
    ids.push(...(known.length ? inRankingOrder([...walk.own, ...known], need) : walk.own.map((c) => c.id)));
    if (ids.length >= limit) return { ids, matching };
    // The walk read its strengths whole: their later scores' candidates are the ones it gathered.
    for (const k of ks) walkedWhole.add(k);
    for (const code of later) gathered.set(code, walk.later.get(code) ?? []);
    budget -= walk.read;
  }
  return { ids, matching };
}

/** A candidate a walk kept, with their whole years: what orders the candidates of one score. */
interface WalkedCandidate {
  id: number;
  wy: number;
}

/** The ids of the first `need` candidates of one score, in the ranking's order (whole years, then id). */
function inRankingOrder(candidates: WalkedCandidate[], need: number): number[] {
  return [...candidates]
    .sort((a, b) => b.wy - a.wy || a.id - b.id)
    .slice(0, need)
    .map((c) => c.id);
}

/**
 * One walk of a title search with several query words (`titleWordsWindow`): the title rows of its
 * strengths (`branches`, each `id, wy, k` and the word hashes `wh` when `hashed`, in the order whole years,
 * then id) merged in that order, at most `budget` of them, a candidate's rows grouped into one (`g`, at
 * their strongest k), its `code` (k * 16 + the words held) computed once. A candidate whose code is one of
 * `own` (the walk's score) or `later` (the later scores of the same strengths: fewer words held) and that
 * `keep` accepts is kept: the first `need` of `own` come back in `own`, and the first `need` of each
 * code of `later` in `later`.
 *
 * The walk stops as soon as it has `need` of `own` (a running count of them, which PostgreSQL stops at:
 * the WindowAgg's run condition, PostgreSQL 15), so it reads what a walk of its score alone reads. With
 * fewer it has read every row, and the last group (told by `lead`) says how many: `read`, for the
 * caller's budget; `later` then holds every later score's first candidates. Null when there were more than
 * `budget` rows to read. `code` and then the keep are computed in fenced subqueries (`offset 0`, in the
 * walk's order): the running counts read them as columns, as a run condition needs (no subquery in the
 * window function), and `code` is computed once.
 */
async function walkStrengthsOnce(
  tx: Executor,
  walk: {
    branches: SQL[];
    hashed: boolean;
    code: SQL;
    keep: SQL;
    own: number[];
    later: number[];
    budget: number;
    need: number;
  },
): Promise<{ own: WalkedCandidate[]; later: Map<number, WalkedCandidate[]>; read: number } | null> {
  const wh = walk.hashed ? sql`, wh` : sql``;
  const own = sql`${`{${walk.own.join(',')}}`}::int[]`;
  const all = sql`${`{${[...walk.own, ...walk.later].join(',')}}`}::int[]`;
  const walked = await rows<{
    id: number;
    wy: number;
    n: number;
    code: number;
    kept: boolean;
    last: boolean;
  }>(
    tx,
    sql`with raw as (
        select id, wy, k${wh}, row_number() over (order by wy desc, id) as n
        from (${sql.join(walk.branches, sql` union all `)} order by wy desc, id limit ${walk.budget + 1}) t
      ),
      grouped as (
        -- Grouped in the order the rows come in (the order by makes the grouping take it, so nothing is
        -- sorted and the walk stops when it has enough).
        select id, wy, min(k) as k${walk.hashed ? sql`, min(wh) as wh` : sql``}, max(n) as n
        from raw group by wy, id order by wy desc, id
      ),
      coded as (
        select g.id, g.wy, g.k, g.n, ${walk.code} as code from grouped g order by g.wy desc, g.id offset 0
      ),
      kept as (
        select g.id, g.wy, g.n, g.code, (g.code = any(${all}) and ${walk.keep}) as kept
        from coded g order by g.wy desc, g.id offset 0
      ),
      counted as (
        select g.*, lead(g.id) over w is null as last,
          count(*) filter (where g.kept and g.code = any(${own})) over w as owned
          ${sql.join(
            walk.later.map(
              (code, i) =>
                sql`, count(*) filter (where g.kept and g.code = ${num(code)}) over w as l${num(i)}`,
            ),
          )}
        from kept g
        window w as (order by g.wy desc, g.id rows between unbounded preceding and 1 preceding)
      )
      -- Every row but the last is here because it is kept: only the last one's is asked.
      select id, wy, n, code, kept, last from counted
      where owned < ${walk.need} and (last or kept and (code = any(${own})
        ${sql.join(walk.later.map((code, i) => sql` or code = ${num(code)} and l${num(i)} < ${walk.need}`))}))
      order by wy desc, id`,
  );
  const last = walked.find((r) => r.last);
  if (last && Number(last.n) > walk.budget) return null;
  const ownCodes = new Set(walk.own);
  const later = new Map<number, WalkedCandidate[]>();
  const ownKept: WalkedCandidate[] = [];
  for (const r of walked) {
    if (!r.kept) continue;
    const c = { id: Number(r.id), wy: Number(r.wy) };
    const code = Number(r.code);
    if (ownCodes.has(code)) ownKept.push(c);
    else later.set(code, [...(later.get(code) ?? []), c]);
  }
  return { own: ownKept, later, read: last ? Number(last.n) : 0 };
}

/**
 * How many scores of a title search with several query words and an exact-match filter are walked one
 * statement each before the rest are walked together (`walkRemainingScores`), when the filter keeps at
 * most FILTER_TOGETHER_ROWS of their title rows.
 */
export const SCORES_WALKED_ALONE = 0;
/**
 * The most title rows (after the filters) the scores left are read whole after SCORES_WALKED_ALONE: the
 * window's budget (WINDOW_ROWS, or a test's smaller `windowRows`). Within it the walks would read those
 * rows too unless a strength's first walk fills the page, and each walk read its stronger strengths' rows
 * again (the stronger titles' hash) and was planned alone: a common filter keeping 4,014 rows (`DevpOs
 * Engineer` + `customer care` in Nairobi, Bachelor's) read them in 12 walks, 107-114 ms, and reads them once in
 * one statement, 36-37 (docs/performance.md "Talent search: a title with several words and a common
 * filter", decision 190). Until then 2,000 (decision 184).
 */
export const FILTER_TOGETHER_ROWS = WINDOW_ROWS;

/**
 * The scores left of a title search with several query words (titleWordsWindow), walked in one statement:
 * every title row of every strength (the facts refused in the index), at most `budget` of them, each
 * candidate at their strongest (the lowest k) with the query words their document holds, the pair's
 * score's rank looked up in `codes` (k * 16 + words held), the ranks from `from` on, sorted by rank,
 * whole years, id, then probed in that order until `need` are kept. Null when there are more than
 * `budget` rows.
 */
async function walkRemainingScores(
  tx: Executor,
  walk: {
    q: TalentSearchQuery;
    pairs: { nt: string; source: string; k: number }[];
    titleRows: SQL;
    facts: SQL[];
    hashed: boolean;
    heldCount: SQL;
    codes: { code: number; rank: number }[];
    from: number;
    filters: SQL[];
    found: number[];
    budget: number;
    need: number;
  },
): Promise<number[] | null> {
  const { pairs, hashed } = walk;
  const read = sql`select ct.candidate_id as id, ct.whole_years as wy, s.k${hashed ? sql`, ct.word_hashes as wh` : sql``}
    from unnest(${textArray(pairs.map((p) => p.nt))}, ${textArray(pairs.map((p) => p.source))},
      ${idArray(pairs.map((p) => p.k))}) s(nt, source, k)
    join lateral (select candidate_id, whole_years${hashed ? sql`, word_hashes` : sql``} from ${walk.titleRows}
      and normalized_title = s.nt and source = s.source${sql.join(walk.facts)}) ct on true`;
  const before = walk.found.length ? sql`and r.id not in (select unnest(${idArray(walk.found)}))` : sql``;
  // Kept per connection: its text is the search's shape's, the first score's rank a value (decision 187).
  const [walked] = await keptRows<{ n: number; ids: number[] }>(
    tx,
    sql`with t as materialized (select * from (${read}) u limit ${walk.budget + 1}),
      counted as (select count(*) as n from t),
      g as (
        select id, wy, min(k) as k${hashed ? sql`, min(wh) as wh` : sql``} from t
        where (select n from counted) <= ${walk.budget} group by id, wy
      ),
      r as (
        select g.id, g.wy, c.rank from g
        join unnest(${idArray(walk.codes.map((c) => c.code))}, ${idArray(walk.codes.map((c) => c.rank))}) c(code, rank)
          on c.code = g.k * 16 + ${walk.heldCount}
        where c.rank >= ${walk.from}::int
        order by c.rank, g.wy desc, g.id offset 0
      )
      select (select n from counted) as n, array(
        select r.id from r
        where true ${before} and ${titleRowKept(walk.q, sql`r`, walk.filters)}
        order by r.rank, r.wy desc, r.id
        limit ${walk.need}
      ) as ids`,
  );
  if (!walked || Number(walked.n) > walk.budget) return null;
  return walked.ids.map(Number);
}

/**
 * The most rows a pool window reads (profiles of the pool's facts, or postings of the fact it walks)
 * before it ranks every match instead (docs/performance.md "Talent search, sixth pass"; "Talent search:
 * postings per fact").
 */
export const POOL_WINDOW_ROWS = 60_000;
/**
 * The ranking window of a search without a job title or query words (filters alone, or nothing asked
 * when the pool's stored order does not answer): the ids of its first `limit` candidates in the order
 * of RANK_ORDER, or null when the window does not answer (the stored whole years are not for today, or
 * the walk would read more than `rowsRead` rows), and the matches are ranked as before.
 *
 * Every candidate such a search ranks passed every filter in full, so all have one score, and the order
 * is whole years, then id. With one exact-match filter, the postings of its fact are walked in that
 * order (`factWindow`, migration 0207); with two or more, two facts' postings merged
 * (`factsMergeWindow`). Without (years alone, or nothing asked), the pool's facts
 * (`candidate_pool_facts_walk_idx`, migration 0180), from the maximum of years asked to the minimum, the
 * profiles probed for the pool and the years, until the walk has `limit`.
 */
async function poolWindow(
  db: Executor,
  q: TalentSearchQuery,
  today: string,
  limit: number,
  rowsRead: number,
): Promise<{ ids: number[] } | null> {
  const facts = factFilters(q, sql`sf`);
  if (facts.length === 1) return factWindow(db, q, today, limit, rowsRead);
  // Two facts or more: two facts' postings merged (decision 159). Until then this walk of the pool's facts
  // read a quarter of the budget, and a pair held by few profiles then ranked every match (20-23 ms mean).
  if (facts.length > 1) return factsMergeWindow(db, q, today, limit);
  const budget = rowsRead;
  const years = yearsBounds(q);
  const filters = candidateFilters(q, today, { probe: true });
  // The profiles in the order of the ranking that the facts keep, among at most `budget` of them read and
  // one more to tell that the budget ran out (n > budget: it comes last, and only when fewer than `limit`
  // were kept before it).
  const kept = sql`(
      select id, wy, n from (
        select candidate_id as id, whole_years as wy, search_facts as sf,
          row_number() over (order by whole_years desc, candidate_id) as n
        from (
          select candidate_id, whole_years, search_facts from candidate_pool_facts
          ${years.length ? sql`where ${sql.join(years, sql` and `)}` : sql``}
          order by whole_years desc, candidate_id limit ${budget + 1}
        ) t
      ) numbered
      where n > ${budget}${facts.length ? sql` or (${sql.join(facts, sql` and `)})` : sql` or true`}
    )`;
  // One walk, the probes beside it (-1 among the ids: the budget ran out, the facts, the pool or the years
  // refusing too many). Until 27 November the index was first read alone, to spare the probes of a walk
  // that would not answer: that read every entry twice when it did (docs/performance.md "Talent search:
  // the pool's facts walked once").
  const [walked] = await rows<{ fresh: boolean | null; ids: number[] | null }>(
    db,
    sql`select (select counted_on = ${today}::date from talent_whole_years_state) as fresh,
      array(
        select case when r.n > ${budget} then -1 else r.id end
        from ${kept} r
        left join lateral (
          select true as passes from candidate_facts p where p.user_id = r.id and ${sql.join(filters, sql` and `)}
        ) f on true
        where r.n > ${budget} or f.passes
        order by r.wy desc, r.id
        limit ${limit}
      ) as ids`,
  );
  if (!walked?.fresh || !walked.ids) return null;
  const ids = walked.ids.map(Number);
  if (ids.at(-1) === -1) return null;
  return { ids };
}

/**
 * The ranking window of a search of two exact-match filters or more and no title or words (decision 159):
 * the postings of each fact (`candidate_fact_postings_walk_idx`, migration 0207) are in the order of the
 * ranking, whole years then id (one profile's postings all carry its whole years), so the profiles holding
 * two facts are a merge join of two index-only scans in that order; the merged rows are probed for the
 * pool, the years and every fact, until `limit`. A common pair stops after a few thousand postings, a rare
 * one reads the postings of the pair up to the last of the rarer fact's, without a probe each: no budget,
 * as it reads at most the two facts' postings, less than ranking every match reads. The two merged are
 * the first asked of a city, a county, an industry, an education level and a country (the usual order of
 * their sizes); a third fact is checked by the probe only (merging it read a common one whole). Null
 * while the whole years are not for today.
 */
async function factsMergeWindow(
  tx: Executor,
  q: TalentSearchQuery,
  today: string,
  limit: number,
): Promise<{ ids: number[] } | null> {
  const wanted = factsInMergeOrder(q).slice(0, 2);
  const filters = candidateFilters(q, today, { probe: true });
  const side = (fact: SQL) => factPostingsInOrder(q, fact);
  // The join's rows in the merge's order, fenced (offset 0) so that the probe runs on them, not on one
  // side's postings below the join.
  const [found] = await rows<{ fresh: boolean | null; ids: number[] | null }>(
    tx,
    sql`select (select counted_on = ${today}::date from talent_whole_years_state) as fresh,
      array(
        select m.id from (
          select f0.candidate_id as id, f0.whole_years as wy
          from ${side(wanted[0]!)} f0
          join ${side(wanted[1]!)} f1 on f1.whole_years = f0.whole_years and f1.candidate_id = f0.candidate_id
          order by f0.whole_years desc, f0.candidate_id
          offset 0
        ) m
        where ${probedFilters(sql`m.id`, filters)}
        order by m.wy desc, m.id
        limit ${limit}
      ) as ids`,
  );
  if (!found?.fresh || !found.ids) return null;
  return { ids: found.ids.map(Number) };
}

/**
 * The wanted facts of a search in the order its merges take them (decision 159): a city, a county, an
 * industry, an education level, a country (the usual order of their sizes, smallest first).
 */
function factsInMergeOrder(q: TalentSearchQuery): SQL[] {
  const fact = (kind: string, value: string) => sql`${kind} || talent_normalized(${value}::text)`;
  return [
    q.city && fact('city:', q.city),
    q.county && fact('county:', q.county),
    q.industry && fact('industry:', q.industry),
    q.education_level && fact('education:', q.education_level),
    q.country && fact('country:', q.country),
  ].filter((f): f is SQL => Boolean(f));
}

/** One fact's postings within the years asked, in the ranking's order (whole years, then id), for a merge. */
function factPostingsInOrder(q: TalentSearchQuery, fact: SQL): SQL {
  return sql`(
      select candidate_id, whole_years from candidate_fact_postings
      where fact = (select ${fact})${yearsKey(q)}
      order by whole_years desc, candidate_id
    )`;
}

/**
 * The years asked as bounds of a walked index's `whole_years`: years >= min needs floor(years) >=
 * floor(min), and floor(years) <= max is floor(years) <= floor(max).
 */
function yearsBounds(q: TalentSearchQuery): SQL[] {
  const years: SQL[] = [];
  if (q.years_experience_min !== undefined)
    years.push(sql`whole_years >= ${Math.floor(q.years_experience_min)}::int`);
  if (q.years_experience_max !== undefined)
    years.push(sql`whole_years <= ${Math.floor(q.years_experience_max)}::int`);
  return years;
}

/** The years asked as conditions to append to a walked index's other key conditions (` and ...`). */
function yearsKey(q: TalentSearchQuery): SQL {
  return sql.join(yearsBounds(q).map((y) => sql` and ${y}`));
}

/**
 * The wanted facts of a search's exact-match filters as the profiles store them (`kind:normalized value`,
 * migration 0012), in the order of `factFilters`.
 */
function wantedFacts(q: TalentSearchQuery): SQL[] {
  const fact = (kind: string, value: string) => sql`${kind} || talent_normalized(${value}::text)`;
  const wanted: SQL[] = [];
  if (q.city) wanted.push(fact('city:', q.city));
  if (q.county) wanted.push(fact('county:', q.county));
  if (q.country) wanted.push(fact('country:', q.country));
  if (q.industry) wanted.push(fact('industry:', q.industry));
  if (q.education_level) wanted.push(fact('education:', q.education_level));
  return wanted;
}

/**
 * The ranking window of a search with one exact-match filter and no title (decision 146), and with one
 * query word too (decision 151): every candidate it ranks passed the filter (and holds the word, `held`),
 * so all have one score, and the order is whole years, then id. The fact's postings
 * (`candidate_fact_postings_walk_idx`, migration 0207) are read in that order within the years asked, so a
 * fact the order meets late reads only its own profiles, not the pool's in between (`city=Accra`: 39,451
 * pool entries for 1,001 kept); each is checked for the word, if any, in the word's postings, and probed
 * for the pool and the years (the probe checks the filter again), until the walk has `limit`, at most
 * `rowsRead` postings read. Null when the window does not answer.
 */
async function factWindow(
  tx: Executor,
  q: TalentSearchQuery,
  today: string,
  limit: number,
  rowsRead: number,
  held: ((id: SQL) => SQL) | null = null,
): Promise<{ ids: number[] } | null> {
  const [wanted] = wantedFacts(q);
  const budget = rowsRead;
  const years = yearsKey(q);
  const filters = candidateFilters(q, today, { probe: true });
  // The fact's postings in the order of the ranking, at most `budget` of them and one more to tell that
  // the budget ran out (n > budget: it comes last, and only when fewer than `limit` were kept before it);
  // -1 among the ids says so.
  const [found] = await rows<{ fresh: boolean | null; ids: number[] | null }>(
    tx,
    sql`select (select counted_on = ${today}::date from talent_whole_years_state) as fresh,
      array(
        select case when r.n > ${budget} then -1 else r.id end
        from (
          select candidate_id as id, whole_years as wy,
            row_number() over (order by whole_years desc, candidate_id) as n
          from (
            select candidate_id, whole_years from candidate_fact_postings
            where fact = (select ${wanted!})${years}
            order by whole_years desc, candidate_id limit ${budget + 1}
          ) t
        ) r
        where r.n > ${budget} or (${held ? sql`${held(sql`r.id`)} and ` : sql``}${probedFilters(sql`r.id`, filters)})
        order by r.wy desc, r.id
        limit ${limit}
      ) as ids`,
  );
  if (!found?.fresh || !found.ids) return null;
  const ids = found.ids.map(Number);
  if (ids.at(-1) === -1) return null;
  return { ids };
}

/**
 * The ranking window of a search with one query word and exact-match filters, without a job title
 * (decision 121, seventh pass): every candidate it ranks holds the word and passes every filter, so all
 * have one score and the order is whole years, then id, as for filters alone. Since decision 151 it walks
 * the postings of the fact (`factWindow`), not the pool's facts: only the fact's profiles are read, each
 * checked for one of the word's vocabulary words in its postings, with a quarter of the pool window's
 * budget (the check reads the word's postings, and a word seldom held with the fact reads the whole
 * budget). Null when the window does not answer, and the matches are ranked as before: several query
 * words (scores of how many are held), too many vocabulary words, stale whole years, or a word and a fact
 * seldom held together within the budget. Needs the trigram thresholds set.
 */
async function wordPoolWindow(
  tx: Executor,
  q: TalentSearchQuery,
  today: string,
  limit: number,
  rowsRead: number,
  found: QueryWord[],
): Promise<{ ids: number[] } | null> {
  if (found.length !== 1) return null;
  const words = found[0]!.words;
  if (words.length === 0) return { ids: [] };
  if (words.length > WINDOW_WORDS) return null;
  // A quarter of the pool window's budget: a word seldom held by the fact's profiles reads the whole
  // budget before every match is ranked.
  return factWindow(
    tx,
    q,
    today,
    limit,
    Math.floor(rowsRead / 4),
    (id) => sql`exists (select 1 from candidate_document_postings d
      where d.candidate_id = ${id} and d.word = any(${textArray(words)}))`,
  );
}

/**
 * The ranking window of a search with one query word and two exact-match filters or more, without a job
 * title (decision 160): every candidate it ranks holds the word and every fact, so all have one score and
 * the order is whole years, then id. The word's postings (`candidate_document_postings_walk_idx`) and the
 * facts' (`candidate_fact_postings_walk_idx`) are in that order: the profiles holding the word and the first
 * two facts as `factsMergeWindow` takes them but a country are a merge join of their index-only scans, one
 * per vocabulary word merged (a branch ordered each: the whole union ordered was appended and sorted),
 * stopped at `limit`; a profile holding two of the vocabulary words comes twice in a row and is kept once;
 * the rows are probed for the pool, the years and every fact. No budget: the merge reads at most the
 * inputs' postings. Only when the first fact is large (`firstFactLarge`): a small one (a small city)
 * ranks every match cheaper, through the facts' and the documents' indexes.
 */
async function wordFactsWindow(
  tx: Executor,
  q: TalentSearchQuery,
  today: string,
  limit: number,
  word: QueryWord,
): Promise<{ ids: number[] } | null> {
  if (word.words.length === 0) return { ids: [] };
  if (word.words.length > WINDOW_WORDS) return null;
  const years = yearsKey(q);
  const filters = candidateFilters(q, today, { probe: true });
  const [first, second] = mergedWithWord(q);
  const postings = sql.join(
    word.words.map(
      (w) => sql`(select candidate_id, whole_years from candidate_document_postings
        where word = ${w}${years} order by whole_years desc, candidate_id)`,
    ),
    sql` union all `,
  );
  const [found] = await rows<{ ids: number[] | null }>(
    tx,
    sql`select array(
        select m.id from (
          select f0.candidate_id as id, f0.whole_years as wy,
            lag(f0.candidate_id) over (order by f0.whole_years desc, f0.candidate_id) as prev
          from ${factPostingsInOrder(q, first!)} f0
          ${second ? sql`join ${factPostingsInOrder(q, second)} f1 on f1.whole_years = f0.whole_years and f1.candidate_id = f0.candidate_id` : sql``}
          join (${postings}) w on w.whole_years = f0.whole_years and w.candidate_id = f0.candidate_id
          order by f0.whole_years desc, f0.candidate_id
          offset 0
        ) m
        where m.prev is distinct from m.id and ${probedFilters(sql`m.id`, filters)}
        order by m.wy desc, m.id
        limit ${limit}
      ) as ids`,
  );
  return found?.ids ? { ids: found.ids.map(Number) } : null;
}

/**
 * The fewest postings of the first fact a word with two facts or more merges (`wordFactsWindow`): the
 * benchmark's cities of 3,224-7,855 postings (Voi, Lagos, Thika) ranked every match in 4-16 ms, and merged
 * 10-30 ms (the word's postings read whole for a rare triple); Mombasa (15,214) and Nairobi (36,544) merge.
 */
export const WORD_FACTS_MERGED_FROM = 8_000;

/**
 * The facts a word with two facts or more merges with its postings: the first two as `factsMergeWindow`
 * takes them, but a country, which most of the pool holds (Kenya: 142,652 of 200,000 profiles): merged, it
 * is read nearly whole for little; the probe checks it anyway.
 */
const mergedWithWord = (q: TalentSearchQuery) => factsInMergeOrder({ ...q, country: undefined }).slice(0, 2);

/**
 * Whether the first fact `wordFactsWindow` merges holds more than `mergedFrom` postings: counted up to
 * that, index-only, before the vocabulary is read.
 */
async function firstFactLarge(tx: Executor, q: TalentSearchQuery, mergedFrom: number): Promise<boolean> {
  const [first] = mergedWithWord(q);
  if (!first) return false;
  const [gate] = await rows<{ large: boolean }>(
    tx,
    sql`select count(*) > ${num(mergedFrom)} as large from (
        select 1 from candidate_fact_postings where fact = (select ${first}) limit ${num(mergedFrom + 1)}
      ) g`,
  );
  return gate?.large ?? false;
}

/**
 * The ranking window of a search with query words and no job title: one word with one exact-match filter
 * walks the fact's postings (`wordPoolWindow`), several words with one filter too, a strength at a time
 * (`wordsFactWindow`), words without a filter their postings (`queryWindow`), one word with two facts or
 * more the word's and the facts' postings merged (`wordFactsWindow`), and the rest (several words with two
 * facts or more, or a small first fact) are ranked as before (null). Needs the trigram thresholds set.
 */
async function wordsWindow(
  tx: Executor,
  q: TalentSearchQuery,
  today: string,
  limit: number,
  {
    poolWindowRows,
    windowRows,
    wordFactsMergedFrom,
  }: { poolWindowRows: number; windowRows: number; wordFactsMergedFrom: number },
): Promise<{ ids: number[] } | null> {
  // Two facts or more with a small first fact: ranked as before, without reading the vocabulary.
  const facts = factFilters(q).length;
  if (facts > 1 && !(await firstFactLarge(tx, q, wordFactsMergedFrom))) return null;
  const found = await queryWordsOf(tx, q.q!, today);
  if (found.length === 0) return { ids: [] };
  if (!found[0]!.fresh) return null;
  if (facts === 0) return queryWindow(tx, q, today, limit, found, windowRows);
  // Several words with two facts or more: ranked as before (1 search of the long tail's first 3,000).
  if (facts > 1) return found.length === 1 ? wordFactsWindow(tx, q, today, limit, found[0]!) : null;
  return found.length === 1
    ? wordPoolWindow(tx, q, today, limit, poolWindowRows, found)
    : wordsFactWindow(tx, q, today, limit, poolWindowRows, found);
}

/**
 * The ranking window of a search with several query words and one exact-match filter, without a job
 * title: the score is set by how many of the query words a profile holds (`word_hits`), so the strengths
 * are known before any candidate is read: all the words, then one fewer, down to one (as `queryWindow`'s).
 * Each strength walks the postings of the fact (`factWindow`, decision 146) in the order of the ranking,
 * each posting's profile checked for each query word in the word's postings (the planner hashes them once
 * per statement), the ones holding as many words as the strength walked probed for the pool and the
 * years, until the walk has `limit`. A strength that does not fill the page read the fact's postings whole
 * (within the budget), so the next reads at most as many again. Null when the window does not answer:
 * more than QUERY_WORDS_MAX words, too many vocabulary words, stale whole years, or a strength seldom held
 * by the fact's profiles within half the pool window's budget (a quarter, one word's, gave up on
 * `customer care` with a Bachelor's Degree, whose ranking of every match costs 300 ms and more:
 * docs/performance.md "Talent search: several words with a fact's postings"). Needs the trigram
 * thresholds set.
 */
async function wordsFactWindow(
  tx: Executor,
  q: TalentSearchQuery,
  today: string,
  limit: number,
  rowsRead: number,
  found: QueryWord[],
): Promise<{ ids: number[] } | null> {
  // The ranking reads at most QUERY_WORDS_MAX query words, without saying which: more are not walked.
  if (found.length > QUERY_WORDS_MAX) return null;
  const vocabulary = found.reduce((n, f) => n + f.words.length, 0);
  if (vocabulary === 0) return { ids: [] };
  if (vocabulary > WINDOW_WORDS) return null;
  // How many query words the profile `id` holds: one check of the postings per query word (a word
  // without vocabulary words is held by none).
  const holdable = found.filter((f) => f.words.length > 0);
  const heldWords = (id: SQL) =>
    sql.join(
      holdable.map(
        (f) => sql`(exists (select 1 from candidate_document_postings d
            where d.candidate_id = ${id} and d.word = any(${textArray(f.words)})))::int`,
      ),
      sql` + `,
    );
  const ids: number[] = [];
  for (let held = holdable.length; held >= 1; held--) {
    const walk = await factWindow(
      tx,
      q,
      today,
      limit - ids.length,
      Math.floor(rowsRead / 2),
      (id) => sql`(${heldWords(id)}) = ${num(held)}`,
    );
    if (!walk) return null;
    ids.push(...walk.ids);
    if (ids.length >= limit) return { ids };
  }
  return { ids };
}

/** The most vocabulary words a query window merges (a short prefix's words and every word's typos). */
export const WINDOW_WORDS = 100;

/**
 * The ranking window of a search with query words and no job title (decision 121): the ids of its first
 * `limit` candidates in the order of RANK_ORDER, or null when the window does not answer (the stored
 * whole years are not for today, more than QUERY_WORDS_MAX words, too many vocabulary words, or the walk
 * would read too much: words seldom found together), or an exact-match filter, and the matches are ranked
 * as before. Several words walk since the eighth pass (decision 129): each strength walks the postings
 * from the start, and all the walks together read at most WINDOW_ROWS postings.
 *
 * The score of such a search is set by how many of the query words a profile holds (`word_hits`), so
 * the strengths are known before any candidate is read: all the words, then one fewer, down to one.
 * A query word is held when a word of the document starts with it or is one of its close words
 * (decision 117): those words are looked up in the vocabulary (migration 0151) first, and their
 * postings (migration 0175, `candidate_document_postings_walk_idx`) give each word's candidates in the
 * order whole years, then id. The postings of every word are merged in that order, a candidate's rows
 * meet (same whole years), the query words among them are counted, and the walk keeps the candidates
 * holding as many words as the strength walked and passing the filters, until it has `limit`. Needs the
 * trigram thresholds set.
 */
async function queryWindow(
  tx: Executor,
  q: TalentSearchQuery,
  today: string,
  limit: number,
  found: QueryWord[],
  windowRows: number,
): Promise<{ ids: number[] } | null> {
  // Measured on the benchmark copy: a selective place makes the walk probe postings the place refuses
  // (`budgeting` in Dar es Salaam 0.1 -> 0.8 s, docs/performance.md "Talent search, fourth pass"), even
  // with the facts read from the pool facts' index first (a word with two facts 41 -> 98 ms median,
  // several words with one fact 234 -> 491 ms, "Talent search, eighth pass"); ranking every match
  // through the facts' index is cheaper. Words without an exact-match filter walk.
  if (factFilters(q).length > 0) return null;
  // The ranking reads at most QUERY_WORDS_MAX query words, without saying which: more are not walked.
  if (found.length > QUERY_WORDS_MAX) return null;
  const branches = found.flatMap((qword, i) =>
    qword.words.map(
      (word) =>
        sql`select candidate_id as id, whole_years as wy, ${num(i)} as qw from candidate_document_postings
          where word = ${word}`,
    ),
  );
  if (branches.length === 0) return { ids: [] };
  if (branches.length > WINDOW_WORDS) return null;

  const filters = candidateFilters(q, today, { probe: true });
  const ids: number[] = [];
  let budget = windowRows;
  for (let held = found.length; held >= 1; held--) {
    const walk = await walkInRankingOrder(tx, {
      branches,
      carried: sql`qw`,
      grouped: sql`count(distinct qw) as hits`,
      keep: sql`g.hits = ${num(held)}
        and ${probedFilters(sql`g.id`, filters)}`,
      budget,
      need: limit - ids.length,
    });
    if (!walk) return null;
    ids.push(...walk.ids);
    if (ids.length >= limit) return { ids };
    // Every strength walks the postings from the start: the budget counts the rows each walk read.
    budget -= walk.read;
  }
  return { ids };
}

/**
 * One walk of a ranking window (`titleWordsWindow`, `queryWindow`): the rows of `branches` (each
 * `id, wy` and the `carried` column, each branch in the order whole years, then id, from its index)
 * merged in that order, at most `budget` of them; a candidate's rows are next to each other (same whole
 * years and id) and are grouped into one (`grouped` says what the group carries), and the first `need`
 * candidates that `keep` accepts (it reads the group as `g`) come back in the ranking's order.
 *
 * The walk stops as soon as it has `need`. With fewer it has read every row, and the last group (told by
 * `lead`, which costs one row of look-ahead) says how many: that is `read`, for the caller's budget. Null
 * when there were more than `budget` rows to read. Nothing relies on the order in which the executor runs
 * the parts of a statement (the walks' last row of before, appended after the kept ones and cut by an outer
 * limit, did), only on the ranking's order, which the statement asks for. The keep condition stays in the
 * where clause, under the limit: computed in a fenced subquery instead, the planner sorted every row walked
 * (the benchmark's `customer care`: 423 ms against 175).
 */
async function walkInRankingOrder(
  tx: Executor,
  walk: { branches: SQL[]; carried: SQL; grouped: SQL; keep: SQL; budget: number; need: number },
): Promise<{ ids: number[]; read: number } | null> {
  const walked = await rows<{ id: number; n: number; kept: boolean; last: boolean }>(
    tx,
    sql`with raw as (
        select id, wy, ${walk.carried}, row_number() over (order by wy desc, id) as n
        from (${sql.join(walk.branches, sql` union all `)} order by wy desc, id limit ${walk.budget + 1}) t
      ),
      grouped as (
        -- Grouped in the order the rows come in (the order by makes the grouping take it, so nothing is
        -- sorted and the walk stops at the limit).
        select id, wy, ${walk.grouped}, max(n) as n from raw group by wy, id order by wy desc, id
      ),
      edged as (
        select grouped.*, lead(id) over (order by wy desc, id) is null as last from grouped
      )
      -- Every row but the last is here because it is kept: only the last one's keep is asked again.
      select g.id, g.n, g.last, case when g.last then coalesce(${walk.keep}, false) else true end as kept
      from edged g
      where g.last or (${walk.keep})
      order by g.wy desc, g.id
      limit ${walk.need}`,
  );
  const last = walked.find((r) => r.last);
  if (last && Number(last.n) > walk.budget) return null;
  return {
    ids: walked.filter((r) => r.kept).map((r) => Number(r.id)),
    read: last ? Number(last.n) : 0,
  };
}

/**
 * A title window's check that the candidate of a title row walked (`r`, with `r.id` and the row's word
 * hashes `r.wh`, migration 0205) holds one of a query word's vocabulary words: their hashes against the
 * row's, read with it from the walk's index. The hashes are exact when no other word of the vocabulary
 * has one of them (`collides`); otherwise, and for a document of too many words to carry (`r.wh` null),
 * the word is looked up in the postings' key as before (decision 121: for the whole walk the planner may
 * hash the word's postings; for the few rows without hashes `offset 0` keeps it a probe).
 */
function wordHeld(word: QueryWord, r: SQL = sql`r`): SQL {
  const postings = sql`select 1 from candidate_document_postings d
      where d.candidate_id = ${r}.id and d.word = any(${textArray(word.words)})`;
  if (word.collides || !word.hashes) return sql`exists (${postings})`;
  return sql`(${r}.wh && ${idArray(word.hashes)} or (${r}.wh is null and exists (${postings} offset 0)))`;
}

/**
 * A title window's check of a candidate whose title row it walked (`r`, with `r.id` and the row's whole
 * years `r.wy`), the filters' (`candidateFilters` with `probe`) left after the row: the walked title rows are
 * the pool's (`in_pool`, migration 0214, in `titleRowsOf`), their facts are checked on the row, and their
 * whole years (for today: the windows run only then) are the years asked in whole years (`yearsBounds`, in
 * the walk's key): years >= a whole minimum is whole years >= it, floor(years) <= max is whole years <=
 * floor(max). So nothing is probed, but a minimum that is not whole on its whole year (4.5 years: a
 * candidate of whole years 4 is probed, one of 5 kept), a probe of the profile as before (docs/performance.md
 * "Talent search: the pool on the title rows", decision 168).
 */
function titleRowKept(q: TalentSearchQuery, r: SQL, filters: SQL[]): SQL {
  const min = q.years_experience_min;
  if (min === undefined || Number.isInteger(min)) return sql`true`;
  return sql`(${r}.wy > ${Math.floor(min)}::int or ${probedFilters(sql`${r}.id`, filters)})`;
}

/**
 * A window's check of a candidate it walked (`id`) against the search's filters (`candidateFilters` with
 * `probe`: the pool, the facts, the years): one probe of their profile. `offset 0` keeps it a probe. Without
 * it the planner, expecting the thousands of rows a walk may read, hashes the whole pool once instead (every
 * profile in the pool joined to its account, 190,000 on the benchmark's data): about 110 ms of a word
 * searched alone, whose walk needs a thousand probes (docs/performance.md "Talent search: the pool probed,
 * not hashed"; for a title's walk, "Talent search, ninth pass").
 */
function probedFilters(id: SQL, filters: SQL[]): SQL {
  return sql`exists (select 1 from candidate_facts p where p.user_id = ${id} and ${sql.join(filters, sql` and `)} offset 0)`;
}

/** A query word with the vocabulary words that hold it, and whether the stored whole years are for today. */
interface QueryWord {
  w: string;
  words: string[];
  fresh: boolean;
  /** With `hashed`: the hashes of `words` (hashtext, as the title rows carry them, migration 0205). */
  hashes?: number[];
  /** With `hashed`: another word of the vocabulary has one of `hashes` (the title rows' hashes are then not exact). */
  collides?: boolean;
}

/**
 * The query words of a search, each with the vocabulary words (migration 0151) that hold it: those
 * starting with it and its close words (decision 117), as the ranking finds them in the documents; and
 * whether the stored whole years are for today. With `hashed`, also their hashes as the title rows carry
 * the document's words (migration 0205), and whether another word of the vocabulary, which holds every
 * document's words, has one of them (through its index on the hash, a probe per hash). Needs the trigram
 * thresholds set.
 */
function queryWordsOf(tx: Executor, words: string, today: string, { hashed = false } = {}) {
  const found = sql`select qwords.w, array(
          select v.word from candidate_document_words v where v.word like (qwords.w || '%')
          union
          select v.word from candidate_document_words v
          where qwords.w <% v.word and word_similarity(qwords.w, v.word) >= ${num(WORD_SIMILARITY_THRESHOLD)}
          order by 1
        ) as words,
        (select counted_on = ${today}::date from talent_whole_years_state) as fresh
      from qwords`;
  // One text (two: hashed or not), kept per connection (decision 187).
  return keptRows<QueryWord>(
    tx,
    sql`with qwords as (
        select distinct w from regexp_split_to_table(talent_normalized(${words}::text), ' ') w where length(w) >= 2
      )
      ${
        hashed
          ? sql`, found as materialized (${found}),
          hashed as materialized (select found.*, array(select distinct hashtext(x) from unnest(found.words) x order by 1) as hashes from found)
          select hashed.*, exists (
              select 1 from candidate_document_words v
              where hashtext(v.word) = any(hashed.hashes) and v.word <> all(hashed.words)
            ) as collides
          from hashed order by hashed.w`
          : sql`${found} order by qwords.w`
      }`,
  );
}

/** Spellings already compared (by `matchingSpellings`), as its `matching` part. */
function spellingsCompared(matching: MatchingSpelling[]): SQL {
  return sql`matching (nt, exact, related, sim) as (
    select * from unnest(${textArray(matching.map((m) => m.nt))},
      ${sql`${`{${matching.map((m) => m.exact).join(',')}}`}::boolean[]`},
      ${sql`${`{${matching.map((m) => m.related).join(',')}}`}::boolean[]`},
      ${sql`${`{${matching.map((m) => Number(m.sim)).join(',')}}`}::real[]`})
  )`;
}

/** A spelling of the pool's titles that matches the wanted title, as `matchingSpellings` compares it. */
interface MatchingSpelling {
  nt: string;
  exact: boolean;
  related: boolean;
  sim: number;
}

/** The filters every candidate of a ranking passes: in the pool, the exact-match facts, the years asked for. */
function candidateFilters(q: TalentSearchQuery, today: string, { probe = false } = {}): SQL[] {
  // A window's probe reads one profile per row walked: the wanted facts computed once per statement (a
  // sub-select), not once per probe (talent_normalized is a regular expression: 77 of the 100 ms of
  // 1,001 probes for `education_level=Diploma`). Ranking every match keeps the form the facts' index
  // and the planner's estimates know.
  const filters: SQL[] = [inTalentPool(sql`p`), ...factFilters(q, probe ? sql`p.search_facts` : undefined)];
  const years = storedYearsOfExperience(sql`p`, today);
  if (q.years_experience_min !== undefined) filters.push(sql`${years} >= ${q.years_experience_min}`);
  if (q.years_experience_max !== undefined) filters.push(sql`floor(${years}) <= ${q.years_experience_max}`);
  return filters;
}

/**
 * The exact-match filters, read from the profile's stored, normalized facts (through their index), or
 * from the column `facts`: their copy on the title rows (migration 0179) or the pool facts (0180), or the
 * profile's own in a window's probe, the wanted fact then computed once per statement.
 */
function factFilters(q: TalentSearchQuery, facts?: SQL): SQL[] {
  // Read from a column the wanted fact is a sub-select: computed once per statement, not once per row
  // read (a walk reads thousands of rows, and talent_normalized is a regular expression).
  const fact = (kind: string, value: string) =>
    facts
      ? sql`${facts} @> (select array[${kind} || talent_normalized(${value}::text)])`
      : sql`p.search_facts @> array[${kind} || talent_normalized(${value}::text)]`;
  const filters: SQL[] = [];
  if (q.city) filters.push(fact('city:', q.city));
  if (q.county) filters.push(fact('county:', q.county));
  if (q.country) filters.push(fact('country:', q.country));
  if (q.industry) filters.push(fact('industry:', q.industry));
  if (q.education_level) filters.push(fact('education:', q.education_level));
  return filters;
}

/**
 * Texts as one array parameter (an array literal, each element quoted and escaped), not one parameter per
 * text: a title's spellings and the stronger pairs a walk leaves out are a hundred or more, each a
 * parameter for drizzle to build, the driver to write and the server to bind (docs/performance.md
 * "Talent search, tenth pass").
 */
const textArray = (values: string[]) =>
  sql`${`{${values.map((v) => `"${v.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`}::text[]`;

/**
 * The score of a candidate in 0..1, rounded as answered: the title's strength and the query words found
 * weigh by their weights, every other criterion given is a filter the candidate passed in full.
 */
export function scoreOf(
  q: TalentSearchQuery,
  strength: SQL,
  wordShare: SQL = sql`word_hits.hits::numeric / (select count(*) from qwords)`,
): SQL {
  const criteria = activeCriteria(q);
  const totalWeight = Object.values(criteria).reduce((a, b) => a + b, 0);
  const scoreParts: SQL[] = [];
  if (criteria.job_title) scoreParts.push(sql`${num(criteria.job_title)} * ${strength}`);
  if (criteria.q) scoreParts.push(sql`${num(criteria.q)} * ${wordShare}`);
  const fullyMatched = totalWeight - (criteria.job_title ?? 0) - (criteria.q ?? 0);
  if (fullyMatched > 0) scoreParts.push(sql`${num(fullyMatched)}`);
  return totalWeight > 0
    ? sql`round((${sql.join(scoreParts, sql` + `)})::numeric / ${num(totalWeight)}, 4)`
    : sql`0`;
}

/** A title match's strength from its spelling's comparison (`exact`, `related`, `sim`) and its `source`. */
export const titleStrength = sql`(case when exact then ${num(TITLE_STRENGTH.exact)}
      when related then ${num(TITLE_STRENGTH.related)}
      else ${num(TITLE_STRENGTH.similarBase)} + ${num(TITLE_STRENGTH.similarSpan)} * sim end)
  * (case source when 'current' then ${num(TITLE_SOURCE.current)} when 'past' then ${num(TITLE_SOURCE.past)}
     else ${num(TITLE_SOURCE.preference)} end)`;

/**
 * The spellings of the pool's titles that match a wanted title, as `with` parts ending in `matching (nt,
 * exact, related, sim)`. Each spelling of a title is compared once, in the small table of spellings
 * (migration 0150, decision 116).
 *
 * The wanted title is normalized once per statement (`wanted_title`, read through an init plan), not once
 * per spelling: talent_normalized is a regular expression over unaccent, which the planner cannot fold
 * (docs/performance.md "Talent search, tenth pass"). The spellings are found through the table's indexes
 * by candidate_title_spellings_matching (migration 0203): the trigram thresholds it needs are its own
 * SET clauses, so the statement needs no transaction nor settings, and only the spellings that can match
 * are compared (about 100 of 730 for `Legal Officer`; the comparison no longer grows with every spelling
 * of the pool, docs/performance.md "Talent search: the spellings through the index again"). Each is
 * compared once and kept where `exact or related or sim >= 0.5`, as before.
 */
export function matchingSpellings(title: string): SQL {
  return sql`wanted_title as materialized (select talent_normalized(${title}::text) as w),
      matching as materialized (
        select nt, exact, related, sim
        from candidate_title_spellings_matching((select w from wanted_title))
      )`;
}

/**
 * The ranking of a search as a `with … ranked as (…)` statement head: every candidate it matches, with
 * the score, the years and what matched (`ranked`), to be ordered by RANK_ORDER. `trigrams`: the
 * statement needs the trigram thresholds set (rankCandidates): it has query words. `window`: the candidates of a page the
 * ranking window found alone, with the spellings it compared (`rankingWindow`), for their scores and reasons,
 * and the one query word it found each of them holding (`held`, a title window of one word).
 */
export function rankingOf(
  q: TalentSearchQuery,
  today: string,
  window?: { ids: number[]; matching?: MatchingSpelling[]; held?: string },
): { ranked: SQL; trigrams: boolean } {
  const only = window?.ids;
  const title = hasTitle(q) ? q.job_title! : null;
  const words = hasWords(q) ? q.q! : null;

  const facts = factFilters(q);

  // The best title match of each candidate, over work-experience titles and wished-for titles: only the
  // titles of the spellings that match are read, by spelling, from the candidates' titles.
  const none = sql``;
  const titleCte = title
    ? sql`${window?.matching ? spellingsCompared(window.matching) : matchingSpellings(title)},
      compared as (
        select ct.candidate_id as id, ct.title, ct.source, matching.exact, matching.related, matching.sim
        from matching join ${
          // A window's page: its candidates' few title rows, read by candidate (`offset 0` keeps that
          // plan): with one spelling the planner took the titles' trigram index for the spelling's rows
          // instead (a bitmap of 21,009 rows for `nurse`, 11 ms, to keep 23).
          only
            ? sql`(select * from candidate_search_titles where candidate_id = any(${idArray(only)}) offset 0)`
            : sql`candidate_search_titles`
        } ct on ct.normalized_title = matching.nt
      ),
      best_title as (
        select distinct on (id) id, title, source,
          ${titleStrength} as strength
        from compared
        order by id, strength desc, title
      )`
    : none;

  // Each query word is found when a word of the profile starts with it, or a word of the profile is close
  // to it (a typo: that one word, decision 117). The close words are found in the profiles' vocabulary
  // (migration 0151), and each becomes a whole-word pattern; the profile's stored document is searched for
  // the patterns through its trigram index, never compared trigram by trigram with the word. The
  // exact-match facts are applied here too, so that the facts' index narrows the words' matches before
  // any profile is read (a common word in one city read 16,000 profiles for 500 in that city:
  // docs/performance.md).
  const wordsCte = !words
    ? none
    : only && window?.held !== undefined
      ? // A title window of one query word checked that every candidate it kept holds it (rankingWindow, on
        // the word hashes the title rows carry or in the postings): the page's candidates are its, and each
        // holds that one word, as the patterns below would find (the vocabulary's words looked up again
        // through its trigram index, every page's document read and matched: two fifths of the page's
        // statement, docs/performance.md "Talent search: the page of a title with one word", decision 175).
        sql`qwords as (
        select distinct w from regexp_split_to_table(talent_normalized(${words}::text), ' ') w
        where length(w) >= 2 limit ${num(QUERY_WORDS_MAX)}
      ),
      word_hits as (
        select id, array[${window.held}::text] as matched, 1::bigint as hits from unnest(${idArray(only)}) id
      )`
      : sql`qwords as (
        select distinct w from regexp_split_to_table(talent_normalized(${words}::text), ' ') w
        where length(w) >= 2 limit ${num(QUERY_WORDS_MAX)}
      ),
      qpatterns as materialized (
        select qwords.w, '% ' || qwords.w || '%' as pattern from qwords
        union all
        select qwords.w, '% ' || v.word || ' %' from qwords join candidate_document_words v on qwords.w <% v.word
        where word_similarity(qwords.w, v.word) >= ${num(WORD_SIMILARITY_THRESHOLD)}
          and v.word not like (qwords.w || '%')
      ),
      word_found as (
        select distinct qpatterns.w, p.user_id
        from qpatterns join candidate_facts p on p.search_document like qpatterns.pattern
        ${only ? sql`and p.user_id = any(${idArray(only)})` : sql``}
        ${facts.length ? sql`where ${sql.join(facts, sql` and `)}` : sql``}
      ),
      word_hits as (
        select user_id as id, array_agg(w order by w) as matched, count(*) as hits
        from word_found group by user_id
      )`;

  const score = scoreOf(q, sql`best_title.strength`);

  const rankFilters = candidateFilters(q, today);
  if (only) rankFilters.push(sql`p.user_id = any(${idArray(only)})`);
  const years = storedYearsOfExperience(sql`p`, today);

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
  return { ranked, trigrams: Boolean(words) };
}
