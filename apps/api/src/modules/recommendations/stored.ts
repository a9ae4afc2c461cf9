import { setTimeout as delay } from 'node:timers/promises';
import { RECOMMENDATIONS_MAX, recommendedJob, todayInNairobi } from '@kweli/shared';
import { type SQLWrapper, sql } from 'drizzle-orm';
import { type Db, type Executor, preparedRows, rows } from '../../db/connect.ts';
import { openJobCardOf } from '../jobs/index.ts';
import { MATCH_REASONS_MAX, type RankedJob, recommendJobs } from './service.ts';

/**
 * Stored recommendations (issue 26; docs/decisions/103-stored-recommendations.md; migration 0140).
 *
 * A candidate's list is computed by `recommendJobs` once and stored (RECOMMENDATIONS_STORED jobs, twice
 * what is shown). A read is then one indexed row set: the stored jobs still open and not applied to, in
 * their order, with their details from job_cards. What changed since the list was computed is folded in:
 * - a job closed, expired or applied to leaves the answer at read time, and the next stored job moves up;
 * - a job published or edited since (recommendation_job_changes, written by a trigger) is scored for this
 *   candidate alone (`recommendJobs` over those few jobs) and merged into the stored order;
 * - a profile change (preferences, experience, education) marks the list in the writer's transaction (a
 *   trigger, migration 0140): the next read computes it again, and the outbox work queued with the mark
 *   usually has done so before.
 * The list is computed again at read time when it is missing, marked, older than LIST_MAX_AGE_HOURS, has
 * lost too many jobs, or more than CHANGES_FOLDED_MAX jobs changed since. The periodic refresh (the
 * outbox's `every`) computes the lists that are far behind, a batch at a time, oldest first, so that
 * reads seldom have to. No work is ever done per job and per candidate.
 */
export const RECOMMENDATIONS_STORED = RECOMMENDATIONS_MAX * 2;
export const LIST_MAX_AGE_HOURS = 24;
export const CHANGES_FOLDED_MAX = 200;
/** Job changes are kept this long; every list older than LIST_MAX_AGE_HOURS is computed again anyway. */
export const CHANGES_KEPT_HOURS = 48;
export const REFRESH_TOPIC = 'recommendations.refresh';

/**
 * A row of the stored read: the list's state, the changes after its mark and how many of them the list
 * holds (the same on every row), and one stored job (its answer's JSON, what ranks it, its place), or none
 * (a null answer: no list, or none of its jobs left) so that the list's state still comes back.
 */
interface StoredReadRow {
  /** Null: no list stored; true: its profile changed or it is older than LIST_MAX_AGE_HOURS. */
  list_due: boolean | null;
  size: number | null;
  changed: (number | string)[] | null;
  changed_in_list: number;
  stored_position: number | string | null;
  /** The job as the answer writes it (`answerJsonOf`), or null. */
  answer: string | null;
  id: number | null;
  match_score: number | string | null;
  ranked_at: string | null;
}

/**
 * A job of the answer as the answer writes it (`json`, one element of the JSON array), with what ranks it
 * among jobs scored since the list was stored (`byRank`).
 */
interface AnswerJob {
  json: string;
  id: number;
  match_score: number;
  ranked_at: string | null;
}

/**
 * The answer's JSON for one stored job, written by PostgreSQL (issue 26, decision 132): `row_to_json` of
 * the shared schema's keys in the schema's order (`recommendedJob`, the order `JSON.stringify` of the
 * checked answer writes them in), from the job's card `c` and its stored row `r`. PostgreSQL writes the
 * strings, numbers, booleans and nulls as `JSON.stringify` does (the same escapes; the scores, rounded to
 * four decimals in 0..1, in the same digits), so the API sends the text as it comes instead of parsing 20
 * rows of columns, checking them against the schema and writing them again. The stored reasons (jsonb,
 * which PostgreSQL would write with a space after each comma) are taken out one by one into a text array.
 */
const answerJsonOf = (card: string, stored: string) => {
  const reasons = sql.join(
    Array.from(
      { length: MATCH_REASONS_MAX },
      (_, i) => sql`${sql.identifier(stored)}.match_reasons ->> ${sql.raw(String(i))}`,
    ),
    sql`, `,
  );
  const columns = Object.keys(recommendedJob.shape).map((key) =>
    key === 'match_score'
      ? sql`${sql.identifier(stored)}.match_score`
      : key === 'match_reasons'
        ? sql`array_remove(array[${reasons}], null) as match_reasons`
        : sql`${sql.identifier(card)}.${sql.identifier(key)}`,
  );
  return sql`(select ${sql.join(columns, sql`, `)})`;
};

