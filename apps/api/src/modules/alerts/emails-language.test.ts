import { describeAlertQuery, formatSalary, type JobAlertQuery } from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/connect.ts';
import { escapeHtml } from '../../platform/html.ts';
import type { Mail } from '../../platform/mailer.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { authTexts } from '../auth/index.ts';
import { addJob } from '../jobs/test-jobs.ts';
import { alertTexts, describeQuery, salaryText } from './emails.ts';
import { alertToken } from './links.ts';
import { runDueAlerts } from './sending.ts';
import { createAlert } from './service.ts';

/**
 * Job alert e-mails in the reader's language (issue 25 item 1) and with the county of Kenyan jobs (issue 25
 * item 4): a batch of alerts writes each one in its reader's language (a candidate's account's, a visitor's
 * chosen on subscribing); a Kenyan job's line names its county after its town.
 */
let t: TestApp;
let employer: TestUser;
const sw = alertTexts('sw');
const en = alertTexts('en');
const links = () => ({ publicUrl: t.config.publicUrl, secret: t.config.jwtSecret });
const minutes = (n: number) => n * 60_000;

beforeAll(async () => {
  t = await createTestApp();
  employer = await createUser(t, 'employer');
});
afterAll(async () => t.close());

const mailsTo = async (to: string) =>
  (
    await rows<{ payload: Mail }>(
      t.db,
      sql`select payload from outbox where topic = 'email' and payload->>'to' = ${to} order by id`,
    )
  ).map((r) => r.payload);

