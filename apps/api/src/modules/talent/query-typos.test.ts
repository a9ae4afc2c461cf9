import { talentSearchQuery } from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { addCandidate, updateCandidateProfile, yearsAgo } from '../candidates/test-candidates.ts';
import { pruneDocumentWords } from './document-words.ts';
import { rankCandidates } from './search.ts';

/**
 * A free-text query word's typos are taken per word (decision 117): a word of the profile close to the
 * query word (word similarity >= 0.6), found in the profiles' vocabulary (migration 0151), never a
 * stretch of text across two words.
 */
let t: TestApp;

const vocabulary = async () =>
  (await rows<{ w: string }>(t.db, sql`select word as w from candidate_document_words`)).map((r) => r.w);
const ids = async (q: string) =>
  (await rankCandidates(t.db, talentSearchQuery.parse({ q }))).rows.map((r) => r.id);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('typos of query words', () => {
  it('When a query word is misspelt, then the profiles with the close word are found through the vocabulary, and the word counts once', async () => {
    const amani = await addCandidate(t, {
      first: 'Amani',
      last: 'Kiprono',
      jobs: [
        {
          title: 'Marketing Officer',
          from: yearsAgo(3),
          current: true,
          about: 'Ran marketing campaigns and markets research.',
        },
      ],
    });
    const baraka = await addCandidate(t, {
      first: 'Baraka',
      last: 'Mutua',
      jobs: [
        { title: 'Data Analyst', from: yearsAgo(2), current: true, about: 'Reconciliation of accounts.' },
      ],
    });
    expect(await vocabulary()).toEqual(
      expect.arrayContaining(['amani', 'kiprono', 'marketing', 'campaigns', 'baraka', 'data', 'analyst']),
    );

    expect(await ids('marketng')).toEqual([amani.id]);
    expect(await ids('reconciliaton')).toEqual([baraka.id]);
    // Found by its prefix and by a close word at once: one word found of one, the whole score.
    const both = await rankCandidates(t.db, talentSearchQuery.parse({ q: 'market' }));
    expect(both.rows.map((r) => [r.id, r.score, r.matched_words])).toEqual([[amani.id, 1, ['market']]]);
    // Two words run together are not a typo of either word (per word, not across the text).
    expect(await ids('datanalyst')).toEqual([]);
    expect(await ids('data analyst')).toEqual([baraka.id]);
  });

  it('When a word leaves every profile, then it finds no one, and the daily clean-up takes it out', async () => {
    const c = await addCandidate(t, {
      first: 'Neema',
      last: 'Wairimu',
      jobs: [{ title: 'Glaciologist', from: yearsAgo(1), current: true }],
    });
    expect(await ids('glaciologst')).toEqual([c.id]);
    await updateCandidateProfile(t, c.id, { firstName: 'Nyokabi' });
    expect(await vocabulary()).toEqual(expect.arrayContaining(['neema', 'nyokabi']));
    expect(await ids('neema')).toEqual([]);
    expect(await ids('nyokabi')).toEqual([c.id]);
    expect(await pruneDocumentWords(t.db)).toBeGreaterThanOrEqual(1);
    expect(await vocabulary()).not.toContain('neema');
    expect(await vocabulary()).toContain('nyokabi');
  });
});
