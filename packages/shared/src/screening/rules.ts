/**
 * Screening before publication (issue 22 item 3, docs/product/rules.md "Trust and safety"): the rules a
 * job's texts go through when it is published. A job that trips one is held (`in_review`) until an admin
 * decides; the employer sees each tripped rule's reason. The rules are written against the scams that
 * circulate in Kenya (cases.ts) and measured by `npm run screening:report`. They look for:
 *
 * - a demand for money: a registration, medical, processing, training, interview, placement, booking
 *   or similar fee, a deposit, or "pay / send Ksh …" that is not the wage;
 * - payment instructions: an M-Pesa till, paybill, buy-goods or account number, or "send money";
 * - contact only off the platform: applying through WhatsApp, or a mobile number as the only contact
 *   (no e-mail address anywhere in the advert);
 * - work abroad for a fee: a foreign destination and a demand for money in the same advert;
 * - pay far outside the role's range: an entry-level role promising more than Ksh 100,000 a month (or
 *   the same per day or week), or any role more than Ksh 2,000,000 a month, whether the pay is written in
 *   the text or given in the salary fields (converted to a month in shillings as search does);
 *
 * A sentence that disclaims fees ("we do not charge any fee", "do not pay anyone", "paid by the
 * employer") never counts as a demand. Both sides use these rules: the API to hold a job, the web app to
 * explain it.
 */
import {
  DEFAULT_SALARY_CURRENCY,
  type ExperienceLevel,
  monthlyPayKes,
  type SalaryCurrency,
  type SalaryPeriod,
} from '../salary.ts';

export interface ScreenedJob {
  job_title: string;
  description: string;
  requirements: string;
  application_details: string;
  benefits: string;
  /** The pay and level fields of the job form (issue 24), when the employer gave them. */
  salary_min?: number | null;
  salary_max?: number | null;
  salary_currency?: SalaryCurrency | null;
  salary_period?: SalaryPeriod | null;
  experience_level?: ExperienceLevel | null;
}

export const SCREENING_RULES = [
  'asks_for_money',
  'payment_instructions',
  'off_platform_contact',
  'overseas_for_fee',
  'pay_out_of_range',
] as const;
export type ScreeningRule = (typeof SCREENING_RULES)[number];

/** What the employer is told for each rule (the job's `review_reasons`). */
export const SCREENING_REASONS: Record<ScreeningRule, string> = {
  asks_for_money:
    'The advert asks applicants for money (such as a registration, medical, processing, training or interview fee).',
  payment_instructions:
    'The advert gives payment instructions (an M-Pesa till, paybill or account number, or "send money").',
  off_platform_contact:
    'The advert asks applicants to apply through WhatsApp or a personal phone number only.',
  overseas_for_fee: 'The advert promises work abroad in return for a fee.',
  pay_out_of_range: 'The pay offered is far outside the usual range for this role.',
};

const MONEY = /\b(?:ksh|kes|kshs|sh)\.?\s?\d|\d[\d,]*\s?(?:\/-|bob\b)/;
const FEE_PHRASE =
  /\b(?:registration|medical|processing|training|interview|application|placement|booking|uniform|activation|clearance|documentation|visa|agency|commitment|consultation|facilitation|recruitment|form)\s+(?:fees?|charges?|costs?|payments?)\b/;
const FEE_WITH_AMOUNT = /\b(?:fees?|charges?|deposit|activation)\b/;
const PAY_DEMAND =
  /\b(?:you (?:will )?pay|pay (?:a|an|the|for your|for the|ksh|kes|sh)|payable|send (?:ksh|kes|sh)|send money|to pay|must pay|should pay)\b/;
const WAGE_CONTEXT =
  /\b(?:salary|stipend|earn|earning|wage|wages|per (?:day|week|month|hour)|a (?:day|week|month)|daily|weekly|monthly|paid weekly|commission|overtime)\b/;
