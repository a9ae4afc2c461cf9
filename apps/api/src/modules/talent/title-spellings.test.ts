import { talentSearchQuery } from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { addCandidate, updateCandidateProfile, yearsAgo } from '../candidates/test-candidates.ts';
import { eraseTalentRecordsOf } from './erasure.ts';
import { rankCandidates } from './search.ts';
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
