/**
 * How long a browser keeps a file of the built web app. Hashed build files (`/assets/`) never change
 * under their name: a year, immutable. The service worker and the app's manifest keep their names
 * across builds, so the browser asks each time (`no-cache`, a cheap 304 with the ETag): an update
 * reaches users on their next open (docs/decisions/110-installable-and-offline.md).
 * Anything else (the favicon, the app's icons): an hour.
 */
const ASKED_EACH_TIME = new Set(['sw.js', 'manifest.webmanifest']);

export function staticCacheControl(path: string): string {
  if (path.includes('/assets/')) return 'public, max-age=31536000, immutable';
  const name = path.split(/[\\/]/).pop() ?? '';
  if (ASKED_EACH_TIME.has(name.replace(/\.(br|gz)$/, ''))) return 'no-cache';
  return 'public, max-age=3600';
}
