import {
  APPLICANTS_SHOWN_FROM,
  type JobAlertQuery,
  postedAge,
  SALARY_PERIODS,
  type SalaryFacts,
  type SalaryPeriod,
  salaryParts,
} from '@kweli/shared';
import { formatNumber } from './date-time.ts';
import { labelText } from './labels.ts';
import { t } from './texts.ts';

/**
 * A job's facts in the reader's language (issue 25 item 1): its salary, when it was posted, how many
 * applied and how quickly its employer answers. The rules stay in the shared package (`salaryParts`,
 * `postedAge`, APPLICANTS_SHOWN_FROM), where the API words them in English for its pages and feeds;
 * job-facts.test.ts holds the English here to the shared wording.
 */

/** "KES 80,000 - 120,000 a month", "From KES 80,000 a month"; null when the job names no salary. */
export function salaryText(job: SalaryFacts): string | null {
  const pay = salaryParts(job);
  if (!pay) return null;
  const { currency } = pay;
  const amount =
    pay.kind === 'range'
      ? t('salary.range', { currency, min: formatNumber(pay.min), max: formatNumber(pay.max) })
      : pay.kind === 'amount'
        ? t('salary.amount', { currency, amount: formatNumber(pay.min) })
        : pay.kind === 'from'
          ? t('salary.from', { currency, amount: formatNumber(pay.min) })
          : t('salary.upTo', { currency, amount: formatNumber(pay.max) });
  if (!pay.period || !SALARY_PERIODS.includes(pay.period as SalaryPeriod)) return amount;
  return t(`salary.per.${pay.period}`, { pay: amount });
}

/** "Posted today", "Posted yesterday", "Posted 3 days ago" … "Posted 2 years ago". */
export function postedAgoText(publishedAt: string | null | undefined, now?: Date): string | null {
  const age = postedAge(publishedAt, now);
  if (!age) return null;
  if (age.unit === 'today') return t('posted.today');
  if (age.unit === 'yesterday') return t('posted.yesterday');
  return t(`posted.${age.unit}`, { count: age.count });
}

/** "12 applicants" from APPLICANTS_SHOWN_FROM on; under it an invitation, or nothing once expired. */
export function applicantsCountText(count: number, expired: boolean): string | null {
  if (count >= APPLICANTS_SHOWN_FROM) return t('applicants.count', { count, number: formatNumber(count) });
  return expired ? null : t('applicants.few');
}

/** "Usually reviews applications within a day" / "… within 3 days". */
export function responseTimeWords(days: number): string {
  return days <= 1 ? t('responseTime.day') : t('responseTime.days', { count: days });
}

/**
 * What a job alert searches for, as `describeAlertQuery` words it for the alert e-mails: "engineer ·
 * Nairobi · Full-time · KES 50,000+ a month".
 */
export function alertQueryText(query: JobAlertQuery): string {
  const parts = [
    query.job_title,
    query.city,
    query.county,
    query.country,
    labelText('locationType', query.location_type),
    labelText('workingPeriod', query.working_period),
    labelText('jobType', query.job_type),
    labelText('experienceLevel', query.experience_level),
    query.salary_min !== undefined
      ? t('alertQuery.salaryMin', { amount: formatNumber(query.salary_min) })
      : undefined,
  ];
  return parts.filter(Boolean).join(' · ');
}
