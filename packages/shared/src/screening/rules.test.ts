import { describe, expect, it } from 'vitest';
import { SCREENING_CASES } from './cases.ts';
import { reviewReasonsOf, SCREENING_REASONS, type ScreenedJob, screeningScore, screenJob } from './rules.ts';

const advert = (fields: Partial<ScreenedJob>): ScreenedJob => ({
  job_title: 'Office Administrator',
  description: 'Run the front office of a law firm in Kilimani.',
  requirements: '',
  application_details: '',
  benefits: '',
  ...fields,
});

describe('screening rules', () => {
  it('When measured on the Kenyan adverts, then there are at least 15 of each kind', () => {
    expect(SCREENING_CASES.filter((c) => c.scam).length).toBeGreaterThanOrEqual(15);
    expect(SCREENING_CASES.filter((c) => !c.scam).length).toBeGreaterThanOrEqual(15);
  });

  it.each(SCREENING_CASES.filter((c) => c.scam).map((c) => [c.name, c.job] as const))(
    'When the scam "%s" is published, then it is held',
    (_name, job) => {
      expect(screenJob(job)).not.toEqual([]);
    },
  );

  it.each(SCREENING_CASES.filter((c) => !c.scam).map((c) => [c.name, c.job] as const))(
    'When the genuine advert "%s" is published, then it goes out',
    (_name, job) => {
      expect(screenJob(job)).toEqual([]);
    },
  );

  it('When scored on the cases, then precision and recall are what the report prints', () => {
    const score = screeningScore(SCREENING_CASES);
    expect(score.precision).toBeGreaterThanOrEqual(0.9);
    expect(score.recall).toBeGreaterThanOrEqual(0.9);
  });

  it('When an advert asks for a fee, then the employer is told which rule and why', () => {
    const rules = screenJob(
      advert({ application_details: 'Pay a processing fee of Ksh 2,000 before the interview.' }),
    );
    expect(rules).toEqual(['asks_for_money']);
    expect(reviewReasonsOf(rules)).toEqual([SCREENING_REASONS.asks_for_money]);
  });

  it('When an advert disclaims fees, then the disclaimer is no demand', () => {
    for (const text of [
      'We do not charge any fee at any stage of recruitment.',
      'Do not pay anyone to get this job.',
      'Visa, flights and medical are paid by the employer.',
      'Kweli never asks for money; this placement is free of charge.',
    ])
      expect(screenJob(advert({ application_details: text })), text).toEqual([]);
  });

  it('When the wage is given as "Pay Ksh … per day", then it is pay, not a demand', () => {
    expect(screenJob(advert({ benefits: 'Pay Ksh 1,200 per day, paid weekly.' }))).toEqual([]);
  });

  it('When money must go to a till, paybill or M-Pesa number, then the payment instructions are named', () => {
    for (const text of ['Till Number 5123456', 'paybill 400200 account 12345', 'send money to 0712 345 678'])
      expect(screenJob(advert({ application_details: text })), text).toContain('payment_instructions');
    expect(screenJob(advert({ description: 'Reconcile the M-Pesa paybill and till daily.' }))).toEqual([]);
  });

  it('When the only contact is WhatsApp or a mobile number, then it is off the platform; an e-mail address or a landline is not', () => {
    expect(screenJob(advert({ application_details: 'Apply on WhatsApp.' }))).toEqual([
      'off_platform_contact',
    ]);
    expect(screenJob(advert({ application_details: 'Call 0722 123 456.' }))).toEqual([
      'off_platform_contact',
    ]);
    expect(
      screenJob(advert({ application_details: 'E-mail jobs@firm.co.ke or call 0722 123 456.' })),
    ).toEqual([]);
    expect(screenJob(advert({ application_details: 'Call our office on 020 765 4321.' }))).toEqual([]);
  });

  it('When an entry-level role promises a manager’s pay, then the pay is out of range; a senior role is not', () => {
    expect(screenJob(advert({ job_title: 'Data Entry Clerk', benefits: 'Earn Ksh 5,000 daily.' }))).toContain(
      'pay_out_of_range',
    );
    expect(
      screenJob(advert({ job_title: 'Chief Technology Officer', benefits: 'Ksh 900,000 per month.' })),
    ).toEqual([]);
    expect(screenJob(advert({ job_title: 'Head of Risk', benefits: 'Ksh 3,000,000 per month.' }))).toEqual([
      'pay_out_of_range',
    ]);
  });

  it('When the salary fields promise far more than the role pays, then the pay is out of range as in the text', () => {
    const entry = { experience_level: 'entry' as const, salary_currency: 'KES' as const };
    expect(
      screenJob(advert({ job_title: 'Shop attendant', ...entry, salary_min: 30_000, salary_max: 45_000 })),
    ).toEqual([]);
    expect(
      screenJob(advert({ job_title: 'Shop attendant', ...entry, salary_max: 8_000, salary_period: 'day' })),
    ).toEqual(['pay_out_of_range']);
    // USD 9,000 a month is about Ksh 1.2 million: out of range for an entry role, not for a senior one.
    const usd = { salary_max: 9_000, salary_currency: 'USD' as const, salary_period: 'month' as const };
    expect(screenJob(advert({ job_title: 'Shop attendant', experience_level: 'entry', ...usd }))).toEqual([
      'pay_out_of_range',
    ]);
    expect(screenJob(advert({ job_title: 'Head of Risk', experience_level: 'senior', ...usd }))).toEqual([]);
  });
});
