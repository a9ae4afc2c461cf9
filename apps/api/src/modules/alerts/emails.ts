import {
  ALERT_UNCONFIRMED_DAYS,
  type AlertFrequency,
  DEFAULT_SALARY_CURRENCY,
  type JobAlertQuery,
  KENYA,
  type PublicJob,
  publicJobPath,
  type SalaryFacts,
} from '@kweli/shared';
import { escapeHtml } from '../../platform/html.ts';
import type { Mail } from '../../platform/mailer.ts';
import { defineServerTexts, type Language, type Texts } from '../../platform/texts.ts';
import { compose, helloLine, signOff } from '../auth/index.ts';
import en from './locales/en.json';
import sw from './locales/sw.json';

/**
 * The e-mails of job alerts (issue 24 items 3 and 4): the confirmation of a visitor's alert, and the alert
 * itself, listing up to ten new jobs (title, company, place, salary) with a link to the whole search and
 * the signed one-click unsubscribe of RFC 8058 in its headers and its footer. Each is written in its
 * reader's language (issue 25 item 1): a candidate's account's, or the one a visitor subscribed in.
 */
export const alertTexts = defineServerTexts('alerts', en, sw);
type T = Texts<typeof en>;
export const ALERT_JOBS_MAX = 10;

const LABELLED = new Set(Object.keys(en.query.labels));
const labelIn = (t: T, value: string | undefined) =>
  value && LABELLED.has(value) ? t(`query.labels.${value as keyof typeof en.query.labels}`) : (value ?? '');

/** How an alert's search reads: "nurse · Nairobi · Senior level · KES 100,000+ a month". */
export function describeQuery(t: T, query: JobAlertQuery): string {
  const level = query.experience_level as keyof typeof en.query.experience | undefined;
  const parts = [
    query.job_title,
    query.city,
    query.county,
    query.country,
    labelIn(t, query.location_type),
    labelIn(t, query.working_period),
    labelIn(t, query.job_type),
    level && level in en.query.experience ? t(`query.experience.${level}`) : level,
    query.salary_min !== undefined
      ? t('query.salaryFrom', { amount: t.number(query.salary_min) })
      : undefined,
  ];
  return parts.filter(Boolean).join(' · ');
}

/** A job's pay: "KES 80,000 - 120,000 a month", "From KES 80,000 a month"; null when it names none. */
export function salaryText(t: T, job: SalaryFacts): string | null {
  const { salary_min: min, salary_max: max } = job;
  if (min == null && max == null) return null;
  const currency = job.salary_currency || DEFAULT_SALARY_CURRENCY;
  const pay =
    min != null && max != null
      ? min === max
        ? t('salary.exactly', { currency, amount: t.number(min) })
        : t('salary.range', { currency, min: t.number(min), max: t.number(max) })
      : min != null
        ? t('salary.from', { currency, amount: t.number(min) })
        : t('salary.upTo', { currency, amount: t.number(max!) });
  const period = job.salary_period as keyof typeof en.salary.periods | null | undefined;
  return period && period in en.salary.periods
    ? t('salary.per', { pay, period: t(`salary.periods.${period}`) })
    : pay;
}

/**
 * Where a job is (issue 25 item 4): a Kenyan job by its county, after its town when it names one
 * ("Westlands, Nairobi City County"); elsewhere the town and the country.
 */
export function placeText(
  t: T,
  job: Pick<PublicJob, 'city' | 'country'> & { county?: string | undefined },
): string {
  if (job.country === KENYA && job.county)
    return [job.city, t('alert.county', { county: job.county })].filter(Boolean).join(', ');
  return [job.city, job.country].filter(Boolean).join(', ');
}

export function confirmationEmail(
  to: string,
  query: JobAlertQuery,
  frequency: AlertFrequency,
  link: string,
  language: Language = 'en',
): Mail {
  const t = alertTexts(language);
  return compose(
    to,
    t('confirm.subject'),
    helloLine(language),
    [
      t('confirm.asked', { about: describeQuery(t, query), frequency: t(`frequencies.${frequency}`) }),
      t('confirm.open'),
    ],
    t('confirm.action'),
    link,
    [t('confirm.linkWorks', { count: ALERT_UNCONFIRMED_DAYS })],
    language,
  );
}

/** The address of the whole search on the browse-jobs page. */
export function searchAddress(publicUrl: string, query: JobAlertQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return `${publicUrl}/browse-jobs?${params}`;
}

/** "Safaricom · Westlands, Nairobi City County · KES 80,000 a month": a job's line under its title. */
const jobFacts = (t: T, job: PublicJob) =>
  [job.company_name, placeText(t, job), salaryText(t, job)].filter(Boolean).join(' · ');

export function alertEmail(
  to: string,
  query: JobAlertQuery,
  jobs: PublicJob[],
  links: { publicUrl: string; search: string; unsubscribePage: string; oneClick: string },
  language: Language = 'en',
): Mail {
  const t = alertTexts(language);
  const about = describeQuery(t, query);
  const first = jobs[0]!;
  const subject =
    jobs.length === 1
      ? t('alert.subjectOne', {
          job: first.company_name
            ? t('alert.jobAtCompany', { title: first.job_title, company: first.company_name })
            : first.job_title,
        })
      : t('alert.subjectMany', { count: jobs.length, about });
  const jobLink = (job: PublicJob) => `${links.publicUrl}${publicJobPath(job.id)}`;
  const hello = helloLine(language);
  const closing = signOff(language);
  const text = [
    hello,
    '',
    t('alert.introText', { about }),
    '',
    ...jobs.flatMap((job) => [
      [job.job_title, jobFacts(t, job)].filter(Boolean).join(' · '),
      jobLink(job),
      '',
    ]),
    t('alert.seeAllLink', { link: links.search }),
    '',
    t('alert.whyText', { link: links.unsubscribePage }),
    '',
    ...closing,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1b1f1d;line-height:1.5">
<p>${escapeHtml(hello)}</p>
<p>${escapeHtml(t('alert.introHtml', { about }))}</p>
<ul style="padding-left:18px">
${jobs.map((job) => `<li style="margin-bottom:10px"><a href="${escapeHtml(jobLink(job))}" style="color:#0b6e4f;font-weight:bold">${escapeHtml(job.job_title)}</a><br>${escapeHtml(jobFacts(t, job))}</li>`).join('\n')}
</ul>
<p><a href="${escapeHtml(links.search)}" style="display:inline-block;background:#0b6e4f;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(t('alert.seeAll'))}</a></p>
<p style="font-size:13px;color:#4d5752">${escapeHtml(t('alert.whyHtml'))} <a href="${escapeHtml(links.unsubscribePage)}">${escapeHtml(t('alert.stop'))}</a></p>
<p>${closing.map(escapeHtml).join('<br>')}</p></body></html>`;
  return {
    to,
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
