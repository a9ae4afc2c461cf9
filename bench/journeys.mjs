// `npm run bench:journeys [-- --users 50 --duration 60 --jobs 5000]`: the main journeys under load.
// Builds the API if needed, starts it in production mode on a fresh PostgreSQL database of its own
// (BENCH_DATABASE_SERVER, default the local server), fills it with generated jobs and accounts, then
// runs --users virtual users for --duration seconds, each repeating its journey without pause:
//   candidates (4 of 5 users): log in, search twice, open a job, apply to it (with their CV);
//   employers (1 of 5): log in, list their jobs, open the applicants of one, change one's status.
// Prints requests per second and latency percentiles per step and overall, and exits 1 when any
// request failed (a socket error, a timeout or an answer other than the one the journey expects).
// The database is dropped at the end.
import { execSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { serverNodeFlags } from './server-flags.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(new URL('../apps/api/package.json', import.meta.url));
const pg = require('pg');

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '50' },
    duration: { type: 'string', default: '60' },
    jobs: { type: 'string', default: '5000' },
  },
});
const USERS = Number(values.users);
const DURATION_S = Number(values.duration);
const BACKGROUND_JOBS = Number(values.jobs);
const EMPLOYERS = Math.max(1, Math.round(USERS / 5));
const CANDIDATES = USERS - EMPLOYERS;
const PASSWORD = 'Journey@2024';
const SERVER = process.env.BENCH_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SEARCHES = ['engineer', 'accountant', 'sales', 'nurse', 'driver', 'analyst', 'teacher', 'acountant'];
const CITIES = ['Nairobi', 'Mombasa', 'Kisumu', 'Nakuru', 'Lagos', 'Kampala'];

// The built API, rebuilt when a source is newer (as `npm start` does).
const newest = (p) => {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(0, ...readdirSync(p).map((n) => newest(join(p, n))));
};
const entry = join(root, 'apps/api/dist/main.js');
if (
  !existsSync(entry) ||
  statSync(entry).mtimeMs <
    Math.max(newest(join(root, 'apps/api/src')), newest(join(root, 'packages/shared/src')))
) {
  console.info('Building the API…');
  execSync('npm run build -w @kweli/api', { cwd: root, stdio: 'inherit' });
}

