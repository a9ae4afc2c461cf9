import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rows } from '../../db/connect.ts';

/**
 * The words of the jobs' descriptions (`job_description_words`, migration 0181, decision 125): search
 * names the words a typed word begins from them. A trigger adds the words of every job insert and
 * description edit; a word no job's description holds any more (a job deleted, erased or edited) begins
 * nothing search can find, and is taken out here (decision 127). Only the words a job's delete or
 * description edit took away can have become unused: triggers note them (`job_description_words_gone`,
 * migration 0208, decision 147), and the prune looks at those only, a bounded number of words a run.
 *
 * A word a job is taking up is never deleted (decision 122's rule, as for the talent title spellings):
 * the job's trigger holds a FOR KEY SHARE lock on each word new to it until it commits (migration 0184),
 * but the job is invisible here until then, and a delete waiting for that lock would delete the word all
 * the same. So, a batch of words at a time, the unused words are first locked FOR UPDATE SKIP LOCKED
 * (those a writer holds are left for the next prune, with their notes), and deleted by a later
 * statement, whose fresh snapshot (READ COMMITTED) sees the job of any writer that held the lock before.
 * A writer that comes after waits for this transaction and, finding its word gone, inserts it again.
 *
 * A note is deleted only by the batch that read it, once its word is settled: deleted, or found held by a
 * statement later than the read, whose snapshot sees the delete or edit that wrote the note (a later one
 * writes a note of its own). A note written after the read is not among those read, and stays.
 *
 * "No job holds the word" is one probe of the jobs' words index (jobs_search_words_idx, migration 0005:
 * `search_words` is `to_tsvector('simple', …)`, and its lexemes are the stored words) with the word as a
 * tsquery of that one quoted lexeme: exactly "some job's search_words has this lexeme", a deleted or
 * draft job's included. The planner cannot know the word beforehand and would rather scan the jobs until
 * a match (the whole table for an unused word), so sequential scans are off in the batch's transaction.
 */

/** How often the prune runs, once across instances (jobs' routes start it with the outbox; decision 122). */
export const DESCRIPTION_WORDS_PRUNE_EVERY_MS = 60 * 60_000;

/** Words looked at in one transaction: its locks and its time stay small. */
export const DESCRIPTION_WORDS_PRUNE_BATCH = 100;

/**
 * Words looked at in one run, at most (decision 147), so that a run's cost is bounded whatever was noted;
 * a run every hour takes up to 2,400 words a day.
 */
export const DESCRIPTION_WORDS_PRUNE_PER_RUN = 100;

/**
 * The newest jobs whose words are read first (decision 147): a word one of them holds needs no probe of
 * the index. At 1,000,000 jobs their words are read in about 35 ms, and held 86 of 87 words of ten older
 * jobs' descriptions; the probe of such a common word costs up to about 75 ms of a backend.
 */
export const DESCRIPTION_WORDS_PRUNE_SAMPLE = 1000;

/** No job's search_words has the word `w.word` (quoted as a lexeme, as jobs/search.ts `lexeme` does). */
export const unused = sql`not exists (select 1 from jobs j where j.search_words @@
    ('''' || replace(replace(w.word, '\\', '\\\\'), '''', '''''') || '''')::tsquery)`;

/** `words` as a subquery's rows, for `in`. */
const list = (words: string[]) => sql`(select jsonb_array_elements_text(${JSON.stringify(words)}::jsonb))`;
/** `words` as an array, for `= any`: a condition of the words' primary key, one probe a word. */
const anyOf = (words: string[]) =>
  sql`any (array(select jsonb_array_elements_text(${JSON.stringify(words)}::jsonb)))`;

/** Step 1: locks the words of `among` that no job holds, skipping those a writer holds. */
export async function lockUnusedDescriptionWords(tx: Executor, among: SQL): Promise<string[]> {
  await tx.execute(sql`set local enable_seqscan = off`);
  const locked = await rows<{ w: string }>(
    tx,
    sql`select w.word as w from job_description_words w where ${among} and ${unused} for update of w skip locked`,
  );
  return locked.map((r) => r.w);
}

