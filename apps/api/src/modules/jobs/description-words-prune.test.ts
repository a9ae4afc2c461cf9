import type { JobCard } from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/connect.ts';
import { otherConnections } from '../../test/connections.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser } from '../../test/users.ts';
import {
  deleteLockedDescriptionWords,
  lockUnusedDescriptionWords,
  pruneDescriptionWords,
  unused,
} from './description-words.ts';
import { deleteJob } from './posting.ts';
import { tuplesRead } from './test-closed-out.ts';
import { addJob } from './test-jobs.ts';

/**
 * The prune of the description words (decision 127, migration 0184): it deletes exactly the words no
 * job's description holds any more (a deleted job's, an edited one's), keeps every word a job holds, a
 * draft's included, and never a word a job being written is taking up; search answers the same after it.
 * It looks only at the words a delete or an edit took away (decision 147, migration 0208), a bounded
 * number a run.
 */
let t: TestApp;
let employerId: number;

const words = async () =>
  (await rows<{ w: string }>(t.db, sql`select word as w from job_description_words order by word`)).map(
    (r) => r.w,
  );
/** Every lexeme of every job's search_words: what the table must be after a prune. */
const held = async () =>
  (
    await rows<{ w: string }>(
      t.db,
      sql`select distinct lexeme collate "C" as w from jobs, unnest(search_words) order by 1`,
    )
  ).map((r) => r.w);

