import {
  type JobCard,
  type JobSearchQuery,
  PAGE_SIZE,
  PAY_BANDS,
  type PublicJob,
  todayInNairobi,
} from '@kweli/shared';
import { type SQL, sql } from 'drizzle-orm';
import {
  type Db,
  type Executor,
  keptRows,
  type PlannerSettings,
  rows,
  withSettings,
} from '../../db/connect.ts';
import { COUNT_CAP, cappedCount, countLimit } from '../../platform/paging.ts';

/**
 * Public job search (docs/product/rules.md "Jobs and search"; docs/decisions/004-job-search.md).
 *
 * The words of the title query are matched one by one, so "nurse nairobi" finds nurses in Nairobi and
 * "sofware enginer" finds software engineers. Each typed word is first corrected to the known words of
 * titles and company names it resembles (pg_trgm similarity over the small `job_search_words` table),
 * then matched through the word indexes of migrations 0005_job_search and 0006_job_search_words:
 * - in the title, weight 3 times the similarity of the spelling found;
 * - in the company name, weight 1; the city, weight 1; a word of the description it begins, 0.5.
 * The whole query's similarity to the title adds up to 2 more, so the title closest to what was typed
 * wins among equals. Ties go to the newest job, then the highest id, so paging is stable. Everything is
 * compared lower case and without accents (`search_normalize`).
 */
export const SEARCH_WEIGHTS = { title: 3, company: 1, city: 1, description: 0.5, phrase: 2 } as const;
/** A known word at least this similar (pg_trgm similarity) to a typed word is taken for a spelling of it. */
export const SPELLING_SIMILARITY = 0.45;
/**
 * A wished-for job title at least this close to a job's (pg_trgm word similarity) is taken for a match
 * or a typo of one: by recommendations and by the new-job matching of notifications.
 */
export const TITLE_SIMILARITY = 0.6;
/** A known word that begins with the typed word ("nurs" -> "nurse") counts as this similar at least. */
export const PREFIX_SIMILARITY = 0.75;
export const SPELLINGS_MAX = 10;
export const QUERY_WORDS_MAX = 8;

const POSTED_WITHIN_DAYS = { day: 1, week: 7, month: 30 } as const;
const num = (n: number) => sql.raw(String(n));

/** The words of a query: lower case, without accents or punctuation, at most eight. */
export function queryWords(text: string | undefined): string[] {
  if (!text) return [];
  const words = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return [...new Set(words)].slice(0, QUERY_WORDS_MAX);
}

// The stored, indexed searchable forms of migrations 0005 and 0006.
const title = sql`j.search_title`;
const titleWords = sql`j.search_title_words`;
const companyWords = sql`j.search_company_words`;
const city = sql`j.search_city`;
const descriptionWords = sql`j.search_words`;

/** A lexeme as tsquery text: quoted, so no character of it is read as query syntax. */
const lexeme = (word: string) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
const tsquery = (text: string) => sql`${text}::tsquery`;

/** A typed word and the known spellings it stands for. */
export interface TypedWord {
  word: string;
  spellings: { word: string; sim: number }[];
  /**
   * The description words (job_description_words, migration 0181) the typed word begins, when asked for
   * and no more than DESCRIPTION_WORDS_MAX: the description is then matched by those words named one by
   * one instead of by the prefix (docs/decisions/125-description-words-spelled-out.md).
   */
  descriptionWords?: string[];
  /**
   * Whether some job is in a city named as the typed word, when asked for (`cities`): only such
   * a word is looked for as a city, by a walk of `jobs` that costs its planning even when it finds nothing
   * (docs/decisions/163-job-search-city-branches-for-cities.md). Unknown (undefined), it is looked for.
   */
  city?: boolean;
}

/**
 * A typed word beginning more description words than this is matched by its prefix (`'word':*`). Named
 * one by one, each word is an equal key of the words' GIN index, which it steps through beside the
 * filters; a prefix makes GIN collect every job of every word it begins first (docs/performance.md "Job
 * search, sixth pass"). Past a few dozen words the list would cost more than it saves.
 */
export const DESCRIPTION_WORDS_MAX = 50;

/**
 * The known words close to each typed word. Words under 3 letters ("it", "hr") cannot be judged by
 * trigrams: they match the beginning of a word instead. With `descriptionWords`, the description words
 * each typed word begins are looked up in the same statement (one round trip instead of two); with
 * `cities`, whether each typed word is the city of a job, too.
 */
export async function correctWords(
  db: Executor,
  words: string[],
  { descriptionWords = false, cities = false } = {},
): Promise<TypedWord[]> {
  const judged = words.filter((word) => word.length >= 3);
  const described = descriptionWords && words.length > 0;
  const placed = cities && words.length > 0;
  // Every word's spellings in one statement (one round trip), through the trigram index: migration 0197's
  // function, which the planner cannot make read the whole table and compute every known word's
  // similarity (1,255 words at 1,000,000 jobs: 1.5 ms a typed word, against 0.3 through the index;
  // docs/performance.md "Job search, ninth pass").
  const branches: SQL[] = [];
  if (judged.length)
    branches.push(sql`select 0 as kind, s.at, s.word, s.sim, null::text collate "C" as described
          from job_search_spellings(${textList(judged)}, ${num(PREFIX_SIMILARITY)}::real, ${num(SPELLINGS_MAX * 3)}) s`);
  if (described) branches.push(descriptionWordsOf(words));
  if (placed) branches.push(citiesOf(words));
  // Kept per connection (keptRows): its text changes with the number of words only (each word a value), and
  // its planning, `jobs` and its indexes with the cities' branch, was most of its cost (decision 163).
  const found = branches.length
    ? await keptRows<{
        kind: number;
        at: number;
        word: string | null;
        sim: number | null;
        described: string | null;
      }>(
        db,
        sql`select * from (${sql.join(branches, sql` union all `)}) found
          order by kind, at, sim desc, word, described`,
      )
    : [];
  const spellingRows = found.filter((f) => f.kind === 0);
  return words.map((word, i) => {
    let withDescriptions = {};
    if (described) {
      const begun = found.filter((f) => f.kind === 1 && f.at === i + 1).map((f) => f.described as string);
      if (begun.length <= DESCRIPTION_WORDS_MAX) withDescriptions = { descriptionWords: begun };
    }
    if (placed)
      withDescriptions = { ...withDescriptions, city: found.some((f) => f.kind === 2 && f.at === i + 1) };
    if (word.length < 3) return { word, spellings: [], ...withDescriptions };
    const at = judged.indexOf(word) + 1;
    return {
      word,
      spellings: spellingRows
        .filter((s) => s.at === at && (s.sim as number) >= SPELLING_SIMILARITY)
        .slice(0, SPELLINGS_MAX)
        .map(({ word: spelling, sim }) => ({ word: spelling as string, sim: sim as number })),
      ...withDescriptions,
    };
  });
}

/**
 * The first text after every text that begins with `word`, in byte order (UTF-8's is code point order):
 * the word with its last character the next one. With it, the texts `word` begins are one range.
 */
export function followingPrefix(word: string): string {
  const chars = [...word];
  const last = chars.pop()?.codePointAt(0) ?? 0;
  const next = last + 1 === 0xd800 ? 0xe000 : last + 1;
  return chars.join('') + String.fromCodePoint(next);
}

/**
 * For each word (`at`, from 1), the description words it begins (byte for byte, as tsquery compares a
 * prefix: the table's words are in "C" order, so they are one range of its key), up to one more than
 * DESCRIPTION_WORDS_MAX: more than that and the word is matched by its prefix. The table holds every word
 * of every job description (a superset: migration 0181), so a word that begins none is in no description.
 * A branch of `correctWords`'s statement: (kind 1, at, null, null, described).
 */
