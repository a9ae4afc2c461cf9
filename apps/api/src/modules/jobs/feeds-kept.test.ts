import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { SITEMAP_MAX } from './feeds.ts';
import { addJob, daysAgo } from './test-jobs.ts';

/** The sitemaps kept in memory where answers are kept (SITEMAP_KEPT_SECONDS): the same for every caller. */
let t: TestApp;
let employer: TestUser;
const get = (url: string) => t.app.inject({ method: 'GET', url });

beforeAll(async () => {
  t = await createTestApp({ ANSWER_CACHE_SECONDS: '60' });
  employer = await createUser(t, 'employer');
  await addJob(t, { employerId: employer.id, jobTitle: 'Registered Nurse', publishedAt: daysAgo(1) });
});
afterAll(async () => t.close());

describe('sitemaps kept for crawlers', () => {
  it('When the sitemaps are read again within five minutes, then the kept files answer without reading the jobs again', async () => {
    const index = await get('/sitemap.xml');
    const jobs = await get('/sitemaps/jobs-1.xml');
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('/sitemaps/jobs-1.xml');
    expect(index.body).not.toContain('/sitemaps/jobs-2.xml');
    expect((await get('/sitemaps/jobs-2.xml')).statusCode).toBe(404);

    // Jobs published meanwhile, in the first id range and in a second one.
    const nurse = await addJob(t, {
      employerId: employer.id,
      jobTitle: 'Night Nurse',
      publishedAt: daysAgo(0),
    });
    await t.db.execute(sql`insert into jobs (id, employer_id, job_title, status, published_at, updated_at)
      overriding system value values (${SITEMAP_MAX + 3}, ${employer.id}, 'Driver', 'published', now(), now())`);

    const indexAgain = await get('/sitemap.xml');
    expect(indexAgain.statusCode).toBe(200);
    expect(indexAgain.headers['cache-control']).toBe('public, max-age=300');
    expect(indexAgain.body).toBe(index.body);
    expect((await get('/sitemaps/jobs-1.xml')).body).toBe(jobs.body);
    expect(jobs.body).not.toContain(`/${nurse.id}/`);
    expect((await get('/sitemaps/jobs-2.xml')).statusCode).toBe(404);
    // A file never read before is read now.
    expect((await get('/sitemaps/jobs-x.xml')).statusCode).toBe(404);
  });
});
