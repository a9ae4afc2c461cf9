import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rows } from '../../db/connect.ts';

/**
 * The words of the jobs' descriptions (`job_description_words`, migration 0181, decision 125): search
 * names the words a typed word begins from them. A trigger adds the words of every job insert and
 * description edit; a word no job's description holds any more (a job deleted, erased or edited) begins
 * nothing search can find, and is taken out here once a day (decision 127).
 *
 * A word a job is taking up is never deleted (decision 122's rule, as for the talent title spellings):
 * the job's trigger holds a FOR KEY SHARE lock on each word new to it until it commits (migration 0184),
 * but the job is invisible here until then, and a delete waiting for that lock would delete the word all
 * the same. So, a batch of words at a time, the unused words are first locked FOR UPDATE SKIP LOCKED
 * (those a writer holds are left for the next prune), and deleted by a later statement, whose fresh
 * snapshot (READ COMMITTED) sees the job of any writer that held the lock before. A writer that comes
 * after waits for this transaction and, finding its word gone, inserts it again.
 *
 * "No job holds the word" is one probe of the jobs' words index (jobs_search_words_idx, migration 0005:
 * `search_words` is `to_tsvector('simple', …)`, and its lexemes are the stored words) with the word as a
 * tsquery of that one quoted lexeme: exactly "some job's search_words has this lexeme", a deleted or
 * draft job's included. The planner cannot know the word beforehand and would rather scan the jobs until
 * a match (the whole table for an unused word), so sequential scans are off in the batch's transaction.
 */

/** How often the prune runs, once across instances (jobs' routes start it with the outbox; decision 122). */
export const DESCRIPTION_WORDS_PRUNE_EVERY_MS = 24 * 60 * 60_000;

/** Words looked at in one transaction: its locks and its time stay small. */
export const DESCRIPTION_WORDS_PRUNE_BATCH = 1000;

/** No job's search_words has the word `w.word` (quoted as a lexeme, as jobs/search.ts `lexeme` does). */
export const unused = sql`not exists (select 1 from jobs j where j.search_words @@
    ('''' || replace(replace(w.word, '\\', '\\\\'), '''', '''''') || '''')::tsquery)`;

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
      where w.word in (select jsonb_array_elements_text(${JSON.stringify(locked)}::jsonb)) and ${unused}
      returning 1
    ) select count(*)::int as n from gone`,
  );
  return done?.n ?? 0;
}

/**
 * Deletes the description words no job holds, walking them in key order `batch` at a time, each batch
 * in its own transaction; stops between batches once `stopping` is aborted. Answers how many it deleted.
 */
export async function pruneDescriptionWords(
  db: Executor,
  { batch = DESCRIPTION_WORDS_PRUNE_BATCH, stopping }: { batch?: number; stopping?: AbortSignal } = {},
): Promise<number> {
  let deleted = 0;
  let after = ''; // no word is empty: every word comes after ''
  while (!stopping?.aborted) {
    const [range] = await rows<{ last: string | null; n: number }>(
      db,
      sql`select max(word) as last, count(*)::int as n from (
        select word from job_description_words where word > ${after} collate "C" order by word limit ${batch}
      ) b`,
    );
    if (!range?.last) break;
    const among = sql`w.word > ${after} collate "C" and w.word <= ${range.last} collate "C"`;
    deleted += await db.transaction(async (tx) =>
      deleteLockedDescriptionWords(tx, await lockUnusedDescriptionWords(tx, among)),
    );
    if (range.n < batch) break;
    after = range.last;
  }
  return deleted;
}
