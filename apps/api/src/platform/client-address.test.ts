import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { signUp } from '../test/users.ts';

/**
 * Issue 20, item 2: the client address every per-address limit keys on is the socket's unless
 * TRUST_PROXY names the proxies in front. Before, X-Forwarded-For from anyone was believed, so a new
 * made-up address per request escaped every per-address limit.
 */
const signUpNth = (t: TestApp, n: number, headers: Record<string, string>, remoteAddress = '10.9.0.1') =>
  signUp(t, `proxy${n}-${Math.random()}@example.com`, { headers, remoteAddress });

describe('client address', () => {
  let plain: TestApp;
  let behindOneProxy: TestApp;
  let behindListedProxy: TestApp;
  beforeAll(async () => {
    plain = await createTestApp({ RATE_LIMIT_SIGNUP_PER_IP: '2' });
    behindOneProxy = await createTestApp({ RATE_LIMIT_SIGNUP_PER_IP: '2', TRUST_PROXY: '1' });
    behindListedProxy = await createTestApp({ RATE_LIMIT_SIGNUP_PER_IP: '2', TRUST_PROXY: '10.9.0.0/24' });
  });
  afterAll(async () => {
    await Promise.all([plain.close(), behindOneProxy.close(), behindListedProxy.close()]);
  });

  it('When no proxy is trusted, then a different X-Forwarded-For on every call changes nothing: the socket address is limited', async () => {
    expect((await signUpNth(plain, 1, { 'x-forwarded-for': '203.0.113.1' })).statusCode).toBe(201);
    expect((await signUpNth(plain, 2, { 'x-forwarded-for': '203.0.113.2' })).statusCode).toBe(201);
    const third = await signUpNth(plain, 3, { 'x-forwarded-for': '203.0.113.3' });
    expect(third.statusCode).toBe(429);
  });

  it('When one proxy hop is trusted, then the address it reports is the client', async () => {
    for (const n of [1, 2]) {
      expect((await signUpNth(behindOneProxy, n, { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(201);
    }
    expect((await signUpNth(behindOneProxy, 3, { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(429);
    expect((await signUpNth(behindOneProxy, 4, { 'x-forwarded-for': '203.0.113.10' })).statusCode).toBe(201);
  });

  it('When the trusted proxies are listed, then only a listed proxy is believed', async () => {
    for (const n of [1, 2]) {
      const viaListed = await signUpNth(behindListedProxy, n, { 'x-forwarded-for': `198.51.100.${n}` });
      expect(viaListed.statusCode).toBe(201);
    }
    const outsider = { 'x-forwarded-for': '198.51.100.7' };
    expect((await signUpNth(behindListedProxy, 3, outsider, '192.0.2.5')).statusCode).toBe(201);
    expect((await signUpNth(behindListedProxy, 4, outsider, '192.0.2.5')).statusCode).toBe(201);
    // The outsider's made-up address is ignored: its own socket address is now used up.
    const spoofed = await signUpNth(behindListedProxy, 5, { 'x-forwarded-for': '198.51.100.8' }, '192.0.2.5');
    expect(spoofed.statusCode).toBe(429);
  });

  it('When TRUST_PROXY is read, then it takes none, a hop count or addresses and ranges, and refuses anything else', () => {
    const base = { DATA_DIR: '/tmp/kweli-config-trust', JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig(base).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1,loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
      'loopback',
    ]);
    for (const bad of ['true', '10.0.0.0/33', 'proxy.example.com', '10.0.0.1/8/1']) {
      expect(() => loadConfig({ ...base, TRUST_PROXY: bad }), bad).toThrow(ConfigError);
      expect(() => loadConfig({ ...base, TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });
});