/**
 * A stored job's element of the answer (decision 177): the text the list's store wrote (`answer`, from the
 * card and the stored row, by `answerJsonOf`) while the job's row is still the version it was written
 * from, else written again here as before. Every update of a job makes a new tuple, whose (xmin, ctid)
 * differs from the one kept, so an edit that writes no job change (the company's name or logo, the pay,
 * the badge copied onto the job) is seen; the pair is compared on the row the open check reads anyway.
 * Writing the elements was a third of the read's backend CPU (docs/performance.md, "Recommendations,
 * seventh pass"). Only the shown jobs' elements are stored (see `refreshRecommendations`).
 */
const storedOrWritten = (card: string, stored: string, answerRow: string) => {
  const [c, r] = [sql.identifier(card), sql.identifier(stored)];
  return sql`case when ${r}.answer is not null and ${r}.card_xmin = ${c}.card_xmin and ${r}.card_ctid = ${c}.card_ctid
      then ${r}.answer else row_to_json(${sql.identifier(answerRow)})::text end`;
};

/**
 * The stored read, one statement (decision 126): the list's mark, the changes after it (at most
 * CHANGES_FOLDED_MAX + 1, so that the caller sees "too many") and how many of them the list holds, and the
 * stored jobs still open and not applied to, without the changed ones, in stored order, RECOMMENDATIONS_MAX
 * of them, each with its score and reasons and its card as the jobs module makes every card
 * (`openJobCardOf`: `JOB_CARD_COLUMNS` by primary key, the open check on the same row, so each stored job's
 * row is read once), sent as the list's store wrote it while the job is unchanged (`storedOrWritten`). Prepared, so that PostgreSQL plans it once per pooled connection: the dashboard asks it
 * on every visit. Until decision 126 the list's part was the PL/pgSQL function of migrations 0160/0171/0174,
 * whose open check probed each job a second time before its card. Reading the cards in a second statement
 * doubled the read's time under load (docs/performance.md, "Recommendations, one statement again").
 * Made for the candidate and the day given: `storedRead` prepares it with placeholders, and
 * bench/recommendations-read.ts EXPLAINs it with the values bound (`sql.param`), so both run one statement.
 */
export const storedReadStatement = (candidate: SQLWrapper, today: SQLWrapper) =>
  sql`with mark as (
      select l.job_change_seq, l.size, l.profile_changed,
        l.computed_at < now() - make_interval(hours => ${sql.raw(String(LIST_MAX_AGE_HOURS))}) as old
      from recommendation_lists l where l.candidate_id = ${candidate}::int
    ),
    changed as (
      select distinct c.job_id from recommendation_job_changes c
      where c.seq > (select m.job_change_seq from mark m) limit ${sql.raw(String(CHANGES_FOLDED_MAX + 1))}
    ),
    head as (
      select (select m.profile_changed or m.old from mark m) as list_due, (select m.size from mark m) as size,
        array(select ch.job_id from changed ch) as changed,
        (select count(*)::int from recommended_jobs r
          where r.candidate_id = ${candidate}::int and r.job_id in (select ch.job_id from changed ch)) as changed_in_list
    )
    select h.list_due, h.size, h.changed, h.changed_in_list, s.*
    from head h
    left join lateral (
      select r.position as stored_position,
        ${storedOrWritten('c', 'r', 'answer_row')} as answer,
        c.id, r.match_score, c.ranked_at
      from recommended_jobs r
      cross join lateral ${openJobCardOf(sql`r.job_id`, sql`${today}::date`)} c
      cross join lateral ${answerJsonOf('c', 'r')} answer_row
      where r.candidate_id = ${candidate}::int and r.job_id <> all(h.changed)
        and not exists (select 1 from job_applications a where a.job_id = r.job_id and a.candidate_id = ${candidate}::int)
      order by r.position
      limit ${sql.raw(String(RECOMMENDATIONS_MAX))}
    ) s on true
    order by s.stored_position`;
const storedRead = preparedRows<StoredReadRow, { candidate: number; today: string }>(
  'recommendations_stored_read',
  storedReadStatement(sql.placeholder('candidate'), sql.placeholder('today')),
);