const freePort = async (from) => {
  for (let port = from; port < 65535; port += 1) {
    const free = await new Promise((resolve) => {
      const s = createServer();
      s.once('error', () => resolve(false));
      s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('no free port');
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const dbName = `bench_journeys_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: SERVER });
await admin.connect();
await admin.query(`create database ${dbName}`);
await admin.end();
const dbUrl = new URL(SERVER);
dbUrl.pathname = `/${dbName}`;
const dataDir = mkdtempSync(join(tmpdir(), 'kweli-journeys-'));
const port = await freePort(Number(process.env.BENCH_PORT ?? 4480));
const base = `http://127.0.0.1:${port}`;

const server = spawn(process.execPath, [...serverNodeFlags(root), entry], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATABASE_URL: dbUrl.toString(),
    JWT_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // The set-up signs every account up from one address.
    RATE_LIMIT_SIGNUP_PER_IP: '100000',
    RATE_LIMIT_EMAIL_PER_IP: '100000',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

let db;
async function cleanUp() {
  if (server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
  await db?.end();
  const c = new pg.Client({ connectionString: SERVER });
  await c.connect();
  await c.query(`drop database if exists ${dbName} with (force)`);
  await c.end();
  rmSync(dataDir, { recursive: true, force: true });
}

async function request(method, path, { token, body, headers } = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body !== undefined && !(body instanceof Uint8Array) ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : body instanceof Uint8Array ? body : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: res.status, body: json };
}

try {
  for (let i = 0; ; i += 1) {
    try {
      if ((await request('GET', '/api/health')).status === 200) break;
    } catch {
      // Not listening yet.
    }
    if (i > 600 || server.exitCode !== null) throw new Error('the API did not start');
    await sleep(100);
  }

  // Accounts through the API (as people sign up), verified directly in the database.
  console.info(`Setting up ${EMPLOYERS} employers, ${CANDIDATES} candidates and ${BACKGROUND_JOBS} jobs…`);
  const user = (email) => ({
    email,
    password: PASSWORD,
    is_verified: false,
    is_active: true,
    is_admin: false,
  });
  const employers = [];
  const candidates = [];
  for (let i = 0; i < EMPLOYERS; i += 1) {
    const email = `journey-employer-${i}@example.com`;
    const res = await request('POST', '/api/signup/employer/', {
      body: {
        user: { ...user(email), role: 'employer' },
        user_name: `Employer ${i}`,
        company_name: `Company ${i}`,
      },
    });
    if (res.status !== 201) throw new Error(`employer sign-up: ${res.status} ${JSON.stringify(res.body)}`);
    employers.push({ email });
  }
  for (let i = 0; i < CANDIDATES; i += 1) {
    const email = `journey-candidate-${i}@example.com`;
    const res = await request('POST', '/api/signup/candidate/', {
      body: { user: { ...user(email), role: 'candidate' }, full_name: `Candidate ${i}` },
    });
    if (res.status !== 201) throw new Error(`candidate sign-up: ${res.status} ${JSON.stringify(res.body)}`);
    candidates.push({ email });
  }
  db = new pg.Client({ connectionString: dbUrl.toString() });
  await db.connect();
  await db.query(`update users set is_verified = true where email like 'journey-%'`);
  const ids = new Map(
    (await db.query(`select id, email from users where email like 'journey-%'`)).rows.map((r) => [
      r.email,
      r.id,
    ]),
  );
  // The jobs the journeys apply to (enough for every candidate to apply on every round), and the
  // background of generated jobs that the searches go through.
  const titles = [
    'Software Engineer',
    'Accountant',
    'Sales Executive',
    'Nurse',
    'Driver',
    'Data Analyst',
    'Teacher',
  ];
  const insertJobs = (employerIds, count) =>
    db.query(
      `insert into jobs (employer_id, job_title, company_name, industry, city, country, location_type,
         working_period, job_type, due_date, description, status, published_at)
       select ($1::int[])[1 + n % array_length($1::int[], 1)], ($2::text[])[1 + n % 7] || ' ' || n, 'Company ' || n % 97,
         'Technology', ($3::text[])[1 + n % 6], 'Kenya', 'on-site', 'full-time', 'permanent',
         current_date + 30, 'A generated job for the journeys benchmark, number ' || n, 'published',
         now() - make_interval(mins => n)
       from generate_series(1, $4::int) n`,
      [employerIds, titles, CITIES, count],
    );
  const employerIds = employers.map((e) => ids.get(e.email));
  await insertJobs(employerIds, BACKGROUND_JOBS);
  const openJobs = (await db.query(`select id, employer_id from jobs order by id`)).rows;
  for (const e of employers)
    e.jobs = openJobs.filter((j) => j.employer_id === ids.get(e.email)).map((j) => j.id);

  // Each candidate logs in once to upload the CV their applications carry.
  const pdf = new Uint8Array(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2048, 0x20)]));
  for (const c of candidates) {
    const login = await request('POST', '/api/auth/login/', { body: { email: c.email, password: PASSWORD } });
    const address = await request('POST', '/api/generate-upload-signed-url/', {
      token: login.body.token,
      body: { filename: 'cv.pdf', content_type: 'application/pdf', file_type: 'application_cv' },
    });
    const put = await fetch(`${base}${address.body.signed_url}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/pdf' },
      body: pdf,
    });
    if (put.status !== 204) throw new Error(`CV upload: ${put.status}`);
    c.cv = address.body.s3_key;
  }
  // Candidate k applies to jobs k, k + CANDIDATES, k + 2·CANDIDATES…: never the same job twice.
  candidates.forEach((c, k) => {
    c.nextJob = k;
  });

  // The load.
  const steps = new Map();
  const errors = [];
  const record = (step, ms, ok, detail) => {
    const s = steps.get(step) ?? { times: [], errors: 0 };
    s.times.push(ms);
    if (!ok) {
      s.errors += 1;
      if (errors.length < 20) errors.push(`${step}: ${detail}`);
    }
    steps.set(step, s);
  };
  const step = async (name, expected, method, path, options) => {
    const started = performance.now();
    try {
      const res = await request(method, path, options);
      const ok = res.status === expected;
      record(
        name,
        performance.now() - started,
        ok,
        `${res.status} ${JSON.stringify(res.body).slice(0, 200)}`,
      );
      return ok ? res.body : undefined;
    } catch (error) {
      record(name, performance.now() - started, false, String(error));
      return undefined;
    }
  };

  const endAt = Date.now() + DURATION_S * 1000;
  let journeys = 0;
  const candidateJourney = async (c) => {
    const session = await step('login', 200, 'POST', '/api/auth/login/', {
      body: { email: c.email, password: PASSWORD },
    });
    if (!session) return;
    const term = () => SEARCHES[Math.floor(Math.random() * SEARCHES.length)];
    await step('search', 200, 'GET', `/api/jobs/search/?job_title=${term()}`);
    const city = CITIES[Math.floor(Math.random() * CITIES.length)];
    await step('search', 200, 'GET', `/api/jobs/search/?job_title=${term()}&city=${city}`);
    const job = openJobs[c.nextJob % openJobs.length];
    c.nextJob += CANDIDATES;
    await step('open job', 200, 'GET', `/api/employer/public/jobs/${job.id}/`);
    await step('apply', 201, 'POST', '/api/applications/', {
      token: session.token,
      body: { job: job.id, cv: c.cv, cover_letter: 'I would like to apply.', submission_status: 'submitted' },
    });
  };
  const employerJourney = async (e) => {
    const session = await step('login', 200, 'POST', '/api/auth/login/', {
      body: { email: e.email, password: PASSWORD },
    });
    if (!session) return;
    await step('my jobs', 200, 'GET', '/api/employer/jobs/list/', { token: session.token });
    // The newest applications went to the lowest job ids: look at those jobs first.
    const jobId = e.jobs[Math.floor(Math.random() * Math.min(e.jobs.length, 20))];
    const applicants = await step('applicants', 200, 'GET', `/api/applications/for_job/?job_id=${jobId}`, {
      token: session.token,
    });
    const first = applicants?.results?.[0];
    if (first) {
      const to = first.review_status === 'shortlisted' ? 'reviewed' : 'shortlisted';
      await step('review', 200, 'PATCH', `/api/applications/${first.id}/update-status/`, {
        token: session.token,
        body: { review_status: to },
      });
    }
  };
  console.info(`Running ${USERS} users for ${DURATION_S} s against ${base}…`);
  const started = performance.now();
  await Promise.all([
    ...candidates.map(async (c) => {
      while (Date.now() < endAt) {
        await candidateJourney(c);
        journeys += 1;
      }
    }),
    ...employers.map(async (e) => {
      while (Date.now() < endAt) {
        await employerJourney(e);
        journeys += 1;
      }
    }),
  ]);
  const seconds = (performance.now() - started) / 1000;

  const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  const row = (name, times, errs) => {
    const sorted = [...times].sort((a, b) => a - b);
    return {
      step: name,
      requests: times.length,
      'req/s': Math.round((times.length / seconds) * 10) / 10,
      'p50 ms': Math.round(pct(sorted, 50)),
      'p95 ms': Math.round(pct(sorted, 95)),
      'p99 ms': Math.round(pct(sorted, 99)),
      errors: errs,
    };
  };
  const rows = [...steps].map(([name, s]) => row(name, s.times, s.errors));
  const all = [...steps.values()];
  rows.push(
    row(
      'all',
      all.flatMap((s) => s.times),
      all.reduce((n, s) => n + s.errors, 0),
    ),
  );
  const columns = Object.keys(rows[0]);
  const width = columns.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c]).length)));
  const line = (cells) =>
    cells.map((v, i) => (i === 0 ? String(v).padEnd(width[i]) : String(v).padStart(width[i]))).join('  ');
  console.info(line(columns));
  for (const r of rows) console.info(line(columns.map((c) => r[c])));
  const total = rows.at(-1);
  console.info(`${journeys} journeys by ${USERS} users in ${seconds.toFixed(1)} s; ${total.errors} errors`);
  for (const e of errors) console.info(`  ${e}`);
  console.info(JSON.stringify({ users: USERS, seconds: Math.round(seconds), journeys, steps: rows }));
  process.exitCode = total.errors > 0 ? 1 : 0;
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
