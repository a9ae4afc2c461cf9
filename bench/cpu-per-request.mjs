// `node bench/cpu-per-request.mjs [rounds] [--path /api/notifications/candidate/unread-count/] [--users 1]
// [--old ../wt-old/apps/api/dist/main.js] [--new apps/api/dist/main.js] [--seconds 10] [--connections 32]
// [--ask-twice] [--long-tail jobs|talent] [--count 1000]`:
// the CPU one signed-in request (or, with `--long-tail`, one search of the bench's long tail) costs in the API process and in its PostgreSQL backends, and how many
// statements the database ran per request, on BENCH_DATABASE_URL (a copy of kweli_bench). By default the
// bench's "unread count" scenario (bench/run.mjs): the bench candidate's polled count, with a session
// signed as the bench signs one (never revoked); `--users 500` is its "unread count, 500 users" (500
// candidates, each with a session of their own); `--role employer` signs employers instead.
//
// With `--old` (the built API of another commit: `git worktree add --detach ../wt-old <commit>`, `npm ci`
// and `npm run build -w @kweli/api` there; each build runs from its own worktree, so its packages are its
// own, and so are its node flags: bench/server-flags.mjs) both builds run side by side against the same
// database and are loaded alternately, round by round,
// the order swapped each round; every user's answer is compared first (status and body). Both builds
// migrate the database at start: the old build must run beside the newer schema (it only adds).
//
// Per answered request, for each round: the API's CPU (/proc schedstat of every thread of the process:
// the event loop, the garbage collector's and libuv's threads), the CPU of the build's own backends (by
// application_name), the database's transactions (pg_stat_database of the copy) and, when the copy has
// pg_stat_statements (`shared_preload_libraries`, `create extension pg_stat_statements`), the statements
// run; `--statements` prints each statement's calls per request of the first round. `--ask-twice`: every
// user asks each build twice before the answers are compared (an answer the first ask stores, as
// recommendations' lists, is then read from storage by both: bench/recommendations-cpu.mjs). Before loading, each
// build's CPU while idle (its background work: the outbox, periodic runs) is printed per second, since it
// is counted in the rounds too; the due-date sweep of the generated data's backlog is held off first, as
// bench/run.mjs does (bench/background.mjs). Throughput on a shared 2-core machine moves by a third from run to run;
// these figures move far less (docs/performance.md, "The signed-in path since 25 November").
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SignJWT } from 'jose';
import pg from 'pg';
import { holdBackgroundWork } from './background.mjs';
import { BENCH_CANDIDATE, BENCH_EMPLOYER } from './generate.mjs';
import { longTailJobSearches, longTailTalentSearches } from './long-tail.mjs';
import { serverNodeFlags } from './server-flags.mjs';

const argument = (name) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const rounds = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 3);
const seconds = Number(argument('--seconds') ?? 10);
const connections = Number(argument('--connections') ?? 32);
const usersCount = Number(argument('--users') ?? 1);
const role = argument('--role') ?? 'candidate';
const path = argument('--path') ?? `/api/notifications/${role}/unread-count/`;
const showStatements = process.argv.includes('--statements');
const askTwice = process.argv.includes('--ask-twice');
const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl || /\/kweli_bench$/.test(databaseUrl))
  throw new Error('BENCH_DATABASE_URL: a copy of kweli_bench');
const root = fileURLToPath(new URL('..', import.meta.url));
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';

const freePort = () =>
  new Promise((done) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => done(port));
    });
  });

