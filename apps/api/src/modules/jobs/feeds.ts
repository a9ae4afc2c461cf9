import {
  cutText,
  formatSalary,
  type JobCard,
  jobSearchQuery,
  label,
  PAGE_SIZE,
  publicJobPath,
} from '@kweli/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { type Executor, rows } from '../../db/connect.ts';
import { AnswerCache } from '../../platform/answer-cache.ts';
import type { AppContext } from '../../platform/context.ts';
import { fieldErrors, zodFieldErrors } from '../../platform/errors.ts';
import { publicCompaniesBetween, publicCompanyGroups } from '../employers/index.ts';
import { searchJobs } from './search.ts';

/**
 * Feeds for the rest of the web (issue 24 item 7; docs/product/rules.md "Feeds"): /sitemap.xml, an index of
 * sitemaps of at most SITEMAP_MAX addresses each (the site's public pages, every published job by id range,
 * and every company page (/companies/{id}) by id range, each with its lastmod); /robots.txt naming it; and /jobs/feed.xml, an RSS 2.0 feed of any job
 * search, with the query parameters of GET /jobs/search/.
 */
export const SITEMAP_MAX = 50_000;
/** The public pages a search engine may list (docs/product/foundation.md §2.1). */
export const SITEMAP_PAGES = [
  '/',
  '/browse-jobs',
  '/employer',
  '/about',
  '/faq',
  '/blog',
  '/guides',
  '/tips',
  '/help',
  '/contact',
  '/terms',
  '/privacy',
];
/** When the content pages last changed: they are part of the code, so a release moves this. */
const CONTENT_UPDATED = '2026-11-25';

const escapeXml = (text: string) =>
  text
    // biome-ignore lint/suspicious/noControlCharactersInRegex: XML 1.0 cannot carry these at all
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
    .replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const day = (at: Date | string) => new Date(at).toISOString().slice(0, 10);

/**
 * The latest of calendar days written YYYY-MM-DD, or `floor` when none is later. They are compared as
 * text, which is date order for that form; Math.max would read them as NaN.
 */
function latestDay(days: Iterable<string>, floor: string): string {
  let latest = floor;
  for (const d of days) if (d > latest) latest = d;
  return latest;
}

function sendXml(reply: FastifyReply, body: string, type = 'application/xml') {
  return reply
    .header('content-type', `${type}; charset=utf-8`)
    .header('cache-control', 'public, max-age=300')
    .send(body);
}

/**
 * How long the sitemap index and the jobs' sitemaps are kept, as long as a crawler may keep them
 * (max-age=300 above): each reads every published job's id range, or up to SITEMAP_MAX jobs (0.85 s at
 * 1,000,000 jobs, docs/performance.md), is the same for every caller, and anyone may ask for it. Off
 * where answers are not kept at all (`answerCacheSeconds` 0, as in the API tests).
 */
