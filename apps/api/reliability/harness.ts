import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { Config } from '../src/config.ts';
import { connectDatabase, type Database } from '../src/db/connect.ts';
import { startMailServer } from '../src/test/mail-server.ts';

/**
 * What the reliability tests are made of: a database of their own on the shared PostgreSQL server, real
 * API processes (the same `src/main.ts` the server runs, through tsx), a mail server that records what
 * it receives, and a TCP proxy that can cut the API off from its database.
 */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
export const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const JWT_SECRET = 'reliability-secret-shared-by-every-instance-0123456789';

/** A fresh, empty database (the first API start migrates it); `drop` removes it with its connections. */
export async function createDatabase(): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `issue13_reliability_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: SERVER_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** The test's own connection to the database, with the app's drizzle schema (for setup and checks). */
export async function openDatabase(url: string): Promise<Database> {
  return connectDatabase({ url, poolSize: 4 });
}

/** The config fields the test helpers of src/test read (createUser signs tokens with the shared secret). */
export const sharedConfig = { jwtSecret: JWT_SECRET } as Config;

/** A free port from the range given to this suite (4400-4499), starting at `from`. */
export async function freePort(from: number): Promise<number> {
  for (let port = from; port < 4500; port += 1) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port from ${from} to 4499`);
}

export interface ApiProcess {
  port: number;
  base: string;
  child: ChildProcess;
  /** Everything the process printed, for the failure message of a test. */
  output: () => string;
  /** SIGKILL: no shutdown handler runs, in-flight requests and sends are cut where they are. */
  kill9: () => Promise<void>;
  /** SIGTERM and wait for the graceful shutdown. */
  stop: () => Promise<void>;
}

export interface ApiOptions {
  port: number;
  databaseUrl: string;
  smtpUrl: string;
  dataDir: string;
  env?: Record<string, string>;
}

/** Starts `src/main.ts` as its own process in production mode and waits until it answers. */
export async function startApi(options: ApiOptions): Promise<ApiProcess> {
  const { port } = options;
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: options.databaseUrl,
      JWT_SECRET,
      SMTP_URL: options.smtpUrl,
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API on ${port} exited at start:\n${output}`);
    try {
      const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() - started > 60_000) {
      child.kill('SIGKILL');
      throw new Error(`API on ${port} did not start within 60 s:\n${output}`);
    }
    await sleep(100);
  }
  return {
    port,
    base,
    child,
    output: () => output,
    kill9: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it returns true; throws with `what` after `timeoutMs`. */
export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs = 30_000,
): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await sleep(200);
  }
}

export function tempDataDir(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'kweli-reliability-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface ReceivedMail {
  messageId: string;
  to: string;
  from: string;
  subject: string;
  /** The text with quoted-printable soft breaks undone, to read links. */
  body: string;
}

/** An SMTP server that accepts everything and records each message with its headers. */
export async function startMailSink(port: number): Promise<{
  url: string;
  received: ReceivedMail[];
  close: () => Promise<void>;
}> {
  const received: ReceivedMail[] = [];
  const header = (raw: string, name: string) =>
    raw.match(new RegExp(`^${name}:\\s*(.*)$`, 'im'))?.[1]?.trim() ?? '';
  const { url, close } = await startMailServer({
    port,
    onMessage: (body) =>
      received.push({
        messageId: header(body, 'Message-ID'),
        to: header(body, 'To'),
        from: header(body, 'From'),
        subject: header(body, 'Subject'),
        body,
      }),
  });
  return { url, received, close };
}

/**
 * A TCP proxy in front of the PostgreSQL server. `cut()` drops every open connection and refuses new
 * ones (the database "went away" for the API behind it, while the shared server keeps running for
 * everyone else); `cut('silent')` drops them too but then accepts new ones and never answers (a
 * database host that vanished from the network); `restore()` lets connections through again.
 */
export async function startDatabaseProxy(
  port: number,
  target = { host: '127.0.0.1', port: 5432 },
): Promise<{
  port: number;
  cut: (how?: 'refuse' | 'silent') => void;
  restore: () => void;
  close: () => Promise<void>;
}> {
  let down: false | 'refuse' | 'silent' = false;
  const open = new Set<Socket>();
  const held = new Set<Socket>();
  const server: Server = createServer((client) => {
    if (down === 'refuse') {
      client.destroy();
      return;
    }
    if (down === 'silent') {
      held.add(client);
      client.on('error', () => held.delete(client));
      return;
    }
    const upstream = createConnection(target);
    open.add(client);
    open.add(upstream);
    const forget = () => {
      open.delete(client);
      open.delete(upstream);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', forget);
    upstream.on('error', forget);
    client.on('close', forget);
    upstream.on('close', forget);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    cut: (how = 'refuse') => {
      down = how;
      for (const socket of open) socket.destroy();
      open.clear();
    },
    restore: () => {
      down = false;
      // Connections held silently stay dead, as they would after a network outage.
      for (const socket of held) socket.destroy();
      held.clear();
    },
    close: () => {
      for (const socket of [...open, ...held]) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A database URL that goes through the proxy instead of straight to the server. */
export function throughProxy(url: string, proxyPort: number): string {
  const proxied = new URL(url);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(proxyPort);
  return proxied.toString();
}

/** JSON over HTTP, answering status and body (a body that is not JSON comes back as text). */
export async function call(
  base: string,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; timeoutMs?: number; headers?: Record<string, string> } = {},
  // biome-ignore lint/suspicious/noExplicitAny: the tests read the documented fields of each JSON answer.
): Promise<{ status: number; body: any }> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
    signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: keep the text.
  }
  return { status: res.status, body };
}
