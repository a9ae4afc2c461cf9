import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { jsonForHtml } from '../html.ts';
import { webDistDir } from './dist-dir.ts';
import { resetPreloads, screenPreloadTags } from './preload.ts';

/**
 * The web app's index.html as the server sends it for every app route: the public settings as a JSON
 * data block, and a page's own parts (docs/decisions/016-web-budgets.md, "First screen"): extra head
 * tags, the preloads of its screen's code, and the answers of the GET calls its first screen makes, in
 * a data block the web app reads before it would ask (`apps/web/src/api/prefetched.ts`).
 */
let shell: string | undefined;
/**
 * Changes whenever the shell may have (a new build read, new settings), so that a page kept cut from it
 * (the job page's template) is cut again; reading the shell each time to compare cost every job page
 * a render of the whole shell and two file-system checks.
 */
let generation = 0;
export const appShellGeneration = () => generation;

/**
 * The lazily loaded screens whose code a page's HTML preloads (source paths, as in the Vite manifest).
 * The landing page needs none: its code is part of the entry.
 */
export const SCREEN_SOURCES = {
  publicJob: 'src/features/jobs/public-job-page.tsx',
  company: 'src/features/jobs/company-page.tsx',
} as const;

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
  if (shell === undefined) {
    // Looked for until found (a build made while the server runs is used); then kept until the next reset.
    const dir = webDistDir();
    if (!dir)
      return `<!doctype html><html lang="en"><head>${headTags}<title>Kweli</title>${tail}</head><body><p>The web app is not built. Run npm run build.</p></body></html>`;
    shell = readFileSync(join(dir, 'index.html'), 'utf8').replace(
      '<!--app-head-->',
      `<script type="application/json" id="app-config">${jsonForHtml(publicConfig)}</script><!--app-head-->`,
    );
    generation += 1;
  }
  // Functions, not strings, as replacements: a "$'" or "$&" in a job's text must stay as it is.
  return shell.replace('<!--app-head-->', () => headTags).replace('</head>', () => `${tail}</head>`);
}

/** The data block of answers the web app reads before it would ask (`apps/web/src/api/prefetched.ts`). */
export const prefetchedAnswersTag = (answers: Record<string, unknown>) =>
  `<script type="application/json" id="prefetched-answers">${jsonForHtml(answers)}</script>`;

/** The settings the web app reads from the page (apps/web/src/lib/config.ts). */
export interface WebConfig {
  supportEmail: string;
  googleClientId: string | null;
  /** The privacy page's contact and retention schedule (issue 23 item 7). */
  privacyContactEmail: string;
  retentionInactiveMonths: number;
}

let publicConfig: WebConfig = {
  supportEmail: '',
  googleClientId: null,
  privacyContactEmail: '',
  retentionInactiveMonths: 24,
};

/**
 * Called when the app is built: the settings the web app reads, and a fresh read of the build (its
 * index.html and the screens' preloads).
 */
export function resetAppShell(config: WebConfig): void {
  publicConfig = config;
  shell = undefined;
  resetPreloads();
  generation += 1;
}