const DISCLAIMER =
  /\b(?:do not|don't|does not|doesn't|never|will not|won't|no)\b[^.!?]{0,40}\b(?:charge|charges|charged|ask|asks|request|pay|fee|fees|money)\b|\b(?:paid|covered|met|provided|sponsored) by (?:the |our )?(?:employer|company|school|hospital|us)\b|\bfree of charge\b/;
const PAYMENT_INSTRUCTION =
  /\b(?:till|paybill|pay bill|buy goods|account)\s?(?:number|no\.?)?\s?:?\s?\d{5,}|\bsend money\b|\b(?:m-?pesa|mpesa) (?:it )?to\b|\baccount details\b/;
const WHATSAPP = /\bwhats\s?app\b/;
const MOBILE = /(?:\+?254|\b0)\s?[17]\d{2}[\s-]?\d{3}[\s-]?\d{3}\b/;
const EMAIL = /[\w.+-]+@[\w-]+\.[\w.-]+/;
const ABROAD =
  /\b(?:abroad|overseas|dubai|uae|abu dhabi|qatar|doha|saudi|riyadh|jeddah|oman|muscat|kuwait|bahrain|lebanon|jordan|gulf|canada|poland|romania|malta|europe|germany|uk|united kingdom|usa|united states|australia|turkey)\b/;
const ENTRY_LEVEL =
  /\b(?:cleaner|attendant|waiter|waitress|housekeeper|house help|househelp|maid|nanny|driver|rider|guard|casual|packer|data entry|typist|shopper|assistant|cashier|messenger|porter|farm|labourer|general worker|receptionist|clerk|sorter|loader|cook|gardener)s?\b/;
const PAY_AMOUNT =
  /\b(?:ksh|kes|kshs|sh)\.?\s?(\d[\d,]*(?:\.\d+)?)\s?(k\b)?\s*(?:\/-)?\s*(?:per|a|an|each|every|\/)?\s*(hour|hourly|day|daily|week|weekly|month|monthly|year|yearly|annually)\b/g;

/** Months' worth of one period's pay. */
const PER_MONTH: Record<string, number> = {
  hour: 8 * 26,
  hourly: 8 * 26,
  day: 26,
  daily: 26,
  week: 52 / 12,
  weekly: 52 / 12,
  month: 1,
  monthly: 1,
  year: 1 / 12,
  yearly: 1 / 12,
  annually: 1 / 12,
};
const ENTRY_LEVEL_MONTHLY_CEILING = 100_000;
const ANY_ROLE_MONTHLY_CEILING = 2_000_000;

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[ \t]+/g, ' ');

const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);

function asksForMoney(sentence: string): boolean {
  if (DISCLAIMER.test(sentence)) return false;
  if (FEE_PHRASE.test(sentence)) return true;
  if (FEE_WITH_AMOUNT.test(sentence) && MONEY.test(sentence)) return true;
  return PAY_DEMAND.test(sentence) && MONEY.test(sentence) && !WAGE_CONTEXT.test(sentence);
}

/** The highest monthly pay in Kenya shillings the advert promises, or 0. */
function highestMonthlyPay(text: string): number {
  let highest = 0;
  for (const match of text.matchAll(PAY_AMOUNT)) {
    const amount = Number(match[1]!.replace(/,/g, '')) * (match[2] ? 1000 : 1);
    highest = Math.max(highest, amount * PER_MONTH[match[3]!]!);
  }
  return highest;
}

/** The top of the pay range in the job's salary fields as a month in shillings, or 0 (decision 070). */
function statedMonthlyPay(job: ScreenedJob): number {
  const top = job.salary_max ?? job.salary_min;
  if (top == null) return 0;
  return monthlyPayKes(top, job.salary_currency ?? DEFAULT_SALARY_CURRENCY, job.salary_period ?? 'month');
}

/** The rules a job's texts trip, in the order of SCREENING_RULES; none means it may be published. */
export function screenJob(job: ScreenedJob): ScreeningRule[] {
  const text = normalise(
    [job.job_title, job.description, job.requirements, job.application_details, job.benefits].join('\n'),
  );
  const sentences = sentencesOf(text);
  const tripped = new Set<ScreeningRule>();
  if (sentences.some(asksForMoney)) tripped.add('asks_for_money');
  if (sentences.some((s) => !DISCLAIMER.test(s) && PAYMENT_INSTRUCTION.test(s)))
    tripped.add('payment_instructions');
  if (WHATSAPP.test(text) || (MOBILE.test(text) && !EMAIL.test(text))) tripped.add('off_platform_contact');
  if (ABROAD.test(text) && (tripped.has('asks_for_money') || tripped.has('payment_instructions')))
    tripped.add('overseas_for_fee');
  // The pay promised in the text or in the salary fields, against the ceiling of the role's level: the
  // level field or, without it, an entry-level word in the title.
  const entryLevel = job.experience_level === 'entry' || ENTRY_LEVEL.test(normalise(job.job_title));
  const ceiling = entryLevel ? ENTRY_LEVEL_MONTHLY_CEILING : ANY_ROLE_MONTHLY_CEILING;
  if (Math.max(highestMonthlyPay(text), statedMonthlyPay(job)) > ceiling) tripped.add('pay_out_of_range');
  return SCREENING_RULES.filter((rule) => tripped.has(rule));
}

/** The texts an employer sees for a held job. */
export const reviewReasonsOf = (rules: readonly ScreeningRule[]) =>
  rules.map((rule) => SCREENING_REASONS[rule]);

/** Precision and recall of the rules on a set of adverts known to be scams or genuine. */
export function screeningScore(cases: readonly { scam: boolean; job: ScreenedJob }[]) {
  let truePositives = 0;
  let falsePositives = 0;
  let falseNegatives = 0;
  for (const c of cases) {
    const held = screenJob(c.job).length > 0;
    if (held && c.scam) truePositives += 1;
    else if (held) falsePositives += 1;
    else if (c.scam) falseNegatives += 1;
  }
  const held = truePositives + falsePositives;
  const scams = truePositives + falseNegatives;
  return {
    precision: held ? truePositives / held : 1,
    recall: scams ? truePositives / scams : 1,
    truePositives,
    falsePositives,
    falseNegatives,
  };
}
