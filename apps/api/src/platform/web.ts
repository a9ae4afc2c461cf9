import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import {
  API_MESSAGES,
  API_PATHS,
  apiAddress,
  type JobSearchPage,
  type SignedMediaAnswer,
} from '@kweli/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { KeptBody, sendKeptBody } from './compression.ts';

/**
 * Serves the built web app: hashed assets with long immutable caching, precompressed (brotli, gzip)
 * by the build; `index.html` for every app route, never cached so a deploy is seen at once.
 *
 * Two pages get more in their HTML, so that their first screen needs no second round trip
 * (docs/decisions/016-web-budgets.md, "First screen"): the landing page (here) and a job's public page
 * (modules/jobs/public-page.ts). Each carries the answers of the GET calls its first screen makes,
 * exactly as the API answers them, in a JSON data block the web app reads before it would ask
 * (`apps/web/src/api/prefetched.ts`); the job page also preloads its screen's code.
 */
const candidates = [
  fileURLToPath(new URL('../../../web/dist/', import.meta.url)), // from apps/api/src/platform
  fileURLToPath(new URL('../../web/dist/', import.meta.url)), // from the bundled apps/api/dist
];

export function webDistDir(): string | undefined {
  return candidates.find((dir) => existsSync(join(dir, 'index.html')));
}

let shell: string | undefined;

/** Escapes JSON for a <script> data block (no "</script>" can end it early). */
export const jsonForHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The lazily loaded screens whose code a page's HTML preloads (source paths, as in the Vite manifest).
 * The landing page needs none: its code is part of the entry.
 */
export const SCREEN_SOURCES = { publicJob: 'src/features/jobs/public-job-page.tsx' } as const;

export interface ShellParts {
  /** Tags for the head, in place of `<!--app-head-->` (a job page adds its title, Open Graph, JSON-LD). */
  headTags?: string;
  /** The screen the address shows, whose code (and stylesheets) the page preloads. */
  screen?: string;
  /**
   * Answers of GET calls the first screen makes, keyed by their address ("/api/jobs/search/?page=1"),
   * each exactly as the API would answer it.
   */
  answers?: Record<string, unknown>;
  /** More tags for the end of the head (the landing page's first logo). */
  preloads?: string;
}

/**
 * The app's index.html with the public settings as a JSON data block, and the page's own parts: extra
 * head tags, the preloads of its screen's code, and the answers its first screen would ask for.
 */
export function renderAppShell({ headTags = '', screen, answers, preloads = '' }: ShellParts = {}): string {
  // After the entry script and stylesheet that Vite puts at the end of the head, so that those are
  // asked for first.
  const tail =
    (screen ? screenPreloadTags(screen) : '') + preloads + (answers ? prefetchedAnswersTag(answers) : '');
  const dir = webDistDir();
  if (!dir)
    return `<!doctype html><html lang="en"><head>${headTags}<title>Kweli</title>${tail}</head><body><p>The web app is not built. Run npm run build.</p></body></html>`;
  shell ??= readFileSync(join(dir, 'index.html'), 'utf8').replace(
    '<!--app-head-->',
    `<script type="application/json" id="app-config">${jsonForHtml(publicConfig)}</script><!--app-head-->`,
  );
  // Functions, not strings, as replacements: a "$'" or "$&" in a job's text must stay as it is.
  return shell.replace('<!--app-head-->', () => headTags).replace('</head>', () => `${tail}</head>`);
}

/** The data block of answers the web app reads before it would ask (`apps/web/src/api/prefetched.ts`). */
export const prefetchedAnswersTag = (answers: Record<string, unknown>) =>
  `<script type="application/json" id="prefetched-answers">${jsonForHtml(answers)}</script>`;

let publicConfig: { supportEmail: string; googleClientId: string | null } = {
  supportEmail: '',
  googleClientId: null,
};

/** One entry of the build's Vite manifest (`dist/.vite/manifest.json`). */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * `<link rel="modulepreload">` for a lazily loaded screen's chunk and every chunk it imports, and
 * `<link rel="stylesheet">` for their styles, leaving out what index.html loads already (the entry and
 * its imports). The browser then fetches the screen's code together with the entry script, instead of
 * after the entry has run and the router has asked for it; Vite's loader finds these tags and does not
 * fetch the files again. Empty for a screen the manifest does not know.
 */
export function preloadTagsFor(manifest: Manifest, source: string): string {
  if (!manifest[source]) return '';
  // Depth first, a chunk's imports before the chunk: the order of the stylesheets is the cascade's, the
  // one Vite's loader uses (what a module imports comes before the module's own styles).
  const walk = (key: string, seen: Set<string>, order: string[] = []): string[] => {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) return order;
    seen.add(key);
    for (const imported of chunk.imports ?? []) walk(imported, seen, order);
    order.push(key);
    return order;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loaded = new Set(entry ? walk(entry, new Set()) : []);
  const loadedCss = new Set([...loaded].flatMap((key) => manifest[key]?.css ?? []));
  const scripts: string[] = [];
  const styles = new Set<string>();
  for (const key of walk(source, new Set(loaded))) {
    const chunk = manifest[key];
    if (!chunk) continue;
    scripts.push(`<link rel="modulepreload" crossorigin href="/${chunk.file}">`);
    for (const css of chunk.css ?? []) if (!loadedCss.has(css)) styles.add(css);
  }
  return [...[...styles].map((css) => `<link rel="stylesheet" crossorigin href="/${css}">`), ...scripts].join(
    '',
  );
}

