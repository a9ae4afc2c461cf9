import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

/**
 * Starts the built server once for the whole journey run: a free port, a fresh data folder (so the
 * demo data loads and the mail outbox is empty), and waits for /api/health.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

const root = fileURLToPath(new URL('..', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

let child: ChildProcess | undefined;
let dataDir: string | undefined;

export default async function setup(project: TestProject) {
  const port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'kweli-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  child = spawn('node', [join(root, 'apps/api/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      // Every journey signs up its users from this one address.
      RATE_LIMIT_SIGNUP_PER_IP: '100000',
      RATE_LIMIT_EMAIL_PER_IP: '100000',
      // Status e-mails gather changes for ten minutes in production; a journey cannot wait that long.
      STATUS_EMAIL_WINDOW_SECONDS: '2',
      // Instant job alerts run every fourth tick of 30 s in production; at 1 s an alert comes in seconds.
      ALERT_TICK_SECONDS: '1',
      // The trust journey's moderator (issue 22): an account it signs up with this address.
      ADMIN_EMAILS: 'moderator@journey.test',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // A fresh embedded database with the demo data: seconds on a quiet machine, over a minute on a
  // loaded one (seen with a benchmark database being generated beside the journeys).
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // Vitest runs no teardown when set-up throws: stop the server here, or it outlives the run.
      child.kill('SIGTERM');
      throw new Error('The server did not become healthy within 180 s');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  return async () => {
    child?.kill('SIGTERM');
    await new Promise((r) => child?.once('exit', r));
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}