/** Step 2, a later statement (a fresh snapshot): deletes those of the locked words that no job holds. */
export async function deleteLockedDescriptionWords(tx: Executor, locked: string[]): Promise<number> {
  if (locked.length === 0) return 0;
  const [done] = await rows<{ n: number }>(
    tx,
    sql`with gone as (
      delete from job_description_words w
      where w.word = ${anyOf(locked)} and ${unused}
      returning 1
    ) select count(*)::int as n from gone`,
  );
  return done?.n ?? 0;
}

/**
 * One batch, in its own transaction: the first `batch` words noted (oldest note first) that this run has
 * not looked at, with all their notes; then the steps above for those of them no job holds. Answers the
 * words looked at and how many were deleted.
 */
async function pruneNotedBatch(
  db: Executor,
  batch: number,
  seen: string[],
): Promise<{ words: string[]; deleted: number }> {
  return db.transaction(async (tx) => {
    const notes = await rows<{ id: string; w: string }>(
      tx,
      sql`with chosen as (
        select word from job_description_words_gone where word not in ${list(seen)}
        group by word order by min(id) limit ${batch}
      ) select g.id::text as id, g.word as w from job_description_words_gone g join chosen c on c.word = g.word`,
    );
    const words = [...new Set(notes.map((n) => n.w))];
    if (words.length === 0) return { words, deleted: 0 };
    await tx.execute(sql`set local enable_seqscan = off`);
    // Unused now, by a statement later than the notes' read; then those of them no writer holds, locked.
    // A word the newest jobs hold is held: the common words, whose probes cost most, are settled by them.
    const unusedNow = (
      await rows<{ w: string }>(
        tx,
        sql`with newest as materialized (
          select distinct lexeme from (
            select search_words from jobs order by id desc limit ${DESCRIPTION_WORDS_PRUNE_SAMPLE}
          ) j, unnest(j.search_words)
        )
        select w.word as w from job_description_words w
        where w.word = ${anyOf(words)} and w.word not in (select lexeme from newest) and ${unused}`,
      )
    ).map((r) => r.w);
    const locked =
      unusedNow.length === 0 ? [] : await lockUnusedDescriptionWords(tx, sql`w.word = ${anyOf(unusedNow)}`);
    const deleted = await deleteLockedDescriptionWords(tx, locked);
    // A word unused but held by a writer (skipped by the lock) keeps its notes: the writer may roll back.
    const lockedSet = new Set(locked);
    const skipped = unusedNow.filter((w) => !lockedSet.has(w));
    const ids = JSON.stringify(notes.map((n) => n.id));
    await tx.execute(
      sql`delete from job_description_words_gone
          where id in (select (jsonb_array_elements_text(${ids}::jsonb))::bigint) and word not in ${list(skipped)}`,
    );
    return { words, deleted };
  });
}

/**
 * Deletes the description words no job holds among those noted since the last runs (migration 0208),
 * `batch` words a transaction and at most `perRun` in all; stops between batches once `stopping` is
 * aborted. Answers how many it deleted.
 */
export async function pruneDescriptionWords(
  db: Executor,
  {
    batch = DESCRIPTION_WORDS_PRUNE_BATCH,
    perRun = DESCRIPTION_WORDS_PRUNE_PER_RUN,
    stopping,
  }: { batch?: number; perRun?: number; stopping?: AbortSignal } = {},
): Promise<number> {
  let deleted = 0;
  const seen: string[] = [];
  while (!stopping?.aborted && seen.length < perRun) {
    const done = await pruneNotedBatch(db, Math.min(batch, perRun - seen.length), seen);
    if (done.words.length === 0) break;
    seen.push(...done.words);
    deleted += done.deleted;
  }
  return deleted;
}
