import { RECOMMENDATIONS_MAX, type RecommendedJob, todayInNairobi } from '@kweli/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rows } from '../../db/connect.ts';
import { loadProfile } from '../candidates/index.ts';
import {
  correctWords,
  jobCardsById,
  newestJobsWithEveryWord,
  queryWords,
  spellingQuery,
  TITLE_SIMILARITY,
} from '../jobs/index.ts';

/**
 * Recommendations (docs/product/rules.md "Talent, matching and recommendations"; decision 007): published
 * jobs still open that the candidate has not applied to, ranked by how well they meet the candidate's
 * preferred industries, job titles (typo-tolerant, as search is) and locations, with the titles of their
 * own work experience as weaker wishes; then by recency.
 *
 * Speed over a large job table: each wish finds its newest matching jobs through an index, with a bound,
 * and only that small set is ranked, in one SQL statement. A title wish finds the jobs whose title has
 * each of its words, in any spelling job search would accept for it (its typo correction), among the
 * newest open jobs, from the title word postings of migration 0015; the ranking then judges each
 * distinct title found against the wishes. Titles and cities are read in job search's
 * stored forms (search_title, search_city of 0005: lower case, no accents), so they compare as in
 * search; migration 0007 adds the industry index.
 */

/** How much each kind of match weighs; the title says most about the work itself. */
export const WEIGHTS = { title: 3, industry: 2, location: 1 } as const;
/** Where a wished-for title comes from: the candidate's stated wish counts most. */
export const TITLE_SOURCE = { preference: 1, current: 0.9, past: 0.8 } as const;
/** The newest jobs each wish brings to the ranking at most. */
export const PER_WISH = 300;
/**
 * Title wishes look among this many of the newest open jobs (about a month of a board with a million
 * jobs); industries and cities, which match many jobs, find theirs among all open jobs.
 */
export const RECENT_OPEN_JOBS = 50_000;
/** Experience titles taken into account (the most recent first). */
const EXPERIENCE_TITLES = 3;

const num = (n: number) => sql.raw(String(n));
const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

interface Wish {
  title: string;
  source: keyof typeof TITLE_SOURCE;
}

/** What ranks a job and says why: its card is the jobs module's (`jobCardsById`). */
interface Row {
  id: number;
  job_title: string;
  industry: string;
  city: string;
  country: string;
  ranked_at: string | null;
  score: number;
  matched_title: string | null;
  industry_match: boolean;
  location_match: number;
}

/** The wished-for titles: the preferences, then the latest titles held (current first), each once. */
function titleWishes(preferred: string[], experience: { job_title: string; is_current: boolean }[]): Wish[] {
  const seen = new Set<string>();
  const wishes: Wish[] = [];
  const add = (title: string, source: Wish['source']) => {
    const t = title.trim().toLowerCase();
    if (t.length < 3 || seen.has(t)) return;
    seen.add(t);
    wishes.push({ title: t, source });
  };
  for (const t of preferred) add(t, 'preference');
  for (const w of experience.slice(0, EXPERIENCE_TITLES)) add(w.job_title, w.is_current ? 'current' : 'past');
  return wishes;
}

/**
 * A recommended job with its publication time to the microsecond (`ranked_at`; the card's `published_at`
 * is to the second), which orders equal matches (newest first) when lists merge as the ranking did.
 * The answer's schema leaves it out.
 */
export type RankedJob = RecommendedJob & { ranked_at: string | null };

export interface RecommendOptions {
  /** How many jobs at most (RECOMMENDATIONS_MAX unless a stored list asks for more). */
  limit?: number;
  /** Only these jobs are considered: the jobs changed since a stored list was computed (stored.ts). */
  onlyJobs?: number[];
}

