import {
  cutText,
  DESCRIPTION_PREVIEW_LENGTH,
  jobCard,
  SHARE_PREVIEW_LENGTH,
  SHARE_TEXT_LENGTH,
} from '@kweli/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/connect.ts';
import { employerProfiles, jobs } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser } from '../../test/users.ts';
import { addJob } from './test-jobs.ts';

/**
 * Lists of jobs answer cards (decision 118): search, similar jobs and a company's jobs carry what a job
 * card shows and the start of the description its share dialog cuts; the job's page and the feed still
 * have the whole posting.
 */
let t: TestApp;
let employerId: number;
const id: Record<string, number> = {};
const CARD_FIELDS = Object.keys(jobCard.shape).sort();

// White space of every kind JavaScript's \s knows, runs of it, and a character outside the BMP: the
// preview is flattened in SQL and must cut exactly as the whole text does in the browser.
const MESSY = `  \tCare\u00a0for   patients\n\n\r\non the\u2003ward 🏥 ${'and keep\u3000good\u202frecords. '.repeat(8)}\uFEFF End. `;
// One letter, then emoji: each is one character to PostgreSQL and two UTF-16 units to JavaScript, so a
// cut counted in units falls inside one of them; and 120 emoji are 120 characters, not 240.
const EMOJI = `K${'🙂🚀'.repeat(100)}`;
const EMOJI_120 = '🌍'.repeat(SHARE_PREVIEW_LENGTH);
const characters = (text: string) => Array.from(text);
const LONG = `Night shifts at a busy clinic. ${'Keep the medicine store in order. '.repeat(12)}The end.`;

beforeAll(async () => {
  t = await createTestApp();
  const employer = await createUser(t, 'employer');
  employerId = employer.id;
  // A company with a public page (it has a name), so that its jobs are listed.
  await t.db
    .update(employerProfiles)
    .set({ companyName: 'Afya Bora Clinics' })
    .where(eq(employerProfiles.userId, employerId));
  const job = async (fields: Partial<Parameters<typeof addJob>[1]>) =>
    (await addJob(t, { employerId, industry: 'Healthcare', city: 'Kisumu', ...fields })).id;
  id.messy = await job({
    jobTitle: 'Ward Nurse',
    description: MESSY,
    requirements: 'A licence.',
    benefits: 'Lunch.',
  });
  id.long = await job({ jobTitle: 'Clinic Nurse', description: LONG });
  id.short = await job({ jobTitle: 'Nurse Aide', description: ' Help\n the nurses. ' });
  id.emoji = await job({ jobTitle: 'Night Porter', description: EMOJI });
  id.emoji120 = await job({ jobTitle: 'Day Porter', description: EMOJI_120 });
});
afterAll(() => t.close());

const get = async <T>(url: string): Promise<T> => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};
type Card = Record<string, unknown> & { id: number; description_preview: string };
const search = async (query: string) =>
  (await get<{ results: Card[] }>(`/api/jobs/search/?${query}`)).results;

describe('Lists of jobs answer cards', () => {
  it("When jobs are searched, then each result has exactly its card's fields", async () => {
    const results = await search('job_title=nurse');
    expect(results.map((job) => job.id).sort()).toEqual([id.messy, id.long, id.short].sort());
    for (const job of results) expect(Object.keys(job).sort()).toEqual(CARD_FIELDS);
  });

  it('When a description is long or messy, then its preview cuts to the same preview and shared text as the whole', async () => {
    const byId = new Map((await search('job_title=nurse')).map((job) => [job.id, job.description_preview]));
    for (const [key, whole] of [
      ['messy', MESSY],
      ['long', LONG],
    ] as const) {
      const preview = byId.get(id[key]!)!;
      expect(characters(preview).length, key).toBeLessThanOrEqual(DESCRIPTION_PREVIEW_LENGTH);
      expect(cutText(preview, SHARE_PREVIEW_LENGTH), key).toBe(cutText(whole, SHARE_PREVIEW_LENGTH));
      expect(cutText(preview, SHARE_TEXT_LENGTH), key).toBe(cutText(whole, SHARE_TEXT_LENGTH));
      expect(cutText(whole, SHARE_PREVIEW_LENGTH), key).toMatch(/\.\.\.$/);
    }
    expect(byId.get(id.short!)).toBe('Help the nurses.');
  });

  it('When a description is emoji, then the card and its cuts count characters as PostgreSQL does, never halves of one', async () => {
    const byId = new Map((await search('job_title=porter')).map((job) => [job.id, job.description_preview]));
    const preview = byId.get(id.emoji!)!;
    expect(preview).toBe(characters(EMOJI).slice(0, DESCRIPTION_PREVIEW_LENGTH).join(''));
    for (const length of [SHARE_PREVIEW_LENGTH, SHARE_TEXT_LENGTH]) {
      const cut = cutText(preview, length);
      expect(cut, `${length}`).toBe(`${characters(EMOJI).slice(0, length).join('')}...`);
      expect(cut, `${length}`).toBe(cutText(EMOJI, length));
      // A share link carries it: half an emoji would make encodeURIComponent throw.
      expect(() => encodeURIComponent(cut)).not.toThrow();
    }
    // Exactly as long as the preview the dialog shows: nothing cut, no ellipsis.
    expect(byId.get(id.emoji120!)).toBe(EMOJI_120);
    expect(cutText(EMOJI_120, SHARE_PREVIEW_LENGTH)).toBe(EMOJI_120);
  });

  it("When a job's similar jobs or its company's jobs are read, then they are cards too", async () => {
    const similar = await get<{ results: Card[] }>(`/api/jobs/${id.messy}/similar/`);
    const company = await get<{ results: Card[] }>(`/api/companies/${employerId}/jobs/`);
    expect(similar.results.length).toBeGreaterThan(0);
    expect(company.results).toHaveLength(Object.keys(id).length);
    for (const job of [...similar.results, ...company.results])
      expect(Object.keys(job).sort()).toEqual(CARD_FIELDS);
  });

  it("When the job's page or the feed is read, then it has the whole posting", async () => {
    const job = await get<Record<string, unknown>>(`/api/employer/public/jobs/${id.long}/`);
    expect(job).toMatchObject({ description: LONG, industry: 'Healthcare', applicants_count: 0 });
    const messy = await get<Record<string, unknown>>(`/api/employer/public/jobs/${id.messy}/`);
    expect(messy).toMatchObject({ description: MESSY, requirements: 'A licence.', benefits: 'Lunch.' });
    const feed = await t.app.inject({ method: 'GET', url: '/jobs/feed.xml?job_title=clinic' });
    expect(feed.statusCode).toBe(200);
    // Past the card's preview: the feed cuts the whole description at 300 characters with the facts.
    expect(feed.body).toContain(
      'Keep the medicine store in order. Keep the medicine store in order. Keep the',
    );
    expect(feed.body).toMatch(/<description>Kisumu, Kenya · [^<]{250,}\.\.\.<\/description>/);
  });
});

