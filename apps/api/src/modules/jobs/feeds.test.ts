import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { updateEmployerProfile } from '../employers/test-employers.ts';
import { SITEMAP_MAX, SITEMAP_PAGES } from './feeds.ts';
import { addJob, daysAgo } from './test-jobs.ts';

/** The sitemap, robots.txt and the RSS feed of a search (issue 24 item 7). */
let t: TestApp;
const ids: Record<string, number> = {};
let employer: TestUser;
const get = (url: string) => t.app.inject({ method: 'GET', url });

beforeAll(async () => {
  t = await createTestApp();
  employer = await createUser(t, 'employer');
  await updateEmployerProfile(t, employer.id, {
    companyName: 'Afya & Sons',
    updatedAt: new Date('2026-09-01T10:00:00Z'),
  });
  ids.nurse = (
    await addJob(t, {
      employerId: employer.id,
      jobTitle: 'Registered Nurse',
      companyName: 'Afya & Sons <Hospital>',
      salaryMin: 60_000,
      salaryPeriod: 'month',
      publishedAt: daysAgo(2),
    })
  ).id;
  ids.driver = (
    await addJob(t, { employerId: employer.id, jobTitle: 'Truck Driver', publishedAt: daysAgo(1) })
  ).id;
  ids.draft = (
    await addJob(t, { employerId: employer.id, jobTitle: 'Draft Nurse', status: 'draft', publishedAt: null })
  ).id;
  // A job past the first sitemap's id range: the jobs are split by id, SITEMAP_MAX to a file.
  await t.db.execute(sql`insert into jobs (id, employer_id, job_title, status, published_at, updated_at)
    overriding system value values (${SITEMAP_MAX + 7}, ${employer.id}, 'Night Nurse', 'published', now(), '2026-10-01T10:00:00Z')`);
});
afterAll(async () => t.close());

describe('feeds for the rest of the web', () => {
  it('When robots.txt is read, then it names the sitemap and keeps crawlers out of the API and dashboards', async () => {
    const res = await get('/robots.txt');
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Disallow: /candidate-dashboard');
  });

  it('When the sitemap is read, then it lists the pages, one file per 50,000 job ids and the company pages, each with its lastmod', async () => {
    const index = await get('/sitemap.xml');
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = [...index.body.matchAll(/<loc>([^<]+)<\/loc><lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod>/g)];
    expect(files.map((m) => m[1])).toEqual([
      'http://localhost:3000/sitemaps/pages.xml',
      'http://localhost:3000/sitemaps/jobs-1.xml',
      'http://localhost:3000/sitemaps/jobs-2.xml',
      'http://localhost:3000/sitemaps/companies-1.xml',
    ]);
    const pages = (await get('/sitemaps/pages.xml')).body;
    for (const path of SITEMAP_PAGES) expect(pages).toContain(`<loc>http://localhost:3000${path}</loc>`);
    const first = (await get('/sitemaps/jobs-1.xml')).body;
    expect(first).toContain(`<loc>http://localhost:3000/public/jobs/${ids.nurse}/details</loc>`);
    expect(first).toContain(`<loc>http://localhost:3000/public/jobs/${ids.driver}/details</loc>`);
    expect(first).not.toContain(`/public/jobs/${ids.draft}/details`);
    expect(first.match(/<url>/g)).toHaveLength(2);
    const second = (await get('/sitemaps/jobs-2.xml')).body;
    expect(second).toContain(
      `<url><loc>http://localhost:3000/public/jobs/${SITEMAP_MAX + 7}/details</loc><lastmod>2026-10-01</lastmod></url>`,
    );
    expect((await get('/sitemaps/jobs-3.xml')).statusCode).toBe(404);
    expect((await get('/sitemaps/jobs-x.xml')).statusCode).toBe(404);
  });

  it('When the sitemap is read, then it lists every company page with its lastmod, and not those without a public page', async () => {
    // A company whose profile changed after its newest job, one without a company name (no public page),
    // and one whose account is closed.
    const quiet = await createUser(t, 'employer');
    await updateEmployerProfile(t, quiet.id, {
      companyName: 'Quiet Ltd',
      updatedAt: new Date('2026-11-20T08:00:00Z'),
    });
    const nameless = await createUser(t, 'employer');
    const closed = await createUser(t, 'employer');
    await updateEmployerProfile(t, closed.id, { companyName: 'Gone Ltd' });
    await t.db.execute(sql`update users set is_active = false where id = ${closed.id}`);
    const index = (await get('/sitemap.xml')).body;
    const entry =
      /<loc>http:\/\/localhost:3000\/sitemaps\/companies-1\.xml<\/loc><lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod>/.exec(
        index,
      );
    // The file's lastmod is its newest change: the Night Nurse published today (employer's newest job).
    expect(entry?.[1]).toBe(new Date().toISOString().slice(0, 10));
    const res = await get('/sitemaps/companies-1.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const listed = [...res.body.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g)].map(
      (m) => [m[1], m[2]],
    );
    expect(listed).toEqual([
      // The newest publication (today) is later than the profile's change.
      [`http://localhost:3000/companies/${employer.id}`, new Date().toISOString().slice(0, 10)],
      // No jobs: the profile's last change.
      [`http://localhost:3000/companies/${quiet.id}`, '2026-11-20'],
    ]);
    expect(res.body).not.toContain(`/companies/${nameless.id}<`);
    expect(res.body).not.toContain(`/companies/${closed.id}<`);
    expect((await get('/sitemaps/companies-2.xml')).statusCode).toBe(404);
    expect((await get('/sitemaps/companies-x.xml')).statusCode).toBe(404);
    // The company page the sitemap names is there.
    expect((await get(`/companies/${quiet.id}`)).statusCode).toBe(200);
  });

  it('When the feed of a search is read, then it is RSS of that search, newest first, escaped', async () => {
    const res = await get('/jobs/feed.xml?job_title=nurse');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/rss\+xml/);
    expect(res.body).toContain('<rss version="2.0"');
    expect(res.body).toContain('<title>Kweli Jobs: nurse</title>');
    expect(res.body).toContain('<link>http://localhost:3000/browse-jobs?job_title=nurse</link>');
    const titles = [...res.body.matchAll(/<item>\s*<title>([^<]+)<\/title>/g)].map((m) => m[1]);
    expect(titles).toEqual(['Night Nurse', 'Registered Nurse at Afya &#38; Sons &#60;Hospital&#62;']);
    expect(res.body).toContain('KES 60,000 a month');
    expect(res.body).toMatch(/<pubDate>\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT<\/pubDate>/);
    const all = await get('/jobs/feed.xml');
    expect([...all.body.matchAll(/<item>/g)]).toHaveLength(3);
    const bad = await get('/jobs/feed.xml?salary_min=lots');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('salary_min');
  });
});
