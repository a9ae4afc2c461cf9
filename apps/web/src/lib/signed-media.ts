import { useEffect, useState } from 'react';
import { api } from '../api/client.ts';
import { storage } from './storage.ts';

/**
 * Turns stored file keys (logos, pictures, CVs, certificates) into short-lived signed addresses through
 * GET /get-signed-media-url/, with one cache for the page and localStorage (signedMediaCache, cleared
 * on logout), so a page full of logos makes one call per file, not per render. A failure gives an
 * empty address (spec 01 §8).
 */
interface CacheEntry {
  url: string;
  expiresAt: number;
}

/** Signed addresses live 15 minutes on the server; reuse them for 10 to keep a safe margin. */
const REUSE_MS = 10 * 60 * 1000;
const inFlight = new Map<string, Promise<string>>();

function readCache(): Record<string, CacheEntry> {
  return storage.getJson<Record<string, CacheEntry>>('signedMediaCache') ?? {};
}

function writeCache(key: string, url: string): void {
  const cache = readCache();
  const now = Date.now();
  for (const [k, entry] of Object.entries(cache)) if (entry.expiresAt <= now) delete cache[k];
  cache[key] = { url, expiresAt: now + REUSE_MS };
  storage.setJson('signedMediaCache', cache);
}

/** A value that is already a web address (or a data/blob URL) is used as it is. */
const isAddress = (value: string) => /^(https?:|data:|blob:|\/)/.test(value);

export async function getSignedMediaUrl(key: string | null | undefined): Promise<string> {
  if (!key) return '';
  if (isAddress(key)) return key;
  const cached = readCache()[key];
  if (cached && cached.expiresAt > Date.now()) return cached.url;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = api<{ url: string }>('/get-signed-media-url/', { query: { file_path: key } })
      .then((answer) => {
        writeCache(key, answer.url);
        return answer.url;
      })
      .catch(() => '')
      .finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}

/** The signed address of a key for rendering; '' while loading, when absent, or when it cannot be had. */
export function useSignedMediaUrl(key: string | null | undefined): string {
  const [url, setUrl] = useState(() => {
    if (!key) return '';
    if (isAddress(key)) return key;
    const cached = readCache()[key];
    return cached && cached.expiresAt > Date.now() ? cached.url : '';
  });
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
