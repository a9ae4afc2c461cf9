import { describe, expect, it } from 'vitest';
import { staticCacheControl } from './cache-control.ts';

describe('staticCacheControl', () => {
  it('When a file is a hashed build file, then a year, immutable', () => {
    expect(staticCacheControl('/srv/web/dist/assets/index-0SWONYvK.js')).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('When the file is the service worker or the manifest, then asked for each time', () => {
    for (const name of ['sw.js', 'sw.js.br', 'manifest.webmanifest', 'manifest.webmanifest.gz'])
      expect(staticCacheControl(`/srv/web/dist/${name}`), name).toBe('no-cache');
  });

  it('When the file is an icon or the favicon, then an hour', () => {
    expect(staticCacheControl('/srv/web/dist/icons/icon-192.png')).toBe('public, max-age=3600');
    expect(staticCacheControl('/srv/web/dist/favicon.svg')).toBe('public, max-age=3600');
  });
});
