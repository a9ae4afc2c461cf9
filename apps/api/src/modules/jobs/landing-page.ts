import {
  API_PATHS,
  apiAddress,
  JOB_CARD_LOGO_SIZE,
  type JobSearchPage,
  jobSearchQuery,
  type SignedMediaAnswer,
} from '@kweli/shared';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { AppContext } from '../../platform/context.ts';
import { escapeHtml } from '../../platform/html.ts';
import { renderAppShell } from '../../platform/web/shell.ts';
import { signMediaRead } from '../media/index.ts';
import { publicSearchAnswers } from './public-search.ts';

/**
 * The landing page ("/"): the first page of the newest jobs (from the kept public search answer),
 * every logo of that page signed, and a high-priority preload of the first card's logo, the largest
 * thing on the first screen (docs/decisions/016-web-budgets.md, "First screen"). The page made is kept
 * while the search answer is the same and its logos' addresses may still be handed out, so that most
 * visitors get it without any work. It calls the search and media services directly, not its own API.
 */

/** The landing page's first search: what the web app asks for at "/" (no search in the address). */
export const LANDING_SEARCH = apiAddress(API_PATHS.jobSearch, { page: 1 });
const LANDING_QUERY = jobSearchQuery.parse({ page: 1 });
const signedMediaPath = (key: string) => apiAddress(API_PATHS.signedMedia, { file_path: key });

/**
 * Signed logo addresses are kept while they have at least 10 of their (at least 15) minutes to live, so
 * that the landing page does not sign each logo again for every visitor. Logos are public: the same
 * address serves everyone.
 */
const LOGO_REUSE_MARGIN_MS = 10 * 60 * 1000;

/**
 * How long the landing page waits for its data. Kept answers come in a millisecond; a search the
 * server must compute (after a start, on a cold database) or a database outage must not hold the page:
 * past this, it goes out without data and the app asks as usual.
 */
const LANDING_DATA_WAIT_MS = 300;

/**
 * The first card's logo, preloaded as the card will draw it: a resized logo by its WebP srcset at the
 * card's size (the browser fetches the one width the `<picture>` then uses, not the JPEG as well), an
 * older one by its address.
 */
function logoPreload(logo: SignedMediaAnswer): string {
  const webp = logo.sources?.find((source) => source.type === 'image/webp');
  if (webp) {
    return `<link rel="preload" as="image" fetchpriority="high" type="image/webp" imagesrcset="${escapeHtml(webp.srcset)}" imagesizes="${JOB_CARD_LOGO_SIZE}px">`;
  }
  return `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(logo.url)}">`;
}

export function createLandingPage(ctx: AppContext, log: FastifyBaseLogger): () => Promise<string> {
  const searchAnswer = publicSearchAnswers(ctx);
  const signedLogos = new LRUCache<string, SignedMediaAnswer>({ max: 500 });
  let landing: { search: Buffer; html: string; until: number } | undefined;

  async function signLogo(key: string): Promise<SignedMediaAnswer | undefined> {
    const kept = signedLogos.get(key);
    if (kept && Date.parse(kept.expires_at) - Date.now() > LOGO_REUSE_MARGIN_MS) return kept;
    // A logo no one may read (not attached, or gone) is simply not carried: the card shows none.
    const answer = await signMediaRead(ctx.db, null, key).catch(() => undefined);
    if (!answer) return undefined;
    signedLogos.set(key, answer);
    return answer;
  }

  async function landingPage(): Promise<string> {
    const kept = await searchAnswer(LANDING_QUERY);
    if (landing?.search.equals(kept.body) && landing.until > Date.now()) return landing.html;
    const search = JSON.parse(kept.body.toString()) as JobSearchPage;
    const answers: Record<string, unknown> = { [LANDING_SEARCH]: search };
    const logos = [...new Set(search.results.map((job) => job.company_logo).filter((key) => key !== null))];
    const signed = await Promise.all(logos.map(signLogo));
    let until = Date.now() + 60_000;
    logos.forEach((key, i) => {
      const answer = signed[i];
      if (!answer) return;
      answers[signedMediaPath(key)] = answer;
      until = Math.min(until, Date.parse(answer.expires_at) - LOGO_REUSE_MARGIN_MS);
    });
    const first = search.results[0]?.company_logo;
    const firstLogo = first ? signed[logos.indexOf(first)] : undefined;
    const html = renderAppShell({ answers, preloads: firstLogo ? logoPreload(firstLogo) : '' });
    landing = { search: kept.body, html, until };
    return html;
  }

  return async function landingPageInTime(): Promise<string> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<string>((resolve) => {
      timer = setTimeout(() => resolve(renderAppShell()), LANDING_DATA_WAIT_MS);
    });
    try {
      return await Promise.race([landingPage(), late]);
    } catch (error) {
      log.warn({ err: error }, 'the landing page went out without its first search');
      return renderAppShell();
    } finally {
      clearTimeout(timer);
    }
  };
}
