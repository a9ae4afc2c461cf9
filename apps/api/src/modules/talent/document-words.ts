import { sql } from 'drizzle-orm';
import { type Executor, rows } from '../../db/connect.ts';

/**
 * The vocabulary of the profiles' search documents (migration 0151, decision 117): a free-text query
 * word's typos are looked up among these words. A trigger adds the words of every profile write; a word
 * no document holds any more (a profile edited or erased) finds no one, and is taken out here, once a day.
 *
 * "Some document holds the word" is first asked of the document postings (migration 0175: every word of
 * every profile's document, written by the profile's own statement, and since migration 0208 deleted with
 * the profile): one probe of their word index a word, instead of splitting every one of 200,000 documents
 * (decision 147: about 4 s of a backend's CPU before).
 *
 * A word a profile is taking up is never deleted (decision 122, as for the title spellings): the
 * profile's trigger holds a FOR KEY SHARE lock on each word new to it until it commits (migration 0177),
 * but its document is invisible here until then, and a delete waiting for that lock would delete the word
 * all the same. So the unused words are first locked FOR UPDATE SKIP LOCKED (those a writer holds are left
 * for the next prune), and deleted by a later statement, whose fresh snapshot (READ COMMITTED) sees the
 * document of any writer that held the lock before; it looks each locked word up as a whole word of the
 * documents themselves (' word ', through their trigram index). A writer that comes after waits for this
 * transaction and, finding its word gone, inserts it again.
 */
export async function pruneDocumentWords(db: Executor): Promise<number> {
  return db.transaction(async (tx) => {
    const locked = await rows<{ w: string }>(
      tx,
      sql`select v.word as w from candidate_document_words v
      where not exists (select 1 from candidate_document_postings d where d.word = v.word)
      for update of v skip locked`,
    );
    if (locked.length === 0) return 0;
    const [done] = await rows<{ n: number }>(
      tx,
      sql`with gone as (
        delete from candidate_document_words v
        where v.word in (select jsonb_array_elements_text(${JSON.stringify(locked.map((r) => r.w))}::jsonb))
          and not exists (select 1 from candidate_facts p where p.search_document like '% ' || v.word || ' %')
        returning 1
      ) select count(*)::int as n from gone`,
    );
    return done?.n ?? 0;
  });
}