function descriptionWordsOf(words: string[]): SQL {
  return sql`select 1 as kind, typed.at::int as at, null::text as word, null::float8 as sim, d.word as described
      from unnest(${textList(words)}, ${textList(words.map(followingPrefix))}) with ordinality as typed(word, after, at)
      cross join lateral (
        select d.word from job_description_words d
        where d.word >= typed.word collate "C" and d.word < typed.after collate "C"
          and starts_with(d.word, typed.word)
        order by d.word collate "C" limit ${num(DESCRIPTION_WORDS_MAX + 1)}
      ) d`;
}

/**
 * The words (`at`, from 1) that are the city of some job: a branch of `correctWords`'s statement, (kind 2,
 * at, null, null, null). A word that is no job's city finds no job by its city whatever the filters, so
 * search leaves its city walk out (docs/decisions/163-job-search-city-branches-for-cities.md). Each word is
 * one step into jobs_search_city_idx: the first city from the word on, in the index's order, is the word
 * or not. Asked as `exists` or a lateral `limit 1`, the planner could expect a city at once and scan
 * `jobs` for it (a kept plan made on a small table with few cities: every job read for a word that is no
 * city); a `min` is read from the index or by reading every row, and the index always costs less.
 */
function citiesOf(words: string[]): SQL {
  return sql`select 2 as kind, typed.at::int as at, null::text as word, null::float8 as sim, null::text collate "C" as described
      from unnest(${textList(words)}) with ordinality as typed(word, at)
      where (select min(${city}) from jobs j where ${city} >= typed.word) = typed.word`;
}

/** The query that finds a typed word among title or company words. */
export function spellingQuery(typed: TypedWord): SQL | null {
  if (typed.word.length < 3) return tsquery(`${lexeme(typed.word)}:*`);
  if (typed.spellings.length === 0) return null;
  return tsquery(typed.spellings.map((s) => lexeme(s.word)).join(' | '));
}

/** A condition no job meets: a typed word that begins no description word. */
const FALSE = sql`false`;

const prefixQuery = (word: string) => tsquery(`${lexeme(word)}:*`);

/**
 * Whether a job's description has a word the typed word begins: the words named one by one when they
 * were looked up (`descriptionWords`), else the prefix. The two are the same condition.
 */
function inDescription(typed: TypedWord): SQL {
  const named = typed.descriptionWords;
  if (!named) return sql`${descriptionWords} @@ ${prefixQuery(typed.word)}`;
  if (named.length === 0) return FALSE;
  return sql`${descriptionWords} @@ ${tsquery(named.map(lexeme).join(' | '))}`;
}

/** Whether a typed word matches the title. */
function wordInTitle(typed: TypedWord): SQL {
  const query = spellingQuery(typed);
  return query ? sql`${titleWords} @@ ${query}` : sql`false`;
}

/** Whether a typed word matches the title, the company or the city: all three are in jobs_open_words_idx. */
function wordInNames(typed: TypedWord): SQL {
  const query = spellingQuery(typed);
  const inNames = query ? sql`${titleWords} @@ ${query} or ${companyWords} @@ ${query} or ` : sql``;
  return sql`(${inNames}${city} = ${typed.word})`;
}

/** Whether a typed word matches anywhere search looks; every part is served by an index. */
function wordMatches(typed: TypedWord): SQL {
  return sql`(${wordInNames(typed)} or ${inDescription(typed)})`;
}

/**
 * The best similarity among a typed word's spellings found in a title's or company's words (0 when none).
 * With several spellings, one `@@` of them all comes first: most jobs have none of them in their company
 * name, and each then costs one comparison instead of one a spelling; the value is the same.
 *
 * `kept`: for a statement kept per connection (the ranked statement of `searchJobs`, `keptShape`), each
 * spelling's similarity is a value (`numeric`, the same number as the literal), and the spellings are
 * padded with nulls to SPELLINGS_MAX places, so that the text depends on the search's shape, not on
 * its spellings (padded to the next of 1, 2, 4, 6 or 10 places, the first 3,000 long-tail searches' kept
 * ranked statements were 179 texts; to 10, 61); a null spelling matches nothing, so the greatest is the same
 * (docs/decisions/192-job-search-ranked-statement-kept.md).
 */
function bestSpelling(typed: TypedWord, column: SQL, kept = false): SQL {
  if (typed.word.length < 3)
    return sql`(case when ${column} @@ ${prefixQuery(typed.word)} then 1 else 0 end)`;
  if (typed.spellings.length === 0) return sql`0`;
  const places = kept ? SPELLINGS_MAX : typed.spellings.length;
  const spellings: ({ word: string; sim: number } | null)[] = [...typed.spellings];
  while (spellings.length < places) spellings.push(null);
  const best = sql`greatest(${sql.join(
    spellings.map((s) =>
      kept
        ? sql`case when ${column} @@ ${s ? lexeme(s.word) : null}::tsquery then ${s ? String(s.sim) : null}::numeric else 0 end`
        : sql`case when ${column} @@ ${tsquery(lexeme((s as { word: string }).word))} then ${num((s as { sim: number }).sim)} else 0 end`,
    ),
    sql`, `,
  )})`;
  const any = spellingQuery(typed);
  return places > 1 && any ? sql`(case when ${column} @@ ${any} then ${best} else 0 end)` : best;
}

/** How well one typed word matches a job's title (`words`: the title's words): its best spelling there. */
function titleScore(typed: TypedWord, words: SQL = titleWords, kept = false): SQL {
  return sql`${num(SEARCH_WEIGHTS.title)} * ${bestSpelling(typed, words, kept)}`;
}

/**
 * Whether one job's description has a word the typed word begins, checked on that job's words: by the
 * prefix, one search of the job's sorted words, where the description words named one by one
 * (`inDescription`, for the words' index) cost one search each. The same condition (decision 125): the
 * named words are every description word the typed word begins. False when no description has one.
 */
function inJobDescription(typed: TypedWord): SQL {
  return typed.descriptionWords?.length === 0
    ? FALSE
    : sql`${descriptionWords} @@ ${prefixQuery(typed.word)}`;
}

/**
 * How well one typed word matches a job elsewhere than its title: company, city, description. Computed
 * for each job of the ranking window, so only the parts that can score are written, each a weight or 0
 * and none multiplied: a word with no spellings scores no company, a word that is no job's city
 * (`correctWords`' `city`) no city, a word no description begins no description. The sum of the parts
 * left is the same number (docs/decisions/173-job-search-scoring-what-can-score.md).
 */
function otherScore(typed: TypedWord, kept = false): SQL {
  const parts: SQL[] = [];
  if (typed.word.length < 3 || typed.spellings.length > 0) {
    const best = bestSpelling(typed, companyWords, kept);
    parts.push(SEARCH_WEIGHTS.company === 1 ? best : sql`${num(SEARCH_WEIGHTS.company)} * ${best}`);
  }
  if (typed.city !== false)
    parts.push(sql`(case when ${city} = ${typed.word} then ${num(SEARCH_WEIGHTS.city)} else 0 end)`);
  const described = inJobDescription(typed);
  if (described !== FALSE)
    parts.push(sql`(case when ${described} then ${num(SEARCH_WEIGHTS.description)} else 0 end)`);
  return parts.length ? sql`(${sql.join(parts, sql` + `)})` : sql`0`;
}

/**
 * How well one typed word matches a job: the best spelling found in the title and in the company, the
 * city, the description. Numeric, so that its parts add up exactly in any grouping (searchJobs adds the
 * titles' parts once per title).
 */
function wordScore(typed: TypedWord): SQL {
  return sql`(${titleScore(typed)} + ${otherScore(typed)})`;
}

export interface JobSearchResult {
  count: number;
  /** True when there are more matches than `count`. */
  countCapped: boolean;
  results: JobCard[];
}

/**
 * The columns of a job card, as lists of jobs answer them (the shared `jobCard`): no description,
 * requirements, application details or benefits, which only the job's page shows; of the description,
 * the start the card's share dialog cuts, so that only it leaves the database. That preview (the
 * description's white space flattened as `cutText` flattens it in the browser, its first
 * DESCRIPTION_PREVIEW_LENGTH characters) is stored with the job when the description is written (migration
 * 0189, `job_description_preview`, decision 130): a card's read runs no regular expression over the
 * description and does not detoast it.
 */
