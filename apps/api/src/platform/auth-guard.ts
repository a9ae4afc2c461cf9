import { createHmac, timingSafeEqual, webcrypto } from 'node:crypto';
import type { Role } from '@kweli/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SignJWT } from 'jose';
import { forbidden, unauthenticated } from './errors.ts';

/**
 * Access tokens: short-lived HS256 JWTs carrying the user id and role (docs/product/rules.md "Sessions").
 * Every route that needs a signed-in user uses `authenticate` or `requireRole` as its preHandler.
 */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export interface SessionUser {
  id: number;
  role: Role;
  /**
   * The session the token belongs to (its refresh-token family): logging out or a password reset
   * revokes it, and the guard then refuses the token (issue 20, item 4).
   */
  sessionId: string;
}

/** Whether a session has been revoked; the auth module keeps the list (modules/auth/revocations.ts). */
export type IsSessionRevoked = (sessionId: string) => Promise<boolean>;

/** The list of ended sessions as the guards and the code that ends sessions see it. */
export interface SessionRevocations {
  isRevoked: IsSessionRevoked;
  /** Reads the list now: after this instance ended a session, its tokens are refused at once. */
  reload(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user; set by `authenticate`, null on public routes. */
    user: SessionUser | null;
  }
}

const encoder = new TextEncoder();

/** The HMAC key of a secret for jose, imported once (given raw bytes, jose imports one on every call). */
const hmacKeys = new Map<string, Promise<webcrypto.CryptoKey>>();
function hmacKey(secret: string): Promise<webcrypto.CryptoKey> {
  let key = hmacKeys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey(
      'raw',
      encoder.encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    hmacKeys.set(secret, key);
  }
  return key;
}

export async function signAccessToken(
  secret: string,
  user: SessionUser,
  ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
) {
  return new SignJWT({ role: user.role, sid: user.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(user.id))
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(await hmacKey(secret));
}

/**
 * Checks an access token: HS256 signed with the secret, not expired, not used before its time, and
 * carrying a user id and a role. Verified with Node's own HMAC, synchronously: every signed-in call
 * pays for this (the unread count is polled every 30 s by every page), and jose's WebCrypto path cost
 * several times more. Tokens are still made by jose (signAccessToken). Anything unexpected is null.
 */
export async function verifyAccessToken(secret: string, token: string): Promise<SessionUser | null> {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part))) return null;
  const [header, payload, signature] = parts as [string, string, string];
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const head = parseJson(header);
  // Only the algorithm we sign with; a header naming extensions we do not know must be refused (RFC 7515).
  if (head?.alg !== 'HS256' || 'crit' in head) return null;
  const claims = parseJson(payload);
  if (!claims) return null;
  const now = Math.floor(Date.now() / 1000);
  if (typeof claims.exp !== 'number' || claims.exp <= now) return null;
  if (claims.nbf !== undefined && (typeof claims.nbf !== 'number' || claims.nbf > now)) return null;
  const id = Number(claims.sub);
  const role = claims.role;
  if (typeof claims.sub !== 'string' || !Number.isInteger(id) || id <= 0) return null;
  if (role !== 'candidate' && role !== 'employer') return null;
  if (typeof claims.sid !== 'string' || !SESSION_ID.test(claims.sid)) return null;
  return { id, role, sessionId: claims.sid };
}

const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const BASE64URL = /^[A-Za-z0-9_-]+$/;

function parseJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice(7).trim() || undefined;
}

/** Hooks run after a user has been authenticated (the streak's daily touch, for one). */
export type AfterAuthenticate = (request: FastifyRequest, user: SessionUser) => Promise<void>;

export function createGuards(
  secret: string,
  afterAuthenticate: AfterAuthenticate[] = [],
  isSessionRevoked: IsSessionRevoked = async () => false,
) {
  /** The user of a valid token of a live session, or null. */
  async function sessionUser(token: string): Promise<SessionUser | null> {
    const user = await verifyAccessToken(secret, token);
    if (!user || (await isSessionRevoked(user.sessionId))) return null;
    return user;
  }
  async function authenticate(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const token = bearerToken(request);
    const user = token ? await sessionUser(token) : null;
    if (!user) throw unauthenticated();
    request.user = user;
    for (const hook of afterAuthenticate) await hook(request, user);
  }
  const requireRole = (role: Role) =>
    async function requireRoleHandler(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      await authenticate(request, reply);
      if (request.user?.role !== role) throw forbidden();
    };
  /**
   * For public routes that show a signed-in viewer more: null without a token; a token that is
   * invalid, expired or of an ended session answers 401, so the client refreshes.
   */
  async function optionalViewer(request: FastifyRequest): Promise<SessionUser | null> {
    const token = bearerToken(request);
    if (!token) return null;
    const user = await sessionUser(token);
    if (!user) throw unauthenticated();
    return user;
  }
  return { authenticate, requireRole, optionalViewer };
}

export type Guards = ReturnType<typeof createGuards>;

/** The signed-in user of a guarded route (the guard has already refused anonymous calls). */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}
