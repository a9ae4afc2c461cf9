import { talentSearchQuery } from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/connect.ts';
import { otherConnections } from '../../test/connections.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { addCandidate, updateCandidateProfile, yearsAgo } from '../candidates/test-candidates.ts';
import { eraseTalentRecordsOf } from './erasure.ts';
import { matchingSpellings, rankCandidates, SIMILARITY_THRESHOLD } from './search.ts';
import { pruneTitleSpellings } from './title-spellings.ts';

/**
 * The spellings of candidates' titles (migration 0150, decision 116): every title's spelling is there as
 * soon as the title is, the job-title criterion finds its candidates through them (typos included), and
 * spellings no title holds any more are taken out.
 */
let t: TestApp;

const spellings = async () =>
  (
    await rows<{ s: string }>(
      t.db,
      sql`select normalized_title as s from candidate_title_spellings order by normalized_title`,
    )
  ).map((r) => r.s);
const search = (params: Record<string, string>) => rankCandidates(t.db, talentSearchQuery.parse(params));

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('the spellings of titles', () => {
  it('When a candidate gets titles, then their spellings are kept once each, and a misspelt search finds them through the spellings', async () => {
    const wambui = await addCandidate(t, {
      first: 'Wambui',
      last: 'Kariuki',
      preferences: { job_titles: ['Sales Representative'] },
      jobs: [{ title: 'Sales  Representative!', from: yearsAgo(3), current: true }],
    });
    const otieno = await addCandidate(t, {
      first: 'Otieno',
      last: 'Ouma',
      jobs: [{ title: 'Sénior Sales Representative', from: yearsAgo(6), to: yearsAgo(1) }],
    });
    await addCandidate(t, {
      first: 'Halima',
      last: 'Said',
      jobs: [{ title: 'Veterinary Officer', from: yearsAgo(2), current: true }],
    });
    expect(await spellings()).toEqual([
      'sales representative',
      'senior sales representative',
      'veterinary officer',
    ]);

    // A typo of a two-word title: the exact holder first (similar current), the senior one after it.
    const typo = await search({ job_title: 'Saless Representative' });
    expect(typo.rows.map((r) => [r.id, r.matched_title, r.title_source])).toEqual([
      [wambui.id, 'Sales  Representative!', 'current'],
      [otieno.id, 'Sénior Sales Representative', 'past'],
    ]);
    expect(typo.count).toBe(2);
    expect(typo.rows[0]?.score).toBeGreaterThan(0.45);
    expect(typo.rows[0]?.score).toBeLessThan(0.6);
    // The wanted title inside a longer one: related (0.7 current, 0.63 past), and never the unrelated one.
    const related = await search({ job_title: 'sales representative' });
    expect(related.rows.map((r) => [r.id, r.score])).toEqual([
      [wambui.id, 1],
      [otieno.id, 0.63],
    ]);
  });

  it('When the pool holds thousands of spellings, then a title search compares only those its index finds, and keeps what comparing every spelling keeps', async () => {
    const amina = await addCandidate(t, {
      first: 'Amina',
      last: 'Wekesa',
      jobs: [{ title: 'Legal Officer', from: yearsAgo(5), current: true }],
    });
    // 3,000 made-up free-text spellings (no title holds them): two words of a small vocabulary and a
    // number, so that some contain the wanted title, some are similar to it and most are not; and two
    // of the wanted title's words alone (related: the wanted title contains them).
    await t.db.execute(sql`insert into candidate_title_spellings (normalized_title)
      select v[1 + g % 12] || ' ' || v[1 + (g / 12) % 12] || ' q' || g
      from generate_series(1, 3000) g,
        (select array['legal', 'officer', 'ofisa', 'legl', 'clerk', 'nurse', 'driver', 'sales', 'teacher',
          'accounts', 'assistant', 'manager'] as v) words
      union all select unnest(array['legal', 'officer'])`);
    try {
      const [{ n: total } = { n: 0 }] = await rows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from candidate_title_spellings`,
      );
      const { page, read, matching } = await t.db.transaction(async (tx) => {
        const stats = async () => {
          const [row] = await rows<{ seq: number; idx: number; fetched: number }>(
            tx,
            sql`select coalesce(seq_tup_read, 0)::int as seq, coalesce(idx_scan, 0)::int as idx,
                coalesce(idx_tup_fetch, 0)::int as fetched
              from pg_stat_xact_user_tables where relname = 'candidate_title_spellings'`,
          );
          return row ?? { seq: 0, idx: 0, fetched: 0 };
        };
        const before = await stats();
        const page = await rankCandidates(tx as unknown as Parameters<typeof rankCandidates>[0], {
          ...talentSearchQuery.parse({ job_title: 'Legal Officer' }),
        });
        const after = await stats();
        const matching = await rows<{ nt: string; exact: boolean; related: boolean; sim: number }>(
          tx,
          sql`with ${matchingSpellings('Legal Officer')} select nt, exact, related, sim from matching order by nt`,
        );
        return {
          page,
          matching,
          read: {
            seq: after.seq - before.seq,
            idx: after.idx - before.idx,
            fetched: after.fetched - before.fetched,
          },
        };
      });
      expect(page.rows[0]).toMatchObject({ id: amina.id, score: 1, matched_title: 'Legal Officer' });
      // Through the index (migration 0203, its own thresholds and planner setting): no spelling read
      // sequentially, and a few hundred fetched of the 3,000 and more.
      expect(total).toBeGreaterThan(3000);
      expect(read.seq).toBe(0);
      expect(read.idx).toBeGreaterThan(0);
      expect(read.fetched).toBeLessThan(total / 4);
      // The same spellings with the same values as comparing every one by the rule (decision 136).
      const everyOne = await rows<{ nt: string; exact: boolean; related: boolean; sim: number }>(
        t.db,
        sql`select nt, exact, related, sim from (
            select cs.normalized_title as nt, cs.normalized_title = w as exact,
              (' ' || cs.normalized_title || ' ') like ('% ' || w || ' %')
                or (' ' || w || ' ') like ('% ' || cs.normalized_title || ' %') as related,
              greatest(word_similarity(w, cs.normalized_title), similarity(w, cs.normalized_title)) as sim
            from candidate_title_spellings cs, (select talent_normalized('Legal Officer') as w) wanted
          ) s where exact or related or sim >= 0.5 order by nt`,
      );
      expect(everyOne.filter((s) => s.related && !s.exact).length).toBeGreaterThan(20);
      expect(everyOne.filter((s) => !s.related && s.sim >= 0.5).length).toBeGreaterThan(100);
      expect(everyOne.filter((s) => ['legal', 'officer'].includes(s.nt) && s.related)).toHaveLength(2);
      expect(matching).toEqual(everyOne);
    } finally {
      await t.db.execute(sql`delete from candidate_title_spellings
        where normalized_title ~ ' q[0-9]+$' or normalized_title in ('legal', 'officer')`);
    }
  });

  it('When the spellings are compared in SQL, then the threshold is the one search.ts ranks by', async () => {
    // Migration 0203 writes the threshold in the function's settings and its rule (decision 141): a change
    // of SIMILARITY_THRESHOLD must come with a migration changing the function, or this fails.
    const [fn] = await rows<{ config: string[]; body: string }>(
      t.db,
      sql`select proconfig as config, prosrc as body from pg_proc where proname = 'candidate_title_spellings_matching'`,
    );
    expect(fn!.config).toEqual(
      expect.arrayContaining([
        `pg_trgm.similarity_threshold=${SIMILARITY_THRESHOLD}`,
        `pg_trgm.word_similarity_threshold=${SIMILARITY_THRESHOLD}`,
      ]),
    );
    expect(fn!.body).toContain(`s.sim >= ${SIMILARITY_THRESHOLD}`);
  });

  it('When the last title of a spelling goes, then the spelling goes too (erasure at once, an edit at the clean-up)', async () => {
    const juma = await addCandidate(t, {
      first: 'Juma',
      last: 'Hassan',
      jobs: [{ title: 'Glaciologist', from: yearsAgo(4), current: true }],
      preferences: { job_titles: ['Beekeeping Extension Officer'] },
    });
    const zawadi = await addCandidate(t, {
      first: 'Zawadi',
      last: 'Mwangi',
      preferences: { job_titles: ['Beekeeping Extension Officer', 'Actuary'] },
    });
    expect(await spellings()).toEqual(
      expect.arrayContaining(['glaciologist', 'beekeeping extension officer', 'actuary']),
    );

    // Erased: the spelling only Juma held goes, the one Zawadi holds too stays.
    await t.db.transaction((tx) => eraseTalentRecordsOf(tx, juma.id));
    expect(await spellings()).not.toContain('glaciologist');
    expect(await spellings()).toContain('beekeeping extension officer');
    expect((await search({ job_title: 'Beekeeping Extension Officer' })).rows.map((r) => r.id)).toEqual([
      zawadi.id,
    ]);

    // An edit leaves the old spelling behind until the clean-up; it finds no one meanwhile.
    await updateCandidateProfile(t, zawadi.id, {
      preferences: { industries: [], job_titles: ['Statistician'], locations: [] },
    });
    expect(await spellings()).toEqual(expect.arrayContaining(['actuary', 'statistician']));
    expect((await search({ job_title: 'Actuary' })).count).toBe(0);
    expect(await pruneTitleSpellings(t.db)).toBe(2);
    expect(await spellings()).not.toContain('actuary');
    expect(await spellings()).not.toContain('beekeeping extension officer');
    expect((await search({ job_title: 'statistician' })).rows.map((r) => r.id)).toEqual([zawadi.id]);
  });
});

describe('the clean-up beside titles being written', () => {
  it('When the clean-up runs, then it removes exactly the spellings no title holds and keeps every one a title holds', async () => {
    const amani = await addCandidate(t, {
      first: 'Amani',
      last: 'Njoroge',
      jobs: [{ title: 'Borehole Driller', from: yearsAgo(5), current: true }],
      preferences: { job_titles: ['Irrigation Technician', 'Tea Taster'] },
    });
    await addCandidate(t, {
      first: 'Neema',
      last: 'Achieng',
      preferences: { job_titles: ['Tea Taster'] },
    });
    await updateCandidateProfile(t, amani.id, {
      preferences: { industries: [], job_titles: ['Coffee Cupper'], locations: [] },
    });
    const held = (
      await rows<{ s: string }>(t.db, sql`select distinct normalized_title as s from candidate_search_titles`)
    ).map((r) => r.s);
    const before = await spellings();
    const unused = before.filter((s) => !held.includes(s));
    expect(unused).toContain('irrigation technician');
    expect(held).toEqual(expect.arrayContaining(['tea taster', 'borehole driller', 'coffee cupper']));

    expect(await pruneTitleSpellings(t.db)).toBe(unused.length);
    expect(await spellings()).toEqual([...held].sort());
    expect(await pruneTitleSpellings(t.db)).toBe(0);
  });
});

/**
 * PGlite is a single connection: two transactions at once exist only on a PostgreSQL server, so these run
 * under `npm run test:pg` (TEST_DATABASE_URL), as the CI does.
 */
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  'the clean-up racing a profile being saved (PostgreSQL)',
  () => {
    const others = otherConnections(() => t);
    const connection = others.open;
    const waitingForLock = others.waitingForLock;
    afterEach(async () => others.close());

    /** A candidate who held `title` and left it, so that its spelling is held by no title. */
    async function leftBehind(title: string, first: string) {
      const c = await addCandidate(t, { first, last: 'Left', preferences: { job_titles: [title] } });
      await updateCandidateProfile(t, c.id, {
        preferences: { industries: [], job_titles: [], locations: [] },
      });
    }
    const wants = (title: string) => ({
      preferences: { industries: [], job_titles: [title], locations: [] },
    });

    it('When a profile takes up a spelling no title held and the clean-up runs before the profile is committed, then the spelling stays and the candidate is found by it', async () => {
      await leftBehind('Hydrologist', 'Baraka');
      await leftBehind('Seismologist', 'Imani');
      const kamau = await addCandidate(t, { first: 'Kamau', last: 'Mutua' });
      const writer = await connection();

      await writer.client.query('begin');
      await updateCandidateProfile({ db: writer.db }, kamau.id, wants('Hydrologist'));
      // The writer's title is not visible to the clean-up yet, and the clean-up does not wait for it.
      await pruneTitleSpellings(t.db);
      await writer.client.query('commit');

      expect(await spellings()).toContain('hydrologist');
      expect(await spellings()).not.toContain('seismologist');
      expect((await search({ job_title: 'Hydrologist' })).rows.map((r) => r.id)).toEqual([kamau.id]);
    });

    it('When the clean-up deletes a spelling while a profile taking it up is being saved, then the profile waits and puts the spelling back', async () => {
      await leftBehind('Oceanographer', 'Wanjiru');
      const akinyi = await addCandidate(t, { first: 'Akinyi', last: 'Odhiambo' });
      const pruner = await connection();
      const writer = await connection();

      let saved: Promise<unknown> | undefined;
      await pruner.db.transaction(async (tx) => {
        expect(await pruneTitleSpellings(tx)).toBeGreaterThanOrEqual(1);
        writer.client.query('begin');
        saved = updateCandidateProfile({ db: writer.db }, akinyi.id, wants('Oceanographer'));
        await waitingForLock(writer.pid);
      });
      await saved;
      await writer.client.query('commit');

      expect(await spellings()).toContain('oceanographer');
      expect((await search({ job_title: 'Oceanographer' })).rows.map((r) => r.id)).toEqual([akinyi.id]);
    });

    it('When the clean-up has locked a spelling a profile then takes up, and deletes it, then the profile puts the spelling back', async () => {
      // The two statements of the clean-up (title-spellings.ts) with the profile saved between them: the
      // spelling is still there when the profile's trigger inserts it (nothing to insert), then gone.
      await leftBehind('Sommelier', 'Muthoni');
      const chege = await addCandidate(t, { first: 'Chege', last: 'Kimani' });
      const pruner = await connection();
      const writer = await connection();

      await pruner.client.query('begin');
      await pruner.client.query(
        `select normalized_title from candidate_title_spellings s where normalized_title = 'sommelier'
         and not exists (select 1 from candidate_search_titles t where t.normalized_title = s.normalized_title)
       for update of s skip locked`,
      );
      await writer.client.query('begin');
      const saved = updateCandidateProfile({ db: writer.db }, chege.id, wants('Sommelier'));
      await waitingForLock(writer.pid);
      const deleted = await pruner.client.query(
        `delete from candidate_title_spellings s where normalized_title = 'sommelier'
         and not exists (select 1 from candidate_search_titles t where t.normalized_title = s.normalized_title)`,
      );
      expect(deleted.rowCount).toBe(1);
      await pruner.client.query('commit');
      await saved;
      await writer.client.query('commit');

      expect(await spellings()).toContain('sommelier');
      expect((await search({ job_title: 'Sommelier' })).rows.map((r) => r.id)).toEqual([chege.id]);
    });
  },
);
