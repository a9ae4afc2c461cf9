import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueWork } from '../../platform/outbox.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/health', () => {
  it('When the database answers, then it reports ok', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: 'ok',
      outbox: { pending: 0, failing: 0, oldest_pending_seconds: null },
    });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('When the database is gone, then it answers 503 with a clear detail', async () => {
    const other = await createTestApp();
    await other.database.close();
    const res = await other.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json().detail).toBe('The database is not answering.');
    await other.app.close();
  });
});

describe('GET /api/health: the outbox backlog', () => {
  let o: TestApp;
  beforeAll(async () => {
    o = await createTestApp();
  });
  afterAll(async () => {
    await o.close();
  });
  const outbox = async () => {
    const res = await o.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    return res.json().outbox;
  };

  it('When work is queued, then it is counted as pending until it is delivered', async () => {
    await enqueueWork(o.db, 'health-test-ok', { n: 1 });
    await enqueueWork(o.db, 'health-test-ok', { n: 2 });
    const queued = await outbox();
    expect(queued).toMatchObject({ pending: 2, failing: 0 });
    expect(queued.oldest_pending_seconds).toBeGreaterThanOrEqual(0);

    const handled: unknown[] = [];
    o.app.outbox.handle('health-test-ok', async (payload) => {
      handled.push(payload);
    });
    expect(await o.app.outbox.deliverDue()).toBe(2);
    expect(handled).toHaveLength(2);
    expect(await outbox()).toEqual({ pending: 0, failing: 0, oldest_pending_seconds: null });
  });

  it('When a delivery fails, then the message stays pending and is counted as failing', async () => {
    o.app.outbox.handle('health-test-broken', async () => {
      throw new Error('the receiving side is down');
    });
    await enqueueWork(o.db, 'health-test-broken', {});
    await enqueueWork(o.db, 'health-test-ok', {});
    expect(await o.app.outbox.deliverDue()).toBe(1);
    expect(await outbox()).toMatchObject({ pending: 1, failing: 1 });
  });

  it('When a message has waited for ten minutes, then its age is reported', async () => {
    await o.db.execute(
      sql`update outbox set created_at = now() - interval '10 minutes' where delivered_at is null`,
    );
    expect((await outbox()).oldest_pending_seconds).toBeGreaterThanOrEqual(600);
  });
});

describe('unknown API paths and the reference', () => {
  it('When an API path does not exist, then it answers 404 with a detail', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
  });

  it('When the OpenAPI document is fetched, then it lists the health route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/health']).toBeDefined();
  });

  it('When the reference page is fetched, then it is served', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it('When any page is fetched, then security headers are set', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('When an API answer is sent, then it carries the resource headers: nothing may load from it or frame it, and no page-only header (decision 104)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    for (const pageOnly of ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control']) {
      expect(res.headers[pageOnly], pageOnly).toBeUndefined();
    }
  });
});