let manifest: Manifest | null | undefined;
const preloadTags = new Map<string, string>();

/** `preloadTagsFor` the built app's manifest, worked out once per screen; empty without a build. */
export function screenPreloadTags(source: string): string {
  let tags = preloadTags.get(source);
  if (tags === undefined) {
    if (manifest === undefined) {
      const dir = webDistDir();
      const path = dir && join(dir, '.vite/manifest.json');
      manifest = path && existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Manifest) : null;
    }
    tags = manifest ? preloadTagsFor(manifest, source) : '';
    preloadTags.set(source, tags);
  }
  return tags;
}

/**
 * The last pages sent, by their text, with their compressed forms: the landing page is the same for
 * every visitor until its search or its logos' signatures change, so it is compressed once, not per
 * request (0.3 ms each).
 */
const keptPages = new Map<string, KeptBody>();
const PAGES_KEPT = 16;

function keptPage(html: string): KeptBody {
  let kept = keptPages.get(html);
  if (!kept) {
    if (keptPages.size >= PAGES_KEPT) keptPages.clear();
    kept = KeptBody.of(html);
    keptPages.set(html, kept);
  }
  return kept;
}

/**
 * Sends a page's HTML, compressed when the browser accepts it and the page is more than a few lines
 * (the landing page carries its first search answer).
 */
export function sendHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
  status = 200,
): FastifyReply {
  reply.status(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8');
  return sendKeptBody(request, reply, keptPage(html));
}

/** The landing page's first search: what the web app asks for at "/" (no search in the address). */
export const LANDING_SEARCH = apiAddress(API_PATHS.jobSearch, { page: 1 });
const signedMediaPath = (key: string) => apiAddress(API_PATHS.signedMedia, { file_path: key });

/**
 * Signed logo addresses, kept while they have at least 10 of their (at least 15) minutes to live, so
 * that the landing page does not sign each logo again for every visitor. Logos are public: the same
 * address serves everyone.
 */
const LOGO_REUSE_MARGIN_MS = 10 * 60 * 1000;
const signedLogos = new Map<string, SignedMediaAnswer>();

async function signLogo(app: FastifyInstance, key: string): Promise<SignedMediaAnswer | undefined> {
  const kept = signedLogos.get(key);
  if (kept && Date.parse(kept.expires_at) - Date.now() > LOGO_REUSE_MARGIN_MS) return kept;
  const res = await app.inject({ method: 'GET', url: signedMediaPath(key) });
  if (res.statusCode !== 200) return undefined;
  const answer = res.json<SignedMediaAnswer>();
  if (signedLogos.size > 500) signedLogos.clear();
  signedLogos.set(key, answer);
  return answer;
}

/**
 * The landing page: the first page of the newest jobs (through the API itself, so from its kept
 * answers), every logo of that page signed, and a high-priority preload of the first card's logo, the
 * largest thing on the first screen. The page made is kept while the search answer is the same and
 * its logos' addresses may still be handed out, so that most visitors get it without any work.
 */
let landing: { search: string; html: string; until: number } | undefined;

async function landingPage(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'GET', url: LANDING_SEARCH });
  if (res.statusCode !== 200) return renderAppShell();
  if (landing?.search === res.body && landing.until > Date.now()) return landing.html;
  const search = res.json<JobSearchPage>();
  const answers: Record<string, unknown> = { [LANDING_SEARCH]: search };
  const logos = [...new Set(search.results.map((job) => job.company_logo).filter((key) => key !== null))];
  const signed = await Promise.all(logos.map((key) => signLogo(app, key)));
  let until = Date.now() + 60_000;
  logos.forEach((key, i) => {
    const answer = signed[i];
    if (!answer) return;
    answers[signedMediaPath(key)] = answer;
    until = Math.min(until, Date.parse(answer.expires_at) - LOGO_REUSE_MARGIN_MS);
  });
  const first = search.results[0]?.company_logo;
  const firstUrl = first ? signed[logos.indexOf(first)]?.url : undefined;
  const html = renderAppShell({
    answers,
    preloads: firstUrl
      ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(firstUrl)}">`
      : '',
  });
  landing = { search: res.body, html, until };
  return html;
}

/**
 * How long the landing page waits for its data. Kept answers come in a millisecond; a search the
 * server must compute (after a start, on a cold database) or a database outage must not hold the page:
 * past this, it goes out without data and the app asks as usual.
 */
const LANDING_DATA_WAIT_MS = 300;

async function landingPageInTime(app: FastifyInstance): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(renderAppShell()), LANDING_DATA_WAIT_MS);
  });
  try {
    return await Promise.race([landingPage(app), late]);
  } catch (error) {
    app.log.warn({ err: error }, 'the landing page went out without its first search');
    return renderAppShell();
  } finally {
    clearTimeout(timer);
  }
}

const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function registerWebApp(app: FastifyInstance, config: Config): Promise<void> {
  publicConfig = { supportEmail: config.supportEmail, googleClientId: config.google.clientId ?? null };
  shell = undefined;
  manifest = undefined;
  preloadTags.clear();
  landing = undefined;
  const root = webDistDir();
  if (root) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, path) {
        res.setHeader(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (!isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      // Every app route (and unknown paths, which the router answers with its error screen). The
      // landing page without a search in its address gets its first screen's data.
      return sendHtml(request, reply, request.url === '/' ? await landingPageInTime(app) : renderAppShell());
    }
    return reply.status(404).send({ detail: API_MESSAGES.notFound });
  });
}
