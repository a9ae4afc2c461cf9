import { talentSearchQuery } from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/connect.ts';
import { otherConnections } from '../../test/connections.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { eraseCandidateProfile } from '../candidates/index.ts';
import { addCandidate, updateCandidateProfile } from '../candidates/test-candidates.ts';
import { pruneDocumentWords } from './document-words.ts';
import { rankCandidates } from './search.ts';

/**
 * The vocabulary of the profiles' documents (migration 0151, decision 117), through which a query word's
 * typos find profiles: an erasure takes out at once the words only the erased profile held, the daily
 * clean-up the words edits left behind, and neither ever takes out a word a profile being saved is taking
 * up (decision 122, migration 0177).
 */
let t: TestApp;

const vocabulary = async () =>
  (await rows<{ w: string }>(t.db, sql`select word as w from candidate_document_words order by word`)).map(
    (r) => r.w,
  );
/** Every word the documents hold, as the clean-up reads them. */
const documentWords = async () =>
  (
    await rows<{ w: string }>(
      t.db,
      sql`select distinct w from candidate_profiles p, regexp_split_to_table(trim(p.search_document), ' ') w
          where w <> '' order by w`,
    )
  ).map((r) => r.w);
const found = async (q: string) =>
  (await rankCandidates(t.db, talentSearchQuery.parse({ q }))).rows.map((r) => r.id);
const wants = (title: string) => ({ preferences: { industries: [], job_titles: [title], locations: [] } });
const erase = (candidateId: number) => t.db.transaction((tx) => eraseCandidateProfile(tx, candidateId));

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('the words of the documents', () => {
  it('When a profile is erased, then the words only it held leave the vocabulary at once, and those another profile holds stay', async () => {
    const juma = await addCandidate(t, {
      first: 'Jumaane',
      last: 'Hassan',
      preferences: { job_titles: ['Glaciologist', 'Beekeeper'] },
    });
    const zawadi = await addCandidate(t, {
      first: 'Zawadi',
      last: 'Mwangi',
      preferences: { job_titles: ['Beekeeper'] },
    });
    expect(await vocabulary()).toEqual(expect.arrayContaining(['jumaane', 'glaciologist', 'beekeeper']));

    await erase(juma.id);
    const words = await vocabulary();
    expect(words).not.toContain('jumaane');
    expect(words).not.toContain('glaciologist');
    expect(words).toContain('beekeeper');
    expect(await found('beekeper')).toEqual([zawadi.id]);
  });

  it('When the clean-up runs, then it removes exactly the words no document holds and keeps every one a document holds', async () => {
    const amani = await addCandidate(t, {
      first: 'Amani',
      last: 'Njoroge',
      preferences: { job_titles: ['Irrigation Technician', 'Tea Taster'] },
    });
    await addCandidate(t, { first: 'Neema', last: 'Achieng', preferences: { job_titles: ['Tea Taster'] } });
    await updateCandidateProfile(t, amani.id, { firstName: 'Baraka', ...wants('Coffee Cupper') });
    const held = await documentWords();
    const before = await vocabulary();
    const unused = before.filter((w) => !held.includes(w));
    expect(unused).toEqual(expect.arrayContaining(['amani', 'irrigation', 'technician']));
    expect(held).toEqual(expect.arrayContaining(['tea', 'taster', 'coffee', 'cupper', 'baraka']));

    expect(await pruneDocumentWords(t.db)).toBe(unused.length);
    expect(await vocabulary()).toEqual(held);
    expect(await pruneDocumentWords(t.db)).toBe(0);
    expect(await found('cuper')).toEqual([amani.id]);
  });

  it('When the clean-up runs, then it reads no document to find the words held, only the postings (decision 147)', async () => {
    const subira = await addCandidate(t, {
      first: 'Subira',
      last: 'Wekesa',
      preferences: { job_titles: ['Volcanologist', 'Surveyor'] },
    });
    await addCandidate(t, { first: 'Nuru', last: 'Barasa', preferences: { job_titles: ['Surveyor'] } });
    await updateCandidateProfile(t, subira.id, wants('Surveyor'));
    // The profiles' rows read by the clean-up, from its transaction's statistics: only the documents that
    // may hold an unused word (through their trigram index), never every document.
    const profilesRead = async () =>
      t.db.transaction(async (tx) => {
        const counted = async () =>
          Number(
            (
              await rows<{ n: string }>(
                tx,
                sql`select (select coalesce(sum(pg_stat_get_xact_tuples_returned(i.indexrelid)), 0)
                      from pg_index i where i.indrelid = 'candidate_profiles'::regclass)
                    + pg_stat_get_xact_tuples_returned('candidate_profiles'::regclass) as n`,
              )
            )[0]!.n,
          );
        const before = await counted();
        const deleted = await pruneDocumentWords(tx);
        return { deleted, read: (await counted()) - before };
      });
    const profiles = Number(
      (await rows<{ n: string }>(t.db, sql`select count(*) as n from candidate_profiles`))[0]!.n,
    );
    expect(profiles).toBeGreaterThanOrEqual(2);

    const first = await profilesRead();
    expect(first.deleted).toBeGreaterThanOrEqual(1); // 'volcanologist'
    expect(await vocabulary()).not.toContain('volcanologist');
    expect(await vocabulary()).toContain('surveyor');
    // Nothing unused: not one document is read (the former clean-up split every one of them).
    expect(await profilesRead()).toEqual({ deleted: 0, read: 0 });
  });

  it('When a profile is erased, then its postings go with it, and the clean-up finds its words unused', async () => {
    const c = await addCandidate(t, {
      first: 'Sefu',
      last: 'Lelei',
      preferences: { job_titles: ['Ornithologist'] },
    });
    await erase(c.id);
    const postings = await rows<{ n: string }>(
      t.db,
      sql`select count(*) as n from candidate_document_postings where candidate_id = ${c.id}`,
    );
    expect(Number(postings[0]!.n)).toBe(0);
    // A word only the erased profile held, left in the vocabulary (as when a writer held it at the erasure).
    await t.db.execute(
      sql`insert into candidate_document_words (word) values ('ornithologist') on conflict do nothing`,
    );
    expect(await pruneDocumentWords(t.db)).toBe(1);
    expect(await vocabulary()).not.toContain('ornithologist');
  });
});

