// `npm run security`: an outside-in security check of a real, production-mode instance on loopback.
//
//   1. sqlmap (Debian's package) against the public job search's query parameters, the login's JSON
//      body and the talent search's query parameters (signed in as the demo employer); any injectable
//      parameter, or any answer 500 to sqlmap's hostile input, fails the run.
//   2. The response headers of the home page, a public job page and /api/health: a Content-Security-
//      Policy with frame-ancestors 'none' and no inline or eval'd scripts, X-Content-Type-Options
//      nosniff, a Referrer-Policy, X-Frame-Options, and HSTS (the instance runs with NODE_ENV=production).
//
// Nothing is installed: sqlmap must be there already (`apt-get install -y sqlmap`). The instance uses a
// throwaway DATA_DIR with the embedded database and the demo data set, which only loads outside
// production: a first start in development mode loads it, then the instance is restarted in production
// mode on the same folder. See docs/operations.md "Security check" and docs/decisions/018-security-checks.md.
//
// Settings (environment): SECURITY_PORT (default: a free port), SECURITY_LEVEL / SECURITY_RISK (sqlmap's
// --level and --risk, default 2 and 2), KEEP_SECURITY_DIR=1 keeps the temporary folder for reading.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const started = Date.now();
const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;
const say = (line) => console.info(line);

const DEMO_EMPLOYER = { email: 'employer@kweli.demo', password: 'Kweli@2024' };
const LEVEL = process.env.SECURITY_LEVEL ?? '2';
const RISK = process.env.SECURITY_RISK ?? '2';

/** One line per check, printed together at the end. */
const results = [];
const record = (ok, what, detail = '') => {
  results.push({ ok, what, detail });
  say(`  ${ok ? 'PASS' : 'FAIL'}  ${what}${detail ? ` — ${detail}` : ''}`);
};

function requireSqlmap() {
  try {
    execFileSync('sh', ['-c', 'command -v sqlmap'], { stdio: 'ignore' });
  } catch {
    console.error(
      "sqlmap is not installed. Install Debian's package, then run this again:\n\n  apt-get install -y sqlmap\n\n(as root, or with sudo).",
    );
    process.exit(1);
  }
}

async function freePort() {
  if (process.env.SECURITY_PORT) return Number(process.env.SECURITY_PORT);
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts `scripts/start.mjs` (which builds the web app and the API first when they are stale). */
function startInstance(env, logFile) {
  const out = openSync(logFile, 'a');
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', out, out],
  });
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited };
}

