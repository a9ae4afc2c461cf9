import {
  ALERT_FREQUENCY_LABELS,
  ALERT_UNCONFIRMED_DAYS,
  type AlertFrequency,
  describeAlertQuery,
  formatSalary,
  type JobAlertQuery,
  type PublicJob,
  publicJobPath,
} from '@kweli/shared';
import { escapeHtml } from '../../platform/html.ts';
import type { Mail } from '../../platform/mailer.ts';
import { compose } from '../auth/index.ts';

/**
 * The e-mails of job alerts (issue 24 items 3 and 4): the confirmation of a visitor's alert, and the alert
 * itself, listing up to ten new jobs (title, company, place, salary) with a link to the whole search and
 * the signed one-click unsubscribe of RFC 8058 in its headers and its footer.
 */
const PRODUCT = 'Kweli Jobs';
export const ALERT_JOBS_MAX = 10;

export function confirmationEmail(
  to: string,
  query: JobAlertQuery,
  frequency: AlertFrequency,
  link: string,
): Mail {
  return compose(
    to,
    `Confirm your job alert on ${PRODUCT}`,
    'Hello,',
    [
      `You asked ${PRODUCT} to e-mail you new jobs for: ${describeAlertQuery(query)} (${ALERT_FREQUENCY_LABELS[frequency].toLowerCase()}).`,
      'Open this link to start the alert:',
    ],
    'Start my job alert',
    link,
    [
      `The link works for ${ALERT_UNCONFIRMED_DAYS} days. If you did not ask for this, ignore this message: nothing will be sent to you, and the address is deleted after that.`,
    ],
  );
}

/** The address of the whole search on the browse-jobs page. */
export function searchAddress(publicUrl: string, query: JobAlertQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return `${publicUrl}/browse-jobs?${params}`;
}

const jobLine = (job: PublicJob) =>
  [job.job_title, job.company_name, [job.city, job.country].filter(Boolean).join(', '), formatSalary(job)]
    .filter(Boolean)
    .join(' · ');

export function alertEmail(
  to: string,
  query: JobAlertQuery,
  jobs: PublicJob[],
  links: { publicUrl: string; search: string; unsubscribePage: string; oneClick: string },
): Mail {
  const about = describeAlertQuery(query);
  const subject =
    jobs.length === 1
      ? `New job for your alert: ${[jobs[0]!.job_title, jobs[0]!.company_name].filter(Boolean).join(' at ')}`
      : `${jobs.length} new jobs for your alert: ${about}`;
  const jobLink = (job: PublicJob) => `${links.publicUrl}${publicJobPath(job.id)}`;
  const text = [
    'Hello,',
    '',
    `New jobs for your job alert "${about}":`,
    '',
    ...jobs.flatMap((job) => [jobLine(job), jobLink(job), '']),
    `See every job of this search: ${links.search}`,
    '',
    `You receive this because of your job alert on ${PRODUCT}. To stop it: ${links.unsubscribePage}`,
    '',
    `— ${PRODUCT}`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1b1f1d;line-height:1.5">
<p>Hello,</p>
<p>New jobs for your job alert “${escapeHtml(about)}”:</p>
<ul style="padding-left:18px">
${jobs.map((job) => `<li style="margin-bottom:10px"><a href="${escapeHtml(jobLink(job))}" style="color:#0b6e4f;font-weight:bold">${escapeHtml(job.job_title)}</a><br>${escapeHtml([job.company_name, [job.city, job.country].filter(Boolean).join(', '), formatSalary(job)].filter(Boolean).join(' · '))}</li>`).join('\n')}
</ul>
<p><a href="${escapeHtml(links.search)}" style="display:inline-block;background:#0b6e4f;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">See every job of this search</a></p>
<p style="font-size:13px;color:#4d5752">You receive this because of your job alert on ${PRODUCT}. <a href="${escapeHtml(links.unsubscribePage)}">Stop this job alert</a></p>
<p>— ${PRODUCT}</p></body></html>`;
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
