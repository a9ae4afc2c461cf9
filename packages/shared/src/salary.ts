/**
 * Salary and experience level of a job (issue 24, items 1 and 2; docs/product/employer.md §3,
 * docs/decisions/070-salary-and-experience.md): the allowed values, how a salary reads on a card and a job
 * page, and how any salary becomes a monthly amount in Kenya shillings for search's `salary_min` and
 * `sort=salary`. Kept apart from the zod schemas so that a job card does not download zod
 * (docs/decisions/016-web-budgets.md).
 */
export const EXPERIENCE_LEVELS = ['entry', 'mid', 'senior'] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

export const SALARY_CURRENCIES = [
  'KES',
  'USD',
  'EUR',
  'GBP',
  'UGX',
  'TZS',
  'RWF',
  'NGN',
  'ZAR',
  'ETB',
] as const;
export type SalaryCurrency = (typeof SALARY_CURRENCIES)[number];
export const DEFAULT_SALARY_CURRENCY: SalaryCurrency = 'KES';

export const SALARY_PERIODS = ['hour', 'day', 'month', 'year'] as const;
export type SalaryPeriod = (typeof SALARY_PERIODS)[number];

/** The largest salary amount a job may name. */
export const SALARY_MAX = 1_000_000_000;

/**
 * The salary minimums the browse page offers, monthly in Kenya shillings. Search's words index holds
 * which of them a job's monthly pay reaches (`job_pay_bands`, migration 0178_job_search_pay_bands.sql; a
 * test holds the two lists together), so changing them is a migration too.
 */
export const PAY_BANDS = [25_000, 50_000, 100_000, 200_000, 400_000] as const;

/**
 * A period's pay times this is a month's: 8 hours a day, 22 working days a month (a five-day week), a
 * twelfth of a year. The same factors are in the SQL function `job_monthly_pay_kes` (migration
 * 0050_job_salary.sql); a test holds the two together.
 */
export const MONTHLY_FACTORS: Record<SalaryPeriod, number> = {
  hour: 8 * 22,
  day: 22,
  month: 1,
  year: 1 / 12,
};

/**
 * Kenya shillings per unit of each currency: reference rates (November 2026, rounded), used only to
 * compare and order pay across currencies in search. A job always shows its own currency. Changing a
 * rate is a migration that redefines `job_monthly_pay_kes` (decision 070).
 */
export const KES_PER_UNIT: Record<SalaryCurrency, number> = {
  KES: 1,
  USD: 129,
  EUR: 150,
  GBP: 170,
  UGX: 0.035,
  TZS: 0.053,
  RWF: 0.09,
  NGN: 0.085,
  ZAR: 7.3,
  ETB: 1,
};

/** A pay per period as a month's pay in Kenya shillings, rounded to the shilling. */
export function monthlyPayKes(amount: number, currency: SalaryCurrency, period: SalaryPeriod): number {
  return Math.round(amount * MONTHLY_FACTORS[period] * KES_PER_UNIT[currency]);
}

const PERIOD_WORDS: Record<SalaryPeriod, string> = {
  hour: 'an hour',
  day: 'a day',
  month: 'a month',
  year: 'a year',
};

export const EXPERIENCE_LABELS: Record<ExperienceLevel, string> = {
  entry: 'Entry level',
  mid: 'Mid level',
  senior: 'Senior level',
};

/** 80000 as "80,000": the grouping of the product's texts, without building an Intl formatter. */
export const groupDigits = (n: number): string => String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export interface SalaryFacts {
  salary_min?: number | null;
  salary_max?: number | null;
  salary_currency?: string | null;
  salary_period?: string | null;
}

/**
 * How a job's salary reads (issue 24): "KES 80,000 - 120,000 a month"; one amount alone reads
 * "KES 80,000 a month" (both equal), "From KES 80,000 a month" or "Up to KES 120,000 a month". Null when
 * the job names no salary.
 */
export function formatSalary(job: SalaryFacts): string | null {
  const pay = salaryParts(job);
  if (!pay) return null;
  const period = pay.period ? ` ${PERIOD_WORDS[pay.period] ?? ''}` : '';
  if (pay.kind === 'amount') return `${pay.currency} ${groupDigits(pay.min)}${period}`;
  if (pay.kind === 'range')
    return `${pay.currency} ${groupDigits(pay.min)} - ${groupDigits(pay.max)}${period}`;
  if (pay.kind === 'from') return `From ${pay.currency} ${groupDigits(pay.min)}${period}`;
  return `Up to ${pay.currency} ${groupDigits(pay.max)}${period}`;
}

/**
 * What `formatSalary` says, before it is worded: one amount, a range, "from" or "up to", the currency and
 * the period. The web app words it in the reader's language; the API's pages and feeds use formatSalary.
 */
export type SalaryParts = { currency: string; period: SalaryPeriod | null; min: number; max: number } & {
  kind: 'amount' | 'range' | 'from' | 'upTo';
};

export function salaryParts(job: SalaryFacts): SalaryParts | null {
  const { salary_min: min, salary_max: max } = job;
  if (min == null && max == null) return null;
  const currency = job.salary_currency || DEFAULT_SALARY_CURRENCY;
  const period = job.salary_period ? (job.salary_period as SalaryPeriod) : null;
  if (min != null && max != null)
    return { kind: min === max ? 'amount' : 'range', currency, period, min, max };
  if (min != null) return { kind: 'from', currency, period, min, max: min };
  return { kind: 'upTo', currency, period, min: max!, max: max! };
}

export const experienceLabel = (level: string | null | undefined): string =>
  level ? (EXPERIENCE_LABELS[level as ExperienceLevel] ?? level) : '';
