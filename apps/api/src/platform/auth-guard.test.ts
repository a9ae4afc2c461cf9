import { createHmac, randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from './auth-guard.ts';

const secret = 'a-secret-that-is-long-enough-for-hs256-signing';
const bytes = new TextEncoder().encode(secret);
const now = () => Math.floor(Date.now() / 1000);
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A token made by hand, signed (or not) as an attacker could. */
const handMade = (header: object, claims: object, key = secret) => {
  const body = `${b64(header)}.${b64(claims)}`;
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
};

describe('verifyAccessToken', () => {
  it('When a token was signed by the API, then it gives the user, role and session', async () => {
    const sessionId = randomUUID();
    const token = await signAccessToken(secret, { id: 42, role: 'employer', sessionId });
    expect(await verifyAccessToken(secret, token)).toEqual({ id: 42, role: 'employer', sessionId });
  });

  it('When a token is expired, forged, altered or of another algorithm, then it is refused', async () => {
    const sid = randomUUID();
    const claims = { sub: '42', role: 'candidate', sid, exp: now() + 60 };
    expect(await verifyAccessToken(secret, handMade({ alg: 'HS256' }, claims))).toEqual({
      id: 42,
      role: 'candidate',
      sessionId: sid,
    });
    expect(
      await verifyAccessToken(
        secret,
        await signAccessToken(secret, { id: 42, role: 'candidate', sessionId: randomUUID() }, -1),
      ),
    ).toBeNull();
    expect(await verifyAccessToken(secret, handMade({ alg: 'HS256' }, claims, 'another-secret'))).toBeNull();
    const [h, , sig] = handMade({ alg: 'HS256' }, claims).split('.');
    expect(await verifyAccessToken(secret, `${h}.${b64({ ...claims, role: 'employer' })}.${sig}`)).toBeNull();
    expect(await verifyAccessToken(secret, `${b64({ alg: 'none' })}.${b64(claims)}.`)).toBeNull();
    expect(await verifyAccessToken(secret, handMade({ alg: 'HS512' }, claims))).toBeNull();
    const hs512 = await new SignJWT({ role: 'candidate' })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject('42')
      .setExpirationTime(now() + 60)
      .sign(bytes);
    expect(await verifyAccessToken(secret, hs512)).toBeNull();
    expect(await verifyAccessToken(secret, handMade({ alg: 'HS256', crit: ['x'], x: 1 }, claims))).toBeNull();
  });

  it('When the claims are missing or odd, then it is refused', async () => {
    const sign = (claims: object) => verifyAccessToken(secret, handMade({ alg: 'HS256' }, claims));
    expect(await sign({ sub: '42', role: 'candidate' })).toBeNull();
    expect(await sign({ sub: '42', role: 'admin', exp: now() + 60 })).toBeNull();
    expect(await sign({ sub: 'x', role: 'candidate', exp: now() + 60 })).toBeNull();
    expect(await sign({ sub: 42, role: 'candidate', exp: now() + 60 })).toBeNull();
    expect(await sign({ sub: '42', role: 'candidate', exp: `${now() + 60}` })).toBeNull();
    expect(await sign({ sub: '42', role: 'candidate', exp: now() + 60, nbf: now() + 30 })).toBeNull();
    // Every token names its session, so that ending the session ends the token (issue 20, item 4).
    expect(await sign({ sub: '42', role: 'candidate', exp: now() + 60 })).toBeNull();
    expect(await sign({ sub: '42', role: 'candidate', sid: 'not-a-session', exp: now() + 60 })).toBeNull();
    for (const junk of ['', 'a.b', 'a.b.c.d', 'not a token', '...', `${b64([])}.${b64([])}.x`])
      expect(await verifyAccessToken(secret, junk)).toBeNull();
  });
});