async function waitForHealth(base, instance, logFile, seconds) {
  const deadline = Date.now() + seconds * 1000;
  let gone = false;
  instance.exited.then(() => {
    gone = true;
  });
  while (Date.now() < deadline && !gone) {
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n') : '';
  throw new Error(`the instance did not become healthy at ${base} (log ${logFile}):\n${log}`);
}

async function stopInstance(instance) {
  if (instance.child.exitCode !== null) return;
  instance.child.kill('SIGTERM');
  const timer = setTimeout(() => instance.child.kill('SIGKILL'), 15_000);
  await instance.exited;
  clearTimeout(timer);
}

/** Runs sqlmap on one target; resolves with what its output says. */
function sqlmap(name, args, workDir) {
  const outputDir = join(workDir, 'sqlmap', name);
  const full = [
    ...args,
    '--batch',
    `--level=${LEVEL}`,
    `--risk=${RISK}`,
    // We know the database: testing only PostgreSQL's payloads keeps the run to minutes.
    '--dbms=PostgreSQL',
    '--timeout=15',
    '--retries=1',
    '--time-sec=3',
    '--flush-session',
    '--disable-coloring',
    `--output-dir=${outputDir}`,
    // Every request and answer, to count them and to read them when a check fails.
    `-t`,
    join(workDir, `${name}-traffic.txt`),
  ];
  return new Promise((resolve) => {
    const child = spawn('sqlmap', full, { cwd: workDir, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    // A hard stop, so a stuck target cannot hang CI.
    const timer = setTimeout(() => child.kill('SIGKILL'), 10 * 60 * 1000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      writeFileSync(join(workDir, `${name}-sqlmap.txt`), output);
      const traffic = join(workDir, `${name}-traffic.txt`);
      const log = existsSync(traffic) ? readFileSync(traffic, 'utf8') : '';
      const requests = (log.match(/^HTTP request \[#\d+\]/gm) ?? []).length;
      const serverErrors = (log.match(/^HTTP response \[#\d+\] \(5\d\d/gm) ?? []).length;
      resolve({ code, output, requests, serverErrors });
    });
  });
}

/**
 * Reads sqlmap's verdict. Injectable: "... parameter 'x' is vulnerable" or "sqlmap identified the
 * following injection point(s)". Clean: "all tested parameters do not appear to be injectable" with no
 * sqlmap ending normally; anything else (a refused connection, a crash) is inconclusive and fails too.
 * Its passing critical messages (e.g. a retry on dynamic content) are shown only when it did not end well.
 */
function readSqlmapOutput(output) {
  const injectable = [
    ...new Set([...output.matchAll(/parameter '([^']+)' is vulnerable/g)].map((m) => m[1])),
  ];
  if (/identified the following injection point/.test(output) && injectable.length === 0)
    injectable.push('(see log)');
  const clean = /all tested parameters do not appear to be injectable/.test(output);
  const criticals = [...output.matchAll(/\[CRITICAL\] (.*)/g)].map((m) => m[1].trim());
  const notInjectable = [...output.matchAll(/parameter '([^']+)' does not seem to be injectable/g)].map(
    (m) => m[1],
  );
  return {
    injectable,
    clean,
    criticals,
    tested: [...new Set(notInjectable)],
  };
}

async function scan(name, label, args, workDir) {
  const t0 = Date.now();
  say(`\n== sqlmap: ${label}`);
  const { code, output, requests, serverErrors } = await sqlmap(name, args, workDir);
  const verdict = readSqlmapOutput(output);
  const seconds = Math.round((Date.now() - t0) / 1000);
  const tested = verdict.tested.length ? `tested ${verdict.tested.join(', ')}` : '';
  if (verdict.injectable.length) {
    record(false, `${label}: no injectable parameter`, `INJECTABLE: ${verdict.injectable.join(', ')}`);
  } else if (!verdict.clean || code !== 0) {
    const why = verdict.criticals.join('; ') || `sqlmap exited with ${code}`;
    record(false, `${label}: sqlmap finished cleanly`, why);
  } else {
    record(true, `${label}: no injectable parameter`, `${tested} (${requests} requests, ${seconds} s)`);
  }
  record(
    serverErrors === 0,
    `${label}: no answer 5xx to hostile input`,
    serverErrors ? `${serverErrors} answers 5xx (see ${name}-traffic.txt)` : '',
  );
  if (verdict.injectable.length || serverErrors || !verdict.clean) {
    say(output.split('\n').slice(-60).join('\n'));
  }
}

/** The headers every page and API answer must carry (security-headers.ts). */
function checkHeaders(label, headers) {
  const csp = headers.get('content-security-policy') ?? '';
  const directive = (name) =>
    csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d === name || d.startsWith(`${name} `));
  record(Boolean(csp), `${label}: Content-Security-Policy present`);
  record(
    directive('frame-ancestors') === "frame-ancestors 'none'",
    `${label}: CSP frame-ancestors 'none'`,
    directive('frame-ancestors') ?? 'missing',
  );
  const scripts = directive('script-src') ?? directive('default-src') ?? '';
  record(
    scripts !== '' && !/'unsafe-inline'|'unsafe-eval'|\*/.test(scripts),
    `${label}: CSP allows no inline or eval'd script`,
    scripts || 'no script-src',
  );
  record(headers.get('x-content-type-options') === 'nosniff', `${label}: X-Content-Type-Options nosniff`);
  const referrer = headers.get('referrer-policy') ?? '';
  record(
    /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/.test(referrer),
    `${label}: Referrer-Policy`,
    referrer || 'missing',
  );
  const frame = headers.get('x-frame-options') ?? '';
  record(/^(DENY|SAMEORIGIN)$/i.test(frame), `${label}: X-Frame-Options`, frame || 'missing');
  const hsts = headers.get('strict-transport-security') ?? '';
  const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0);
  record(
    maxAge >= 15_552_000,
    `${label}: HSTS in production (max-age of 180 days or more)`,
    hsts || 'missing',
  );
}

async function main() {
  requireSqlmap();
  const workDir = mkdtempSync(join(tmpdir(), 'kweli-security-'));
  const dataDir = join(workDir, 'data');
  const logFile = join(workDir, 'server.log');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const common = { HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: base };
  let instance;
  try {
    say(`== security check (work folder ${workDir})`);
    say('== loading the demo data into a throwaway embedded database (building first if needed)');
    instance = startInstance({ ...common, NODE_ENV: 'development', LOG_LEVEL: 'warn' }, logFile);
    await waitForHealth(base, instance, logFile, 600);
    await stopInstance(instance);

    say(`== starting a production-mode instance on ${base} (${elapsed()})`);
    instance = startInstance(
      {
        ...common,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        JWT_SECRET: randomBytes(48).toString('base64url'),
        // sqlmap sends hundreds of failed logins from one address within minutes: the documented
        // login limits are raised for this throwaway instance only, so that it sees the real login
        // answers rather than 429s (the limits themselves are tested in modules/auth/rate-limits.test.ts).
        RATE_LIMIT_LOGIN_PER_ACCOUNT: '1000000',
        RATE_LIMIT_LOGIN_PER_IP: '1000000',
        RATE_LIMIT_LOGIN_ACCOUNT_CEILING: '1000000',
      },
      logFile,
    );
    await waitForHealth(base, instance, logFile, 120);

    say('\n== response headers');
    const search = await (await fetch(`${base}/api/jobs/search/?job_title=developer`)).json();
    const jobId = search.results?.[0]?.id;
    if (!jobId) throw new Error('the demo data has no published job to check the job page with');
    for (const [label, path] of [
      ['home page /', '/'],
      [`public job page /public/jobs/${jobId}/details`, `/public/jobs/${jobId}/details`],
      ['/api/health', '/api/health'],
    ]) {
      const res = await fetch(`${base}${path}`);
      record(res.status === 200, `${label}: answers 200`, String(res.status));
      checkHeaders(label, res.headers);
    }

    await scan(
      'jobs-search',
      'public job search GET /api/jobs/search/',
      // A baseline with results (4 demo jobs), so a true and a false condition would answer differently.
      [
        '-u',
        `${base}/api/jobs/search/?job_title=manager&city=Nairobi&country=Kenya&location_type=on-site&working_period=full-time&job_type=permanent&posted_within=month&sort=relevance&include_expired=true&page=1`,
      ],
      workDir,
    );

    await scan(
      'login',
      'login POST /api/auth/login/ (JSON body)',
      [
        '-u',
        `${base}/api/auth/login/`,
        '--method=POST',
        // The right password: the baseline is a successful sign-in, so an e-mail payload that changed the
        // account lookup would change the answer (a wrong password would answer 400 either way).
        `--data=${JSON.stringify(DEMO_EMPLOYER)}`,
        // Each successful sign-in answers a new token: a true condition is told by the status alone.
        '--code=200',
        '--headers=Content-Type: application/json',
      ],
      workDir,
    );

    // Signed in just before the talent scan: access tokens last 15 minutes (auth-guard.ts).
    const login = await fetch(`${base}/api/auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_EMPLOYER),
    });
    if (login.status !== 200) throw new Error(`the demo employer could not sign in: ${login.status}`);
    const { token } = await login.json();
    const authorised = await fetch(`${base}/api/talent/search/?q=developer`, {
      headers: { authorization: `Bearer ${token}` },
    });
    record(
      authorised.status === 200,
      'talent search answers 200 to the demo employer',
      String(authorised.status),
    );
    await scan(
      'talent-search',
      'talent search GET /api/talent/search/ (signed in)',
      [
        '-u',
        `${base}/api/talent/search/?job_title=Software%20Engineer&city=Nairobi&country=Kenya&industry=Technology&education_level=Bachelor%27s%20Degree&years_experience_min=1&years_experience_max=20&q=software&page=1`,
        `--headers=Authorization: Bearer ${token}`,
      ],
      workDir,
    );
  } catch (error) {
    record(false, 'the check ran to the end', String(error?.message ?? error));
  } finally {
    if (instance) await stopInstance(instance);
  }

  const failed = results.filter((r) => !r.ok);
  say(`\n== security report (${elapsed()})`);
  say(`${results.length - failed.length} passed, ${failed.length} failed`);
  for (const f of failed) say(`  FAIL  ${f.what}${f.detail ? ` — ${f.detail}` : ''}`);
  if (process.env.KEEP_SECURITY_DIR === '1') say(`work folder kept: ${workDir}`);
  else rmSync(workDir, { recursive: true, force: true });
  process.exit(failed.length ? 1 : 0);
}

await main();
