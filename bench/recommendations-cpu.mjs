// `node bench/recommendations-cpu.mjs [rounds] [--old apps/api/dist-old/main.js] [--seconds 10]`: the CPU a
// recommendations answer costs in the API process and in its PostgreSQL backends, for 500 candidates with
// stored lists (the bench's "recommendations, 500 candidates", nothing kept), on BENCH_DATABASE_URL (it
// stores lists: use a copy). With `--old` (a build of the code before a change, e.g. `cp -a apps/api/dist
// apps/api/dist-old` before it, inside apps/api so that its packages resolve; remove it after, or lint checks
// it) both builds run side by side and are loaded alternately, round by round, and every candidate's answer
// is compared byte for byte first. Both builds migrate the same database at start: a change with a migration
// that the old build cannot run beside is compared another way. CPU from /proc (schedstat) of the API process and
// of the backends whose application_name is the build's, per answered request, so that a machine shared
// with other work changes the wall times far more than these.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { SignJWT } from 'jose';
import pg from 'pg';

const argument = (name) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const rounds = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 3);
const seconds = Number(argument('--seconds') ?? 10);
const connections = Number(argument('--connections') ?? 32);
const candidatesCount = Number(argument('--candidates') ?? 500);
const oldMain = argument('--old');
const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl || /\/kweli_bench$/.test(databaseUrl))
  throw new Error('BENCH_DATABASE_URL: a copy of kweli_bench');
const root = fileURLToPath(new URL('..', import.meta.url));
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function startApi(name, main) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--max-old-space-size=256', main], {
    cwd: root,
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
      ANSWER_CACHE_SECONDS: '0',
      RECOMMENDATIONS_AHEAD_MS_PER_MINUTE: '0',
      PGAPPNAME: `recs-cpu-${name}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk;
      if (output.includes('Kweli is running')) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${main} exited (${code}):\n${output}`)));
  });
  return { name, base: `http://127.0.0.1:${port}`, pid: child.pid, child };
}

const cpuMs = (pid) => {
  try {
    return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return null;
  }
};

const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const backends = async (name) =>
  (
    await client.query('select pid from pg_stat_activity where application_name = $1', [`recs-cpu-${name}`])
  ).rows.map((r) => r.pid);
const backendsMs = async (name) => {
  const found = new Map();
  for (const pid of await backends(name)) found.set(pid, cpuMs(pid) ?? 0);
  return found;
};

const { rows: chosen } = await client.query(
  `select user_id as id from candidate_profiles order by md5(user_id::text) limit ${candidatesCount}`,
);
const sessions = await Promise.all(
  chosen.map(async ({ id }) => ({
    authorization: `Bearer ${await new SignJWT({ role: 'candidate', sid: randomUUID() })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(id))
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + 6 * 3600)
      .sign(new TextEncoder().encode(JWT_SECRET))}`,
  })),
);
const path = '/api/recommendations/recommended/';

const builds = [];
if (oldMain) builds.push(await startApi('old', oldMain));
builds.push(await startApi('new', argument('--new') ?? 'apps/api/dist/main.js'));
const stopAll = () => {
  for (const b of builds) if (b.child.exitCode === null) b.child.kill('SIGTERM');
};
process.once('SIGINT', () => {
  stopAll();
  process.exit(130);
});

try {
  // Every candidate asked once of each build (the first ask stores a list), then the answers compared.
  const answers = builds.map(() => []);
  for (let i = 0; i < sessions.length; i++) {
    for (const [b, build] of builds.entries()) {
      const res = await fetch(`${build.base}${path}`, {
        headers: { ...sessions[i], 'accept-encoding': 'identity' },
      });
      answers[b][i] = `${res.status} ${await res.text()}`;
    }
  }
  if (builds.length === 2) {
    // Asked again: a list stored by the first ask is read from storage by both.
    for (let i = 0; i < sessions.length; i++)
      for (const [b, build] of builds.entries()) {
        const res = await fetch(`${build.base}${path}`, {
          headers: { ...sessions[i], 'accept-encoding': 'identity' },
        });
        answers[b][i] = `${res.status} ${await res.text()}`;
      }
    const differing = answers[0].filter((a, i) => a !== answers[1][i]).length;
    const ok = answers[1].filter((a) => a.startsWith('200 ')).length;
    const jobs = answers[1].reduce(
      (n, a) => n + (a.startsWith('200 ') ? JSON.parse(a.slice(4)).length : 0),
      0,
    );
    console.info(
      `answers: ${differing} of ${sessions.length} differ byte for byte; ${ok} answered 200; ${jobs} jobs in all`,
    );
  }
  const requests = sessions.map((headers) => ({ path, headers }));
  const load = (build) =>
    new Promise((resolve, reject) => {
      const loader = spawn(process.execPath, [fileURLToPath(new URL('./load.mjs', import.meta.url))], {
        stdio: ['pipe', 'pipe', 'inherit'],
      });
      loader.stdin.end(JSON.stringify({ urls: [build.base], connections, duration: seconds, requests }));
      let out = '';
      loader.stdout.on('data', (c) => {
        out += c;
      });
      loader.once('exit', (code) =>
        code === 0 ? resolve(JSON.parse(out.trim().split('\n').pop())) : reject(new Error(`load ${code}`)),
      );
    });
  // A warm pass each (JIT, the pool's connections, the pages), not counted.
  for (const build of builds) await load(build);
  console.info('round | build | load avg | req/s | p50 ms | p95 ms | API CPU us/req | DB CPU us/req | both');
  for (let r = 1; r <= rounds; r++) {
    const order = r % 2 === 1 ? builds : [...builds].reverse();
    for (const build of order) {
      const before = await backendsMs(build.name);
      const apiBefore = cpuMs(build.pid);
      const loadBefore = loadavg()[0];
      const result = await load(build);
      const apiAfter = cpuMs(build.pid);
      const after = await backendsMs(build.name);
      let db = 0;
      for (const [pid, ms] of after) db += ms - (before.get(pid) ?? 0);
      const n = result.requests;
      const api = ((apiAfter - apiBefore) * 1000) / n;
      const dbPer = (db * 1000) / n;
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
        ].join(' | ') + (result.errors ? ` | errors ${result.errors}` : ''),
      );
    }
  }
} finally {
  stopAll();
  await client.end();
}
