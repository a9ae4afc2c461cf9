import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, rows } from '../src/db/connect.ts';
import { addJob } from '../src/modules/jobs/test-jobs.ts';
import { testFiles } from '../src/modules/media/test-uploads.ts';
import { createUser, signUpBody, type TestUser } from '../src/test/users.ts';
import {
  type ApiProcess,
  call,
  createDatabase,
  freePort,
  openDatabase,
  sharedConfig,
  startApi,
  startMailSink,
  tempDataDir,
  waitFor,
} from './harness.ts';

/**
 * kill -9 in the middle of a load of applications and sign-ups (each of which queues e-mail): after a
 * restart every application the API acknowledged is there exactly once, with its side effects exactly
 * once, and every queued e-mail goes out, including those the dead process had claimed but not sent
 * (their lease runs out, OUTBOX_LEASE_SECONDS is 2 here).
 */
const CANDIDATES = 40;
const JOBS = 3;
const SIGN_UPS = 30;
const KILL_AFTER_ACKNOWLEDGED = 45;

let database: Awaited<ReturnType<typeof createDatabase>>;
let db: Database;
let sink: Awaited<ReturnType<typeof startMailSink>>;
let data: ReturnType<typeof tempDataDir>;
let api: ApiProcess;
let port: number;
const start = () =>
  startApi({
    port,
    databaseUrl: database.url,
    smtpUrl: sink.url,
    dataDir: data.dir,
    env: { OUTBOX_LEASE_SECONDS: '2', RATE_LIMIT_SIGNUP_PER_IP: '1000', RATE_LIMIT_EMAIL_PER_IP: '1000' },
  });

let employer: TestUser;
const jobIds: number[] = [];
const candidates: { user: TestUser; cv: string }[] = [];

beforeAll(async () => {
  database = await createDatabase();
  data = tempDataDir();
  sink = await startMailSink(await freePort(4420));
  port = await freePort(4421);
  api = await start();
  db = await openDatabase(database.url);
  const t = { db: db.db, config: sharedConfig };
  employer = await createUser(t, 'employer');
  for (let i = 0; i < JOBS; i += 1)
    jobIds.push((await addJob(db, { employerId: employer.id, jobTitle: `Job ${i}` })).id);
  for (let i = 0; i < CANDIDATES; i += 1) {
    const user = await createUser(t, 'candidate');
    candidates.push({ user, cv: await uploadCv(user) });
  }
}, 120_000);

afterAll(async () => {
  await api?.stop();
  await db?.close();
  await sink?.close();
  await database?.drop();
  data?.remove();
});

/** The browser's upload: a signed address from the API, then the PDF put to it. */
async function uploadCv(user: TestUser): Promise<string> {
  const token = user.headers.authorization.slice('Bearer '.length);
  const address = await call(api.base, 'POST', '/api/generate-upload-signed-url/', {
    token,
    body: { filename: 'cv.pdf', content_type: 'application/pdf', file_type: 'application_cv' },
  });
  if (address.status !== 200)
    throw new Error(`upload address: ${address.status} ${JSON.stringify(address.body)}`);
  const put = await fetch(new URL(address.body.signed_url, api.base), {
    method: 'PUT',
    headers: { 'content-type': 'application/pdf' },
    body: new Uint8Array(testFiles.pdf()),
  });
  if (put.status !== 204) throw new Error(`upload: ${put.status}`);
  return address.body.s3_key;
}

interface Outcome {
  kind: 'application' | 'sign-up';
  candidateId?: number;
  jobId?: number;
  email?: string;
  status?: number;
  applicationId?: number;
  error?: string;
}

const count = async (query: ReturnType<typeof sql>) => (await rows<{ n: number }>(db.db, query))[0]!.n;