/** The newest job change's number (0 when none): a list computed now has seen every change up to it. */
async function latestChange(db: Executor): Promise<number> {
  const [row] = await rows<{ seq: string | number | null }>(
    db,
    sql`select max(seq) as seq from recommendation_job_changes`,
  );
  return Number(row?.seq ?? 0);
}

/** Computes the candidate's list and stores it (replacing the one stored); answers the shown part. */
export async function refreshRecommendations(
  db: Executor,
  candidateId: number,
  today = todayInNairobi(),
): Promise<RankedJob[]> {
  // Read first, so that a change made while the list is computed is folded in by the next read.
  const seq = await latestChange(db);
  const found = await recommendJobs(db, candidateId, today, { limit: RECOMMENDATIONS_STORED });
  const store = async (tx: Executor) => {
    await tx.execute(sql`insert into recommendation_lists (candidate_id, computed_at, job_change_seq, size, profile_changed)
      values (${candidateId}, now(), ${seq}, ${found.length}, false)
      on conflict (candidate_id) do update set computed_at = now(), job_change_seq = excluded.job_change_seq,
        size = excluded.size, profile_changed = false`);
    await tx.execute(sql`delete from recommended_jobs where candidate_id = ${candidateId}`);
    // Each shown job's element of the answer written here, once, with the job's row version it was
    // written from (`storedOrWritten`, decision 177). The jobs after the shown ones are read only when
    // shown ones went, and are written by that read: half the storage (an element is about 720 bytes).
    if (found.length)
      await tx.execute(sql`insert into recommended_jobs
          (candidate_id, position, job_id, match_score, match_reasons, answer, card_xmin, card_ctid)
        select r.candidate_id, r.position, r.job_id, r.match_score, r.match_reasons,
          case when c.id is not null and r.position <= ${sql.raw(String(RECOMMENDATIONS_MAX))}
            then row_to_json(answer_row)::text end,
          c.card_xmin, c.card_ctid
        from (values ${sql.join(
          found.map(
            (job, i) =>
              sql`(${candidateId}::int, ${i + 1}::smallint, ${job.id}::int, ${job.match_score}::float8, ${JSON.stringify(job.match_reasons)}::jsonb)`,
          ),
          sql`, `,
        )}) r (candidate_id, position, job_id, match_score, match_reasons)
        left join lateral ${openJobCardOf(sql`r.job_id`, sql`${today}::date`)} c on true
        cross join lateral ${answerJsonOf('c', 'r')} answer_row`);
  };
  // A candidate erased meanwhile has no user row left to refer to: nothing to store then.
  await (db as Db).transaction(store).catch((error: { code?: string }) => {
    if (error?.code !== '23503') throw error;
  });
  return found.slice(0, RECOMMENDATIONS_MAX);
}

const byRank = (a: AnswerJob, b: AnswerJob) =>
  b.match_score - a.match_score || (b.ranked_at ?? '').localeCompare(a.ranked_at ?? '') || b.id - a.id;

/** A job computed here (not read from the stored list), checked against the answer's schema and written. */
const answerJob = (job: RankedJob): AnswerJob => ({
  json: JSON.stringify(recommendedJob.parse(job)),
  id: job.id,
  match_score: job.match_score,
  ranked_at: job.ranked_at,
});

/**
 * The candidate's recommendations, from the stored list when it can answer (see above), each job as the
 * answer writes it. The list and the changes are read from `read` (a replica when DATABASE_READ_URL is
 * set); a list is computed and stored through `db`.
 */
async function storedAnswerJobs(
  db: Executor,
  candidateId: number,
  today: string,
  read: Executor,
): Promise<AnswerJob[]> {
  const computed = async () => (await refreshRecommendations(db, candidateId, today)).map(answerJob);
  // One statement, planned once per connection (`storedRead`): the list's state, the job changes after
  // its mark, and the stored jobs still open and not applied to (without the changed ones, which are
  // scored again below), each written as the answer writes it, with its score and publication time.
  const found = await storedRead(read, { candidate: candidateId, today });
  const head = found[0];
  if (head?.list_due !== false) return computed();
  const changed = (head.changed ?? []).map(Number);
  if (changed.length > CHANGES_FOLDED_MAX) return computed();
  const kept: AnswerJob[] = [];
  for (const row of found)
    if (row.answer !== null)
      kept.push({
        json: row.answer,
        id: Number(row.id),
        match_score: Number(row.match_score),
        ranked_at: row.ranked_at,
      });
  // Too many of the stored jobs are gone: the ones that would follow them are not stored.
  const expected = Math.min(RECOMMENDATIONS_MAX, Number(head.size) - Number(head.changed_in_list));
  if (kept.length < expected) return computed();
  if (changed.length === 0) return kept;
  const fresh = await recommendJobs(read, candidateId, today, { onlyJobs: changed });
  return [...kept, ...fresh.map(answerJob)].sort(byRank).slice(0, RECOMMENDATIONS_MAX);
}