export const JOB_CARD_COLUMNS = sql`j.id, j.job_title, j.company_name, j.company_logo, j.city, j.county, j.country,
  j.location_type, j.working_period, j.job_type, to_char(j.due_date, 'YYYY-MM-DD') as due_date,
  j.description_preview,
  to_char(j.published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as published_at,
  j.salary_min, j.salary_max, j.salary_currency, j.salary_period, j.experience_level, j.employer_verified`;

/**
 * The cards of the jobs given, by id (any that no longer exist are left out): for another module that
 * chose jobs on its own terms (recommendations) and answers them as every list of jobs does.
 */
export async function jobCardsById(db: Executor, ids: readonly number[]): Promise<Map<number, JobCard>> {
  const wanted = ids.filter(Number.isInteger);
  if (wanted.length === 0) return new Map();
  const found = await rows<JobCard>(
    db,
    sql`select ${JOB_CARD_COLUMNS} from jobs j where j.id in (${sql.join(
      wanted.map((id) => sql`${id}::int`),
      sql`, `,
    )})`,
  );
  return new Map(found.map((card) => [Number(card.id), card]));
}

/**
 * The card of the job whose id `id` gives (an expression of another module's statement), as a row set to
 * join laterally: for a module that chose jobs in SQL of its own and answers their cards in the same
 * statement, from the same `JOB_CARD_COLUMNS` as every list of jobs (bench/recommendations-read.ts reads the
 * cards of 0171's stored jobs with it; the stored read itself uses `openJobCardOf`). A job that no longer
 * exists has no row.
 */
export const jobCardOf = (id: SQL) => sql`(select ${JOB_CARD_COLUMNS} from jobs j where j.id = ${id})`;

