import {
  API_PATHS,
  apiAddress,
  JOB_CARD_LOGO_SIZE,
  type JobSearchPage,
  jobSearchQuery,
  type PublicImage,
  publicLogoImage,
} from '@kweli/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { escapeHtml } from '../../platform/html.ts';
import { renderAppShell } from '../../platform/web/shell.ts';
import { publicSearchAnswers } from './public-search.ts';

/**
 * The landing page ("/"): the first page of the newest jobs (from the kept public search answer) and
 * a high-priority preload of the first card's logo, the largest thing on the first screen
 * (docs/decisions/016-web-budgets.md, "First screen"). Logos have public addresses worked out from
 * their keys (packages/shared `public-logos.ts`, decision 106): the page carries no signed addresses,
 * and the app asks for none. The page made is kept while the search answer is the same, so that most
 * visitors get it without any work. It calls the search service directly, not its own API.
 */

/** The landing page's first search: what the web app asks for at "/" (no search in the address). */
export const LANDING_SEARCH = apiAddress(API_PATHS.jobSearch, { page: 1 });
const LANDING_QUERY = jobSearchQuery.parse({ page: 1 });

/**
 * How long the landing page waits for its data. Kept answers come in a millisecond; a search the
 * server must compute (after a start, on a cold database) or a database outage must not hold the page:
 * past this, it goes out without data and the app asks as usual.
 */
const LANDING_DATA_WAIT_MS = 300;

/**
 * The first card's logo, preloaded as the card will draw it: its WebP srcset at the card's size (the
 * browser fetches the one width the `<picture>` then uses, not the JPEG as well).
 */
function logoPreload(logo: PublicImage): string {
  const webp = logo.sources?.find((source) => source.type === 'image/webp');
  if (webp) {
    return `<link rel="preload" as="image" fetchpriority="high" type="image/webp" imagesrcset="${escapeHtml(webp.srcset)}" imagesizes="${JOB_CARD_LOGO_SIZE}px">`;
  }
  return `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(logo.url)}">`;
}

export function createLandingPage(ctx: AppContext, log: FastifyBaseLogger): () => Promise<string> {
  const searchAnswer = publicSearchAnswers(ctx);
  let landing: { search: Buffer; html: string } | undefined;

  async function landingPage(): Promise<string> {
    const kept = await searchAnswer(LANDING_QUERY);
    if (landing?.search.equals(kept.body)) return landing.html;
    const search = JSON.parse(kept.body.toString()) as JobSearchPage;
    const first = search.results[0]?.company_logo;
    const firstLogo = first ? publicLogoImage(first) : null;
    const html = renderAppShell({
      answers: { [LANDING_SEARCH]: search },
      preloads: firstLogo ? logoPreload(firstLogo) : '',
    });
    landing = { search: kept.body, html };
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