/**
 * Two transactions at once exist only on a PostgreSQL server (PGlite is a single connection), so these run
 * under `npm run test:pg` (TEST_DATABASE_URL), as the CI does.
 */
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  'the clean-up and the erasure racing a profile being saved (PostgreSQL)',
  () => {
    const others = otherConnections(() => t);
    afterEach(async () => others.close());

    /** A candidate who held `title` and left it, so that its words are held by no document. */
    async function leftBehind(title: string, first: string) {
      const c = await addCandidate(t, { first, last: 'Left', preferences: { job_titles: [title] } });
      await updateCandidateProfile(t, c.id, {
        preferences: { industries: [], job_titles: [], locations: [] },
      });
    }
    /** Whether another transaction holds a lock on the word (this one would have to wait for it). */
    const lockedElsewhere = async (word: string) =>
      (
        await rows<{ w: string }>(
          t.db,
          sql`select word as w from candidate_document_words where word = ${word} for update skip locked`,
        )
      ).length === 0;

    it('When a profile is saved, then it holds the words new to it until it commits, and none of the words it already had', async () => {
      await leftBehind('Fabricator', 'Mwende');
      const kioko = await addCandidate(t, {
        first: 'Kioko',
        last: 'Mutiso',
        preferences: { job_titles: ['Welder'] },
      });
      const writer = await others.open();

      await writer.client.query('begin');
      await updateCandidateProfile({ db: writer.db }, kioko.id, { phone: '+254711000111' });
      expect(await lockedElsewhere('welder')).toBe(false);
      await updateCandidateProfile({ db: writer.db }, kioko.id, { ...wants('Welder Fabricator') });
      expect(await lockedElsewhere('fabricator')).toBe(true);
      expect(await lockedElsewhere('welder')).toBe(false);
      await writer.client.query('commit');
      expect(await lockedElsewhere('fabricator')).toBe(false);
      expect(await found('fabricatr')).toEqual([kioko.id]);
    });

    it('When a profile takes up a word no document held and the clean-up runs before the profile is committed, then the word stays and its typos find the candidate', async () => {
      await leftBehind('Hydrologist', 'Baraka');
      await leftBehind('Seismologist', 'Imani');
      const kamau = await addCandidate(t, { first: 'Kamau', last: 'Mutua' });
      const writer = await others.open();

      await writer.client.query('begin');
      await updateCandidateProfile({ db: writer.db }, kamau.id, wants('Hydrologist'));
      // The writer's document is not visible to the clean-up yet, and the clean-up does not wait for it.
      await pruneDocumentWords(t.db);
      await writer.client.query('commit');

      expect(await vocabulary()).toContain('hydrologist');
      expect(await vocabulary()).not.toContain('seismologist');
      expect(await found('hydrologst')).toEqual([kamau.id]);
    });

    it('When the clean-up deletes a word while a profile taking it up is being saved, then the profile waits and puts the word back', async () => {
      await leftBehind('Oceanographer', 'Wanjiru');
      const akinyi = await addCandidate(t, { first: 'Akinyi', last: 'Odhiambo' });
      const pruner = await others.open();
      const writer = await others.open();

      let saved: Promise<unknown> | undefined;
      await pruner.db.transaction(async (tx) => {
        expect(await pruneDocumentWords(tx)).toBeGreaterThanOrEqual(1);
        writer.client.query('begin');
        saved = updateCandidateProfile({ db: writer.db }, akinyi.id, wants('Oceanographer'));
        await others.waitingForLock(writer.pid);
      });
      await saved;
      await writer.client.query('commit');

      expect(await vocabulary()).toContain('oceanographer');
      expect(await found('oceanogrpher')).toEqual([akinyi.id]);
    });

    it('When the clean-up has locked a word a profile then takes up, and deletes it, then the profile puts the word back', async () => {
      // The two statements of the clean-up (document-words.ts) with the profile saved between them: the
      // word is still there when the profile's trigger inserts it (nothing to insert), then gone.
      await leftBehind('Sommelier', 'Muthoni');
      const chege = await addCandidate(t, { first: 'Chege', last: 'Kimani' });
      const pruner = await others.open();
      const writer = await others.open();
      const unused = `not exists (select 1 from candidate_profiles p where p.search_document like '% ' || v.word || ' %')`;

      await pruner.client.query('begin');
      await pruner.client.query(
        `select word from candidate_document_words v where word = 'sommelier' and ${unused} for update of v skip locked`,
      );
      await writer.client.query('begin');
      const saved = updateCandidateProfile({ db: writer.db }, chege.id, wants('Sommelier'));
      await others.waitingForLock(writer.pid);
      const deleted = await pruner.client.query(
        `delete from candidate_document_words v where word = 'sommelier' and ${unused}`,
      );
      expect(deleted.rowCount).toBe(1);
      await pruner.client.query('commit');
      await saved;
      await writer.client.query('commit');

      expect(await vocabulary()).toContain('sommelier');
      expect(await found('somelier')).toEqual([chege.id]);
    });

    it('When a profile takes up a word only an erased profile held while the erasure runs, then the word stays and its typos find the candidate', async () => {
      const otieno = await addCandidate(t, { first: 'Otieno', last: 'Ouma', ...wants('Cartographer') });
      const wairimu = await addCandidate(t, { first: 'Wairimu', last: 'Kamau' });
      const eraser = await others.open();
      const writer = await others.open();

      await writer.client.query('begin');
      await updateCandidateProfile({ db: writer.db }, wairimu.id, wants('Cartographer'));
      // The erasure's profile delete takes out its words (the trigger of 0151, 0177), then waits for the
      // writer on the pool's change number (0128), which every profile write raises.
      await eraser.client.query('begin');
      const erased = eraseCandidateProfile(eraser.db, otieno.id);
      await others.waitingForLock(eraser.pid);
      await writer.client.query('commit');
      await erased;
      await eraser.client.query('commit');

      expect(await vocabulary()).not.toContain('otieno');
      expect(await vocabulary()).toContain('cartographer');
      expect(await found('cartografer')).toEqual([wairimu.id]);
    });

    it('When an erasure deletes a word while a profile taking it up is being saved, then the profile waits and puts the word back', async () => {
      const halima = await addCandidate(t, { first: 'Halima', last: 'Said', ...wants('Taxidermist') });
      const nyambura = await addCandidate(t, { first: 'Nyambura', last: 'Gitau' });
      const eraser = await others.open();
      const writer = await others.open();

      let saved: Promise<unknown> | undefined;
      await eraser.db.transaction(async (tx) => {
        await eraseCandidateProfile(tx, halima.id);
        writer.client.query('begin');
        saved = updateCandidateProfile({ db: writer.db }, nyambura.id, wants('Taxidermist'));
        await others.waitingForLock(writer.pid);
      });
      await saved;
      await writer.client.query('commit');

      expect(await vocabulary()).toContain('taxidermist');
      expect(await vocabulary()).not.toContain('halima');
      expect(await found('taxidermst')).toEqual([nyambura.id]);
    });
  },
);
