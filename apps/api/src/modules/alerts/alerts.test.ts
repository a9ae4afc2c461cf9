import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ALERT_MESSAGES, ALERTS_MAX, type PublicJob } from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rows } from '../../db/connect.ts';
import { createMailer } from '../../platform/mailer.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { addJob } from '../jobs/test-jobs.ts';
import { alertToken } from './links.ts';
import { nextDue } from './schedule.ts';
import { runDueAlerts } from './sending.ts';
import { createAlert, subscribe, sweepVisitorAlerts, unsubscribe } from './service.ts';

/**
 * Job alerts (issue 24 items 3 and 4): the calls and their rules, the visitor's confirmation, the schedule
 * with a moved clock, the matcher against search's own rules, a job never sent twice, the e-mail's
 * headers and the signed one-click unsubscribe.
 */
let t: TestApp;
let candidate: TestUser;
let other: TestUser;
let employer: TestUser;
const minutes = (n: number) => n * 60_000;

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}
const mailsTo = async (to: string) =>
  (
    await rows<{ payload: OutboxMail }>(
      t.db,
      sql`select payload from outbox where topic = 'email' and payload->>'to' = ${to} order by id`,
    )
  ).map((r) => r.payload);
const links = () => ({ publicUrl: t.config.publicUrl, secret: t.config.jwtSecret });

beforeAll(async () => {
  t = await createTestApp();
  candidate = await createUser(t, 'candidate');
  other = await createUser(t, 'candidate');
  employer = await createUser(t, 'employer');
});
afterAll(async () => t.close());
beforeEach(async () => {
  await t.db.execute(sql`update job_alerts set ended_at = now(), next_due_at = null where ended_at is null`);
});