/** The built API at `main` (…/apps/api/dist/main.js), run from its own worktree as bench/run.mjs runs it. */
async function startApi(name, main) {
  const port = await freePort();
  const file = resolve(root, main);
  const worktree = resolve(dirname(file), '../../..');
  const child = spawn(process.execPath, ['--max-old-space-size=256', ...serverNodeFlags(worktree), file], {
    cwd: worktree,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      JWT_SECRET,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'false',
      RATE_LIMIT_LOGIN_PER_IP: '100000',
      ANSWER_CACHE_SECONDS: '0',
      RECOMMENDATIONS_AHEAD_MS_PER_MINUTE: '0',
      PGAPPNAME: `cpu-req-${name}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise((ready, fail) => {
    const onData = (chunk) => {
      output += chunk;
      if (output.includes('Kweli is running')) ready();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => fail(new Error(`${main} exited (${code}):\n${output}`)));
  });
  return { name, main, base: `http://127.0.0.1:${port}`, pid: child.pid, child };
}

/** CPU ms a task (a thread or a backend) has run. */
const taskMs = (file) => {
  try {
    return Number(readFileSync(file, 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return 0;
  }
};
/** CPU ms of every thread of a process (a thread that ended takes its time with it: Node's do not). */
const processMs = (pid) => {
  let ms = 0;
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) ms += taskMs(`/proc/${pid}/task/${task}/schedstat`);
  } catch {}
  return ms;
};

const client = new pg.Client({ connectionString: databaseUrl, application_name: 'cpu-req-monitor' });
await client.connect();
const backendsMs = async (name) => {
  const found = new Map();
  const { rows } = await client.query('select pid from pg_stat_activity where application_name = $1', [
    `cpu-req-${name}`,
  ]);
  for (const { pid } of rows) found.set(pid, taskMs(`/proc/${pid}/schedstat`));
  return found;
};
const transactions = async () => {
  await client.query('select pg_stat_clear_snapshot()');
  const { rows } = await client.query(
    'select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()',
  );
  return Number(rows[0].n);
};
const statementsOn = await client
  .query('select 1 from pg_stat_statements limit 1')
  .then(() => true)
  .catch(() => false);
/** pg_stat_statements of this database: calls per statement (queryid), with its text. */
const statements = async () => {
  if (!statementsOn) return new Map();
  const { rows } = await client.query(
    `select queryid::text as id, calls::float8 as calls, query from pg_stat_statements
      where dbid = (select oid from pg_database where datname = current_database())`,
  );
  return new Map(rows.map((r) => [r.id, r]));
};

const sessionOf = async (id, as = role) => ({
  authorization: `Bearer ${await new SignJWT({ role: as, sid: randomUUID() })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(id))
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + 6 * 3600)
    .sign(new TextEncoder().encode(JWT_SECRET))}`,
});
const profiles = role === 'employer' ? 'employer_profiles' : 'candidate_profiles';
const { rows: chosen } =
  usersCount === 1
    ? await client.query('select id from users where email = $1', [
        role === 'employer' ? BENCH_EMPLOYER : BENCH_CANDIDATE,
      ])
    : await client.query(
        `select user_id as id from ${profiles} order by md5(user_id::text) limit ${usersCount}`,
      );
const longTail = argument('--long-tail');
/**
 * `--long-tail jobs` or `--long-tail talent`: the requests are the bench's long tail of different searches
 * (bench/long-tail.mjs, `--count` of them, 1,000 by default) instead of one path per user; talent searches
 * are asked as the bench employer. Each round asks them in order from the first again.
 */
const longTailRequests = async () => {
  const count = Number(argument('--count') ?? 1000);
  if (longTail === 'jobs') return longTailJobSearches(count).map((p) => ({ path: p, headers: {} }));
  const [employer] = (await client.query('select id from users where email = $1', [BENCH_EMPLOYER])).rows;
  const headers = await sessionOf(employer.id, 'employer');
  return longTailTalentSearches(count).map((p) => ({ path: p, headers }));
};
const requests = longTail
  ? await longTailRequests()
  : await Promise.all(chosen.map(async ({ id }) => ({ path, headers: await sessionOf(id) })));

// The generated data's backlog of expired jobs is not swept while measuring (bench/background.mjs).
const held = await holdBackgroundWork(databaseUrl);
if (held) console.info(held);
const builds = [];
const oldMain = argument('--old');
if (oldMain) builds.push(await startApi('old', oldMain));
builds.push(await startApi('new', argument('--new') ?? 'apps/api/dist/main.js'));
const stopAll = () => {
  for (const b of builds) if (b.child.exitCode === null) b.child.kill('SIGTERM');
};
process.once('SIGINT', () => {
  stopAll();
  process.exit(130);
});
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

try {
  console.info(
    `${longTail ? `the ${longTail} long tail (${requests.length} searches)` : `${path}, ${requests.length} user(s)`}, ${connections} connections, ${seconds} s a round; ` +
      `statements counted: ${statementsOn ? 'yes (pg_stat_statements)' : 'no (transactions only)'}`,
  );
  const answers = builds.map(() => []);
  for (let ask = askTwice ? 2 : 1; ask > 0; ask--)
    for (const [i, request] of requests.entries())
      for (const [b, build] of builds.entries()) {
        const res = await fetch(`${build.base}${request.path}`, {
          headers: { ...request.headers, 'accept-encoding': 'identity' },
        });
        // A paged answer's `next` and `previous` name the server asked (its port): each build's own address
        // is taken out, so that only what the builds answer differently counts.
        answers[b][i] = `${res.status} ${(await res.text()).replaceAll(build.base, '')}`;
      }
  const ok = answers.at(-1).filter((a) => a.startsWith('200 ')).length;
  // A list answered (an array, as recommendations'): how many items all the answers hold.
  const items = answers.at(-1).reduce((n, a) => {
    const body = a.startsWith('200 ') ? JSON.parse(a.slice(4)) : null;
    return n + (Array.isArray(body) ? body.length : 0);
  }, 0);
  console.info(
    (builds.length === 2
      ? `answers: ${answers[0].filter((a, i) => a !== answers[1][i]).length} of ${requests.length} differ byte for byte; ${ok} answered 200`
      : `answers: ${ok} of ${requests.length} answered 200`) + (items ? `; ${items} items in all` : ''),
  );

  const load = (build) =>
    new Promise((done, fail) => {
      const loader = spawn(process.execPath, [fileURLToPath(new URL('./load.mjs', import.meta.url))], {
        stdio: ['pipe', 'pipe', 'inherit'],
      });
      loader.stdin.end(JSON.stringify({ urls: [build.base], connections, duration: seconds, requests }));
      let out = '';
      loader.stdout.on('data', (c) => {
        out += c;
      });
      loader.once('exit', (code) =>
        code === 0 ? done(JSON.parse(out.trim().split('\n').pop())) : fail(new Error(`load ${code}`)),
      );
    });
  // A warm pass each (JIT, the pool's connections, the pages), not counted.
  for (const build of builds) await load(build);
  await sleep(1000);
  // Background work: what each build spends while nobody asks (counted in the rounds as well).
  const idleBefore = builds.map((b) => processMs(b.pid));
  const idleDbBefore = await Promise.all(builds.map((b) => backendsMs(b.name)));
  await sleep(5000);
  for (const [i, b] of builds.entries()) {
    let db = 0;
    for (const [pid, ms] of await backendsMs(b.name)) db += ms - (idleDbBefore[i].get(pid) ?? 0);
    console.info(
      `${b.name} (${b.main}) idle: API ${((processMs(b.pid) - idleBefore[i]) / 5).toFixed(1)} ms/s, backends ${(db / 5).toFixed(1)} ms/s`,
    );
  }

  console.info(
    'round | build | load avg | req/s | p50 ms | p95 ms | API CPU us/req | DB CPU us/req | both | xact/req | statements/req',
  );
  const shown = new Set();
  for (let r = 1; r <= rounds; r++) {
    const order = r % 2 === 1 ? builds : [...builds].reverse();
    for (const build of order) {
      const before = await backendsMs(build.name);
      const statementsBefore = await statements();
      const xactBefore = await transactions();
      const apiBefore = processMs(build.pid);
      const loadBefore = loadavg()[0];
      const result = await load(build);
      const apiAfter = processMs(build.pid);
      const after = await backendsMs(build.name);
      // The backends report their counts when idle, within a second.
      await sleep(1200);
      const xact = (await transactions()) - xactBefore;
      const statementsAfter = await statements();
      let db = 0;
      for (const [pid, ms] of after) db += ms - (before.get(pid) ?? 0);
      const n = result.requests;
      const api = ((apiAfter - apiBefore) * 1000) / n;
      const dbPer = (db * 1000) / n;
      const calls = [...statementsAfter.values()].map((s) => ({
        ...s,
        calls: s.calls - (statementsBefore.get(s.id)?.calls ?? 0),
      }));
      const callsAll = calls.reduce((sum, s) => sum + s.calls, 0);
      console.info(
        [
          r,
          build.name,
          `${loadBefore.toFixed(1)}->${loadavg()[0].toFixed(1)}`,
          result.rps,
          result.p50,
          result.p95,
          Math.round(api),
          Math.round(dbPer),
          Math.round(api + dbPer),
          (xact / n).toFixed(2),
          statementsOn ? (callsAll / n).toFixed(2) : '-',
        ].join(' | ') + (result.errors ? ` | errors ${result.errors}` : ''),
      );
      if (showStatements && !shown.has(build.name)) {
        shown.add(build.name);
        for (const s of calls.filter((c) => c.calls / n >= 0.005).sort((a, b) => b.calls - a.calls))
          console.info(`    ${(s.calls / n).toFixed(3)}/req  ${s.query.replace(/\s+/g, ' ').slice(0, 150)}`);
      }
    }
  }
} finally {
  stopAll();
  await client.end();
}
