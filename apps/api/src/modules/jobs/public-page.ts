import {
  API_PATHS,
  apiAddress,
  cutText,
  experienceLabel,
  formatSalary,
  label,
  type PublicJob,
  publicJobPath,
  VERIFIED_EMPLOYER,
} from '@kweli/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { escapeHtml, jsonForHtml } from '../../platform/html.ts';
import { sendHtml } from '../../platform/web/send-html.ts';
import {
  appShellGeneration,
  prefetchedAnswersTag,
  renderAppShell,
  SCREEN_SOURCES,
} from '../../platform/web/shell.ts';
import { findPublicJob, isClosedJob } from './public.ts';

/**
 * The public job page's HTML (docs/product/rules.md "Jobs and search"): the web app's shell with the job's
 * title, description, Open Graph tags and schema.org JobPosting JSON-LD in its head, so that WhatsApp,
 * LinkedIn and X previews and search engines see the job without running JavaScript. Every value is
 * escaped: attribute text as HTML entities, the JSON-LD so that no "</script>" can end its block.
 * For the web app, the page also preloads the job screen's code and carries the job as the API answers
 * it, so the screen shows at once, without a loading state that the job then pushes down
 * (docs/decisions/016-web-budgets.md, "First screen").
 */
const SITE_NAME = 'Kweli Jobs';
const DESCRIPTION_LENGTH = 200;

/** schema.org employmentType values for our working periods and job types. */
const EMPLOYMENT_TYPE: Record<string, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contractual: 'CONTRACTOR',
  internship: 'INTERN',
  voluntary: 'VOLUNTEER',
};

/**
 * schema.org baseSalary (issue 24): a MonetaryAmount in the job's currency per its period, a range or the
 * one amount it names.
 */
function baseSalary(job: PublicJob): Record<string, unknown> | undefined {
  const { salary_min: min, salary_max: max } = job;
  if ((min === null && max === null) || !job.salary_period) return undefined;
  const amount =
    min !== null && max !== null && min !== max
      ? { minValue: min, maxValue: max }
      : { value: (min ?? max) as number };
  return {
    '@type': 'MonetaryAmount',
    currency: job.salary_currency,
    value: { '@type': 'QuantitativeValue', ...amount, unitText: job.salary_period.toUpperCase() },
  };
}

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
    hiringOrganization: {
      '@type': 'Organization',
      name: job.company_name || SITE_NAME,
      // Issue 22 item 2: the admins checked the company's KRA PIN and registration papers.
      ...(job.employer_verified
        ? {
            hasCredential: {
              '@type': 'EducationalOccupationalCredential',
              name: VERIFIED_EMPLOYER.badge,
              description: VERIFIED_EMPLOYER.explanation,
              recognizedBy: { '@type': 'Organization', name: SITE_NAME },
            },
          }
        : {}),
    },
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
    ...(baseSalary(job) ? { baseSalary: baseSalary(job) } : {}),
    ...(job.experience_level ? { experienceRequirements: experienceLabel(job.experience_level) } : {}),
    url,
  };
}

/** The head tags of a job's page. */
export function jobPageHead(job: PublicJob, publicUrl: string): string {
  const url = `${publicUrl}${publicJobPath(job.id)}`;
  const title = job.company_name ? `${job.job_title} at ${job.company_name}` : job.job_title;
  const place = [job.city, job.country].filter(Boolean).join(', ');
  const facts = [
    job.employer_verified ? VERIFIED_EMPLOYER.badge : '',
    place,
    label(job.job_type),
    label(job.working_period),
    formatSalary(job),
  ]
    .filter(Boolean)
    .join(' · ');
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

/** The address the web app reads a job from; the page carries its answer. */
export const publicJobAnswerPath = (jobId: string) => apiAddress(API_PATHS.publicJob(jobId));

/**
 * A job's page: the shell with the job's head tags in place of its default title and description, and
 * the job as the API answers it, under the address the web app asks for it (`jobId` as written in the
 * page's address, which is what the app puts in its call).
 */
export function renderJobPageHtml(job: PublicJob, jobId: string, publicUrl: string): string {
  const [before, middle, after] = jobPageTemplate();
  const data = prefetchedAnswersTag({ [publicJobAnswerPath(jobId)]: job });
  return before + jobPageHead(job, publicUrl) + middle + data + after;
}

/**
 * The shell without its title and description, cut where a job's head tags and its data go; cut again
 * only when the shell changes (appShellGeneration), not on every page.
 */
let template: { generation: number; parts: [string, string, string] } | undefined;
function jobPageTemplate(): [string, string, string] {
  if (template?.generation !== appShellGeneration()) {
    const headMark = '<!--job-head-->';
    const dataMark = '<!--job-data-->';
    const shell = renderAppShell({
      headTags: headMark,
      screen: SCREEN_SOURCES.publicJob,
      preloads: dataMark,
    });
    const [before = '', rest = ''] = shell
      .replace(/<title>[\s\S]*?<\/title>/g, '')
      .replace(/<meta name="description"[^>]*>/g, '')
      .split(headMark);
    const [middle = '', after = ''] = rest.split(dataMark);
    // Read after rendering: the render may have read the build and moved the generation on.
    template = { generation: appShellGeneration(), parts: [before, middle, after] };
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
      if (job)
        return sendHtml(request, reply, renderJobPageHtml(job, request.params.jobId, ctx.config.publicUrl));
      // An unknown job or a draft: the app shows its own message; crawlers learn it is not there, or,
      // for a job closed while it had applicants, that it is gone for good (410).
      const status = id > 0 && (await isClosedJob(ctx.db, id)) ? 410 : 404;
      return sendHtml(request, reply, renderAppShell({ screen: SCREEN_SOURCES.publicJob }), status);
    },
  );
}