async function search(query: string): Promise<{ count: number; results: JobCard[] }> {
  const res = await t.app.inject({ method: 'GET', url: `/api/jobs/search/?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const foundIds = async (query: string) => (await search(query)).results.map((job) => Number(job.id));
/** The words noted as taken away and not yet looked at by a prune. */
const noted = async () =>
  (
    await rows<{ w: string }>(t.db, sql`select distinct word as w from job_description_words_gone order by 1`)
  ).map((r) => r.w);

/** A job that held `description` and was deleted, so that its words are held by no job. */
async function leftBehind(description: string) {
  const job = await addJob(t, { employerId, jobTitle: 'Gone Officer', description });
  await deleteJob(t.db, employerId, job.id);
}

beforeAll(async () => {
  t = await createTestApp();
  employerId = (await createUser(t, 'employer')).id;
});
afterAll(async () => t.close());

describe('the prune of the description words', () => {
  it('When jobs are deleted or edited, then the prune deletes exactly the words no job holds, in batches', async () => {
    const kept = await addJob(t, {
      employerId,
      jobTitle: 'Surveyor',
      description: 'Hydrology and geodesy surveys.',
    });
    await addJob(t, {
      employerId,
      jobTitle: 'Draft Surveyor',
      description: 'Bathymetry wanted.',
      status: 'draft',
      publishedAt: null,
    });
    await leftBehind('Hydrology, volcanology and speleology.');
    // Words with quotes, backslashes and signs: each is looked up as one lexeme, never as query syntax.
    await leftBehind(`Kwa'Mwangi C:\\temp\\x "quoted" a&b | !c example.com/x?y='z' /usr/local/bin`);
    await t.db.execute(
      sql`update jobs set description = 'Geodesy and cartography surveys.' where id = ${kept.id}`,
    );
    const before = await words();
    expect(before).toEqual(expect.arrayContaining(['hydrology', 'volcanology', 'speleology', 'cartography']));
    const stay = await held();
    expect(stay).toEqual(expect.arrayContaining(['geodesy', 'cartography', 'bathymetry']));
    expect(stay).not.toContain('volcanology');
    expect(stay).not.toContain('hydrology');

    // Batches of two words: every border between batches is crossed.
    expect(await pruneDescriptionWords(t.db, { batch: 2 })).toBe(before.length - stay.length);
    expect(await words()).toEqual(stay);
    expect(await noted()).toEqual([]);
    expect(await pruneDescriptionWords(t.db)).toBe(0);
    expect(await words()).toEqual(stay);
  });

  it('When the prune runs, then it reads only the words taken away since, never the whole vocabulary', async () => {
    await pruneDescriptionWords(t.db, { perRun: 100_000 });
    // A vocabulary of 300 words more, all held; then two words taken away by a delete, one still held.
    const many = Array.from({ length: 300 }, (_, i) => `lexicon${i.toString(36)}`).join(' ');
    await addJob(t, { employerId, jobTitle: 'Lexicographer', description: `Lexicography ${many}.` });
    await leftBehind('Lexicography and philately.');
    expect(await noted()).toEqual(expect.arrayContaining(['lexicography', 'philately']));
    const vocabulary = (await words()).length;
    expect(vocabulary).toBeGreaterThan(300);

    let deleted = 0;
    const read = await tuplesRead(t, 'job_description_words', async (tx) => {
      deleted = await pruneDescriptionWords(tx);
    });
    expect(deleted).toBe(1);
    expect(await words()).not.toContain('philately');
    expect(await words()).toContain('lexicography');
    expect(await noted()).toEqual([]);
    // Each of the three words a few times (looked up, locked, deleted): not the 300 others.
    expect(read).toBeLessThanOrEqual(3 * 4);
    expect(read).toBeLessThan(vocabulary);
  });

  it('When more words are noted than a run takes, then a run looks at that many and the next runs at the rest', async () => {
    await pruneDescriptionWords(t.db, { perRun: 100_000 });
    await leftBehind('Aardvarks, bonobos, capybaras, dugongs and echidnas.');
    const gone = ['aardvarks', 'bonobos', 'capybaras', 'dugongs', 'echidnas'];
    expect(await pruneDescriptionWords(t.db, { perRun: 2 })).toBeLessThanOrEqual(2);
    expect((await noted()).length).toBe(gone.length + 1 - 2); // 'and' is looked at too
    await pruneDescriptionWords(t.db, { perRun: 2 });
    await pruneDescriptionWords(t.db, { perRun: 2 });
    expect(await noted()).toEqual([]);
    for (const w of gone) expect(await words()).not.toContain(w);
    expect(await words()).toContain('and');
  });

  it("When the prune checks a word, then it probes the jobs' words index, never reading the jobs through", async () => {
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return rows<{ 'QUERY PLAN': string }>(
        tx,
        sql`explain select w.word from job_description_words w where ${unused} for update of w skip locked`,
      );
    });
    const text = plan.map((line) => line['QUERY PLAN']).join('\n');
    expect(text).toMatch(/Bitmap Index Scan on jobs_search_words_idx/);
    expect(text).not.toMatch(/Seq Scan on jobs /);
  });

  it('When the prune has run, then search answers the same, and a word taken up again is found at once', async () => {
    await addJob(t, { employerId, jobTitle: 'Brewer', description: 'Zymurgy, brewing and malting.' });
    await addJob(t, { employerId, jobTitle: 'Brewer', description: 'Malting floor and zymology.' });
    await leftBehind('Zymase and zymogen assays; maltose.');
    const queries = [
      'job_title=zym',
      'job_title=zymurg',
      'job_title=malt',
      'job_title=brew',
      'job_title=zymase',
    ];
    const answers = async () => {
      const found = [];
      for (const q of queries)
        for (const sort of ['relevance', 'date']) found.push(await search(`${q}&sort=${sort}`));
      return found;
    };
    const before = await answers();
    expect(await pruneDescriptionWords(t.db)).toBeGreaterThanOrEqual(3);
    expect(await words()).not.toContain('zymase');
    expect(await answers()).toEqual(before);

    const again = await addJob(t, { employerId, jobTitle: 'Chemist', description: 'Zymase kinetics.' });
    expect(await foundIds('job_title=zymase')).toEqual([again.id]);
  });
});