describe('a candidate’s alerts', () => {
  it('When a candidate creates, lists, changes and deletes an alert, then each call answers as documented', async () => {
    const created = await t.call(candidate, 'POST', '/job-alerts/', {
      query: { job_title: 'nurse', city: 'Nairobi', experience_level: 'mid', salary_min: '50,000' },
      frequency: 'instant',
    });
    expect(created.statusCode, created.body).toBe(201);
    const alert = created.json();
    expect(alert).toMatchObject({
      query: { job_title: 'nurse', city: 'Nairobi', experience_level: 'mid', salary_min: 50_000 },
      frequency: 'instant',
      last_sent_at: null,
    });
    expect((await t.call(candidate, 'GET', '/job-alerts/')).json()).toEqual([alert]);
    const changed = await t.call(candidate, 'PATCH', `/job-alerts/${alert.id}/`, { frequency: 'weekly' });
    expect(changed.json()).toMatchObject({ id: alert.id, frequency: 'weekly' });
    // Another candidate's alert is not found, whatever the call.
    for (const [method, payload] of [
      ['PATCH', { frequency: 'daily' }],
      ['DELETE', undefined],
    ] as const)
      expect((await t.call(other, method, `/job-alerts/${alert.id}/`, payload)).statusCode).toBe(404);
    expect((await t.call(other, 'GET', '/job-alerts/')).json()).toEqual([]);
    expect((await t.call(candidate, 'DELETE', `/job-alerts/${alert.id}/`)).statusCode).toBe(204);
    expect((await t.call(candidate, 'GET', '/job-alerts/')).json()).toEqual([]);
    expect((await t.call(candidate, 'DELETE', `/job-alerts/${alert.id}/`)).statusCode).toBe(404);
  });

  it('When the query is empty or the frequency unknown, then 400 names the field; an employer gets 403, a visitor 401', async () => {
    const empty = await t.call(candidate, 'POST', '/job-alerts/', {
      query: { job_title: '  ' },
      frequency: 'daily',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().query).toEqual([ALERT_MESSAGES.emptyQuery]);
    const badFrequency = await t.call(candidate, 'POST', '/job-alerts/', {
      query: { job_title: 'nurse' },
      frequency: 'hourly',
    });
    expect(badFrequency.json().frequency).toEqual([ALERT_MESSAGES.frequencyInvalid]);
    const badFilter = await t.call(candidate, 'POST', '/job-alerts/', { query: { salary_min: 'lots' } });
    expect(badFilter.statusCode).toBe(400);
    expect(Object.keys(badFilter.json())).toEqual(['query.salary_min']);
    expect((await t.call(employer, 'POST', '/job-alerts/', { query: { job_title: 'x' } })).statusCode).toBe(
      403,
    );
    expect((await t.call(null, 'POST', '/job-alerts/', { query: { job_title: 'x' } })).statusCode).toBe(401);
  });

  it('When 25 alerts are created at once, then exactly 20 exist and the others are told the limit', async () => {
    const answers = await Promise.all(
      Array.from({ length: ALERTS_MAX + 5 }, (_, i) =>
        t.call(candidate, 'POST', '/job-alerts/', { query: { job_title: `role ${i}` } }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(ALERTS_MAX);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(refused.map((a) => a.json().detail)).toEqual(Array(5).fill(ALERT_MESSAGES.tooMany));
    expect((await t.call(candidate, 'GET', '/job-alerts/')).json()).toHaveLength(ALERTS_MAX);
  });
});

describe('the schedule', () => {
  it('When the next run is worked out, then daily is 07:00 Nairobi, weekly Monday 07:00, instant two minutes on', () => {
    // Wednesday 25 November 2026, 10:00 in Nairobi (07:00 UTC).
    const wednesday = new Date('2026-11-25T07:00:00Z');
    expect(nextDue('daily', wednesday).toISOString()).toBe('2026-11-26T04:00:00.000Z');
    expect(nextDue('daily', new Date('2026-11-25T03:59:00Z')).toISOString()).toBe('2026-11-25T04:00:00.000Z');
    expect(nextDue('weekly', wednesday).toISOString()).toBe('2026-11-30T04:00:00.000Z');
    expect(nextDue('weekly', new Date('2026-11-30T04:00:00Z')).toISOString()).toBe(
      '2026-12-07T04:00:00.000Z',
    );
    expect(nextDue('instant', wednesday).toISOString()).toBe('2026-11-25T07:02:00.000Z');
    // A shorter tick (ALERT_TICK_SECONDS) brings instant alerts sooner; daily and weekly keep their hour.
    expect(nextDue('instant', wednesday, 1).toISOString()).toBe('2026-11-25T07:00:04.000Z');
    expect(nextDue('daily', wednesday, 1).toISOString()).toBe('2026-11-26T04:00:00.000Z');
  });

  it('When the tick is 1 second, then an instant alert takes a job 2 seconds old and runs again 4 seconds later', async () => {
    const seeker = await createUser(t, 'candidate');
    const start = new Date(Date.now() - minutes(30));
    await createAlert(
      t.db,
      seeker.id,
      { query: { job_title: 'oceanographer' }, frequency: 'instant' },
      start,
      1,
    );
    await addJob(t, {
      employerId: employer.id,
      jobTitle: 'Oceanographer',
      publishedAt: new Date(start.getTime() + 3_000),
    });
    // Due at +4 s, when the job (published at +3 s) is not 2 s old yet; the next run is four ticks on, at
    // +8 s, not before: then the job is sent.
    expect(await runDueAlerts(t.db, links(), new Date(start.getTime() + 4_000), 1)).toBe(0);
    expect(await runDueAlerts(t.db, links(), new Date(start.getTime() + 7_000), 1)).toBe(0);
    expect(await runDueAlerts(t.db, links(), new Date(start.getTime() + 8_000), 1)).toBe(1);
    const mails = await mailsTo(seeker.email);
    expect(mails.at(-1)!.subject).toBe('New job for your alert: Oceanographer at Safaricom');
  });

  it('When jobs are published and the clock moves, then an instant alert e-mails them together within five minutes, once', async () => {
    const start = new Date(Date.now() - minutes(30));
    const alert = await createAlert(
      t.db,
      candidate.id,
      { query: { job_title: 'pharmacist' }, frequency: 'instant' },
      start,
    );
    const { id: first } = await addJob(t, {
      employerId: employer.id,
      jobTitle: 'Pharmacist',
      publishedAt: new Date(start.getTime() + minutes(1.2)),
    });
    const { id: second } = await addJob(t, {
      employerId: employer.id,
      jobTitle: 'Senior Pharmacist',
      publishedAt: new Date(start.getTime() + minutes(1.5)),
    });
    await addJob(t, {
      employerId: employer.id,
      jobTitle: 'Driver',
      publishedAt: new Date(start.getTime() + minutes(1)),
    });
    // Not due yet: nothing runs.
    expect(await runDueAlerts(t.db, links(), new Date(start.getTime() + minutes(1.9)))).toBe(0);
    // Due at +2 min; the jobs are taken once a minute old, so at +2 min neither is, at +4 min both are.
    expect(await runDueAlerts(t.db, links(), new Date(start.getTime() + minutes(2)))).toBe(0);
    expect(await runDueAlerts(t.db, links(), new Date(start.getTime() + minutes(4)))).toBe(1);
    const [mail] = await mailsTo(candidate.email);
    expect(mail!.subject).toBe('2 new jobs for your alert: pharmacist');
    expect(mail!.text).toContain(`/public/jobs/${first}/details`);
    expect(mail!.text).toContain(`/public/jobs/${second}/details`);
    expect(mail!.text).not.toContain('Driver');
    expect(mail!.text).toContain('http://localhost:3000/browse-jobs?job_title=pharmacist');
    // Later runs, and a run that finds the same jobs again (the clock set back), send nothing more.
    expect(await runDueAlerts(t.db, links(), new Date(start.getTime() + minutes(10)))).toBe(0);
    await t.db.execute(
      sql`update job_alerts set checked_until = ${start.toISOString()}::timestamptz, next_due_at = now() - interval '1 day' where id = ${alert.id}`,
    );
    expect(await runDueAlerts(t.db, links(), new Date(start.getTime() + minutes(12)))).toBe(0);
    expect(await mailsTo(candidate.email)).toHaveLength(1);
    const [sends] = await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from job_alert_sends where alert_id = ${alert.id}`,
    );
    expect(sends!.n).toBe(2);
  });

  it('When a daily alert is due at 07:00 Nairobi, then it sends the day’s matches then, and its filters are search’s own', async () => {
    // The last 07:00 in Nairobi at least two hours ago, and an alert made twelve hours before it (a fixed
    // distance, so that the jobs published half an hour later come before it whatever the time of day).
    const dueAt = nextDue('daily', new Date(Date.now() - minutes(60 * 26)));
    const created = new Date(dueAt.getTime() - minutes(60 * 12));
    const query = { job_title: 'radiographer', experience_level: 'senior' as const, salary_min: 100_000 };
    await createAlert(t.db, other.id, { query, frequency: 'daily' }, created);
    const published = new Date(created.getTime() + minutes(30));
    const pay = { salaryPeriod: 'month' as const, publishedAt: published };
    await addJob(t, {
      employerId: employer.id,
      jobTitle: 'Radiographer',
      experienceLevel: 'senior',
      salaryMin: 150_000,
      ...pay,
    });
    await addJob(t, {
      employerId: employer.id,
      jobTitle: 'Radiographer Lead',
      experienceLevel: 'senior',
      salaryMin: 60_000,
      ...pay,
    });
    await addJob(t, {
      employerId: employer.id,
      jobTitle: 'Radiographer Trainee',
      experienceLevel: 'entry',
      salaryMin: 150_000,
      ...pay,
    });
    await addJob(t, {
      employerId: employer.id,
      jobTitle: 'Radiographr',
      experienceLevel: 'senior',
      salaryMax: 2_000,
      salaryCurrency: 'USD',
      ...pay,
    });
    const due = nextDue('daily', created);
    expect(due).toEqual(dueAt);
    expect(await runDueAlerts(t.db, links(), new Date(due.getTime() - 1000))).toBe(0);
    expect(await runDueAlerts(t.db, links(), due)).toBe(1);
    const [mail] = await mailsTo(other.email);
    // The matcher keeps what search keeps: the same query on the search finds the same jobs.
    const searched = (
      await t.app.inject({
        method: 'GET',
        url: `/api/jobs/search/?${new URLSearchParams({ ...query, salary_min: String(query.salary_min) })}`,
      })
    ).json() as { results: PublicJob[] };
    const titles = searched.results.map((j) => j.job_title).sort();
    expect(titles).toEqual(['Radiographer', 'Radiographr']);
    for (const title of titles) expect(mail!.text).toContain(`${title} · Safaricom`);
    expect(mail!.text).toContain('KES 150,000 a month');
    expect(mail!.text).toContain('Up to USD 2,000 a month');
    expect(mail!.text).not.toContain('Trainee');
    expect(mail!.text).not.toContain('Lead');
  });
});

describe('the e-mail and its one-click unsubscribe', () => {
  it('When an alert e-mail is queued, then it carries List-Unsubscribe and List-Unsubscribe-Post (RFC 8058)', async () => {
    const start = new Date(Date.now() - minutes(30));
    const alert = await createAlert(
      t.db,
      candidate.id,
      { query: { job_title: 'geologist' }, frequency: 'instant' },
      start,
    );
    await addJob(t, {
      employerId: employer.id,
      jobTitle: 'Geologist',
      publishedAt: new Date(start.getTime() + minutes(1)),
    });
    expect(await runDueAlerts(t.db, links(), new Date(start.getTime() + minutes(3)))).toBe(1);
    const mail = (await mailsTo(candidate.email)).find((m) => m.subject.includes('Geologist'))!;
    const token = alertToken(t.config.jwtSecret, 'unsubscribe', alert.id);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<http://localhost:3000/api/job-alerts/unsubscribe/?alert=${alert.id}&token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.text).toContain(
      `http://localhost:3000/job-alerts/unsubscribe?alert=${alert.id}&token=${token}`,
    );
  });

  it('When the one-click address is POSTed without login, then that alert ends, once; a forged link is refused', async () => {
    const mine = await createAlert(t.db, candidate.id, {
      query: { job_title: 'welder' },
      frequency: 'daily',
    });
    const kept = await createAlert(t.db, candidate.id, {
      query: { job_title: 'plumber' },
      frequency: 'daily',
    });
    const url = `/api/job-alerts/unsubscribe/?alert=${mine.id}&token=${alertToken(t.config.jwtSecret, 'unsubscribe', mine.id)}`;
    const oneClick = () =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    const ended = await oneClick();
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toEqual({ detail: ALERT_MESSAGES.unsubscribed });
    expect((await oneClick()).json()).toEqual({ detail: ALERT_MESSAGES.alreadyEnded });
    // An ended alert sends nothing more: a matching job published now is not e-mailed at the next run.
    await addJob(t, { employerId: employer.id, jobTitle: 'Welder', publishedAt: new Date() });
    await runDueAlerts(t.db, links(), nextDue('daily', new Date(Date.now() + minutes(60 * 24))));
    expect((await mailsTo(candidate.email)).filter((m) => m.subject.includes('Welder'))).toEqual([]);
    expect((await t.call(candidate, 'GET', '/job-alerts/')).json().map((a: { id: number }) => a.id)).toEqual([
      kept.id,
    ]);
    // A token of another alert, of the other purpose, or made up: refused, and nothing ends.
    for (const token of [
      alertToken(t.config.jwtSecret, 'unsubscribe', mine.id),
      alertToken(t.config.jwtSecret, 'confirm', kept.id),
      'forged',
      alertToken('another-secret-that-is-long-enough-to-sign', 'unsubscribe', kept.id),
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/job-alerts/unsubscribe/?alert=${kept.id}&token=${token}`,
      });
      expect(res.statusCode, token).toBe(400);
      expect(res.json().detail).toBe(ALERT_MESSAGES.invalidLink);
    }
    expect((await t.call(candidate, 'GET', '/job-alerts/')).json()).toHaveLength(1);
    // Opened in a browser, the address leads to the page that shows the result.
    const opened = await t.app.inject({ method: 'GET', url });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/job-alerts/unsubscribe?${url.split('?')[1]}`);
  });

  it('When a mail program POSTs the one-click as multipart/form-data (RFC 8058’s SHOULD), then the alert ends too', async () => {
    const alert = await createAlert(t.db, other.id, { query: { job_title: 'baker' }, frequency: 'weekly' });
    const boundary = 'kweli-test-boundary';
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/job-alerts/unsubscribe/?alert=${alert.id}&token=${alertToken(t.config.jwtSecret, 'unsubscribe', alert.id)}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ detail: ALERT_MESSAGES.unsubscribed });
    expect(
      (await t.call(other, 'GET', '/job-alerts/')).json().map((a: { id: number }) => a.id),
    ).not.toContain(alert.id);
  });

  it('When the development outbox writes a message, then its file records the headers beside the subject and bodies', async () => {
    const dir = `/tmp/kweli-outbox-${Date.now()}`;
    const mailer = createMailer({ ...t.config, dataDir: dir }, t.app.log);
    await mailer.send(
      {
        to: 'a@example.com',
        subject: 'Hi',
        text: 'T',
        html: '<p>T</p>',
        headers: { 'List-Unsubscribe': '<https://x/>' },
      },
      42,
    );
    const [file] = readdirSync(join(dir, 'outbox'));
    const written = JSON.parse(readFileSync(join(dir, 'outbox', file!), 'utf8'));
    expect(written).toMatchObject({ to: 'a@example.com', subject: 'Hi', text: 'T', html: '<p>T</p>' });
    expect(written.headers).toMatchObject({
      To: 'a@example.com',
      Subject: 'Hi',
      'Message-ID': '<outbox-42@localhost>',
      'List-Unsubscribe': '<https://x/>',
    });
  });
});

describe('a visitor’s alert', () => {
  it('When a visitor subscribes, then nothing is sent until the e-mailed link is opened; then new jobs come', async () => {
    const email = `visitor-${Date.now()}@example.com`;
    const res = await t.call(null, 'POST', '/job-alerts/subscribe/', {
      email,
      query: { job_title: 'veterinary' },
      frequency: 'instant',
    });
    expect(res.statusCode, res.body).toBe(202);
    const [confirmation] = await mailsTo(email);
    expect(confirmation!.subject).toBe('Confirm your job alert on Kweli Jobs');
    const link = /http:\/\/localhost:3000\/job-alerts\/confirm\?alert=(\d+)&token=([\w-]+)/.exec(
      confirmation!.text,
    )!;
    const [, id, token] = link;
    await addJob(t, {
      employerId: employer.id,
      jobTitle: 'Veterinary Officer',
      publishedAt: new Date(Date.now() - minutes(5)),
    });
    expect(await runDueAlerts(t.db, links(), new Date(Date.now() + minutes(10)))).toBe(0);
    expect((await t.call(null, 'POST', `/job-alerts/confirm/?alert=${id}&token=forged`)).statusCode).toBe(
      400,
    );
    const confirmed = await t.call(null, 'POST', `/job-alerts/confirm/?alert=${id}&token=${token}`);
    expect(confirmed.json()).toEqual({ detail: ALERT_MESSAGES.confirmed });
    // Jobs published before the confirmation are not new to the alert; the next one is.
    const { id: later } = await addJob(t, {
      employerId: employer.id,
      jobTitle: 'Veterinary Surgeon',
      publishedAt: new Date(Date.now() + minutes(1)),
    });
    expect(await runDueAlerts(t.db, links(), new Date(Date.now() + minutes(4)))).toBe(1);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toContain(`/public/jobs/${later}/details`);
    expect(mails[1]!.text).not.toContain('Veterinary Officer');
  });

  it('When a visitor’s alert is not confirmed within 7 days, then the sweep deletes it with its address; its links then say so', async () => {
    const start = new Date(Date.now() - minutes(60 * 24 * 30));
    const day = (n: number) => new Date(start.getTime() + minutes(60 * 24 * n));
    const visitorAlerts = async () =>
      rows<{ id: number; email: string }>(
        t.db,
        sql`select id, email from job_alerts where email like ${'sweep-%@example.com'} order by id`,
      );
    // Three visitors on day 0: one never confirms, one confirms, one confirms and unsubscribes on day 1.
    for (const name of ['never', 'kept', 'ended'])
      await subscribe(
        t.db,
        { email: `sweep-${name}@example.com`, query: { job_title: 'cartographer' }, frequency: 'daily' },
        links(),
        start,
      );
    const [never, kept, ended] = await visitorAlerts();
    for (const alert of [kept!, ended!]) {
      const token = alertToken(t.config.jwtSecret, 'confirm', alert.id);
      expect(
        (await t.call(null, 'POST', `/job-alerts/confirm/?alert=${alert.id}&token=${token}`)).statusCode,
      ).toBe(200);
    }
    await unsubscribe(
      t.db,
      t.config.jwtSecret,
      ended!.id,
      alertToken(t.config.jwtSecret, 'unsubscribe', ended!.id),
      day(1),
    );
    // A candidate's alert created long ago and never sent is not a visitor's: the sweep leaves it.
    const own = await createAlert(
      t.db,
      other.id,
      { query: { job_title: 'surveyor' }, frequency: 'weekly' },
      start,
    );
    // Six days and 23 hours on, nothing is deleted yet; at seven days the unconfirmed one goes; seven days
    // after its end, the ended one goes too.
    expect(await sweepVisitorAlerts(t.db, new Date(day(7).getTime() - minutes(60)))).toBe(0);
    expect(await sweepVisitorAlerts(t.db, new Date(day(7).getTime() + 1000))).toBe(1);
    expect((await visitorAlerts()).map((a) => a.email)).toEqual([
      'sweep-kept@example.com',
      'sweep-ended@example.com',
    ]);
    expect(await sweepVisitorAlerts(t.db, new Date(day(8).getTime() + 1000))).toBe(1);
    expect((await visitorAlerts()).map((a) => a.email)).toEqual(['sweep-kept@example.com']);
    expect((await t.call(other, 'GET', '/job-alerts/')).json().map((a: { id: number }) => a.id)).toContain(
      own.id,
    );
    // The deleted alerts' links: the confirmation has expired, the unsubscribe says it had ended.
    const confirm = await t.call(
      null,
      'POST',
      `/job-alerts/confirm/?alert=${never!.id}&token=${alertToken(t.config.jwtSecret, 'confirm', never!.id)}`,
    );
    expect(confirm.statusCode).toBe(410);
    expect(confirm.json().detail).toBe(ALERT_MESSAGES.confirmExpired);
    const again = await t.call(
      null,
      'POST',
      `/job-alerts/unsubscribe/?alert=${ended!.id}&token=${alertToken(t.config.jwtSecret, 'unsubscribe', ended!.id)}`,
    );
    expect(again.json()).toEqual({ detail: ALERT_MESSAGES.alreadyEnded });
  });

  it('When the address or the query is malformed, then 400 with field messages', async () => {
    const res = await t.call(null, 'POST', '/job-alerts/subscribe/', { email: 'not-an-email', query: {} });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(['email', 'query']);
  });
});

describe('the weekly alert of the profile’s preferences', () => {
  it('When a candidate saves preferences, then a weekly alert of them shows in their alerts, follows changes and stays ended once ended', async () => {
    const seeker = await createUser(t, 'candidate');
    const save = (job_titles: string[], locations = [{ city: 'Nairobi', country: 'Kenya' }]) =>
      t.call(seeker, 'PATCH', '/candidate-profile/', {
        first_name: 'Wanjiru',
        last_name: 'Kamau',
        date_of_birth: '1995-05-17',
        preferences: { industries: ['Healthcare'], job_titles, locations },
      });
    expect((await save(['Nurse', 'Midwife'])).statusCode).toBe(200);
    let [alert] = (await t.call(seeker, 'GET', '/job-alerts/')).json();
    expect(alert).toMatchObject({
      query: { job_title: 'Nurse Midwife', country: 'Kenya' },
      frequency: 'weekly',
      from_profile: true,
    });
    await save(
      ['Pharmacist'],
      [
        { city: 'Nairobi', country: 'Kenya' },
        { city: 'Kampala', country: 'Uganda' },
      ],
    );
    [alert] = (await t.call(seeker, 'GET', '/job-alerts/')).json();
    expect(alert.query).toEqual({ job_title: 'Pharmacist' });
    expect((await t.call(seeker, 'GET', '/job-alerts/')).json()).toHaveLength(1);
    // Ended like any other alert; saving the preferences again does not bring it back.
    expect((await t.call(seeker, 'DELETE', `/job-alerts/${alert.id}/`)).statusCode).toBe(204);
    await save(['Nurse']);
    expect((await t.call(seeker, 'GET', '/job-alerts/')).json()).toEqual([]);
  });

  it('When a matching job is published, then the candidate is notified in the app but e-mailed only by the weekly alert', async () => {
    const seeker = await createUser(t, 'candidate');
    await t.call(seeker, 'PATCH', '/candidate-profile/', {
      first_name: 'Otieno',
      last_name: 'Odhiambo',
      date_of_birth: '1990-01-01',
      preferences: { industries: [], job_titles: ['Agronomist'], locations: [] },
    });
    const published = await t.call(employer, 'POST', '/employer/jobs/', {
      job_title: 'Agronomist',
      location_type: 'on-site',
      working_period: 'full-time',
      job_type: 'permanent',
      description: 'Advise farmers.',
      industry: 'Agriculture',
      status: 'published',
    });
    expect(published.statusCode, published.body).toBe(201);
    await t.app.outbox.deliverDue();
    await t.app.outbox.deliverDue();
    const [notified] = await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from notifications where user_id = ${seeker.id} and type = 'new_job_post'`,
    );
    expect(notified!.n).toBe(1);
    expect(await mailsTo(seeker.email)).toEqual([]);
    // Next Monday 07:00 in Nairobi the weekly alert brings it.
    const monday = nextDue('weekly', new Date());
    expect(await runDueAlerts(t.db, links(), monday)).toBeGreaterThanOrEqual(1);
    const [mail] = await mailsTo(seeker.email);
    expect(mail!.subject).toBe('New job for your alert: Agronomist');
  });
});