export async function recommendJobs(
  db: Executor,
  candidateId: number,
  today = todayInNairobi(),
  { limit = RECOMMENDATIONS_MAX, onlyJobs }: RecommendOptions = {},
): Promise<RankedJob[]> {
  if (onlyJobs && onlyJobs.length === 0) return [];
  const profile = await loadProfile(db, candidateId);
  const { industries, job_titles, locations } = profile.preferences;
  const wishes = titleWishes(job_titles, profile.work_experiences);
  const cities = [...new Set(locations.map((l) => l.city.trim().toLowerCase()).filter(Boolean))];
  if (wishes.length === 0 && industries.length === 0 && cities.length === 0) return [];

  const only = onlyJobs ? sql` and j.id in (${list(onlyJobs.filter(Number.isInteger))})` : sql``;
  const open = sql`j.status = 'published' and (j.due_date is null or j.due_date >= ${today}::date)${only}`;
  const branch = (where: SQL) =>
    sql`(select j.id from job_cards j where ${open} and ${where} order by j.published_at desc, j.id desc limit ${num(PER_WISH)})`;
  const branches: SQL[] = [];
  if (industries.length) branches.push(branch(sql`j.industry in (${list(industries)})`));
  const recentSince = await recentOpenJobsSince(db, today);
  for (const w of wishes) {
    const typed = await correctWords(db, queryWords(w.title));
    // A word found in no job title: no title can hold the whole wish.
    if (typed.length === 0 || typed.some((t) => t.word.length >= 3 && t.spellings.length === 0)) continue;
    if (typed.every((t) => t.word.length >= 3)) {
      // The newest PER_WISH open jobs among the newest RECENT_OPEN_JOBS with every word of the wish.
      branches.push(
        newestJobsWithEveryWord(typed, { today, since: recentSince, limit: PER_WISH, jobIds: onlyJobs }),
      );
      continue;
    }
    // Words under 3 letters match as prefixes, which postings do not serve: the newest RECENT_OPEN_JOBS
    // open jobs are walked instead (the limit inside bounds the walk).
    const words = sql.join(typed.map(spellingQuery) as SQL[], sql` && `);
    branches.push(sql`(select recent.id from (
        select j.id, j.published_at, j.search_title_words from job_cards j where ${open}
        order by j.published_at desc, j.id desc limit ${num(RECENT_OPEN_JOBS)}
      ) recent where recent.search_title_words @@ (${words})
      order by recent.published_at desc, recent.id desc limit ${num(PER_WISH)})`);
  }
  if (cities.length)
    branches.push(
      branch(
        sql`j.search_city in (${sql.join(
          cities.map((c) => sql`search_normalize(${c}::text)`),
          sql`, `,
        )})`,
      ),
    );

  // A title wish whose words are in no job title brings no branch; with nothing else asked, nothing matches.
  if (branches.length === 0) return [];

  // The best title match of a job over the wishes: exact, contained (a word-for-word match), or a typo.
  // Judged once per distinct title among the found jobs, which share titles a great deal (a third of the
  // statement's time when judged job by job).
  const titleStrengths = wishes.length
    ? sql`title_strengths as (
        select t.search_title, max(case
            when t.search_title = wish.t then 1
            when word_similarity(wish.t, t.search_title) >= ${num(TITLE_SIMILARITY)}
              then 0.5 + 0.4 * word_similarity(wish.t, t.search_title)
            else 0 end * wish.weight) as strength
        from (select distinct search_title from found) t
        cross join (values ${sql.join(
          wishes.map((w) => sql`(search_normalize(${w.title}::text), ${num(TITLE_SOURCE[w.source])})`),
          sql`, `,
        )}) wish(t, weight)
        group by t.search_title
      ),`
    : sql`title_strengths as (select null::text as search_title, 0 as strength where false),`;
  const industryMatch = industries.length ? sql`f.industry in (${list(industries)})` : sql`false`;
  const locationPairs = locations.map(
    (l) => sql`(search_normalize(${l.city.trim()}::text), ${l.country}::text)`,
  );
  const locationMatch = locations.length
    ? sql`(case when (f.search_city, f.country) in (${sql.join(locationPairs, sql`, `)}) then 1
            when f.country in (${list(locations.map((l) => l.country))}) then 0.5 else 0 end)`
    : sql`0`;
  const totalWeight =
    (wishes.length ? WEIGHTS.title : 0) +
    (industries.length ? WEIGHTS.industry : 0) +
    (locations.length ? WEIGHTS.location : 0);

  const found = await rows<Row>(
    db,
    sql`with hits as (${sql.join(branches, sql` union `)}),
      found as (
        select j.id, j.job_title, j.industry, j.city, j.country, j.published_at, j.search_title, j.search_city
        from hits join job_cards j on j.id = hits.id
        where not exists (select 1 from job_applications a where a.job_id = j.id and a.candidate_id = ${candidateId})
      ),
      ${titleStrengths}
      scored as (
        select f.*, coalesce(ts.strength, 0) as title_strength, ${industryMatch} as industry_match,
          ${locationMatch} as location_match
        from found f left join title_strengths ts on ts.search_title = f.search_title
      )
      select id, job_title, industry, city, country,
        to_char(published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as ranked_at,
        round(((${num(WEIGHTS.title)} * title_strength + ${num(WEIGHTS.industry)} * industry_match::int
          + ${num(WEIGHTS.location)} * location_match) / ${num(totalWeight)})::numeric, 4)::float8 as score,
        case when title_strength > 0 then job_title end as matched_title, industry_match, location_match::float8
      from scored
      order by score desc, published_at desc nulls last, id desc
      limit ${num(limit)}`,
  );
  // The cards as every list of jobs answers them (decision 118); a job deleted meanwhile is left out.
  const cards = await jobCardsById(
    db,
    found.map((r) => Number(r.id)),
  );
  return found.flatMap((r) => {
    const card = cards.get(Number(r.id));
    if (!card) return [];
    return [
      {
        ...card,
        match_score: Math.min(1, Number(r.score)),
        match_reasons: reasons(r),
        ranked_at: r.ranked_at,
      },
    ];
  });
}