/** A time to the microsecond in UTC, as the API writes it (`2026-11-28T00:25:10.123456Z`). */
const microseconds = (at: SQL) => sql`to_char(${at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * The card of the job `id` names if it is open on `today` (published, not past its due date), as a row set
 * to join laterally, with its publication time to the microsecond (`ranked_at`; the card's `published_at` is
 * to the second): for a module that keeps its own list of jobs in SQL (the stored recommendations' read)
 * and answers the open ones' cards, checked and read in one primary key probe of each job. With the row's
 * version (`card_xmin`, `card_ctid`: the tuple's, which every update of the job replaces), so that a module
 * that keeps what it wrote from a card can tell whether the job is still that row (decision 177).
 */
export const openJobCardOf = (id: SQL, today: SQL) =>
  sql`(select ${JOB_CARD_COLUMNS}, ${microseconds(sql`j.published_at`)} as ranked_at,
      j.xmin as card_xmin, j.ctid as card_ctid
    from jobs j where j.id = ${id} and j.status = 'published' and (j.due_date is null or j.due_date >= ${today}))`;

/** The columns of a public job, as the API answers them. */
export const PUBLIC_JOB_COLUMNS = sql`j.id, j.job_title, j.company_name, j.company_logo, j.industry, j.city, j.county,
  j.country, j.location_type, j.working_period, j.job_type, to_char(j.due_date, 'YYYY-MM-DD') as due_date,
  j.description, j.requirements, j.application_details, j.benefits, j.status, j.applicants_count,
  to_char(j.published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as published_at,
  j.salary_min, j.salary_max, j.salary_currency, j.salary_period, j.experience_level, j.employer_verified`;

/**
 * Newest first; the id breaks ties, so the order is total and paging stable. Search only ever reads
 * published jobs, which always have a publication time, so this is exactly the order of the partial
 * index jobs_published_idx (0005) and a page is read from the index without sorting the matches.
 */
const BY_DATE = sql`j.published_at desc, j.id desc`;

/**
 * Highest monthly pay first (`search_pay`, migration 0050_job_salary.sql), jobs without a salary last, then
 * newest first: exactly the order of jobs_open_pay_idx, so a page is read from it without sorting.
 */
const BY_PAY = sql`j.search_pay desc nulls last, j.published_at desc, j.id desc`;

/**
 * Ranking every match of a common word is what makes search slow (the guide measured it), so only a
 * bounded window is ranked: the newest RANK_WINDOW matches on the title plus the newest RANK_WINDOW
 * matches on the title, company or city. Those come first, by relevance; older matches and matches on
 * the description alone (the weakest kind, which no title, company or city match scores below) follow
 * by date. Both windows are read from the word postings (migration 0015), without the wide job rows.
 */
export const RANK_WINDOW = 1000;

/**
 * The filters of a search other than its words, on a job (`j`) or on a word posting (`p`, which carries
 * the same columns: migration 0015). Search only ever lists published jobs, and only those have postings.
 */
function searchFilters(
  q: JobSearchQuery,
  now: Date,
  on: 'j' | 'p',
  { dateInIndexes = true }: { dateInIndexes?: boolean } = {},
): SQL[] {
  const column = (name: string) => sql.raw(`${on}.${name}`);
  const filters: SQL[] = on === 'j' ? [sql`j.status = 'published'`] : [];
  if (!q.include_expired) {
    const today = todayInNairobi(now);
    // Not closed out too: the predicate of the `jobs_live_*` indexes (migration 0198, decision 135) and,
    // on postings, of the `job_search_postings_live_*` ones (migration 0200, decision 139), which hold no
    // job close-out swept past its due date, so that no walk or bitmap reads those (three in four
    // published jobs). A published job not past its due date is never closed out, so it removes only jobs
    // the due date removes; the due date is still checked for the jobs whose date passed since the last
    // sweep. Its `or closed_out_at is not null` is false beside the first condition: it is there for the
    // planner, which multiplied the two conditions' shares as if independent (a tenth of the open jobs
    // expected) and read the due date through the close-out index instead.
    filters.push(
      sql`${column('closed_out_at')} is null`,
      sql`(${column('due_date')} is null or ${column('due_date')} >= ${today}::date or ${column('closed_out_at')} is not null)`,
    );
  }
  if (q.city) filters.push(sql`${column('search_city')} = search_normalize(${q.city.replace(/\s+/g, ' ')})`);
  if (q.country) filters.push(sql`${column('country')} = ${q.country}`);
  if (q.county) filters.push(sql`${column('county')} = ${q.county}`);
  if (q.location_type) filters.push(sql`${column('location_type')} = ${q.location_type}`);
  if (q.working_period) filters.push(sql`${column('working_period')} = ${q.working_period}`);
  if (q.job_type) filters.push(sql`${column('job_type')} = ${q.job_type}`);
  if (q.experience_level) filters.push(sql`${column('experience_level')} = ${q.experience_level}`);
  // A job without a salary has no search_pay, so the comparison leaves it out (issue 24).
  const min = q.salary_min;
  if (min !== undefined) {
    filters.push(sql`${column('search_pay')} >= ${min}::bigint`);
    // On jobs, the highest pay band not above the minimum too: an equal value the words' GIN index
    // holds (migration 0178), so that a word's jobs paying less than the band are not read from the
    // table to be compared (docs/performance.md "Job search, fifth pass: pay bands"). The exact
    // comparison above stays on the rows.
    const band = PAY_BANDS.findLast((amount) => amount <= min);
    if (on === 'j' && band !== undefined)
      filters.push(sql`job_pay_bands(j.search_pay) @> array[${num(band)}]`);
    // With a level, whether any open job of that level pays the minimum at all (migration 0183): one
    // step into jobs_open_level_pay_idx, run once per statement before the rest. The planner cannot know that a
    // level's pay is capped, so for entry jobs at KES 600,000 it expected 20,896 and read the words'
    // index to find none (docs/performance.md "Job search: a level with a high salary minimum"); now
    // such a search stops here. It removes only jobs the conditions above remove, so no answer changes.
    if (q.experience_level)
      filters.push(sql`(select open_jobs_of_level_pay(${q.experience_level}, ${min}::bigint))`);
  }
  if (q.posted_within) {
    const since = new Date(now.getTime() - POSTED_WITHIN_DAYS[q.posted_within] * 86_400_000);
    // Without `dateInIndexes`, written as no index's key, which the planner estimates at its default
    // third. On the `jobs_live_*` indexes it multiplies the date's share of all published jobs by the share
    // not closed out (a quarter), though nearly every recent job is open: a day's jobs are expected at a
    // third of their number (10,372 open jobs instead of 33,151 at 1,000,000 jobs), and with words the
    // gather read a level's recent jobs through jobs_live_level_pay_idx, where the date is the third key,
    // each from the table (14,317 of them for 589 matches), instead of the words' index with the level
    // (docs/performance.md "Job search: posted within, the date not in the bitmaps"). The same condition.
    filters.push(
      dateInIndexes
        ? sql`${column('published_at')} >= ${since.toISOString()}::timestamptz`
        : sql`${column('published_at')} + interval '0 s' >= ${since.toISOString()}::timestamptz`,
    );
  }
  return filters;
}

interface PostingsWindow {
  /** Where the typed words are looked for. */
  fields: ('title' | 'company')[];
  /** The search's filters on postings (`searchFilters(…, 'p')`). */
  filters: SQL[];
  /** The search's filters on jobs, when a typed word may also match as the city. */
  cityFilters?: SQL[];
  limit: number;
  /**
   * The ranking's columns to bring along: `rankingOf('p')` from the live postings' indexes, which carry
   * them (migration 0209), or `noRanking` where the walk's index has none (`include_expired`).
   */
  ranking?: SQL;
}

/**
 * What the ranking scores a job on beyond its id and publication time, as the window's rows carry them.
 * The live postings (not closed out) carry them in their indexes (migration 0209, decision 148), so a
 * window walked there needs no probe of `job_search_ranks`; a row without them (`search_title` null: a
 * city's job, a posting walked with `include_expired`, a job too wide for an index entry, a window walked
 * on jobs) is probed there as before. The title's words are not carried: they are the title's
 * (`to_tsvector('simple', search_title)`, migration 0006), made once per title of the window, where a
 * carried column is copied by the walks and by both sorts by date of every row (decision 173).
 */
const RANKING_COLUMNS = {
  search_city: 'text',
  search_title: 'text',
  search_company_words: 'tsvector',
  search_words: 'tsvector',
} as const;
const rankingOf = (on?: string) =>
  sql.raw(
    Object.keys(RANKING_COLUMNS)
      .map((column) => (on ? `${on}.${column}` : column))
      .join(', '),
  );
const noRanking = sql.raw(
  Object.entries(RANKING_COLUMNS)
    .map(([column, type]) => `null::${type} as ${column}`)
    .join(', '),
);

/**
 * The postings of each spelling of the typed words in the given fields, and the jobs having a typed
 * word as their city: each branch its newest `limit` (job_id, published_at) rows, read newest first from
 * job_search_postings_word_idx (or jobs_open_city_idx), so a word's walk ends once it has them.
 */
function postingBranches(
  typed: TypedWord[],
  { fields, filters, cityFilters = [], limit, ranking }: PostingsWindow,
): SQL[] {
  const carried = ranking ? sql`, ${ranking}` : sql``;
  const where = filters.length ? sql` and ${sql.join(filters, sql` and `)}` : sql``;
  const spellings = [...new Set(typed.flatMap((t) => t.spellings.map((s) => s.word)))];
  const branches: SQL[] = [];
  // One lateral walk per field over the spellings, not a branch per spelling: the walks are the same
  // (each spelling's newest `limit` postings from the index), but a statement of twenty branches cost
  // milliseconds of planning and executor set-up each time (docs/performance.md "Job search, third pass").
  for (const field of fields)
    if (spellings.length)
      branches.push(sql`(select p.job_id, p.published_at${carried} from ${textArray(spellings)} spelling(word)
        cross join lateral (select p.job_id, p.published_at${carried} from job_search_postings p
          where p.field = ${field} and p.word = spelling.word${where}
          order by p.published_at desc, p.job_id desc limit ${num(limit)}) p)`);
  // The city stays a branch per typed word: given the word, the planner reads jobs_open_city_idx for a
  // city and knows a word that is no city finds nothing; as a lateral walk it walked every open job. A
  // word `correctWords` found to be no job's city has none: its branch found nothing and cost
  // about 0.3 ms of planning (`jobs` and its indexes; decision 163).
  if (cityFilters.length)
    for (const t of typed.filter((word) => word.city !== false))
      branches.push(sql`(select j.id as job_id, j.published_at${ranking ? sql`, ${noRanking}` : sql``} from jobs j
        where ${sql.join(cityFilters, sql` and `)} and ${city} = ${t.word}
        order by ${BY_DATE} limit ${num(limit)})`);
  return branches;
}

/** A list of words sent as values, as a text array. */
const textList = (words: string[]) =>
  sql`array[${sql.join(
    words.map((w) => sql`${w}`),
    sql`, `,
  )}]::text[]`;

/**
 * `unnest` of a list of words sent as one array value, as a table of one text column to name: one
 * parameter whatever the number of words, so that a kept statement's text does not change with it.
 */
const textArray = (words: string[]) =>
  sql`unnest(${`{${words.map((w) => `"${w.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`}::text[])`;

/**
 * The newest `limit` jobs among (job_id, published_at) rows, each once, as a subquery of (id,
 * published_at) rows. A job found by several words or fields comes once: in date order, equal rows are
 * neighbours.
 */
function newestOf(found: SQL, limit: number, ranking = false): SQL {
  const carried = ranking ? sql`, ${rankingOf()}` : sql``;
  return sql`(select job_id as id, published_at${carried} from (
      select distinct on (published_at, job_id) job_id, published_at${carried} from ${found} found
      order by published_at desc, job_id desc
    ) newest order by published_at desc, id desc limit ${num(limit)})`;
}

/**
 * The newest `limit` jobs having any typed word (in any of its spellings) in the given fields, or as
 * their city, as a subquery of (id, published_at) rows (null when nothing can match).
 */
function newestPostings(typed: TypedWord[], window: PostingsWindow): SQL | null {
  const branches = postingBranches(typed, window);
  if (branches.length === 0) return null;
  return newestOf(sql`(${sql.join(branches, sql` union all `)})`, window.limit);
}

/**
 * For recommendations (a title wish): the ids of the newest `limit` open jobs, published at or after
 * `since` (when given), whose title has every typed word, each in any of its spellings, read from the
 * title postings. Only those spellings' postings are read, so a rare title costs as little as a common
 * one. Every typed word must have its spellings (3 letters or more). A subquery, for a larger statement.
 */
export function newestJobsWithEveryWord(
  typed: TypedWord[],
  {
    today,
    since,
    limit,
    jobIds,
  }: { today: string; since: string | null; limit: number; jobIds?: number[] | undefined },
): SQL {
  const spellingsOf = (t: TypedWord) =>
    sql.join(
      t.spellings.map((s) => sql`${s.word}`),
      sql`, `,
    );
  const every =
    typed.length > 1
      ? sql`having ${sql.join(
          typed.map((t) => sql`bool_or(p.word in (${spellingsOf(t)}))`),
          sql` and `,
        )}`
      : sql``;
  return sql`(select found.job_id as id from (
      select p.job_id, max(p.published_at) as published_at from job_search_postings p
      where p.field = 'title' and p.word in (${sql.join(typed.map(spellingsOf), sql`, `)})
        and (p.due_date is null or p.due_date >= ${today}::date)
        ${since ? sql`and p.published_at >= ${since}::timestamptz` : sql``}
        ${jobIds ? sql`and p.job_id in (${idList(jobIds)})` : sql``}
      group by p.job_id ${every}
    ) found order by found.published_at desc, found.job_id desc limit ${num(limit)})`;
}

/**
 * The newest title, company and city matches of a search, from the postings (`newestPostings`, up to the
 * count's cap): their number, and the newest `depth` of them (ids, publication times to the microsecond, as
 * arrays' text, which go back as parameters) with the publication time of the last (`bound`).
 */
interface NewestNames {
  n: number;
  ids: string;
  published: string;
  bound: string;
}

function newestNamesOf(names: SQL, depth: number): SQL {
  return sql`with names as materialized (select * from ${names} names),
      newest as materialized (select id, published_at from names order by published_at desc, id desc limit ${num(depth)})
    select (select count(*)::int from names) as n,
      (select array_agg(id order by published_at desc, id desc)::text from newest) as ids,
      (select array_agg(${microseconds(sql`published_at`)} order by published_at desc, id desc)::text from newest) as published,
      (select ${microseconds(sql`min(published_at)`)} from newest) as bound`;
}

/**
 * Every title and company posting of the typed words' spellings (no limit), and the jobs having a typed word
 * as their city, with their pay: the names' matches in pay order are these sorted (the postings are in date
 * order), the newest `depth` of them by `BY_PAY` with the last one's pay (`bound`, null when fewer than
 * `depth` or when the last has no pay). Arrays' text, as `newestNamesOf`'s.
 */
function paidNamesOf(
  typed: TypedWord[],
  filters: SQL[],
  cityFilters: SQL[],
  depth: number,
  postingsMax: number,
): SQL {
  const where = filters.length ? sql` and ${sql.join(filters, sql` and `)}` : sql``;
  const spellings = [...new Set(typed.flatMap((t) => t.spellings.map((s) => s.word)))];
  const branches: SQL[] = [];
  if (spellings.length)
    branches.push(sql`select p.job_id as id, p.published_at, p.search_pay from job_search_postings p
      where p.field in ('title', 'company') and p.word in (${sql.join(
        spellings.map((w) => sql`${w}`),
        sql`, `,
      )})${where}`);
  for (const t of typed.filter((word) => word.city !== false))
    branches.push(sql`select j.id, j.published_at, j.search_pay from jobs j
      where ${sql.join(cityFilters, sql` and `)} and ${city} = ${t.word}`);
  const order = sql`search_pay desc nulls last, published_at desc, id desc`;
  return sql`with found as materialized (select * from (${sql.join(branches, sql` union all `)}) found
        limit ${num(postingsMax + 1)}),
      top as materialized (select id, published_at, search_pay from (
        select distinct id, published_at, search_pay from found where (select count(*) from found) <= ${num(postingsMax)}
      ) names order by ${order} limit ${num(depth)})
    select (select count(*)::int from top) as n,
      (select array_agg(id order by ${order})::text from top) as ids,
      (select array_agg(published_at order by ${order})::text from top) as published,
      (select array_agg(search_pay order by ${order})::text from top) as pays,
      (select case when count(*) = ${num(depth)} and bool_and(search_pay is not null) then min(search_pay)::text end
        from top) as bound`;
}

/**
 * At most this many names postings per match of the page's depth are read and sorted by pay
 * (`pageAfterPaidNames`): past it, the word is common enough that the walk in pay order finds the page
 * soon. Each posting read costs about 1.4 microseconds of database CPU, a job walked about ten; at 16 the
 * deep pages by pay among the first 12,000 long-tail searches cost least (docs/performance.md "Job
 * search: deep pages by pay").
 */
const PAID_NAMES_PER_DEPTH = 16;

interface PaidNames {
  n: number;
  ids: string;
  published: string;
  pays: string;
  bound: string | null;
}

/**
 * From this page on (by date, a common title word), the page is merged from the names and the description
 * matches since (`pageAfterNames`). Shallower, the walk in date order reads few jobs and was cheaper
 * (`accountant`, on-site, page 5: 10 -> 17 ms of database CPU merged).
 */
const DEEP_PAGE = 20;

/**
 * By pay, under the count's cap among the title, company and city matches, the matches are gathered up to
 * this many times the cap (those on the description alone may pass it), and when that is all of them the
 * page is sorted from them instead of walked in pay order by another statement. Each match gathered past
 * the cap costs about 3 microseconds of database CPU: twice the cap holds most of the searches whose walk
 * was dear, and costs the others whose walk was not about 3 ms.
 */
const GATHERED_BY_PAY = 2;

export interface SearchOptions {
  now?: Date;
  rankWindow?: number;
  countCap?: number;
}

const idList = (ids: number[]) => sql.raw(ids.filter((id) => Number.isInteger(id)).join(','));

/**
 * Whether a search's ranked statement is kept per connection and run on its generic plan: its words all of
 * three letters or more (walked in their postings), its filters among a city, a work place, a working period
 * and a job type (equal values on the postings' indexes, whose generic plan is the custom plan's), no
 * expired jobs. Planned with its values, the ranked statement's planning was about a third of its CPU; a
 * text per shape kept under PostgreSQL's own choice took its generic plan for few calls, and forced for every
 * shape a level or a salary minimum walked the wrong way, a country other than Kenya cannot use its partial
 * index, and a date or a county were not measured (docs/performance.md "Search statements kept per
 * connection", "Job search: the ranked statement kept for its plain shapes"; decision 192).
 */
function keptShape(q: JobSearchQuery, typed: TypedWord[]): boolean {
  return (
    !q.include_expired &&
    q.experience_level === undefined &&
    q.salary_min === undefined &&
    !q.country &&
    !q.county &&
    !q.posted_within &&
    typed.length > 0 &&
    typed.every((t) => t.word.length >= 3)
  );
}

/** The generic plan, made once per connection and text, for every call (`keptShape`). */
const GENERIC_PLAN: PlannerSettings = { plan_cache_mode: 'force_generic_plan' };

export async function searchJobs(
  db: Executor,
  q: JobSearchQuery,
  { now = new Date(), rankWindow = RANK_WINDOW, countCap = COUNT_CAP }: SearchOptions = {},
): Promise<JobSearchResult> {
  const words = queryWords(q.job_title);
  const phrase = words.join(' ');
  const typed = await correctWords(db, words, { descriptionWords: true, cities: true });
  const filters = searchFilters(q, now, 'j');
  // Every filter but the words: the windows add their own, narrower word matches to these.
  const filtered = sql.join(filters, sql` and `);
  const where =
    typed.length > 0 ? sql`${filtered} and (${sql.join(typed.map(wordMatches), sql` or `)})` : filtered;
  // The same for the statements that gather or count the matches through the indexes' bitmaps, with
  // "posted within" and words but no city: their date is no index's key (`dateInIndexes`, in
  // searchFilters), so the words' index with the filters is read, not a level's or a country's recent
  // jobs one by one. With a city, jobs_live_city_idx (the city, then the date) reads only its recent jobs.
  const bitmapFiltered =
    typed.length > 0 && q.posted_within && !q.city
      ? sql.join(searchFilters(q, now, 'j', { dateInIndexes: false }), sql` and `)
      : filtered;
  const bitmapWhere =
    typed.length > 0 ? sql`${bitmapFiltered} and (${sql.join(typed.map(wordMatches), sql` or `)})` : filtered;
  const offset = (q.page - 1) * PAGE_SIZE;
  // Matches are counted up to a cap (platform/paging.ts): counting every match of a common word, or
  // all open jobs, costs as much as the naive search the benchmark compares with.
  const cap = countLimit(q.page, PAGE_SIZE, countCap);
  /** The count, unless `known` matches (a subset of all) already reach past the cap. */
  const countMatches = async (known = 0) => {
    if (known >= cap) return cappedCount(known, cap);
    const [counted] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from (select 1 from jobs j where ${bitmapWhere} limit ${num(cap)}) matches`,
    );
    return cappedCount(counted?.n ?? 0, cap);
  };
  /**
   * The count when the names window holds every title, company and city match (`names` of them): only
   * the matches on the description alone are left to count. Asked apart, they are found through the
   * description's word index; as one condition with the names, the planner walked every job of the
   * filters instead (a quarter of a second for "nurse" in Uganda at 1,000,000 jobs).
   */
  const countWithDescriptions = async (names: number) => {
    if (names >= cap) return cappedCount(names, cap);
    const inDescriptions = sql.join(typed.map(inDescription), sql` or `);
    const inNames = sql.join(typed.map(wordInNames), sql` or `);
    // Read through the indexes' bitmaps only (the description's word index, the filters'): with a small
    // limit the planner expected a sequential scan to find a few rows soon, and for a rare combination
    // it read all 1,000,000 jobs to find none (634 ms for "grants manager", Kenya, voluntary:
    // docs/performance.md). The settings last for this transaction only.
    const [counted] = await (db as Db).transaction(async (tx) => {
      await tx.execute(
        sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`,
      );
      return rows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from (select 1 from jobs j where ${bitmapFiltered} and (${inDescriptions})
          and (${inNames}) is not true limit ${num(cap - names)}) matches`,
      );
    });
    return cappedCount(names + (counted?.n ?? 0), cap);
  };

  // By date or by pay, every match in one order: no ranking window. The page's ids come first, from the
  // index alone (jobs_open_words_idx, jobs_open_pay_idx carry every filter column), and only those jobs
  // are read whole: asked for whole at once, every job the filters passed over was read from the table
  // too (120 ms for a salary filter by pay at 100,000 jobs, 3 ms this way).
  if (words.length === 0 || q.sort === 'date' || q.sort === 'salary') {
    const order = q.sort === 'salary' ? BY_PAY : BY_DATE;
    /**
     * More than the cap (`gathered` of them at least): matches are common enough that walking the order's
     * index finds a page soon. The page's ids come from the index alone, and only those jobs are read whole.
     */
    const walkInOrder = async (gathered: number): Promise<JobSearchResult> => {
      const { count, countCapped } = cappedCount(gathered, cap);
      const found = await rows<JobCard>(
        db,
        sql`with page as (select j.id from jobs j where ${where}
            order by ${order} limit ${num(PAGE_SIZE)} offset ${num(offset)})
          select ${JOB_CARD_COLUMNS} from page join jobs j on j.id = page.id order by ${order}`,
      );
      return { count, countCapped, results: found };
    };
    /**
     * The page of a deep page's merge (`pageAfterNames`, `pageAfterPaidNames`): the names' matches (`names`,
     * a row set of the order's columns) with the description's (`described`, a `union` of the same columns or
     * nothing), sorted in the search's order, and the page's cards. The table's pages are in the cache:
     * priced at PostgreSQL's default (4 sequential pages each), a sparse word's matches looked dearer than
     * the bitmap of every job since the bound, which was built to be ANDed with them (`architect`, page 43:
     * 8 -> 41 ms of database CPU; at 1.1 the word's matches are read). For this statement's transaction only.
     */
    const mergedPage = async (
      names: SQL,
      described: SQL,
      by: 'date' | 'salary',
    ): Promise<JobSearchResult> => {
      const matchesOrder =
        by === 'salary'
          ? sql`search_pay desc nulls last, published_at desc, id desc`
          : sql`published_at desc, id desc`;
      const found = await (db as Db).transaction(async (tx) => {
        await tx.execute(sql`select set_config('random_page_cost', '1.1', true)`);
        return rows<JobCard>(
          tx,
          sql`with page as (select id from (select * from ${names}${described}) matches
              order by ${matchesOrder} limit ${num(PAGE_SIZE)} offset ${num(offset)})
            select ${JOB_CARD_COLUMNS} from page join jobs j on j.id = page.id order by ${by === 'salary' ? BY_PAY : BY_DATE}`,
        );
      });
      return { ...cappedCount(cap, cap), results: found };
    };
    /**
     * By date, over the cap among the newest title, company and city matches alone (`names`, from the
     * postings, the page's depth of them at least): every match of the page and before it is at least as
     * new as the names match at the page's depth, so the page is the newest of those names matches and of
     * the matches on the description published since, read through the description's word index and the
     * date. Walked on the date index, each job of the page's depth was read from the table for its
     * description's word, or, gathered, every match was (`senior Analyst`, KES 300,000, page 41: 19,142
     * matches from 21,148 table pages, sorted for the 801st to 820th).
     */
    const pageAfterNames = async (names: NewestNames): Promise<JobSearchResult> => {
      const inDescriptions = typed.map(inDescription).filter((query) => query !== FALSE);
      const described = inDescriptions.length
        ? sql` union (select j.id, j.published_at from jobs j where ${filtered}
            and (${sql.join(inDescriptions, sql` or `)}) and j.published_at >= ${names.bound}::timestamptz
            order by ${BY_DATE} limit ${num(offset + PAGE_SIZE)})`
        : sql``;
      return mergedPage(
        sql`unnest(${names.ids}::int[], ${names.published}::timestamptz[]) names(id, published_at)`,
        described,
        'date',
      );
    };
    /**
     * By pay, from page 20 (`DEEP_PAGE`), a word over the cap among its title, company and city matches:
     * walked in pay order, each job down to the page's depth was read from the table for its description's
     * word, and a word whose jobs pay less than most read tens of thousands (`Graphic Designer`, page 34:
     * 49,881 jobs for 680 matches). The names' matches are every title and company posting of the words,
     * read from their index (which carries the pay and every filter) and sorted by pay; every match of the
     * page and before it pays at least the names match at the page's depth (there are that many names
     * matches at least as high in the order), so the page is the highest of those names and of the
     * description matches paying that much, read through the description's word index and the pay band.
     * Null, and the page walked as before, when the names pass PAID_NAMES_PER_DEPTH times the page's depth
     * (a word that common finds its page soon in pay order: `sales`, page 46, 46,000 postings sorted
     * against a walk of 10 ms) or when the names at the page's depth have no pay (the jobs without a
     * salary come last, in date order).
     */
    const pageAfterPaidNames = async (): Promise<JobSearchResult | null> => {
      const depth = offset + PAGE_SIZE;
      const [names] = await rows<PaidNames>(
        db,
        paidNamesOf(typed, searchFilters(q, now, 'p'), filters, depth, PAID_NAMES_PER_DEPTH * depth),
      );
      if (!names || names.bound === null) return null;
      const inDescriptions = typed.map(inDescription).filter((query) => query !== FALSE);
      const bound = BigInt(names.bound);
      const band = PAY_BANDS.findLast((amount) => amount <= bound);
      const described = inDescriptions.length
        ? sql` union (select j.id, j.published_at, j.search_pay from jobs j where ${filtered}
            and (${sql.join(inDescriptions, sql` or `)}) and j.search_pay >= ${names.bound}::bigint${
              band === undefined ? sql`` : sql` and job_pay_bands(j.search_pay) @> array[${num(band)}]`
            }
            order by ${BY_PAY} limit ${num(depth)})`
        : sql``;
      return mergedPage(
        sql`unnest(${names.ids}::int[], ${names.published}::timestamptz[], ${names.pays}::bigint[])
          names(id, published_at, search_pay)`,
        described,
        'salary',
      );
    };
    // A word common in titles or company names is over the cap among the postings alone (read from their
    // index, which carries every filter): the page is then walked at once. Gathered through the jobs'
    // word indexes instead, its tens of thousands of matches were read from the table to find the first
    // 1,000 open ones (100 ms for "engineer" by salary at 1,000,000 jobs).
    const common =
      typed.length > 0 && typed.every((t) => t.word.length >= 3)
        ? newestPostings(typed, {
            fields: ['title', 'company'],
            filters: searchFilters(q, now, 'p'),
            cityFilters: filters,
            limit: cap,
          })
        : null;
    if (common && q.sort === 'date' && q.page >= DEEP_PAGE) {
      const [names] = await rows<NewestNames>(db, newestNamesOf(common, offset + PAGE_SIZE));
      if (names && names.n >= cap) return pageAfterNames(names);
    } else if (common) {
      const [names] = await rows<{ n: number }>(db, sql`select count(*)::int as n from ${common} names`);
      if ((names?.n ?? 0) >= cap) {
        if (q.sort === 'salary' && q.page >= DEEP_PAGE) {
          const merged = await pageAfterPaidNames();
          if (merged) return merged;
        }
        return walkInOrder(cap);
      }
    }
    // The matches are gathered up to the cap as the count gathers them (through whichever index the
    // filters and words narrow best), and when they stay under it the page is sorted from them. Asked
    // for the page directly, the planner walks the date or pay index and checks each job against the
    // words: for a word that is rare among the filters' jobs it passed over every open job (9 s for a
    // misspelt two-word title, entry level, KES 200,000, by date, at 1,000,000 jobs: docs/performance.md).
    // One statement: the matches gathered, their number, and the page's jobs read whole (a row with no
    // job when the page is past the matches, so that the number still comes back). The page sorted from
    // the matches is read only under the cap (a one-time filter on their number): above it, the first
    // 1,000 matches are any 1,000, and reading 20 of them whole only to throw them away made every salary
    // sort without words a third slower under load (docs/performance.md "Salary sort regression").
    // Without a postings check (no words, or a word under 3 letters) the matches are usually over the
    // cap, so the walk of the order's index is in the same statement, behind the opposite filter; after
    // a postings check under the cap they rarely are, and the walk is a statement of its own.
    // Under the cap among the names, the matches on the description alone may still pass it (a word
    // common in descriptions): gathered only to the cap, the page was then walked in order by a statement
    // of its own. By pay, with a level, a job type or a work place the pay index does not carry, that walk
    // reads from the highest pay down, through the jobs of every other kind first, and the kinds pay
    // differently (`training`, internship, by salary: 1,791 matches, the walk 452 ms of database CPU). So
    // by pay the matches are gathered further (GATHERED_BY_PAY times the cap), and when that is all of them
    // the page is sorted from them: each job read once. Past that, or by date (whose walk finds a page
    // soon), the page is walked in order as before (docs/performance.md "Job search: the gather, then the
    // walk").
    const gatherLimit = common && q.sort === 'salary' ? cap * GATHERED_BY_PAY : cap;
    const gatheredPage = sql`select id from (select j.id from matches j order by ${order}
        limit ${num(PAGE_SIZE)} offset ${num(offset)}) few where (select n from gathered) < ${num(gatherLimit)}`;
    const walkedPage = sql`select id from (select j.id from jobs j where ${where} order by ${order}
        limit ${num(PAGE_SIZE)} offset ${num(offset)}) walked where (select n from gathered) >= ${num(cap)}`;
    // Without words, by date, and filtered by a place or a date at most, the matches are gathered without
    // their pay, which the date's order does not need: a place's index by date (jobs_live_city_idx,
    // country, county), whose key the filters are, then holds every column the gather reads. With the pay
    // asked, only the indexes carrying it could serve the gather without the table, and a city's first 1,001
    // open jobs were found by walking the open jobs by date (`city=Kigali`: 31,105 entries, 27,134 buffers).
    // With another filter (a level, a type, a salary) the pay stays asked: a place's index would check that
    // filter on each of its entries, and a rare combination the planner took for a common one (Kenya,
    // internship, remote: none, 6,819 expected) read all 179,543 of Kenya's instead of a bitmap of none
    // (docs/decisions/172-job-search-place-by-date-gathered-without-pay.md).
    const placeOnly =
      typed.length === 0 &&
      q.sort !== 'salary' &&
      q.salary_min === undefined &&
      !q.experience_level &&
      !q.job_type &&
      !q.location_type &&
      !q.working_period;
    const gather = sql`with matches as materialized (
          select j.id, j.published_at${placeOnly ? sql`` : sql`, j.search_pay`} from jobs j where ${bitmapWhere} limit ${num(gatherLimit)}
        ),
        gathered as materialized (select count(*)::int as n from matches),
        page as (${gatheredPage}${common ? sql`` : sql` union all ${walkedPage}`})
        select (select n from gathered) as n, ${JOB_CARD_COLUMNS}
        from (select 1) one left join (page join jobs j on j.id = page.id) on true
        order by ${order}`;
    // After the postings found the names under the cap, the matches are few but the planner, expecting
    // thousands, walked the whole table to gather them (a sequential scan of 1,000,000 jobs for 400:
    // "junior Radiographer", KES 300,000, by salary, docs/performance.md "Job search, third pass"): they
    // are read through the indexes' bitmaps instead, as the description count is.
    const few = common
      ? await (db as Db).transaction(async (tx) => {
          await tx.execute(
            sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`,
          );
          return rows<JobCard & { n: number }>(tx, gather);
        })
      : await rows<JobCard & { n: number }>(db, gather);
    const gathered = few[0]?.n ?? 0;
    if (gathered < gatherLimit || !common) return { ...cappedCount(gathered, cap), results: wholeJobs(few) };
    return walkInOrder(gathered);
  }

  // The newest matches on the title, and on the title, company or city: read from the word postings
  // when every typed word has its spellings (words under 3 letters match as prefixes, which postings
  // do not serve), else walked on jobs_open_words_idx. One more than the window for the names: a full
  // window then proves the count is over the cap, and a common word is not counted at all.
  const postingFilters = searchFilters(q, now, 'p');
  const emptyFound = sql`(select null::int as job_id, null::timestamptz as published_at, ${noRanking} where false)`;
  // The ranking's columns come along from the live postings' indexes; with `include_expired` the walks
  // read the full indexes, which do not carry them.
  const ranking = q.include_expired ? noRanking : rankingOf('p');
  // The title postings are read once, for both windows (each branch one more than the window, for the
  // names window): the title window is their newest, the names window the newest of them, the company
  // postings and the city's jobs.
  const [titleFound, titleWindow, namesWindow] = typed.every((t) => t.word.length >= 3)
    ? (() => {
        const titles = postingBranches(typed, {
          fields: ['title'],
          filters: postingFilters,
          limit: rankWindow + 1,
          ranking,
        });
        const others = postingBranches(typed, {
          fields: ['company'],
          filters: postingFilters,
          cityFilters: filters,
          limit: rankWindow + 1,
          ranking,
        });
        const titleRows = titles.length ? sql`(${sql.join(titles, sql` union all `)})` : emptyFound;
        return [
          titleRows,
          newestOf(sql`title_found`, rankWindow, true),
          newestOf(
            sql`(select * from title_found${others.length ? sql` union all ${sql.join(others, sql` union all `)}` : sql``})`,
            rankWindow + 1,
            true,
          ),
        ] as const;
      })()
    : ([
        emptyFound,
        sql`(select j.id, j.published_at, ${noRanking} from jobs j
          where ${filtered} and (${sql.join(typed.map(wordInTitle), sql` or `)})
          order by ${BY_DATE} limit ${num(rankWindow)})`,
        sql`(select j.id, j.published_at, ${noRanking} from jobs j
          where ${filtered} and (${sql.join(typed.map(wordInNames), sql` or `)})
          order by ${BY_DATE} limit ${num(rankWindow + 1)})`,
      ] as const);
  // A job's score: its typed words' (wordScore), then the whole query's similarity to its title. What
  // depends on the title alone (the words' title parts, the similarity) is computed once per title of the
  // window, not once per job: titles repeat (the 1,000 newest "surveyor" jobs have 26 titles), and those
  // were half of the ranking's cost (docs/performance.md "Job search, ninth pass"). The numeric parts add
  // up exactly in any grouping, then the similarity is added as before, so the scores are the same. A
  // title's words are made from the title once (the stored column is the same `to_tsvector('simple', …)`
  // of it), so the window's titles are grouped by a hash of the title instead of sorted with their words.
  // Kept per connection with its generic plan (`keptShape`): the spellings padded, their similarities and
  // the page's offset values, so that the text is one per shape.
  const kept = keptShape(q, typed);
  const titleParts = sql.join(
    typed.map((t) => titleScore(t, sql`t.search_title_words`, kept)),
    sql` + `,
  );
  const otherParts = sql.join(
    typed.map((t) => otherScore(t, kept)),
    sql` + `,
  );
  const pageOffset = kept ? sql`${offset}::bigint` : num(offset);
  // The ranking window is the newest RANK_WINDOW title matches and the newest RANK_WINDOW title, company or
  // city matches, each job once. Every title match is a names match, so the title matches at least as new
  // as the names window's RANK_WINDOW-th are among those already: only the older ones are added (none when
  // the names window is shorter, the comparison then null), and no job comes twice. Both windows were
  // sorted together by id to remove the doubles, every row carrying the ranking's columns (docs/decisions/
  // 166-job-search-ranking-window-without-doubles.md).
  // One statement: both windows, the window ranked on the search columns alone, and only the page's jobs
  // read whole (reading and sorting every column of the whole window cost half as much again). The
  // window's ids never travel to the server and back. A row with no job comes back when the page is past
  // the window, so that the windows' sizes still do. A job's title is never null (job_title is not null).
  // The window's jobs are scored on the columns their postings brought along (migration 0209, decision
  // 148); those without (`search_title` null, see RANKING_COLUMNS) on their row of `job_search_ranks`
  // (migration 0204, decision 142), probed through its hash index in id order. `jobs` is read for the
  // page's cards only.
  type RankedRow = JobCard & { names: number; window_size: number; unprobed?: number };
  const rankedOf = (probed: boolean) => {
    const statement = sql`with title_found as materialized (select * from ${titleFound} t),
      title_window as materialized (select * from ${titleWindow} t),
      names_window as materialized (select * from ${namesWindow} n),
      ranking_window as materialized (
        select * from (select * from names_window order by published_at desc, id desc limit ${num(rankWindow)}) n
        union all
        select * from title_window t where (t.published_at, t.id) < (select l.published_at, l.id from names_window l
          order by l.published_at desc, l.id desc offset ${num(rankWindow - 1)} limit 1)
      ),
      window_jobs as materialized (
        select j.id, j.published_at, j.search_title, (${otherParts}) as other
        from (
          select w.id, w.published_at, ${rankingOf('w')} from ranking_window w where w.search_title is not null${
            probed
              ? sql`
          union all
          select r.job_id, r.published_at, ${rankingOf('r')}
          from (select id from ranking_window where search_title is null offset 0) w
            cross join lateral (select * from job_search_ranks r where r.job_id = w.id) r`
              : sql``
          }
        ) j
      ),
      titles as materialized (
        select t.search_title, (${titleParts}) as title_score, similarity(${phrase}, t.search_title) as phrase_sim
        from (select w.search_title, to_tsvector('simple', w.search_title) as search_title_words
          from window_jobs w group by w.search_title) t
      ),
      page as (
        select w.id, (t.title_score + w.other) + ${num(SEARCH_WEIGHTS.phrase)} * t.phrase_sim as score, w.published_at
        from window_jobs w join titles t on t.search_title = w.search_title${
          probed ? sql`` : sql` where not exists (select from ranking_window u where u.search_title is null)`
        }
        order by score desc, w.published_at desc, w.id desc limit ${num(PAGE_SIZE)} offset ${pageOffset}
      )
      select (select count(*)::int from names_window) as names, (select count(*)::int from ranking_window) as window_size,${
        probed
          ? sql``
          : sql` (select count(*)::int from ranking_window where search_title is null) as unprobed,`
      }
        card.*
      from (select 1) one left join (page cross join lateral (
        select ${JOB_CARD_COLUMNS} from jobs j where j.id = page.id offset 0
      ) card) on true
      order by page.score desc, page.published_at desc, page.id desc`;
    return kept
      ? withSettings(db, GENERIC_PLAN, (handle) => keptRows<RankedRow>(handle, statement))
      : rows<RankedRow>(db, statement);
  };
  // The probe of `job_search_ranks` is planned only when the window may hold rows without the ranking's
  // columns: a city's jobs, the walks on `jobs` (a word under 3 letters), `include_expired`'s walks. A
  // live posting of a job too wide for an index entry carries none either (none at 1,000,000 jobs): then
  // the statement, which counted them (`unprobed`) and read no page for them, is run again with the
  // probe. Planned for every search, the probe's branch cost about 0.2 ms of planning and 0.4 of the
  // statement's CPU (docs/decisions/166-job-search-ranking-window-without-doubles.md).
  const mayLackRanking =
    q.include_expired || !typed.every((t) => t.word.length >= 3) || typed.some((t) => t.city !== false);
  let ranked = await rankedOf(mayLackRanking);
  if (!mayLackRanking && (ranked[0]?.unprobed ?? 0) > 0) ranked = await rankedOf(true);
  const names = ranked[0]?.names ?? 0;
  const windowSize = ranked[0]?.window_size ?? 0;
  const { count, countCapped } =
    names <= rankWindow ? await countWithDescriptions(names) : await countMatches(names);
  if (count === 0) return { count, countCapped, results: [] };
  const rankedJobs = wholeJobs(ranked);
  if (rankedJobs.length === PAGE_SIZE || count <= windowSize)
    return { count, countCapped, results: rankedJobs };
  // The page reaches past the ranked window: older matches follow, newest first.
  const notInWindow =
    windowSize > 0
      ? sql`and j.id not in (with title_found as materialized (select * from ${titleFound} t)
          select id from ${titleWindow} t
          union select id from (select id from ${namesWindow} n order by published_at desc, id desc limit ${num(rankWindow)}) n)`
      : sql``;
  const older = await rows<JobCard>(
    db,
    sql`select ${JOB_CARD_COLUMNS} from jobs j where ${where} ${notInWindow}
      order by ${BY_DATE} limit ${num(PAGE_SIZE - rankedJobs.length)} offset ${num(Math.max(0, offset - windowSize))}`,
  );
  return { count, countCapped, results: [...rankedJobs, ...older] };
}