/**
 * GET /recommendations/recommended/'s answer, its JSON text: the stored jobs as PostgreSQL wrote them
 * (`answerJsonOf`), the ones computed here checked against the schema and written by `JSON.stringify`.
 */
export async function storedRecommendationsAnswer(
  db: Executor,
  candidateId: number,
  today = todayInNairobi(),
  read: Executor = db,
): Promise<string> {
  const jobs = await storedAnswerJobs(db, candidateId, today, read);
  return `[${jobs.map((job) => job.json).join(',')}]`;
}

/** The candidate's recommendations as objects (the answer's, with `ranked_at`): for the tests and the bench. */
export async function storedRecommendations(
  db: Executor,
  candidateId: number,
  today = todayInNairobi(),
  read: Executor = db,
): Promise<RankedJob[]> {
  const jobs = await storedAnswerJobs(db, candidateId, today, read);
  return jobs.map((job) => ({ ...(JSON.parse(job.json) as RankedJob), ranked_at: job.ranked_at }));
}

/**
 * The outbox work a profile change queues (the trigger of migration 0140): the list computed again,
 * unless a read did it meanwhile.
 */
export async function refreshMarked(db: Executor, payload: unknown): Promise<void> {
  const candidateId = Number((payload as { candidateId?: unknown })?.candidateId);
  if (!Number.isInteger(candidateId)) return;
  const [list] = await rows<{ profile_changed: boolean }>(
    db,
    sql`select profile_changed from recommendation_lists where candidate_id = ${candidateId}`,
  );
  if (list?.profile_changed) await refreshRecommendations(db, candidateId);
}

/** The advisory lock space a list computed ahead is claimed in (with the candidate's id). */
const AHEAD_LOCK = 727_274_103;
/** A list this old is computed again ahead of its candidate's next ask (reads compute it at LIST_MAX_AGE_HOURS). */
export const AHEAD_AGE_HOURS = LIST_MAX_AGE_HOURS - 4;
/** The work ahead runs once a minute, and its budget is a share of the minute. */
export const AHEAD_RUN_MS = 60_000;
/** The work ahead's default budget a minute (RECOMMENDATIONS_AHEAD_MS_PER_MINUTE): 5 % of one core. */
export const AHEAD_MS_PER_MINUTE = 3_000;
/** How often the work ahead looks again whether requests are still being answered. */
const QUIET_POLL_MS = 20;

export interface AheadOptions {
  /**
   * Milliseconds of work a run may take at most (its statements' time); after each list it rests so that
   * the work takes no more than this share of the minute (60000: no rest). A run computes one list at least.
   */
  msPerMinute?: number;
  /** Whether requests are being answered now: a list is started only when not. */
  busy?: () => boolean;
  /** Aborted when the server stops: a resting or waiting run ends at once. */
  signal?: AbortSignal | undefined;
}

/** Waits `ms`; false when aborted meanwhile. */
const rest = (ms: number, signal: AbortSignal | undefined) =>
  delay(ms, true, { signal, ref: false }).catch(() => false);

/**
 * Lists computed ahead (issue 26): for candidates who never asked, newest accounts first, then for lists
 * about to be too old, oldest first, so that a candidate's ask is a stored read. The work must never be
 * what a request waits for (on a small server it shares two cores with the requests and the database):
 * one list at a time (20 to 250 ms at 1,000,000 jobs), each started only at a moment when no request is
 * being answered, with a rest after each so that a run takes at most `msPerMinute` of its minute, and
 * nothing left running when the minute is over. Each candidate is claimed with an advisory lock for the
 * transaction that computes it (checked again once held), so two instances never compute the same list.
 * Answers how many lists were computed.
 */