export const SITEMAP_KEPT_SECONDS = 300;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export async function registerFeeds(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const site = ctx.config.publicUrl;
  // A sitemap's body, or null for a jobs' sitemap with no published job (404). Callers asking while one is
  // made share it (AnswerCache), so a burst of requests reads the jobs once.
  const sitemaps = new AnswerCache<string | null>(
    ctx.config.answerCacheSeconds > 0 ? SITEMAP_KEPT_SECONDS : 0,
    64,
  );

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .send(
        [
          'User-agent: *',
          'Allow: /',
          'Disallow: /api/',
          'Disallow: /candidate-dashboard',
          'Disallow: /candidate-profile',
          'Disallow: /employer-dashboard',
          'Disallow: /employer-profile',
          'Disallow: /employer/',
          'Disallow: /apply/',
          'Disallow: /settings',
          'Disallow: /admin',
          'Disallow: /job-alerts/',
          '',
          `Sitemap: ${site}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    sendXml(reply, (await sitemaps.get('index', () => sitemapIndex())) ?? ''),
  );

  /** The sitemap index: one sitemap per id range of SITEMAP_MAX (ids are unique, so none holds more). */
  async function sitemapIndex(): Promise<string> {
    const ranges = await rows<{ part: number; lastmod: string }>(
      ctx.db,
      sql`select ((id - 1) / ${SITEMAP_MAX})::int + 1 as part, max(updated_at) as lastmod
          from jobs where status = 'published' group by 1 order by 1`,
    );
    const companies = [];
    for (const { group } of await publicCompanyGroups(ctx.db, SITEMAP_MAX)) {
      const pages = await companyPages(ctx.db, group);
      companies.push({
        loc: `${site}/sitemaps/companies-${group}.xml`,
        lastmod: latestDay(
          pages.map((c) => c.lastmod),
          '',
        ),
      });
    }
    const newest = latestDay(
      ranges.map((r) => day(r.lastmod)),
      CONTENT_UPDATED,
    );
    const entries = [
      { loc: `${site}/sitemaps/pages.xml`, lastmod: newest },
      ...ranges.map((r) => ({ loc: `${site}/sitemaps/jobs-${r.part}.xml`, lastmod: day(r.lastmod) })),
      ...companies,
    ];
    return `${XML_HEAD}<sitemapindex xmlns="${SITEMAP_NS}">\n${entries
      .map((e) => `  <sitemap><loc>${escapeXml(e.loc)}</loc><lastmod>${e.lastmod}</lastmod></sitemap>`)
      .join('\n')}\n</sitemapindex>\n`;
  }

  app.get('/sitemaps/pages.xml', { schema: { hide: true } }, async (_request, reply) => {
    const [latest] = await rows<{ at: string | null }>(
      ctx.db,
      sql`select max(published_at) as at from jobs where status = 'published'`,
    );
    const listings = latest?.at ? day(latest.at) : CONTENT_UPDATED;
    const urls = SITEMAP_PAGES.map((path) => ({
      loc: `${site}${path}`,
      lastmod: path === '/' || path === '/browse-jobs' ? listings : CONTENT_UPDATED,
    }));
    return sendXml(reply, urlset(urls));
  });

  app.get<{ Params: { part: string } }>(
    '/sitemaps/jobs-:part.xml',
    { schema: { hide: true } },
    async (request, reply) => {
      const part = /^\d{1,6}$/.test(request.params.part) ? Number(request.params.part) : 0;
      if (part < 1) return reply.code(404).send({ detail: 'Not found.' });
      const body = await sitemaps.get(`jobs-${part}`, async () => {
        const found = await rows<{ id: number; updated_at: string }>(
          ctx.db,
          sql`select id, updated_at from jobs where status = 'published'
              and id > ${(part - 1) * SITEMAP_MAX} and id <= ${part * SITEMAP_MAX} order by id`,
        );
        return found.length === 0
          ? null
          : urlset(found.map((j) => ({ loc: `${site}${publicJobPath(j.id)}`, lastmod: day(j.updated_at) })));
      });
      if (body === null) return reply.code(404).send({ detail: 'Not found.' });
      return sendXml(reply, body);
    },
  );

  app.get<{ Params: { part: string } }>(
    '/sitemaps/companies-:part.xml',
    { schema: { hide: true } },
    async (request, reply) => {
      const part = /^\d{1,6}$/.test(request.params.part) ? Number(request.params.part) : 0;
      const pages = part < 1 ? [] : await companyPages(ctx.db, part);
      if (pages.length === 0) return reply.code(404).send({ detail: 'Not found.' });
      return sendXml(
        reply,
        urlset(pages.map((c) => ({ loc: `${site}/companies/${c.id}`, lastmod: c.lastmod }))),
      );
    },
  );

  app.get('/jobs/feed.xml', { schema: { hide: true } }, async (request, reply) => {
    const raw = request.query as Record<string, unknown>;
    // A feed reads newest first unless the search asks for another order.
    const parsed = jobSearchQuery.safeParse({ sort: 'date', ...raw, page: raw.page ?? 1 });
    if (!parsed.success) throw fieldErrors(zodFieldErrors(parsed.error.issues));
    const query = parsed.data;
    const { results } = await searchJobs(ctx.db, query);
    const jobs = await withDescriptions(ctx.db, results.slice(0, PAGE_SIZE));
    const params = new URLSearchParams(
      Object.entries(raw).flatMap(([k, v]): [string, string][] =>
        typeof v === 'string' && k !== 'page' ? [[k, v]] : [],
      ),
    );
    const searchPage = `${site}/browse-jobs${params.size ? `?${params}` : ''}`;
    const feedUrl = `${site}/jobs/feed.xml${params.size ? `?${params}` : ''}`;
    const words = [query.job_title, query.city, query.country].filter(Boolean).join(', ');
    return sendXml(
      reply,
      rss(words ? `Kweli Jobs: ${words}` : 'Kweli Jobs: new jobs', searchPage, feedUrl, jobs),
      'application/rss+xml',
    );
  });
}

/**
 * The company pages of one sitemap file (company ids (part-1)×SITEMAP_MAX+1 … part×SITEMAP_MAX). A company
 * page changes with its profile and with its jobs: its lastmod is the later of the profile's last change
 * and its newest publication, one probe of jobs_employer_list_idx per company (5,000 companies: about
 * 17 ms; grouping every job by company range instead took seconds at 1,000,000 jobs).
 */
async function companyPages(db: Executor, part: number): Promise<{ id: number; lastmod: string }[]> {
  const found = await publicCompaniesBetween(db, (part - 1) * SITEMAP_MAX, part * SITEMAP_MAX);
  if (found.length === 0) return [];
  const newest = await rows<{ id: number; published: string | null }>(
    db,
    sql`select c.id, (select j.published_at from jobs j where j.employer_id = c.id and j.status = 'published'
                      order by j.published_at desc limit 1) as published
        from unnest(${`{${found.map((c) => c.id).join(',')}}`}::int[]) as c(id)`,
  );
  const publishedOf = new Map(newest.map((r) => [Number(r.id), r.published ? day(r.published) : '']));
  return found.map((c) => ({
    id: c.id,
    lastmod: [day(c.updatedAt), publishedOf.get(c.id) ?? ''].sort().at(-1)!,
  }));
}

function urlset(urls: { loc: string; lastmod: string }[]): string {
  return `${XML_HEAD}<urlset xmlns="${SITEMAP_NS}">\n${urls
    .map((u) => `  <url><loc>${escapeXml(u.loc)}</loc><lastmod>${u.lastmod}</lastmod></url>`)
    .join('\n')}\n</urlset>\n`;
}

type FeedJob = JobCard & { description: string };

/**
 * The search's cards with their descriptions, which a feed item cuts at 300 characters: search answers
 * carry only the start a card shows (decision 118), so the page's descriptions are read apart.
 */
async function withDescriptions(db: Executor, cards: JobCard[]): Promise<FeedJob[]> {
  if (cards.length === 0) return [];
  const found = await rows<{ id: number; description: string }>(
    db,
    sql`select id, description from jobs
        where id in (${sql.join(
          cards.map((card) => sql`${card.id}`),
          sql`, `,
        )})`,
  );
  const descriptions = new Map(found.map((row) => [Number(row.id), row.description]));
  return cards.map((card) => ({ ...card, description: descriptions.get(card.id) ?? '' }));
}

function rss(title: string, link: string, self: string, jobs: FeedJob[]): string {
  const site = new URL(link).origin;
  const items = jobs.map((job) => {
    const url = `${site}${publicJobPath(job.id)}`;
    const facts = [
      [job.city, job.country].filter(Boolean).join(', '),
      label(job.job_type),
      label(job.working_period),
      formatSalary(job),
    ]
      .filter(Boolean)
      .join(' · ');
    return [
      '    <item>',
      `      <title>${escapeXml(job.company_name ? `${job.job_title} at ${job.company_name}` : job.job_title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      job.published_at ? `      <pubDate>${new Date(job.published_at).toUTCString()}</pubDate>` : '',
      `      <description>${escapeXml(cutText([facts, job.description].filter(Boolean).join('. '), 300))}</description>`,
      '    </item>',
    ]
      .filter(Boolean)
      .join('\n');
  });
  return `${XML_HEAD}<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(title)}</title>
    <link>${escapeXml(link)}</link>
    <atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml" />
    <description>${escapeXml(`${title} on Kweli Jobs, newest first`)}</description>
    <language>en</language>
${items.join('\n')}
  </channel>
</rss>
`;
}
