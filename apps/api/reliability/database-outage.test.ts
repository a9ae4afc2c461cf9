import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpBody } from '../src/test/users.ts';
import {
  type ApiProcess,
  call,
  createDatabase,
  freePort,
  sleep,
  startApi,
  startDatabaseProxy,
  startMailSink,
  tempDataDir,
  throughProxy,
  waitFor,
} from './harness.ts';

/**
 * The database goes away for 10 seconds. The API reaches PostgreSQL through a TCP proxy owned by the
 * test, which drops every connection and refuses new ones, while the shared server keeps running for
 * everyone else. Meanwhile the API answers quickly with 503 and a clear detail; afterwards it serves
 * again by itself, without a restart.
 */
const OUTAGE_MS = 10_000;

let database: Awaited<ReturnType<typeof createDatabase>>;
let proxy: Awaited<ReturnType<typeof startDatabaseProxy>>;
let sink: Awaited<ReturnType<typeof startMailSink>>;
let data: ReturnType<typeof tempDataDir>;
let api: ApiProcess;

beforeAll(async () => {
  database = await createDatabase();
  data = tempDataDir();
  proxy = await startDatabaseProxy(await freePort(4440));
  sink = await startMailSink(await freePort(proxy.port + 1));
  api = await startApi({
    port: await freePort(proxy.port + 2),
    databaseUrl: throughProxy(database.url, proxy.port),
    smtpUrl: sink.url,
    dataDir: data.dir,
  });
}, 120_000);

afterAll(async () => {
  await api?.stop();
  await proxy?.close();
  await sink?.close();
  await database?.drop();
  data?.remove();
});

/** Each request gives up after 8 s: an API that hangs on a dead database fails the test. */
// A different search each time: a search answered in the last ANSWER_CACHE_SECONDS is served from
// memory, even while the database is away, and would not show what a new question meets.
let searches = 0;
const search = () =>
  call(api.base, 'GET', `/api/jobs/search/?job_title=analyst&city=nairobi${++searches}`, {
    timeoutMs: 8_000,
  });
const health = () => call(api.base, 'GET', '/api/health', { timeoutMs: 8_000 });

describe('the database going away for 10 seconds', () => {
  it('When the database is cut off, then 503 with a clear detail meanwhile, and 200 again afterwards', async () => {
    expect((await search()).status).toBe(200);
    expect((await health()).status).toBe(200);

    proxy.cut();
    const cutAt = Date.now();
    const during: { path: string; status: number; detail: string }[] = [];
    while (Date.now() - cutAt < OUTAGE_MS - 1_000) {
      for (const [path, request] of [
        ['search', search],
        ['health', health],
        [
          'sign-up',
          () =>
            call(api.base, 'POST', '/api/signup/candidate/', {
              body: signUpBody('down@example.com'),
              timeoutMs: 8_000,
            }),
        ],
      ] as const) {
        const res = await request();
        during.push({ path, status: res.status, detail: res.body?.detail });
      }
      await sleep(500);
    }
    expect(during.length).toBeGreaterThanOrEqual(9);
    for (const answer of during) {
      expect(answer).toMatchObject({
        status: 503,
        detail: expect.stringMatching(/database is not answering/i),
      });
    }
    const left = OUTAGE_MS - (Date.now() - cutAt);
    if (left > 0) await sleep(left);

    proxy.restore();
    // Nobody restarts it: the pool opens new connections on the next requests.
    await waitFor('the API to answer again', async () => (await search()).status === 200, 15_000);
    expect((await health()).status).toBe(200);
    expect(api.child.exitCode).toBeNull();
    const signUp = await call(api.base, 'POST', '/api/signup/candidate/', {
      body: signUpBody('after@example.com'),
    });
    expect(signUp.status).toBe(201);
    // The e-mail queued after the outage is sent by the same worker that failed during it.
    await waitFor('the verification e-mail', async () =>
      sink.received.some((m) => m.to.includes('after@example.com')),
    );
  });

  it('When the database host stops answering at all, then requests end in 503 within seconds, not hang', async () => {
    expect((await search()).status).toBe(200);
    proxy.cut('silent');
    // The pool gives up connecting after 5 s (connectionTimeoutMillis in db/connect.ts); these requests
    // themselves give up after 8 s, so an answer at all means the API did not hang.
    const [searched, checked] = await Promise.all([search(), health()]);
    expect(searched).toMatchObject({
      status: 503,
      body: { detail: expect.stringMatching(/database is not answering/i) },
    });
    expect(checked).toMatchObject({
      status: 503,
      body: { detail: expect.stringMatching(/database is not answering/i) },
    });
    proxy.restore();
    await waitFor('the API to answer again', async () => (await search()).status === 200, 15_000);
  });
});