describe('kill -9 under load', () => {
  it('When the API is killed mid-load and restarted, then nothing acknowledged is lost or doubled and every e-mail goes out', async () => {
    const applying: (() => Promise<Outcome>)[] = [];
    const signingUp: (() => Promise<Outcome>)[] = [];
    for (const { user, cv } of candidates) {
      const token = user.headers.authorization.slice('Bearer '.length);
      for (const jobId of jobIds) {
        applying.push(async () => {
          const outcome: Outcome = { kind: 'application', candidateId: user.id, jobId };
          try {
            const res = await call(api.base, 'POST', '/api/applications/', {
              token,
              body: { job: jobId, cv, cover_letter: 'I would love to join.', submission_status: 'submitted' },
            });
            outcome.status = res.status;
            outcome.applicationId = res.body?.id;
          } catch (error) {
            outcome.error = String(error);
          }
          return outcome;
        });
      }
    }
    for (let i = 0; i < SIGN_UPS; i += 1) {
      const email = `crash-${i}@example.com`;
      signingUp.push(async () => {
        const outcome: Outcome = { kind: 'sign-up', email };
        try {
          const res = await call(api.base, 'POST', '/api/signup/candidate/', { body: signUpBody(email) });
          outcome.status = res.status;
        } catch (error) {
          outcome.error = String(error);
        }
        return outcome;
      });
    }
    // One sign-up after every four applications, so the kill lands among both kinds.
    const queue = applying.flatMap((task, i) =>
      i % 4 === 3 && signingUp.length ? [task, signingUp.shift()!] : [task],
    );
    queue.push(...signingUp);

    const outcomes: Outcome[] = [];
    let acknowledged = 0;
    let killed: Promise<void> | undefined;
    const worker = async () => {
      for (let task = queue.shift(); task; task = queue.shift()) {
        const outcome = await task();
        outcomes.push(outcome);
        if (outcome.status && outcome.status < 300) acknowledged += 1;
        if (acknowledged >= KILL_AFTER_ACKNOWLEDGED && !killed) killed = api.kill9();
      }
    };
    await Promise.all(Array.from({ length: 16 }, worker));
    await killed;

    const acked = outcomes.filter((o) => o.status !== undefined && o.status < 300);
    const cut = outcomes.filter((o) => o.error !== undefined);
    // Every answer before the kill was a success; after it, requests fail at the socket.
    expect(outcomes.filter((o) => o.status !== undefined && o.status >= 300)).toEqual([]);
    expect(acked.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKNOWLEDGED);
    expect(cut.length).toBeGreaterThan(0);

    api = await start();

    // Every acknowledged application is there, submitted, once.
    for (const o of acked.filter((x) => x.kind === 'application')) {
      const found = await rows<{ candidate_id: number; job_id: number; submission_status: string }>(
        db.db,
        sql`select candidate_id, job_id, submission_status from applications where id = ${o.applicationId}`,
      );
      expect(found).toEqual([
        { candidate_id: o.candidateId, job_id: o.jobId, submission_status: 'submitted' },
      ]);
    }
    expect(
      await count(sql`select count(*)::int as n from (select 1 from applications
        group by job_id, candidate_id having count(*) > 1) d`),
    ).toBe(0);
    // The side effects of a submission committed with it, once each: the job's count, the history, the
    // employer's notification.
    expect(
      await count(sql`select count(*)::int as n from jobs j
        where applicants_count <> (select count(*) from applications a
          where a.job_id = j.id and a.submission_status = 'submitted')`),
    ).toBe(0);
    const submitted = await count(
      sql`select count(*)::int as n from applications where submission_status = 'submitted'`,
    );
    expect(await count(sql`select count(*)::int as n from application_status_changes`)).toBe(submitted);
    expect(
      await count(sql`select count(*)::int as n from notifications where type = 'new_application'`),
    ).toBe(submitted);
    // Every acknowledged sign-up is there.
    for (const o of acked.filter((x) => x.kind === 'sign-up')) {
      expect(await count(sql`select count(*)::int as n from users where email = ${o.email}`)).toBe(1);
    }

    // The restarted worker sends everything queued, including rows the dead one had leased.
    await waitFor(
      'the outbox to drain after the restart',
      async () => (await count(sql`select count(*)::int as n from outbox where delivered_at is null`)) === 0,
      60_000,
    );
    // One e-mail per notification (the work that composes it ran once) and per new account.
    const emailRows = await rows<{ id: number; to: string }>(
      db.db,
      sql`select id::int as id, payload->>'to' as to from outbox where topic = 'email' order by id`,
    );
    const users = await count(sql`select count(*)::int as n from users where email like 'crash-%'`);
    expect(emailRows.filter((r) => r.to === employer.email)).toHaveLength(submitted);
    expect(emailRows.filter((r) => r.to.startsWith('crash-'))).toHaveLength(users);

    // Each queued e-mail reached the mail server under its own Message-ID. Only a message whose
    // acceptance by the mail server and its recording raced the kill can come twice, and then with the
    // same Message-ID (docs/decisions/013-reliability.md).
    const copies = new Map<string, number>();
    for (const mail of sink.received) copies.set(mail.messageId, (copies.get(mail.messageId) ?? 0) + 1);
    for (const row of emailRows) expect(copies.get(`<outbox-${row.id}@127.0.0.1>`)).toBeGreaterThanOrEqual(1);
    expect(copies.size).toBe(emailRows.length);
    const resent = [...copies.values()].filter((n) => n > 1);
    expect(resent.length).toBeLessThanOrEqual(1);
    expect(resent.every((n) => n === 2)).toBe(true);

    const retried = await count(sql`select count(*)::int as n from outbox where attempts > 1`);
    console.info(
      `kill -9: ${acked.length} acknowledged, ${cut.length} cut off; after restart ${emailRows.length} e-mails ` +
        `sent, ${retried} outbox rows taken over after their lease, ${resent.length} resent`,
    );
  });
});
