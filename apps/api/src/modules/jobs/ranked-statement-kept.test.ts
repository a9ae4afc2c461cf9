import { jobSearchQuery } from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, rows } from '../../db/connect.ts';
import { type SentStatement, watchStatements } from '../../test/statements.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser } from '../../test/users.ts';
import { searchJobs } from './search.ts';
import { addJob, daysAgo } from './test-jobs.ts';

/**
 * The ranked statement of a search whose words are all of three letters or more and whose filters are
 * among a city, a work place, a working period and a job type is kept per connection and run on its
 * generic plan (docs/decisions/192-job-search-ranked-statement-kept.md): one text per shape (the spellings
 * one array value, each word's spellings padded with nulls, their similarities and the page's offset
 * values), planned once per connection. The answers are the ranking's as before.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const employerId = (await createUser(t, 'employer')).id;
  // Titles of several spellings of one word (so that a typed word has two to five, padded), companies and
  // descriptions holding it or not, two cities, two job types: the scores differ by spelling and part.
  const titles = [
    'Surveyor',
    'Surveyors',
    'Survey Officer',
    'Land Surveyor',
    'Surveying Clerk',
    'Quantity Surveyor',
  ];
  const companies = ['Ardhi Ltd', 'Surveyor Works', 'Survey Kenya', 'Mipango Ltd'];
  const descriptions = ['Fieldwork.', 'A surveyor is wanted.', 'Surveying of plots.', 'Office work.'];
  for (let i = 0; i < 30; i++)
    await addJob(t, {
      employerId,
      jobTitle: titles[i % titles.length]!,
      companyName: companies[i % companies.length]!,
      description: descriptions[(i * 7) % descriptions.length]!,
      city: i % 3 === 0 ? 'Kisii' : 'Nakuru',
      jobType: i % 2 === 0 ? 'permanent' : 'contractual',
      locationType: i % 5 === 0 ? 'remote' : 'on-site',
      publishedAt: daysAgo(1 + (i % 9)),
    });
}, 300_000);
afterAll(async () => t.close());

/** Kept shapes: words only, with a city, a job type, a work place; a page past the first. */
const KEPT: Record<string, string>[] = [
  { job_title: 'surveyor' },
  { job_title: 'surveyer kisii' },
  { job_title: 'survey officer', city: 'Nakuru' },
  { job_title: 'surveyor', job_type: 'contractual', location_type: 'on-site' },
  { job_title: 'surveying clerk' },
  { job_title: 'surveyor', page: '2' },
];

/** The search's answer, and the ranked statement it sent. */
async function searched(params: Record<string, string>) {
  const sent: SentStatement[] = [];
  const answer = await searchJobs(
    watchStatements(t.db as Db, (statement) => sent.push(statement)),
    jobSearchQuery.parse(params),
  );
  const ranked = sent.filter((statement) => /^\s*with title_found as materialized/.test(statement.sql));
  return { answer, ranked };
}

describe("the ranked statement of a search's plain shapes kept", () => {
  it('When a search of a plain shape is ranked, then its ranked statement is kept and it answers what the statement planned with its values answers', async () => {
    for (const params of KEPT) {
      const { answer, ranked } = await searched(params);
      expect(ranked.length, JSON.stringify(params)).toBeGreaterThan(0);
      expect(
        ranked.every((statement) => statement.kept),
        JSON.stringify(params),
      ).toBe(true);
      // With expired jobs asked too (there are none), the ranked statement is not kept: the same answer.
      const { answer: unkept, ranked: unkeptRanked } = await searched({ ...params, include_expired: 'true' });
      expect(unkeptRanked.some((statement) => statement.kept)).toBe(false);
      expect(answer, JSON.stringify(params)).toEqual(unkept);
      expect(answer.results.length).toBeGreaterThan(0);
    }
  });

  it('When two searches of one shape differ by their words and spellings, then their ranked statements are one text', async () => {
    const texts = new Set<string>();
    for (const title of ['surveyor', 'survey', 'surveying', 'officer'])
      for (const statement of (await searched({ job_title: title })).ranked) texts.add(statement.sql);
    expect(texts.size).toBeLessThanOrEqual(2);
  });

  it('When a search has a level or a salary minimum, then its ranked statement is planned with its values', async () => {
    const unkept: Record<string, string>[] = [
      { job_title: 'surveyor', experience_level: 'mid' },
      { job_title: 'surveyor', salary_min: '50000' },
      { job_title: 'surveyor', country: 'Kenya' },
    ];
    for (const params of unkept) {
      const { ranked } = await searched(params);
      expect(ranked.length).toBeGreaterThan(0);
      expect(ranked.some((statement) => statement.kept)).toBe(false);
    }
  });

  it('When a search of a plain shape runs again on a connection, then PostgreSQL runs its ranked statement on its generic plan', async () => {
    if (t.database.kind !== 'postgres') return;
    await (t.db as Db).transaction(async (tx) => {
      const plans = async () => {
        const [kept] = await rows<{ generic: number; custom: number }>(
          tx,
          sql`select coalesce(sum(generic_plans), 0)::int as generic, coalesce(sum(custom_plans), 0)::int as custom
            from pg_prepared_statements where statement like ${'with title_found as materialized%'}`,
        );
        return [kept?.generic ?? 0, kept?.custom ?? 0];
      };
      const [generic, custom] = await plans();
      for (const title of ['surveyor', 'surveyer', 'survey', 'surveyors', 'land', 'clerk', 'quantity'])
        await searchJobs(tx as unknown as Db, jobSearchQuery.parse({ job_title: title, city: 'Nakuru' }));
      expect(await plans()).toEqual([generic! + 7, custom]);
    });
  });
});