/** How long the bound of the recent jobs is kept: it moves only as fast as jobs are published. */
const RECENT_BOUND_SECONDS = 60;
const recentBounds = new WeakMap<Executor, { day: string; until: number; since: Promise<string | null> }>();

/**
 * When the RECENT_OPEN_JOBS-th newest open job was published, or null while there are fewer open jobs.
 * Finding it walks that many index entries (10 to 15 ms at 1,000,000 jobs), so it is kept for a minute.
 */
function recentOpenJobsSince(db: Executor, today: string): Promise<string | null> {
  const kept = recentBounds.get(db);
  if (kept && kept.day === today && kept.until > Date.now()) return kept.since;
  const since = rows<{ since: string }>(
    db,
    sql`select to_char(j.published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as since
      from job_cards j where j.status = 'published' and (j.due_date is null or j.due_date >= ${today}::date)
      order by j.published_at desc, j.id desc offset ${num(RECENT_OPEN_JOBS - 1)} limit 1`,
  ).then((found) => found[0]?.since ?? null);
  recentBounds.set(db, { day: today, until: Date.now() + RECENT_BOUND_SECONDS * 1000, since });
  since.catch(() => recentBounds.delete(db));
  return since;
}

/**
 * How many reasons `reasons` gives at most (the title, the industry, the place): the stored read writes
 * that many of a stored job's reasons into the answer (stored.ts, `answerJsonOf`).
 */
export const MATCH_REASONS_MAX = 3;

function reasons(r: Row): string[] {
  const found: string[] = [];
  if (r.matched_title) found.push(`Matches the work you are looking for: ${r.matched_title}`);
  if (r.industry_match) found.push(`In ${r.industry}, an industry you prefer`);
  if (Number(r.location_match) >= 1) found.push(`In ${[r.city, r.country].filter(Boolean).join(', ')}`);
  return found;
}
