import { webcrypto } from 'node:crypto';
import type { Role } from '@kweli/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { forbidden, unauthenticated } from './errors.ts';

/**
 * Access tokens: short-lived HS256 JWTs carrying the user id and role (DECISIONS "Sessions").
 * Every route that needs a signed-in user uses `authenticate` or `requireRole` as its preHandler.
 */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export interface SessionUser {
  id: number;
  role: Role;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user; set by `authenticate`, null on public routes. */
    user: SessionUser | null;
  }
}

const encoder = new TextEncoder();

/**
 * The HMAC key of a secret, imported once: given raw bytes, jose imports a key on every call, which was
 * a visible share of the cost of the calls every signed-in page polls (the unread count).
 */
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
  return new SignJWT({ role: user.role })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(user.id))
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(await hmacKey(secret));
}

export async function verifyAccessToken(secret: string, token: string): Promise<SessionUser | null> {
  try {
    const { payload } = await jwtVerify(token, await hmacKey(secret), { algorithms: ['HS256'] });
    const id = Number(payload.sub);
    const role = payload.role;
    if (!Number.isInteger(id) || (role !== 'candidate' && role !== 'employer')) return null;
    return { id, role };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice(7).trim() || undefined;
}

/** Hooks run after a user has been authenticated (the streak's daily touch, for one). */
export type AfterAuthenticate = (request: FastifyRequest, user: SessionUser) => Promise<void>;

export function createGuards(secret: string, afterAuthenticate: AfterAuthenticate[] = []) {
  async function authenticate(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const token = bearerToken(request);
    const user = token ? await verifyAccessToken(secret, token) : null;
    if (!user) throw unauthenticated();
    request.user = user;
    for (const hook of afterAuthenticate) await hook(request, user);
  }
  const requireRole = (role: Role) =>
    async function requireRoleHandler(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      await authenticate(request, reply);
      if (request.user?.role !== role) throw forbidden();
    };
  return { authenticate, requireRole };
}

export type Guards = ReturnType<typeof createGuards>;

/** The signed-in user of a guarded route (the guard has already refused anonymous calls). */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}
