// `npm run check:web-budgets` (after `npm run build`): checks the production build of apps/web against
// the web budgets of issue 12 and exits 1 when one is exceeded.
//
// 1. What the landing page loads before it is interactive: the entry script with every chunk it imports
//    statically (what index.html modulepreloads), the landing page's code (part of the entry since it is
//    imported statically by routes.tsx; were it a lazy route again, its chunk with its static imports,
//    which the server preloads for "/"), and the stylesheets of all of these.
//    Budgets: 120 KB of JavaScript (140 KB from the texts' library, decision 104, until preact/compat,
//    decision 109), 30 KB of CSS
//    (1 KB = 1,000 bytes), brotli-compressed (quality 11,
//    the build's .br files, which the server sends to every browser that accepts br). gzip (level 9,
//    the .gz files) is printed beside it; see docs/decisions/016-web-budgets.md for why the budget is
//    on brotli.
// 2. Every screen other than the landing page is split: each page module (src/features/**/*-page.tsx)
//    must be its own chunk, loaded by a dynamic import, and never part of what the landing page loads.
//
// Figures come from the Vite manifests (dist/.vite/manifest.json for the chunks, ssr-manifest.json for
// which files each source module ended up in) and the built index.html, so they are what a browser
// downloads, not an estimate from the sources.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const web = join(root, 'apps/web');
const dist = join(web, 'dist');
const manifestPath = join(dist, '.vite/manifest.json');
const modulesPath = join(dist, '.vite/ssr-manifest.json');

// 120 KB again since preact/compat (docs/decisions/109-preact-compat.md); it was 140 KB from i18next
// (decision 104).
export const BUDGETS = { js: 120_000, css: 30_000 };
const LANDING_PAGE = 'src/features/landing/landing-page.tsx';

/** Sizes of one built file: raw, gzip (level 9) and brotli (quality 11), as the build precompresses. */
function sizes(file) {
  const body = readFileSync(join(dist, file));
  return {
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** The files of a manifest chunk and of every chunk it imports statically, in load order. */
function staticClosure(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/** Every page module of the app: a screen that a route shows. */
function pageModules() {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/-page\.tsx$/.test(entry.name)) found.push(relative(web, path).split('\\').join('/'));
    }
  };
  walk(join(web, 'src/features'));
  return found.sort();
}

