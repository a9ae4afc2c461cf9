import { API_PATHS, publicLogoImage, type SignedMediaAnswer } from '@kweli/shared';
import { useEffect, useState } from 'react';
import { api } from '../api/client.ts';
import { prefetchedAnswer } from '../api/prefetched.ts';
import { useDataSaver } from './data-saver.ts';
import { session } from './session.ts';
import { storage } from './storage.ts';

/**
 * Turns stored file keys (logos, pictures, CVs, certificates) into short-lived signed addresses through
 * GET /get-signed-media-url/, with one cache for the page and localStorage (signedMediaCache, cleared
 * on logout), so a page full of logos makes one call per file, not per render. The landing page
 * comes with its first logos signed (api/prefetched.ts): those need no call at all. A failure gives an
 * empty address (docs/product/foundation.md §8).
 *
 * A resized logo or picture (issue 25 item 3) comes with `sources`: its WebP widths as a srcset, drawn
 * by components/responsive-image.tsx; `url` is then its small JPEG.
 *
 * Company logos are public: their address is worked out from the key (packages/shared
 * `public-logos.ts`), with no call and no expiry (docs/decisions/106-a-visitors-bytes-second-pass.md).
 * Every other file is signed as before.
 */
export type SignedImage = Pick<SignedMediaAnswer, 'url' | 'sources'>;

interface CacheEntry extends SignedImage {
  expiresAt: number;
}

const NO_IMAGE: SignedImage = { url: '' };
const imageOf = (answer: SignedImage): SignedImage =>
  answer.sources ? { url: answer.url, sources: answer.sources } : { url: answer.url };

/** An address is reused until a minute before the server says it stops working. */
const SAFETY_MARGIN_MS = 60 * 1000;
/** Without an expiry in the answer: the server's addresses live at least 10 minutes. */
const DEFAULT_REUSE_MS = 9 * 60 * 1000;
/** A key that could not be signed is not asked for again for a minute (a list repeats the same logo). */
const FAILURE_MEMORY_MS = 60 * 1000;

const inFlight = new Map<string, Promise<SignedImage>>();
const failures = new Map<string, { at: number; token: string | null }>();

function readCache(): Record<string, CacheEntry> {
  return storage.getJson<Record<string, CacheEntry>>('signedMediaCache') ?? {};
}

/** The address an answer gives, while it is worth reusing. */
function reuseUntil(answer: SignedMediaAnswer, now: number): number {
  const expires = Date.parse(answer.expires_at);
  return Number.isFinite(expires) ? expires - SAFETY_MARGIN_MS : now + DEFAULT_REUSE_MS;
}

function cached(key: string): SignedImage | undefined {
  const now = Date.now();
  const sent = prefetchedAnswer<SignedMediaAnswer>(API_PATHS.signedMedia, { file_path: key });
  if (sent && reuseUntil(sent, now) > now) return imageOf(sent);
  const entry = readCache()[key];
  return entry && entry.expiresAt > now ? imageOf(entry) : undefined;
}

function writeCache(key: string, answer: SignedMediaAnswer): void {
  const cache = readCache();
  const now = Date.now();
  for (const [k, entry] of Object.entries(cache)) if (entry.expiresAt <= now) delete cache[k];
  const until = reuseUntil(answer, now);
  if (until > now) cache[key] = { ...imageOf(answer), expiresAt: until };
  storage.setJson('signedMediaCache', cache);
}

/** A value that is already a web address (or a data/blob URL) is used as it is. */
const isAddress = (value: string) => /^(https?:|data:|blob:|\/)/.test(value);

export async function getSignedMediaUrl(key: string | null | undefined): Promise<string> {
  return (await getSignedImage(key)).url;
}

/** The signed address of a key with, for a resized image, its WebP sources. */
export async function getSignedImage(key: string | null | undefined): Promise<SignedImage> {
  if (!key) return NO_IMAGE;
  if (isAddress(key)) return { url: key };
  const logo = publicLogoImage(key);
  if (logo) return logo;
  const hit = cached(key);
  if (hit) return hit;
  const failure = failures.get(key);
  if (failure && failure.token === session.token() && failure.at > Date.now() - FAILURE_MEMORY_MS)
    return NO_IMAGE;
  let pending = inFlight.get(key);
  if (!pending) {
    // What a user may read depends on who is signed in: an answer that arrives after a logout or a
    // change of user is not kept.
    const token = session.token();
    pending = api<SignedMediaAnswer>(API_PATHS.signedMedia, { query: { file_path: key } })
      .then((answer) => {
        if (session.token() === token) writeCache(key, answer);
        failures.delete(key);
        return imageOf(answer);
      })
      .catch(() => {
        failures.set(key, { at: Date.now(), token });
        return NO_IMAGE;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}

const initial = (key: string | null | undefined): SignedImage =>
  !key ? NO_IMAGE : isAddress(key) ? { url: key } : (publicLogoImage(key) ?? cached(key) ?? NO_IMAGE);

function useSigned(key: string | null | undefined): SignedImage {
  const [image, setImage] = useState(() => initial(key));
  useEffect(() => {
    let live = true;
    void getSignedImage(key).then((value) => {
      if (live) setImage(value);
    });
    return () => {
      live = false;
    };
  }, [key]);
  return image;
}

/** The signed address of a key for rendering; '' while loading, when absent, or when it cannot be had. */
export function useSignedMediaUrl(key: string | null | undefined): string {
  return useSigned(key).url;
}

/**
 * A logo or picture to draw: its signed address and sources, or none at all while the data saver is on
 * (lib/data-saver.ts): then not even its address is asked for, and the caller draws its placeholder.
 */
export function useSignedImage(key: string | null | undefined): SignedImage {
  const saving = useDataSaver();
  return useSigned(saving ? null : key);
}