describe('alert e-mails in the reader language, with the county', () => {
  it('When one run sends a Swahili and an English candidate their alerts, then each reads its own language and the Kenyan job names its county', async () => {
    const start = new Date(Date.now() - minutes(60));
    const swahili = await createUser(t, 'candidate');
    const english = await createUser(t, 'candidate');
    await t.db.execute(sql`update users set language = 'sw' where id = ${swahili.id}`);
    for (const reader of [swahili, english])
      await createAlert(
        t.db,
        reader.id,
        { query: { job_title: 'hydrologist' }, frequency: 'instant' },
        start,
      );
    await addJob(t, {
      employerId: employer.id,
      jobTitle: 'Hydrologist',
      city: 'Westlands',
      county: 'Nairobi City',
      salaryMin: 80_000,
      salaryMax: 80_000,
      salaryCurrency: 'KES',
      salaryPeriod: 'month',
      publishedAt: new Date(start.getTime() + minutes(1)),
    });
    expect(await runDueAlerts(t.db, links(), new Date(start.getTime() + minutes(10)))).toBe(2);

    const [toSwahili] = await mailsTo(swahili.email);
    expect(toSwahili?.subject).toBe(
      sw('alert.subjectOne', {
        job: sw('alert.jobAtCompany', { title: 'Hydrologist', company: 'Safaricom' }),
      }),
    );
    const swahiliLine = `Safaricom · Westlands, ${sw('alert.county', { county: 'Nairobi City' })} · ${sw(
      'salary.per',
      {
        pay: sw('salary.exactly', { currency: 'KES', amount: '80,000' }),
        period: sw('salary.periods.month'),
      },
    )}`;
    for (const line of [
      authTexts('sw')('frame.hello'),
      sw('alert.introText', { about: 'hydrologist' }),
      `Hydrologist · ${swahiliLine}`,
      sw('alert.whyText', { link: '' }).trim(),
      'Timu ya Kweli Jobs',
    ])
      expect(toSwahili?.text).toContain(line);
    for (const line of [
      sw('alert.introHtml', { about: 'hydrologist' }),
      swahiliLine,
      sw('alert.seeAll'),
      sw('alert.stop'),
    ])
      expect(toSwahili?.html).toContain(escapeHtml(line));

    const [toEnglish] = await mailsTo(english.email);
    expect(toEnglish?.subject).toBe('New job for your alert: Hydrologist at Safaricom');
    expect(toEnglish?.text).toContain('New jobs for your job alert "hydrologist":');
    expect(toEnglish?.text).toContain(
      'Hydrologist · Safaricom · Westlands, Nairobi City County · KES 80,000 a month',
    );
    expect(toEnglish?.html).toContain('Safaricom · Westlands, Nairobi City County · KES 80,000 a month');
    expect(toEnglish?.text.endsWith('\n— Kweli Jobs')).toBe(true);
  });

  it('When a Kenyan job names a county and no town, or a job is abroad, then the line says the county, or the town and country', async () => {
    const start = new Date(Date.now() - minutes(60));
    const reader = await createUser(t, 'candidate');
    await createAlert(t.db, reader.id, { query: { job_title: 'geologist' }, frequency: 'instant' }, start);
    await addJob(t, {
      employerId: employer.id,
      jobTitle: 'Geologist',
      city: '',
      county: 'Kitui',
      publishedAt: new Date(start.getTime() + minutes(1)),
    });
    await addJob(t, {
      employerId: employer.id,
      jobTitle: 'Senior Geologist',
      city: 'Kampala',
      country: 'Uganda',
      publishedAt: new Date(start.getTime() + minutes(2)),
    });
    expect(await runDueAlerts(t.db, links(), new Date(start.getTime() + minutes(10)))).toBe(1);
    const [mail] = await mailsTo(reader.email);
    expect(mail?.text).toContain('Geologist · Safaricom · Kitui County\n');
    expect(mail?.text).toContain('Senior Geologist · Safaricom · Kampala, Uganda\n');
  });

  it('When a visitor subscribes in Swahili, then the confirmation is in Swahili; without a language it is English', async () => {
    const query = { job_title: 'surveyor', experience_level: 'senior' };
    for (const [email, language] of [
      ['alert-sw@example.com', 'sw'],
      ['alert-en@example.com', undefined],
    ] as const) {
      const res = await t.call(null, 'POST', '/job-alerts/subscribe/', {
        email,
        query,
        frequency: 'weekly',
        ...(language ? { language } : {}),
      });
      expect(res.statusCode, res.body).toBe(202);
    }
    const [swahili] = await mailsTo('alert-sw@example.com');
    expect(swahili?.subject).toBe(sw('confirm.subject'));
    const about = `surveyor · ${sw('query.experience.senior')}`;
    expect(swahili?.text).toContain(sw('confirm.asked', { about, frequency: sw('frequencies.weekly') }));
    expect(swahili?.text).toContain(sw('confirm.linkWorks', { count: 7 }));
    expect(swahili?.html).toContain(escapeHtml(sw('confirm.action')));
    const [english] = await mailsTo('alert-en@example.com');
    expect(english?.subject).toBe('Confirm your job alert on Kweli Jobs');
    expect(english?.text).toContain(
      'You asked Kweli Jobs to e-mail you new jobs for: surveyor · Senior level (weekly).',
    );

    // Once started, the visitor's alert keeps writing in Swahili.
    const [stored] = await rows<{ id: number; language: string }>(
      t.db,
      sql`select id, language from job_alerts where email = 'alert-sw@example.com'`,
    );
    expect(stored?.language).toBe('sw');
    const token = alertToken(t.config.jwtSecret, 'confirm', Number(stored!.id));
    expect(
      (await t.call(null, 'POST', `/job-alerts/confirm/?alert=${stored!.id}&token=${token}`)).statusCode,
    ).toBe(200);
  });

  it('When a visitor names a language the site does not have, then 400 answers and no alert is kept', async () => {
    const res = await t.call(null, 'POST', '/job-alerts/subscribe/', {
      email: 'alert-fr@example.com',
      query: { job_title: 'chef' },
      language: 'fr',
    });
    expect(res.statusCode).toBe(400);
    expect(await rows(t.db, sql`select id from job_alerts where email = 'alert-fr@example.com'`)).toEqual([]);
  });

  it('When the English texts are set beside the shared ones the site shows, then they say the same', () => {
    const query: JobAlertQuery = {
      job_title: 'nurse',
      city: 'Naivasha',
      county: 'Nakuru',
      country: 'Kenya',
      location_type: 'hybrid',
      working_period: 'part-time',
      job_type: 'contractual',
      experience_level: 'mid',
      salary_min: 100_000,
    };
    expect(describeQuery(en, query)).toBe(describeAlertQuery(query));
    for (const job of [
      { salary_min: 80_000, salary_max: 120_000, salary_currency: 'KES', salary_period: 'month' },
      { salary_min: 80_000, salary_max: 80_000, salary_currency: 'USD', salary_period: 'year' },
      { salary_min: 500, salary_max: null, salary_currency: 'KES', salary_period: 'hour' },
      { salary_min: null, salary_max: 1_200_000, salary_currency: null, salary_period: 'day' },
      { salary_min: null, salary_max: null },
    ])
      expect(salaryText(en, job)).toBe(formatSalary(job));
    expect(salaryText(sw, { salary_min: 80_000, salary_max: null, salary_period: 'month' })).toBe(
      'Kuanzia KES 80,000 kwa mwezi',
    );
  });
});