/** Checks the build; answers the figures and the list of failures. */
export function checkWebBudgets() {
  for (const path of [manifestPath, modulesPath])
    if (!existsSync(path))
      return { failures: [`${relative(root, path)} is missing: run npm run build first`] };
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  // Source module -> the files (other than the entry's) that hold it; [] for a module of the entry.
  const modules = JSON.parse(readFileSync(modulesPath, 'utf8'));
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const failures = [];

  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) return { failures: ['the manifest has no entry chunk'] };
  if (!modules[LANDING_PAGE]) failures.push(`${LANDING_PAGE} is not part of the build`);

  // What "/" loads before it is interactive: the entry's closure, then the landing page's own chunk
  // and its closure when it has one (a lazy route).
  const entryKeys = staticClosure(manifest, entryKey);
  const initialKeys = manifest[LANDING_PAGE]
    ? staticClosure(manifest, LANDING_PAGE, new Set(entryKeys))
    : new Set(entryKeys);
  const files = new Map(); // file -> why it is loaded
  for (const key of initialKeys) {
    const chunk = manifest[key];
    const why = entryKeys.has(key) ? 'entry' : 'landing route';
    files.set(chunk.file, why);
    for (const css of chunk.css ?? []) if (!files.has(css)) files.set(css, why);
  }
  // Anything index.html itself references (scripts, modulepreloads, stylesheets) counts too.
  for (const [, href] of html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)) {
    if (!files.has(href)) files.set(href, 'index.html');
  }
  // Whichever way it is loaded, every file holding the landing page's code must be among these.
  for (const file of modules[LANDING_PAGE] ?? []) {
    if (!files.has(file.replace(/^\//, '')))
      failures.push(`${LANDING_PAGE} is in ${file}, which "/" does not load`);
  }

  const rows = [...files].map(([file, why]) => ({ file, why, ...sizes(file) }));
  const total = (ext, field) =>
    rows.filter((row) => row.file.endsWith(ext)).reduce((sum, row) => sum + row[field], 0);
  const totals = {
    js: { raw: total('.js', 'raw'), gzip: total('.js', 'gzip'), brotli: total('.js', 'brotli') },
    css: { raw: total('.css', 'raw'), gzip: total('.css', 'gzip'), brotli: total('.css', 'brotli') },
  };
  if (totals.js.brotli > BUDGETS.js) {
    failures.push(
      `the landing page loads ${kb(totals.js.brotli)} of JavaScript (brotli), over ${kb(BUDGETS.js)}`,
    );
  }
  if (totals.css.brotli > BUDGETS.css) {
    failures.push(`the landing page loads ${kb(totals.css.brotli)} of CSS (brotli), over ${kb(BUDGETS.css)}`);
  }

  // Every other screen: its own chunk, reached by a dynamic import, not loaded by the landing page.
  const initialFiles = new Set(files.keys());
  const dynamicTargets = new Set(Object.values(manifest).flatMap((chunk) => chunk.dynamicImports ?? []));
  const pages = pageModules().filter((page) => page !== LANDING_PAGE);
  const split = [];
  for (const page of pages) {
    const chunk = manifest[page];
    if (!chunk) failures.push(`${page} is not its own chunk (is it imported statically?)`);
    else if (!chunk.isDynamicEntry || !dynamicTargets.has(page))
      failures.push(`${page} is not loaded on demand (no dynamic import of it)`);
    else if (initialFiles.has(chunk.file)) failures.push(`${page} is loaded by the landing page`);
    else split.push(page);
  }
  return { rows, totals, pages: pages.length, split: split.length, failures };
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

function printReport({ rows, totals, pages, split, failures }) {
  if (rows) {
    const table = [
      ['file', 'loaded for', 'raw', 'gzip', 'brotli'],
      ...rows.map((row) => [row.file, row.why, kb(row.raw), kb(row.gzip), kb(row.brotli)]),
      ['JavaScript total', '', kb(totals.js.raw), kb(totals.js.gzip), kb(totals.js.brotli)],
      ['CSS total', '', kb(totals.css.raw), kb(totals.css.gzip), kb(totals.css.brotli)],
    ];
    const widths = table[0].map((_, i) => Math.max(...table.map((line) => line[i].length)));
    const line = (cells) =>
      cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
    console.info('What the landing page loads before it is interactive:');
    console.info(line(table[0]));
    console.info(widths.map((w) => '-'.repeat(w)).join('  '));
    for (const cells of table.slice(1)) console.info(line(cells));
    console.info('');
    console.info(
      `budget (brotli): JavaScript ${kb(totals.js.brotli)} of ${kb(BUDGETS.js)}, CSS ${kb(totals.css.brotli)} of ${kb(BUDGETS.css)}`,
    );
    console.info(`code splitting: ${split} of ${pages} screens other than the landing page load on demand`);
  }
  if (failures.length) {
    console.error('\nWeb budgets exceeded:');
    for (const failure of failures) console.error(`  - ${failure}`);
  } else {
    console.info('Web budgets met.');
  }
  console.info(
    JSON.stringify({
      jsGzip: totals?.js.gzip,
      jsBrotli: totals?.js.brotli,
      cssGzip: totals?.css.gzip,
      cssBrotli: totals?.css.brotli,
      splitScreens: split,
      screens: pages,
      ok: failures.length === 0,
    }),
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const result = checkWebBudgets();
  printReport(result);
  process.exit(result.failures.length ? 1 : 0);
}
