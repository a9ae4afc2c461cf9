import { API_PATHS, type SignedMediaAnswer } from '@kweli/shared';
import { useEffect, useState } from 'react';
import { api } from '../api/client.ts';
import { prefetchedAnswer } from '../api/prefetched.ts';
import { session } from './session.ts';
import { storage } from './storage.ts';

/**
 * Turns stored file keys (logos, pictures, CVs, certificates) into short-lived signed addresses through
 * GET /get-signed-media-url/, with one cache for the page and localStorage (signedMediaCache, cleared
 * on logout), so a page full of logos makes one call per file, not per render. The landing page
 * comes with its first logos signed (api/prefetched.ts): those need no call at all. A failure gives an
 * empty address (docs/product/foundation.md §8).
 */
interface CacheEntry {
  url: string;
  expiresAt: number;
}

/** An address is reused until a minute before the server says it stops working. */
const SAFETY_MARGIN_MS = 60 * 1000;
/** Without an expiry in the answer: the server's addresses live at least 10 minutes. */
const DEFAULT_REUSE_MS = 9 * 60 * 1000;
/** A key that could not be signed is not asked for again for a minute (a list repeats the same logo). */
const FAILURE_MEMORY_MS = 60 * 1000;

const inFlight = new Map<string, Promise<string>>();
const failures = new Map<string, { at: number; token: string | null }>();

function readCache(): Record<string, CacheEntry> {
  return storage.getJson<Record<string, CacheEntry>>('signedMediaCache') ?? {};
}

/** The address an answer gives, while it is worth reusing. */
function reuseUntil(answer: SignedMediaAnswer, now: number): number {
  const expires = Date.parse(answer.expires_at);
  return Number.isFinite(expires) ? expires - SAFETY_MARGIN_MS : now + DEFAULT_REUSE_MS;
}

function cached(key: string): string | undefined {
  const now = Date.now();
  const sent = prefetchedAnswer<SignedMediaAnswer>(API_PATHS.signedMedia, { file_path: key });
  if (sent && reuseUntil(sent, now) > now) return sent.url;
  const entry = readCache()[key];
  return entry && entry.expiresAt > now ? entry.url : undefined;
}

function writeCache(key: string, answer: SignedMediaAnswer): void {
  const cache = readCache();
  const now = Date.now();
  for (const [k, entry] of Object.entries(cache)) if (entry.expiresAt <= now) delete cache[k];
  const until = reuseUntil(answer, now);
  if (until > now) cache[key] = { url: answer.url, expiresAt: until };
  storage.setJson('signedMediaCache', cache);
}

/** A value that is already a web address (or a data/blob URL) is used as it is. */
const isAddress = (value: string) => /^(https?:|data:|blob:|\/)/.test(value);

export async function getSignedMediaUrl(key: string | null | undefined): Promise<string> {
  if (!key) return '';
  if (isAddress(key)) return key;
  const hit = cached(key);
  if (hit) return hit;
  const failure = failures.get(key);
  if (failure && failure.token === session.token() && failure.at > Date.now() - FAILURE_MEMORY_MS) return '';
  let pending = inFlight.get(key);
  if (!pending) {
    // What a user may read depends on who is signed in: an answer that arrives after a logout or a
    // change of user is not kept.
    const token = session.token();
    pending = api<SignedMediaAnswer>(API_PATHS.signedMedia, { query: { file_path: key } })
      .then((answer) => {
        if (session.token() === token) writeCache(key, answer);
        failures.delete(key);
        return answer.url;
      })
      .catch(() => {
        failures.set(key, { at: Date.now(), token });
        return '';
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}

/** The signed address of a key for rendering; '' while loading, when absent, or when it cannot be had. */
export function useSignedMediaUrl(key: string | null | undefined): string {
  const [url, setUrl] = useState(() => (!key ? '' : isAddress(key) ? key : (cached(key) ?? '')));
  useEffect(() => {
    let live = true;
    void getSignedMediaUrl(key).then((value) => {
      if (live) setUrl(value);
    });
    return () => {
      live = false;
    };
  }, [key]);
  return url;
}
