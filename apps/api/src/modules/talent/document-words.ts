import { sql } from 'drizzle-orm';
import { type Executor, rows } from '../../db/connect.ts';

/**
 * The vocabulary of the profiles' search documents (migration 0151, decision 117): a free-text query
 * word's typos are looked up among these words. A trigger adds the words of every profile write; a word
 * no document holds any more (a profile edited or erased) finds no one, and is taken out here, once a day:
 * the words of 200,000 documents are read for it (seconds).
 */
export async function pruneDocumentWords(db: Executor): Promise<number> {
  const [done] = await rows<{ n: number }>(
    db,
    sql`with present as (
      select distinct w from candidate_facts p, regexp_split_to_table(trim(p.search_document), ' ') w
    ),
    gone as (
      delete from candidate_document_words v where not exists (select 1 from present where present.w = v.word)
      returning 1
    ) select count(*)::int as n from gone`,
  );
  return done?.n ?? 0;
}