/**
 * The expression every card read ran until migration 0189 stored the preview with the job (decision 130):
 * the stored preview must be byte for byte what it gave, for any description.
 */
const BEFORE_0189 = '[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+';
/** The browser's flattening (`cutText`'s), cut at the preview's length in characters. */
const flattened = (text: string) =>
  characters(text.replace(/\s+/g, ' ').trim()).slice(0, DESCRIPTION_PREVIEW_LENGTH).join('');
const WORDS_120 = `${'word '.repeat(24).trimEnd()}s`; // 120 characters
// Descriptions whose preview is easy to get wrong: runs and kinds of white space, at the start, at the end,
// where the cut falls; multi-byte characters, emoji and a zero-width space (not white space to JavaScript);
// shorter, exactly as long as, and longer than the cut.
const TRICKY: Record<string, string> = {
  empty: '',
  onlySpace: ' \t\n\u3000 ',
  short: 'Help.',
  crlf: 'Line one.\r\nLine two.\r\n\r\n',
  everyKind: `a\tb\nc\vd\fe\rf g\u00a0h\u1680i\u2000j\u2005k\u200al\u2028m\u2029n\u202fo\u205fp\u3000q\ufeffr`,
  notSpace: `zero\u200bwidth\u200cnon\u200djoiner\u180emongolian\u0085next line`,
  leadingRun: `${' \n\t'.repeat(200)}${'Starts late. '.repeat(20)}`,
  exactly121: 'x'.repeat(121),
  exactly122: 'y'.repeat(122),
  cutInRun: `${WORDS_120}  \n\t  after the run`,
  cutAfterRun: `${WORDS_120.slice(0, -1)} \n\n\t\u3000   after`,
  cutBeforeRun: `${WORDS_120}x${'\u2003'.repeat(10)}z`,
  trailingRun: `${'ok '.repeat(30)}${'\u00a0'.repeat(50)}`,
  multiByte: `Karibu Nairobi — mfanyakazi wa ñandú, café, Ελληνικά, 日本語の仕事 ${'Æøå '.repeat(40)}`,
  emojiRuns: `🏥\n\n🩺   ${'👩🏽‍⚕️ '.repeat(40)}`,
  combining: `e\u0301 ${'a\u0308'.repeat(130)}`,
  long: `${'A long description of many paragraphs.\n\n'.repeat(200)}`,
};

describe('The stored description preview (migration 0189)', () => {
  it('When a job is written with any description, then its stored preview is what the cards computed before and what the browser flattens', async () => {
    const ids: Record<string, number> = {};
    for (const [key, description] of Object.entries(TRICKY))
      ids[key] = (
        await addJob(t, { employerId, jobTitle: `Preview ${key}`, description, status: 'draft' })
      ).id;
    const stored = await rows<{ id: number; preview: string; before: string }>(
      t.db,
      sql`select id, description_preview as preview,
          left(btrim(regexp_replace(description, ${BEFORE_0189}, ' ', 'g'), ' '), ${DESCRIPTION_PREVIEW_LENGTH}::int) as before
        from jobs where id in (${sql.join(
          Object.values(ids).map((v) => sql`${v}::int`),
          sql`, `,
        )})`,
    );
    const byId = new Map(stored.map((row) => [Number(row.id), row]));
    for (const [key, description] of Object.entries(TRICKY)) {
      const row = byId.get(ids[key]!)!;
      expect(row.preview, key).toBe(row.before);
      expect(row.preview, key).toBe(flattened(description));
    }
    expect(byId.get(ids.cutInRun!)!.preview).toBe(`${WORDS_120} `);
    expect(byId.get(ids.cutBeforeRun!)!.preview).toBe(`${WORDS_120}x`);
    expect(byId.get(ids.onlySpace!)!.preview).toBe('');
  });

  it('When a description is edited, then its preview follows', async () => {
    const job = await addJob(t, {
      employerId,
      jobTitle: 'Preview edited',
      description: 'Before.',
      status: 'draft',
    });
    await t.db.update(jobs).set({ description: '  After\n\nthe edit.  ' }).where(eq(jobs.id, job.id));
    const [row] = await rows<{ preview: string }>(
      t.db,
      sql`select description_preview as preview from jobs where id = ${job.id}`,
    );
    expect(row!.preview).toBe('After the edit.');
  });
});
