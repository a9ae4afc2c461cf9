import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { publicLogoImage } from '@kweli/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addJob } from '../modules/jobs/test-jobs.ts';
import { claimUpload } from '../modules/media/index.ts';
import { uploadTestFile } from '../modules/media/test-uploads.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createUser } from '../test/users.ts';
import { type Manifest, preloadTagsFor } from './web/preload.ts';

/** The pages' HTML: the landing page's first screen data, compression, and screen preloads. */
let t: TestApp;
let logo: string;

beforeAll(async () => {
  t = await createTestApp();
  const employer = await createUser(t, 'employer');
  logo = await uploadTestFile(t, employer, 'company_logo');
  await claimUpload(t.db, { key: logo, ownerId: employer.id, fileTypes: ['company_logo'], field: 'logo' });
  await addJob(t, { employerId: employer.id, jobTitle: 'Older Job', companyLogo: null });
  await addJob(t, {
    employerId: employer.id,
    jobTitle: 'Newest Job </script><script>alert(1)</script>',
    description: "Pay in $ and KSh: $' $& $` $$ are written as they are.",
    companyLogo: logo,
    publishedAt: new Date(),
  });
});

afterAll(async () => {
  await t?.close();
});

const mediaPath = (key: string) => `/api/get-signed-media-url/?${new URLSearchParams({ file_path: key })}`;

/** The page's prefetched answers, as the web app reads them. */
function prefetched(html: string): Record<string, unknown> | undefined {
  const block = /<script type="application\/json" id="prefetched-answers">([\s\S]*?)<\/script>/.exec(html);
  return block ? (JSON.parse(block[1]!) as Record<string, unknown>) : undefined;
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET / (the landing page)', () => {
  it('When the landing page is fetched, then it carries the first search exactly as the API answers it', async () => {
    const page = await get('/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    // A page keeps the full policy (decision 104: API answers and files carry a shorter set).
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    const answers = prefetched(page.body);
    const search = await get('/api/jobs/search/?page=1');
    expect(answers?.['/api/jobs/search/?page=1']).toEqual(search.json());
    // Logos have public addresses (decision 106): the page carries no signed addresses.
    expect(Object.keys(answers ?? {})).toEqual(['/api/jobs/search/?page=1']);
    expect(page.body).not.toContain('<script>alert(1)</script>');
    expect(page.body).toContain("Pay in $ and KSh: $' $& $` $$ are written as they are.");
  });

  it('When the first job has a logo, then the page preloads it first as the card draws it (WebP widths at 80 px), and those addresses serve it', async () => {
    const page = await get('/');
    const preload =
      /<link rel="preload" as="image" fetchpriority="high" type="image\/webp" imagesrcset="([^"]+)" imagesizes="80px">/.exec(
        page.body,
      );
    const srcset = preload?.[1]?.replaceAll('&#38;', '&');
    expect(srcset).toBe(publicLogoImage(logo)?.sources?.[0]?.srcset);
    expect(srcset).not.toContain('signature');
    const image = await get(srcset!.split(' ')[0]!);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    // The same picture as its signed address gives.
    const signed = (await get(mediaPath(logo))).json() as { sources: { srcset: string }[] };
    const signedImage = await get(signed.sources[0]!.srcset.split(' ')[0]!);
    expect(image.rawPayload.equals(signedImage.rawPayload)).toBe(true);
  });

  it('When the address holds a search, or is another page, then the page carries no answers', async () => {
    for (const url of ['/?job_title=nurse', '/login', '/browse-jobs']) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(prefetched(page.body), url).toBeUndefined();
      expect(page.body, url).not.toContain('rel="preload" as="image"');
    }
  });

  it('When the browser accepts brotli or gzip, then the page is sent compressed, and reads back the same', async () => {
    const plain = await get('/', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get('/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });
});

describe('preloadTagsFor', () => {
  const manifest: Manifest = {
    'index.html': {
      file: 'assets/index.js',
      css: ['assets/index.css'],
      imports: ['_shared.js'],
      isEntry: true,
    },
    '_shared.js': { file: 'assets/shared.js' },
    '_card.js': { file: 'assets/card.js', css: ['assets/card.css'], imports: ['_shared.js', 'index.html'] },
    'src/landing.tsx': {
      file: 'assets/landing.js',
      css: ['assets/jobs.css'],
      imports: ['index.html', '_card.js'],
    },
  };

  it("When a screen is preloaded, then its chunk, its imports' chunks and their styles (imports first) are named, and not what index.html loads", () => {
    expect(preloadTagsFor(manifest, 'src/landing.tsx')).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/card.css">' +
        '<link rel="stylesheet" crossorigin href="/assets/jobs.css">' +
        '<link rel="modulepreload" crossorigin href="/assets/card.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/landing.js">',
    );
    expect(preloadTagsFor(manifest, 'src/unknown.tsx')).toBe('');
  });
});
