import { cutText, label, type PublicJob, publicJobPath } from '@kweli/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { jsonForHtml, renderAppShell } from '../../platform/web.ts';
import { findPublicJob } from './public.ts';

/**
 * The public job page's HTML (DECISIONS "Jobs and search"): the web app's shell with the job's title,
 * description, Open Graph tags and schema.org JobPosting JSON-LD in its head, so that WhatsApp,
 * LinkedIn and X previews and search engines see the job without running JavaScript. Every value is
 * escaped: attribute text as HTML entities, the JSON-LD so that no "</script>" can end its block.
 */
const SITE_NAME = 'Kweli Jobs';
const DESCRIPTION_LENGTH = 200;

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** schema.org employmentType values for our working periods and job types. */
const EMPLOYMENT_TYPE: Record<string, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contractual: 'CONTRACTOR',
  internship: 'INTERN',
  voluntary: 'VOLUNTEER',
};

export function jobPostingJsonLd(job: PublicJob, url: string): Record<string, unknown> {
  const employmentType = [job.working_period, job.job_type]
    .map((v) => (v ? EMPLOYMENT_TYPE[v] : undefined))
    .filter((v): v is string => Boolean(v));
  const address = {
    '@type': 'PostalAddress',
    ...(job.city ? { addressLocality: job.city } : {}),
    ...(job.country ? { addressCountry: job.country } : {}),
  };
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.job_title,
    description: job.description || job.job_title,
    identifier: { '@type': 'PropertyValue', name: job.company_name || SITE_NAME, value: String(job.id) },
    datePosted: job.published_at ?? undefined,
    // The due date is the last day applications are taken, to its end in Nairobi time.
    ...(job.due_date ? { validThrough: `${job.due_date}T23:59:59+03:00` } : {}),
    ...(employmentType.length ? { employmentType } : {}),
    hiringOrganization: { '@type': 'Organization', name: job.company_name || SITE_NAME },
    jobLocation: { '@type': 'Place', address },
    ...(job.location_type === 'remote'
      ? {
          jobLocationType: 'TELECOMMUTE',
          ...(job.country
            ? { applicantLocationRequirements: { '@type': 'Country', name: job.country } }
            : {}),
        }
      : {}),
    ...(job.industry ? { industry: job.industry } : {}),
    url,
  };
}

/** The head tags of a job's page. */
export function jobPageHead(job: PublicJob, publicUrl: string): string {
  const url = `${publicUrl}${publicJobPath(job.id)}`;
  const title = job.company_name ? `${job.job_title} at ${job.company_name}` : job.job_title;
  const place = [job.city, job.country].filter(Boolean).join(', ');
  const facts = [place, label(job.job_type), label(job.working_period)].filter(Boolean).join(' · ');
  const description = cutText([facts, job.description].filter(Boolean).join('. '), DESCRIPTION_LENGTH);
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  return [
    `<title>${escapeHtml(`${title} | ${SITE_NAME}`)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    `<script type="application/ld+json">${jsonForHtml(jobPostingJsonLd(job, url))}</script>`,
  ].join('\n    ');
}

/** The shell with the given head tags in place of its default title and description. */
export function renderJobPageHtml(headTags: string): string {
  const [before, after] = jobPageTemplate();
  return before + headTags + after;
}

/** The shell without its title and description, cut where a job's head tags go; made once per shell. */
let template: { shell: string; parts: [string, string] } | undefined;
function jobPageTemplate(): [string, string] {
  const mark = '<!--job-head-->';
  const shell = renderAppShell(mark);
  if (template?.shell !== shell) {
    const [before = '', after = ''] = shell
      .replace(/<title>[\s\S]*?<\/title>/g, '')
      .replace(/<meta name="description"[^>]*>/g, '')
      .split(mark);
    template = { shell, parts: [before, after] };
  }
  return template.parts;
}

export async function registerPublicJobPage(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // A web page, not an API call: kept out of the OpenAPI document.
  app.get<{ Params: { jobId: string } }>(
    '/public/jobs/:jobId/details',
    { schema: { hide: true } },
    async (request, reply) => {
      const id = /^\d{1,9}$/.test(request.params.jobId) ? Number(request.params.jobId) : 0;
      const job = id > 0 ? await findPublicJob(ctx.db, id) : null;
      // An unknown job or a draft: the app shows its own message; crawlers learn it is not there.
      const html = job ? renderJobPageHtml(jobPageHead(job, ctx.config.publicUrl)) : renderAppShell();
      return reply
        .status(job ? 200 : 404)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(html);
    },
  );
}