/**
 * PGlite is a single connection: two transactions at once exist only on a PostgreSQL server, so these run
 * under `npm run test:pg` (TEST_DATABASE_URL), as the CI does.
 */
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  'the prune racing a job being written (PostgreSQL)',
  () => {
    const others = otherConnections(() => t);
    afterEach(async () => others.close());
    const insertJob = (db: TestApp['db'], jobTitle: string, description: string) =>
      addJob({ db }, { employerId, jobTitle, description });

    it('When a job takes up a word no job held and the prune runs before the job is committed, then the word stays and search finds the job by it', async () => {
      await leftBehind('Ichthyology and limnology.');
      await leftBehind('Mycology.');
      const writer = await others.open();

      await writer.client.query('begin');
      const job = await insertJob(writer.db, 'Fisheries Officer', 'Ichthyology surveys.');
      // The writer's job is not visible to the prune yet, and the prune does not wait for it.
      await pruneDescriptionWords(t.db);
      await writer.client.query('commit');

      expect(await words()).toContain('ichthyology');
      expect(await words()).not.toContain('mycology');
      expect(await words()).not.toContain('limnology');
      expect(await foundIds('job_title=ichthyolog')).toEqual([job.id]);
    });

    it('When a job takes up a word no job held and is rolled back after the prune skipped the word, then the next prune deletes it', async () => {
      await leftBehind('Speleothems.');
      const writer = await others.open();

      await writer.client.query('begin');
      await insertJob(writer.db, 'Caver', 'Speleothems mapped.');
      await pruneDescriptionWords(t.db);
      // Skipped (the writer holds it): its note stays for the next prune.
      expect(await words()).toContain('speleothems');
      expect(await noted()).toContain('speleothems');
      await writer.client.query('rollback');

      expect(await pruneDescriptionWords(t.db)).toBeGreaterThanOrEqual(1);
      expect(await words()).not.toContain('speleothems');
      expect(await noted()).not.toContain('speleothems');
    });

    it('When a description edit takes up a word no job held and the prune runs before it is committed, then the word stays', async () => {
      await leftBehind('Apiculture.');
      const job = await addJob(t, { employerId, jobTitle: 'Extension Officer', description: 'Farm visits.' });
      const writer = await others.open();

      await writer.client.query('begin');
      await writer.db.execute(
        sql`update jobs set description = 'Apiculture and farm visits.' where id = ${job.id}`,
      );
      await pruneDescriptionWords(t.db);
      await writer.client.query('commit');

      expect(await words()).toContain('apiculture');
      expect(await foundIds('job_title=apicult')).toEqual([job.id]);
    });

    it('When the prune deletes a word while a job taking it up is being written, then the job waits and puts the word back', async () => {
      await leftBehind('Glaciology.');
      const pruner = await others.open();
      const writer = await others.open();

      let written: Promise<{ id: number }> | undefined;
      await pruner.db.transaction(async (tx) => {
        expect(await pruneDescriptionWords(tx)).toBeGreaterThanOrEqual(1);
        writer.client.query('begin');
        written = insertJob(writer.db, 'Glaciologist', 'Glaciology fieldwork.');
        await others.waitingForLock(writer.pid);
      });
      const job = await written!;
      await writer.client.query('commit');

      expect(await words()).toContain('glaciology');
      expect(await foundIds('job_title=glaciolog')).toEqual([job.id]);
    });

    it('When the prune has locked a word a job then takes up, and deletes it, then the job puts the word back', async () => {
      // The two statements of the prune (description-words.ts) with the job written between them: the word
      // is still there when the job's trigger inserts it (nothing to insert), then gone.
      await leftBehind('Volcanism.');
      const pruner = await others.open();
      const writer = await others.open();

      await pruner.client.query('begin');
      const among = sql`w.word = 'volcanism'`;
      const locked = await lockUnusedDescriptionWords(pruner.db, among);
      expect(locked).toEqual(['volcanism']);
      await writer.client.query('begin');
      const written = insertJob(writer.db, 'Volcanologist', 'Volcanism monitoring.');
      await others.waitingForLock(writer.pid);
      expect(await deleteLockedDescriptionWords(pruner.db, locked)).toBe(1);
      await pruner.client.query('commit');
      const job = await written;
      await writer.client.query('commit');

      expect(await words()).toContain('volcanism');
      expect(await foundIds('job_title=volcanis')).toEqual([job.id]);
    });
  },
);
