import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { OFFLINE_SCREEN_REVISION, OFFLINE_SWAHILI_REVISION } from './src/service-worker/precache-marks.ts';

/** Writes .br and .gz beside every text asset so the server sends them precompressed. */
function precompress(): Plugin {
  return {
    name: 'kweli-precompress',
    apply: 'build',
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const path = join(dir, name);
          return statSync(path).isDirectory() ? walk(path) : [path];
        });
      for (const file of walk('dist')) {
        if (!/\.(js|css|html|svg|json|txt|webmanifest)$/.test(file)) continue;
        const body = readFileSync(file);
        if (body.length < 512) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

/**
 * Marks every chunk with V8's compile hint `//# allFunctionsCalledOnLoad`: Chrome then compiles the
 * chunk's functions while it downloads, off the main thread, instead of one by one on the main thread
 * as they are first called, which was a third of the entry's evaluation (decision 016, "Main thread").
 * Browsers without the hint see a comment.
 */
function compileHints(): Plugin {
  return {
    name: 'kweli-compile-hints',
    apply: 'build',
    // On the written files, after Vite's own last additions (its dependency map opens the entry): the
    // hint counts only as a file's first line. Before `precompress`, which runs when the bundle closes.
    writeBundle(options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const file = join(options.dir ?? 'dist', chunk.fileName);
        writeFileSync(file, `//# allFunctionsCalledOnLoad\n${readFileSync(file, 'utf8')}`);
      }
    },
  };
}

/**
 * The screens a candidate opens offline: their saved jobs, a job's page, the application form, the
 * drafts, and the signed-in layout they show in. Listed so that after an update the new build's copies
 * are kept at once: an offline page of the new build never lacks a screen its shell names.
 */
const OFFLINE_SCREENS = [
  'src/features/saved-jobs/saved-jobs-page.tsx',
  'src/features/jobs/public-job-page.tsx',
  'src/features/applications/apply-page.tsx',
  'src/features/applications/drafts-page.tsx',
  'src/components/layouts/dashboard-layout.tsx',
  'src/components/require-role.tsx',
];

type ViteChunk = {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
};

/** The files of a chunk of the Vite manifest and of every chunk it imports statically. */
function chunkFiles(chunks: Record<string, ViteChunk>, key: string, found = new Set<string>()): Set<string> {
  const chunk = chunks[key];
  if (!chunk || found.has(chunk.file)) return found;
  found.add(chunk.file);
  for (const css of chunk.css ?? []) found.add(css);
  for (const imported of chunk.imports ?? []) chunkFiles(chunks, imported, found);
  return found;
}

/**
 * The Swahili catalogues (`locales/sw.json`, each its own chunk loaded on demand, decision 104) of a
 * chunk and of every chunk it imports statically: a Swahili reader's texts for that code.
 */
function swahiliCatalogues(
  chunks: Record<string, ViteChunk>,
  key: string,
  found = new Set<string>(),
  seen = new Set<string>(),
): Set<string> {
  const chunk = chunks[key];
  if (!chunk || seen.has(key)) return found;
  seen.add(key);
  for (const loaded of chunk.dynamicImports ?? []) {
    const catalogue = chunks[loaded];
    if (catalogue && /\/locales\/sw\.json$/.test(loaded)) found.add(catalogue.file);
  }
  for (const imported of chunk.imports ?? []) swahiliCatalogues(chunks, imported, found, seen);
  return found;
}

/**
 * The service worker's precache list (docs/decisions/110-installable-and-offline.md): the landing page's
 * code (the entry, its imports and stylesheets), which the visitor has just downloaded, and, marked with
 * OFFLINE_SCREEN_REVISION, the code of the candidate's offline screens, which the worker fetches only
 * for a candidate; marked with OFFLINE_SWAHILI_REVISION, the Swahili texts of the landing page and of
 * those screens, which it fetches only for a candidate who reads Swahili. Nothing else: a visitor's
 * first load pulls no precache.
 */
function offlinePrecache<T extends { url: string; revision?: string | null; size: number }>(entries: T[]) {
  const chunks = JSON.parse(
    readFileSync(new URL('./dist/.vite/manifest.json', import.meta.url), 'utf8'),
  ) as Record<string, ViteChunk>;
  const entryKey = Object.keys(chunks).find((key) => chunks[key]?.isEntry);
  if (!entryKey) throw new Error('the Vite manifest has no entry chunk');
  const landing = chunkFiles(chunks, entryKey);
  const screens = new Set<string>();
  const swahili = swahiliCatalogues(chunks, entryKey);
  for (const screen of OFFLINE_SCREENS) {
    if (!chunks[screen]) throw new Error(`${screen} is not a chunk of the build`);
    for (const file of chunkFiles(chunks, screen)) if (!landing.has(file)) screens.add(file);
    swahiliCatalogues(chunks, screen, swahili);
  }
  const manifest = entries.flatMap((entry): T[] => {
    if (landing.has(entry.url)) return [{ ...entry, revision: null }];
    if (screens.has(entry.url)) return [{ ...entry, revision: OFFLINE_SCREEN_REVISION }];
    if (swahili.has(entry.url)) return [{ ...entry, revision: OFFLINE_SWAHILI_REVISION }];
    return [];
  });
  return { manifest, warnings: [] };
}

/** The page's own description (index.html), which the installed app's manifest repeats. */
function pageDescription(): string {
  const description = readFileSync(new URL('./index.html', import.meta.url), 'utf8').match(
    /<meta name="description" content="([^"]+)"/,
  )?.[1];
  if (!description) throw new Error('index.html has no description');
  return description;
}

export default defineConfig({
  plugins: [
    react(),
    compileHints(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      // The entry registers the worker after the page has loaded (lib/offline/register-worker.ts): a
      // separate /registerSW.js cost a first visit a request of about 1 KB, mostly headers (decision 106).
      injectRegister: false,
      includeManifestIcons: false,
      manifest: {
        name: 'Kweli Jobs',
        short_name: 'Kweli Jobs',
        description: pageDescription(),
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#0b6e4f',
        lang: 'en',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        globPatterns: ['assets/*.{js,css}'],
        manifestTransforms: [offlinePrecache],
        rollupFormat: 'iife',
      },
      // The worker is written before the build's files are precompressed, so it is sent compressed too.
      integration: { closeBundleOrder: 'pre' },
    }),
    precompress(),
  ],
  build: {
    target: 'es2020',
    sourcemap: false,
    assetsInlineLimit: 2048,
    // dist/.vite/manifest.json: the chunk graph that scripts/web-budgets.mjs checks and the server
    // reads to preload a screen's code; ssr-manifest.json: which files each source module ended up in.
    manifest: true,
    ssrManifest: true,
    // Chunks of a few lines (TanStack Query's useQuery and queryOptions re-exports, 70-120 bytes) join
    // the entry instead of costing a page a request each: on a slow link each request is a round trip
    // more (decision 016). Far below the smallest screen, which the budget check keeps in its own chunk.
    rollupOptions: { output: { experimentalMinChunkSize: 200 } },
  },
  server: {
    port: 5173,
    // The API server also answers the feeds for the rest of the web (issue 24 item 7).
    proxy: Object.fromEntries(
      ['/api', '/jobs/feed.xml', '/sitemap.xml', '/sitemaps/', '/robots.txt'].map((path) => [
        path,
        'http://localhost:3000',
      ]),
    ),
  },
});
