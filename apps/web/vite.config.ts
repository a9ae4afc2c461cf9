import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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
        if (!/\.(js|css|html|svg|json|txt)$/.test(file)) continue;
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

export default defineConfig({
  plugins: [react(), compileHints(), precompress()],
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
