import { type JobCard, todayInNairobi } from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser } from '../../test/users.ts';
import { correctWords, DESCRIPTION_WORDS_MAX, followingPrefix } from './search.ts';
import { addJob, daysAgo, daysFromToday } from './test-jobs.ts';

/**
 * A typed word matches the descriptions having a word it begins. Search names those words one by one,
 * from job_description_words (migration 0181, docs/decisions/125-description-words-spelled-out.md), instead
 * of asking the prefix: the answers must be exactly the prefix's, in every order and with the filters,
 * after a description is edited, and when a word begins too many words to name (the prefix is asked then).
 */
let t: TestApp;
let employerId: number;

interface Page {
  count: number;
  results: JobCard[];
}

async function search(query: string): Promise<Page> {
  const res = await t.app.inject({ method: 'GET', url: `/api/jobs/search/?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
}

/** The ids search answers for a word in each order (page 1 holds them all here), each order sorted. */
async function foundInEveryOrder(query: string): Promise<number[][]> {
  const answers = [];
  for (const sort of ['relevance', 'date', 'salary']) {
    const page = await search(`${query}&sort=${sort}`);
    expect(page.results.length, `${query} by ${sort}`).toBe(page.count);
    answers.push(page.results.map((job) => Number(job.id)).sort((a, b) => a - b));
  }
  return answers;
}

/** The open published jobs whose description has a word `word` begins, as the prefix finds them. */
async function byPrefix(word: string, where = sql`true`): Promise<number[]> {
  const found = await rows<{ id: number }>(
    t.db,
    sql`select j.id from jobs j where j.status = 'published' and (j.due_date is null or j.due_date >= ${todayInNairobi()}::date)
      and j.search_words @@ ${`'${word}':*`}::tsquery and ${where} order by j.id`,
  );
  return found.map((row) => Number(row.id));
}

beforeAll(async () => {
  t = await createTestApp();
  employerId = (await createUser(t, 'employer')).id;
  const descriptions = [
    'Site investigations for geotechnical surveys.',
    'Geotechnics and soil testing, Geotech lab.',
    'A geologist reporting on geo data.', // 'geo', 'geologist': not begun by "geotech"
    'Work with GEOTECHNIK software.', // lower case in the description words
  ];
  for (const [i, description] of descriptions.entries())
    await addJob(t, {
      employerId,
      jobTitle: `Field Officer ${i}`,
      companyName: 'Rift Works',
      description,
      city: i % 2 ? 'Nakuru' : 'Kisumu',
      experienceLevel: i % 2 ? 'mid' : 'entry',
      salaryMin: 30_000 + i * 40_000,
      salaryPeriod: 'month',
      publishedAt: daysAgo(i + 1),
    });
  await addJob(t, {
    employerId,
    jobTitle: 'Field Officer Expired',
    companyName: 'Rift Works',
    description: 'Geotechnical drilling.',
    dueDate: daysFromToday(-1),
  });
  await addJob(t, {
    employerId,
    jobTitle: 'Field Officer Draft',
    companyName: 'Rift Works',
    description: 'Geotechnical drilling.',
    status: 'draft',
    publishedAt: null,
  });
});

afterAll(async () => {
  await t.close();
});

describe('a typed word matched in descriptions through their words', () => {
  it('When a word begins words of descriptions, then search names those words and finds exactly what the prefix finds', async () => {
    const [typed] = await correctWords(t.db, ['geotech'], { descriptionWords: true });
    expect(typed!.descriptionWords).toEqual(['geotech', 'geotechnical', 'geotechnics', 'geotechnik']);
    const expected = await byPrefix('geotech');
    expect(expected).toHaveLength(3);
    expect(await foundInEveryOrder('job_title=geotech')).toEqual([expected, expected, expected]);
    expect(await foundInEveryOrder('job_title=GEOTECHNIC')).toEqual(
      Array(3).fill(await byPrefix('geotechnic')),
    );
    expect(await foundInEveryOrder('job_title=geo')).toEqual(Array(3).fill(await byPrefix('geo')));
  });

  it('When filters are given with the word, then the answers are still the prefix’s among the filtered jobs', async () => {
    const kisumu = await byPrefix('geotech', sql`j.search_city = 'kisumu'`);
    expect(await foundInEveryOrder('job_title=geotech&city=Kisumu')).toEqual([kisumu, kisumu, kisumu]);
    const mid = await byPrefix('geotech', sql`j.experience_level = 'mid' and j.search_pay >= 70000`);
    expect(await foundInEveryOrder('job_title=geotech&experience_level=mid&salary_min=70000')).toEqual([
      mid,
      mid,
      mid,
    ]);
  });

  it('When a word begins no description word, then only titles and company names can match it', async () => {
    const [typed] = await correctWords(t.db, ['rift'], { descriptionWords: true });
    expect(typed!.descriptionWords).toEqual([]);
    expect((await search('job_title=rift')).count).toBe(4);
    expect((await search('job_title=zyxwv')).count).toBe(0);
  });

  it('When a description is edited to a new word, then search finds it by that word at once', async () => {
    const job = await addJob(t, { employerId, jobTitle: 'Brewer', description: 'Brewing beer.' });
    expect((await search('job_title=zymurg')).count).toBe(0);
    await t.db.execute(
      sql`update jobs set description = 'Zymurgist wanted for the brewery.' where id = ${job.id}`,
    );
    const [typed] = await correctWords(t.db, ['zymurg'], { descriptionWords: true });
    expect(typed!.descriptionWords).toEqual(['zymurgist']);
    expect(await foundInEveryOrder('job_title=zymurg')).toEqual(Array(3).fill([job.id]));
  });

  it('When a word begins more description words than are named, then the prefix is asked, with the same answers', async () => {
    const many = Array.from({ length: DESCRIPTION_WORDS_MAX + 1 }, (_, i) => `quokka${i}`);
    const all = await addJob(t, { employerId, jobTitle: 'Ranger', description: many.join(' ') });
    const one = await addJob(t, { employerId, jobTitle: 'Ranger', description: `Counting ${many[7]} here.` });
    const [typed] = await correctWords(t.db, ['quokka'], { descriptionWords: true });
    expect(typed!.descriptionWords).toBeUndefined();
    expect(await foundInEveryOrder('job_title=quokka')).toEqual(Array(3).fill([all.id, one.id]));
    const [fewer] = await correctWords(t.db, ['quokka1'], { descriptionWords: true });
    expect(fewer!.descriptionWords).toEqual([
      'quokka1',
      ...many.filter((w) => w.startsWith('quokka1') && w !== 'quokka1'),
    ]);
    expect(await foundInEveryOrder('job_title=quokka7')).toEqual(Array(3).fill([all.id, one.id]));
  });

  it('When the words a prefix begins are read as a range, then they are exactly the words it begins', async () => {
    expect(followingPrefix('geotech')).toBe('geoteci');
    expect(followingPrefix('a9')).toBe('a:');
    expect(followingPrefix('z')).toBe('{');
    await addJob(t, { employerId, jobTitle: 'Linguist', description: 'Über naïve façade 東京 zz z9 a{b' });
    for (const word of ['a', 'g', 'geo', 'z', 'zz', 'uber', 'ü', 'über', 'na', '東', 'facade', 'fa']) {
      const [range] = await rows<{ words: string[] | null }>(
        t.db,
        sql`select array_agg(word order by word collate "C") as words from job_description_words
          where word >= ${word} collate "C" and word < ${followingPrefix(word)} collate "C"`,
      );
      const [begun] = await rows<{ words: string[] | null }>(
        t.db,
        sql`select array_agg(word order by word collate "C") as words from job_description_words
          where starts_with(word, ${word})`,
      );
      expect(range!.words, word).toEqual(begun!.words);
    }
  });
});