export async function computeListsAhead(
  db: Db,
  { msPerMinute = AHEAD_MS_PER_MINUTE, busy = () => false, signal }: AheadOptions = {},
): Promise<number> {
  if (msPerMinute <= 0) return 0;
  const endsAt = performance.now() + AHEAD_RUN_MS - 1_000;
  const restFactor = Math.max(0, AHEAD_RUN_MS / msPerMinute - 1);
  let spent = 0;
  let resting = 0;
  let done = 0;
  const timed = async <T>(work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    try {
      return await work();
    } finally {
      const took = performance.now() - started;
      spent += took;
      resting += took * restFactor;
    }
  };
  /**
   * The rest owed (from the first list on: a run computes one at least), then a moment without requests;
   * false when the run must end instead (stopping, or its minute over).
   */
  const myTurn = async (): Promise<boolean> => {
    if (done > 0 && resting > 0) {
      if (performance.now() + resting >= endsAt || !(await rest(resting, signal))) return false;
      resting = 0;
    }
    while (busy()) {
      if (performance.now() >= endsAt || !(await rest(QUIET_POLL_MS, signal))) return false;
    }
    return !signal?.aborted && performance.now() < endsAt;
  };
  for (;;) {
    if (done > 0 && spent >= msPerMinute) return done;
    if (!(await myTurn())) return done;
    // A few at a time: another instance may hold some of them.
    const due = await timed(() =>
      rows<{ candidate_id: number }>(
        db,
        sql`(select p.user_id as candidate_id from candidate_facts p
            where not exists (select 1 from recommendation_lists l where l.candidate_id = p.user_id)
              and exists (select 1 from user_accounts u where u.user_id = p.user_id and u.role = 'candidate' and u.is_active)
            order by p.user_id desc limit 10)
          union all
          (select candidate_id from recommendation_lists
            where computed_at < now() - make_interval(hours => ${AHEAD_AGE_HOURS})
            order by computed_at limit 10)`,
      ),
    );
    if (due.length === 0) return done;
    let computedOne = false;
    for (const { candidate_id } of due) {
      if (done > 0 && spent >= msPerMinute) return done;
      if (!(await myTurn())) return done;
      const computed = await timed(() =>
        db.transaction(async (tx) => {
          const [claim] = await rows<{ held: boolean }>(
            tx,
            sql`select pg_try_advisory_xact_lock(${AHEAD_LOCK}, ${candidate_id}::int) as held`,
          );
          if (!claim?.held) return false;
          // Checked once held, in a statement of its own (a newer snapshot): another instance may have
          // stored it between the choice and the claim.
          const [still] = await rows<{ due: boolean }>(
            tx,
            sql`select not exists (select 1 from recommendation_lists l where l.candidate_id = ${candidate_id}
                and l.computed_at >= now() - make_interval(hours => ${AHEAD_AGE_HOURS})) as due`,
          );
          if (!still?.due) return false;
          await refreshRecommendations(tx, Number(candidate_id));
          return true;
        }),
      );
      if (computed) {
        done += 1;
        computedOne = true;
      }
    }
    // Every one was taken by another instance meanwhile: leave the rest to it.
    if (!computedOne) return done;
  }
}

/**
 * Periodic refresh: the lists that have many job changes to fold (half of what a read folds at most: at
 * that distance a read would soon have to compute them) or a profile change, oldest first, `batch` of
 * them, each claimed (FOR UPDATE SKIP LOCKED) so that two instances never compute the same list; then the
 * job changes no list needs any more go. Answers how many lists were computed.
 */
export async function refreshStaleLists(db: Db, batch = 20): Promise<number> {
  const latest = await latestChange(db);
  let done = 0;
  for (let i = 0; i < batch; i++) {
    const computed = await db.transaction(async (tx) => {
      const [due] = await rows<{ candidate_id: number }>(
        tx,
        sql`select candidate_id from recommendation_lists
          where job_change_seq < ${latest - CHANGES_FOLDED_MAX / 2} or profile_changed
          order by job_change_seq, computed_at limit 1 for update skip locked`,
      );
      if (!due) return false;
      await refreshRecommendations(tx, Number(due.candidate_id));
      return true;
    });
    if (!computed) break;
    done += 1;
  }
  await db.execute(
    sql`delete from recommendation_job_changes
      where changed_at < now() - make_interval(hours => ${CHANGES_KEPT_HOURS})`,
  );
  return done;
}
