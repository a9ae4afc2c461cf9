import {
  cutText,
  DESCRIPTION_PREVIEW_LENGTH,
  jobCard,
  SHARE_PREVIEW_LENGTH,
  SHARE_TEXT_LENGTH,
} from '@kweli/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employerProfiles } from '../../db/schema.ts';
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
