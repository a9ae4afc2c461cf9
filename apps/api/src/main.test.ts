import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/** The real start-up path: two independent instances, and a graceful stop on SIGTERM. */
const main = fileURLToPath(new URL('./main.ts', import.meta.url));
const children: ChildProcess[] = [];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startInstance(): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'kweli-main-'));
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { child, url, output: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`instance did not start:\n${output}`);
}

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});

describe('starting and stopping the server', () => {
  it('When two instances start with their own PORT and DATA_DIR, then both answer independently', async () => {
    const [a, b] = await Promise.all([startInstance(), startInstance()]);
    expect((await fetch(`${a.url}/api/health`)).status).toBe(200);
    expect((await fetch(`${b.url}/api/health`)).status).toBe(200);
    a.child.kill('SIGTERM');
    b.child.kill('SIGTERM');
  }, 90_000);

  it('When SIGTERM arrives during a request, then the request completes and the process exits cleanly', async () => {
    const { child, url } = await startInstance();
    // A request whose body is still arriving is in flight on the server when the signal comes.
    const { port } = new URL(url);
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    let answer = '';
    socket.on('data', (d) => {
      answer += d;
    });
    socket.write(
      'POST /api/nothing-here HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 11\r\n\r\n{"a":',
    );
    await new Promise((r) => setTimeout(r, 300));
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    socket.end('"bcd"}');
    await new Promise((r) => socket.once('close', r));
    expect(answer).toMatch(/^HTTP\/1\.1 404/);
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(0);
  }, 90_000);

  it('When a setting is invalid, then the start fails naming the variable', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', main], {
      env: { ...process.env, PORT: 'not-a-port' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let stderr = '';
    child.stderr?.on('data', (d) => {
      stderr += d;
    });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('PORT');
  }, 30_000);
});