/**
 * The jobs of a statement that answers one row with no job (a null id) when it has none, beside the
 * figures it carries on every row: those figures left out.
 */
function wholeJobs<T extends JobCard>(found: T[]): JobCard[] {
  return found.flatMap((row) => {
    if (row.id === null) return [];
    const {
      n: _n,
      names: _names,
      window_size: _size,
      unprobed: _unprobed,
      ...job
    } = row as T & {
      n?: unknown;
      names?: unknown;
      window_size?: unknown;
      unprobed?: unknown;
    };
    return [job as JobCard];
  });
}

/**
 * Job alerts (issue 24, docs/decisions/071-job-alerts.md): the open jobs a search finds, by exactly the rules
 * of `searchJobs` (its words, with their typo correction, and its filters), among the jobs published after
 * `after` and up to `upTo`; the most relevant first (the search's score), then the newest; at most `limit`.
 * A few hours' or a week's publications are few, so they are all scored.
 */
export async function newMatchingJobs(
  db: Executor,
  q: Omit<JobSearchQuery, 'page' | 'sort' | 'posted_within' | 'include_expired'>,
  { after, upTo, limit, now = new Date() }: { after: Date; upTo: Date; limit: number; now?: Date },
): Promise<PublicJob[]> {
  const words = queryWords(q.job_title);
  const typed = await correctWords(db, words);
  const filters = [
    ...searchFilters({ ...q, page: 1 }, now, 'j'),
    sql`j.published_at > ${after.toISOString()}::timestamptz`,
    sql`j.published_at <= ${upTo.toISOString()}::timestamptz`,
  ];
  if (typed.length > 0) filters.push(sql`(${sql.join(typed.map(wordMatches), sql` or `)})`);
  const score =
    typed.length > 0
      ? sql`(${sql.join(typed.map(wordScore), sql` + `)}) + ${num(SEARCH_WEIGHTS.phrase)} * similarity(${words.join(' ')}, ${title}) desc, `
      : sql``;
  return rows<PublicJob>(
    db,
    sql`select ${PUBLIC_JOB_COLUMNS} from jobs j where ${sql.join(filters, sql` and `)}
      order by ${score}${BY_DATE} limit ${num(limit)}`,
  );
}

/** The publication time of the newest published job (null when none): whether anything is new at all. */
export async function latestPublication(db: Executor): Promise<Date | null> {
  const [found] = await rows<{ at: string | null }>(
    db,
    sql`select max(published_at) as at from jobs where status = 'published'`,
  );
  return found?.at ? new Date(found.at) : null;
}
