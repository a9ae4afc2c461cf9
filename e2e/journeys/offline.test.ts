import { readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { JobSearchPage } from '@kweli/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import applicationsSw from '../../apps/web/src/features/applications/locales/sw.json';
import offlineSw from '../../apps/web/src/lib/offline/locales/sw.json';
import { createVerifiedUser, type JourneyUser, signIn } from '../accounts.ts';
import { apiCall, jobsWithDistinctTitles, tokenOf } from '../api.ts';
import { baseUrl, expectAccessible, journeyPages, PHONE } from '../browser.ts';

/**
 * Installable and offline (issue 25 item 2): the manifest, icons and service worker an Android phone
 * installs from; then a candidate's phone loses its network: a saved job opens, a draft application
 * typed there survives a closed tab, and it is saved when the network returns.
 */
const pages = journeyPages();
const OFFLINE_FORM =
  'You are offline. What you type is kept on this phone and saved as a draft when you are back online.';

/** Waits until the service worker controls the page (it takes the page that installed it). */
async function controlledBy(page: Page) {
  // Installing fetches the worker, the shell and the precache: on a busy machine this takes a while.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 45_000,
  });
}

/**
 * Waits until the worker keeps the code of these offline screens (it fetches them once the candidate's
 * answers are kept, after the answers the tests wait for: going offline sooner can miss a screen).
 */
async function screensKept(page: Page, screens: string[]) {
  await expect
    .poll(
      () =>
        page.evaluate(async (names) => {
          const urls = (await (await caches.open('kweli-assets')).keys()).map((r) => r.url);
          return names.every((name) => urls.some((url) => url.includes(`/assets/${name}-`)));
        }, screens),
      { timeout: 30_000 },
    )
    .toBe(true);
}

/** Whether `address` is kept in any of the page's caches. */
const kept = (page: Page, address: string) =>
  page.evaluate(async (url) => Boolean(await caches.match(url)), address);

/** Whether the page's first company logo (an image under `box`) is drawn, not its alt text. */
const logoDrawn = (page: Page, box: string) =>
  page.evaluate((selector) => {
    const image = document.querySelector<HTMLImageElement>(`${selector} img`);
    return Boolean(image?.complete && image.naturalWidth > 0);
  }, box);

describe('Installable app', () => {
  it('When the phone opens the site, then it finds the manifest, its icons and the worker, served as they must be', async () => {
    const { context, page } = await pages.open(PHONE);
    await page.goto('/');
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBe('/manifest.webmanifest');

    const manifestAnswer = await fetch(`${baseUrl()}/manifest.webmanifest`);
    expect(manifestAnswer.headers.get('content-type')).toContain('application/manifest+json');
    expect(manifestAnswer.headers.get('cache-control')).toBe('no-cache');
    const manifest = (await manifestAnswer.json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Kweli Jobs', start_url: '/', display: 'standalone' });
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const answer = await fetch(`${baseUrl()}${icon.src}`);
      expect(answer.status, icon.src).toBe(200);
      expect(answer.headers.get('content-type'), icon.src).toBe('image/png');
    }

    const worker = await fetch(`${baseUrl()}/sw.js`, { headers: { 'accept-encoding': 'br' } });
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');

    await controlledBy(page);
    // Chromium's own verdict on whether the site installs as an app (what Android's Chrome checks).
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // Playwright's contexts are private windows, where Chromium installs nothing: that one is the test's.
    expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
    await context.close();
  });
});

describe('Offline', () => {
  let candidate: JourneyUser;
  let job: { id: number; job_title: string };
  let notSaved: { id: number };
  beforeAll(async () => {
    candidate = await createVerifiedUser('candidate', 'Offline Applicant');
    const [first, second] = await jobsWithDistinctTitles();
    if (!first || !second)
      throw new Error('the journeys need two published jobs without screening questions');
    job = first;
    notSaved = second;
    await apiCall(await tokenOf(candidate), 'POST', '/candidate/saved-jobs/', { job_id: job.id });
  });

  it('When the network goes, then a saved job opens, a draft typed there survives a closed tab and is saved when the network returns', {
    timeout: 180_000,
  }, async () => {
    const { context, page } = await pages.open(PHONE);
    await signIn(page, candidate.email, candidate.password);
    await page.goto('/candidate-dashboard/saved');
    await controlledBy(page);
    // Seen once with the worker in charge, the saved jobs are kept with their pages and screens.
    await page.reload();
    await page.getByRole('link', { name: `View details of ${job.job_title}` }).waitFor();
    await expect
      .poll(() => kept(page, `/api/applications/apply-check/?job=${job.id}`), { timeout: 30_000 })
      .toBe(true);
    await screensKept(page, ['apply-page']);

    await context.setOffline(true);
    // The worker has no network either: a job that was not saved cannot be fetched through it.
    const throughWorker = await page.evaluate(
      (id) =>
        fetch(`/api/employer/public/jobs/${id}/`, {
          headers: { authorization: `Bearer ${localStorage.getItem('authToken')}` },
        }).then(
          (answer) => answer.status,
          () => 'no network',
        ),
      notSaved.id,
    );
    expect(throughWorker).toBe('no network');
    await page.getByRole('link', { name: `View details of ${job.job_title}` }).click();
    await page.getByRole('heading', { level: 1, name: job.job_title }).waitFor();
    await page.getByText('You are offline. This is the copy kept on this phone.').waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('heading', { name: 'Step 1 of 3: Cover letter' }).waitFor();
    await page.getByRole('status').filter({ hasText: OFFLINE_FORM }).waitFor();
    await page.getByText('Choosing your CV and sending the application need the internet.').waitFor();
    const letter = 'Written on the bus with no network: I have five years of experience in this work.';
    await page.getByLabel('Cover letter').fill(letter);
    await expectAccessible(page);

    // The tab is closed and the app opened again, still offline: the letter is there.
    await page.close();
    const again = await context.newPage();
    await again.goto(`/apply/${job.id}`);
    await again.getByRole('heading', { name: 'Step 1 of 3: Cover letter' }).waitFor();
    await again.getByText(OFFLINE_FORM).waitFor();
    expect(await again.getByLabel('Cover letter').inputValue()).toBe(letter);

    // The network returns: the draft is saved without a tap.
    await context.setOffline(false);
    await again.getByText('Back online: your draft is saved.').waitFor({ timeout: 30_000 });
    const token = await tokenOf(candidate);
    const saved = await apiCall<{ results: { cover_letter: string; submission_status: string }[] }>(
      token,
      'GET',
      `/applications/?job=${job.id}`,
    );
    expect(saved.results).toMatchObject([{ cover_letter: letter, submission_status: 'draft' }]);
    // The form goes on online, from step 1, with the letter.
    expect(await again.getByLabel('Cover letter').inputValue()).toBe(letter);
    await again.getByRole('button', { name: 'Next' }).waitFor();

    // Logout leaves no account's answers on the phone.
    await again.getByRole('button', { name: 'Logout' }).click();
    await again.waitForURL(/\/login/);
    await expect
      .poll(() =>
        again.evaluate(async () => (await caches.keys()).filter((key) => key.startsWith('kweli-user-'))),
      )
      .toEqual([]);
    await context.close();
  });
});

describe('Offline, a candidate with many saved jobs and a draft', () => {
  let candidate: JourneyUser;
  /** Newest saved first, as the list shows them: more than one page of it. */
  let saved: number[];
  let draft: { id: number; job: number; title: string };
  beforeAll(async () => {
    candidate = await createVerifiedUser('candidate', 'Offline Many Saved');
    const token = await tokenOf(candidate);
    const search = async (page: number) =>
      ((await (await fetch(`${baseUrl()}/api/jobs/search/?page=${page}`)).json()) as JobSearchPage).results;
    const ids = [...(await search(1)), ...(await search(2))].map((job) => job.id);
    const [drafted] = (await jobsWithDistinctTitles('?page=3')).filter((job) => !ids.includes(job.id));
    if (ids.length < 23 || !drafted) throw new Error('the journey needs 24 published jobs');
    saved = ids.slice(0, 23).reverse();
    for (const id of [...saved].reverse())
      await apiCall(token, 'POST', '/candidate/saved-jobs/', { job_id: id });
    const answer = await apiCall<{ id: number }>(token, 'POST', '/applications/', {
      job: drafted.id,
      cover_letter: 'My draft, saved online.',
      submission_status: 'draft',
    });
    draft = { id: answer.id, job: drafted.id, title: drafted.job_title };
  });

  it('When the network goes, then every saved job (past the first page), its logo as seen, and the draft open; typed offline, the draft survives a reload and is saved on the next open', {
    timeout: 240_000,
  }, async () => {
    const { context, page } = await pages.open(PHONE);
    await signIn(page, candidate.email, candidate.password);
    await page.goto('/candidate-dashboard/saved');
    await controlledBy(page);
    await page.reload();
    const oldest = saved.at(-1) as number;
    // Behind the list: its second page, every saved job's page, the drafts and the draft itself.
    for (const address of [
      '/api/candidate/saved-jobs/?page=2',
      `/api/employer/public/jobs/${oldest}/`,
      `/api/applications/apply-check/?job=${oldest}`,
      '/api/applications/?submission_status=draft&page=1',
      `/api/applications/${draft.id}/`,
      `/api/employer/public/jobs/${draft.job}/`,
    ])
      await expect.poll(() => kept(page, address), { timeout: 60_000 }).toBe(true);
    await screensKept(page, ['saved-jobs-page', 'drafts-page', 'apply-page']);
    // The first card's logo, drawn online, is kept (a bounded cache of logos).
    await expect.poll(() => logoDrawn(page, '.job-card-logo')).toBe(true);
    await expect
      .poll(() => page.evaluate(async () => (await (await caches.open('kweli-logos')).keys()).length))
      .toBeGreaterThan(0);

    await context.setOffline(true);
    await page.reload();
    await page
      .getByText('You are offline. These are your saved jobs as they were when you were last online.')
      .waitFor();
    await expect.poll(() => logoDrawn(page, '.job-card-logo')).toBe(true);
    await page.getByRole('button', { name: 'Show more' }).click();
    await page.locator(`a[href="/public/jobs/${oldest}/details"]`).first().click();
    await page.getByText('You are offline. This is the copy kept on this phone.').waitFor();
    await page.getByRole('heading', { level: 1 }).waitFor();

    // "Continue my draft" from the drafts list, offline.
    await page.goto('/candidate-dashboard/drafts');
    await page.getByRole('link', { name: `Continue your application for ${draft.title}` }).click();
    await page.getByRole('heading', { name: 'Step 1 of 3: Cover letter' }).waitFor();
    await page.getByRole('status').filter({ hasText: OFFLINE_FORM }).waitFor();
    const letter = page.getByLabel('Cover letter');
    expect(await letter.inputValue()).toBe('My draft, saved online.');
    await letter.fill('My draft, saved online. Then more, typed with no network.');
    await expectAccessible(page);

    // A reload with no network: the offline state and the text are still there.
    await page.reload();
    await page.getByRole('heading', { name: 'Step 1 of 3: Cover letter' }).waitFor();
    await page.getByRole('status').filter({ hasText: OFFLINE_FORM }).waitFor();
    expect(await page.getByLabel('Cover letter').inputValue()).toBe(
      'My draft, saved online. Then more, typed with no network.',
    );

    // The app is closed; the network returns; the next open, on another page, saves the draft.
    await page.close();
    await context.setOffline(false);
    const next = await context.newPage();
    await next.goto('/candidate-dashboard');
    await next.getByText('Back online: your application typed offline is saved as a draft.').waitFor({
      timeout: 30_000,
    });
    const stored = await apiCall<{ cover_letter: string; submission_status: string }>(
      await tokenOf(candidate),
      'GET',
      `/applications/${draft.id}/`,
    );
    expect(stored).toMatchObject({
      cover_letter: 'My draft, saved online. Then more, typed with no network.',
      submission_status: 'draft',
    });
    await context.close();
  });
});

describe('An update', () => {
  const built = (name: string) => new URL(`../../apps/web/dist/${name}`, import.meta.url);
  /** The files a deploy of a new worker changes: the worker, as the server sends it. */
  const workerFiles = ['sw.js', 'sw.js.br', 'sw.js.gz'];

  it('When a new worker is deployed, then an open page keeps its own; the new one takes over at the next open, with the offline screens kept', {
    timeout: 180_000,
  }, async () => {
    const candidate = await createVerifiedUser('candidate', 'Offline Updated');
    const [job] = await jobsWithDistinctTitles();
    if (!job) throw new Error('the journey needs a published job');
    await apiCall(await tokenOf(candidate), 'POST', '/candidate/saved-jobs/', { job_id: job.id });
    const { context, page } = await pages.open(PHONE);
    await signIn(page, candidate.email, candidate.password);
    await page.goto('/candidate-dashboard/saved');
    await controlledBy(page);
    await page.reload();
    await expect
      .poll(() => kept(page, `/api/employer/public/jobs/${job.id}/`), { timeout: 30_000 })
      .toBe(true);
    // The signed-in layout's code as a new build would have it: not yet on the phone.
    const layout = await page.evaluate(async () => {
      const assets = await caches.open('kweli-assets');
      const found = (await assets.keys()).find((r) => r.url.includes('/assets/dashboard-layout-'));
      if (found) await assets.delete(found);
      return found?.url ?? null;
    });
    expect(layout).not.toBeNull();

    const before = workerFiles.map((name) => readFileSync(built(name)));
    try {
      const changed = `${before[0]?.toString('utf8')}\n// a new deploy\n`;
      writeFileSync(built('sw.js'), changed);
      writeFileSync(built('sw.js.br'), brotliCompressSync(changed));
      writeFileSync(built('sw.js.gz'), gzipSync(changed));
      // The browser looks for a new worker (as it does on a page load); it installs, then waits.
      const states = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        await registration.update();
        const waiting = await new Promise<ServiceWorker | null>((resolve) => {
          const started = Date.now();
          const look = () => {
            if (registration.waiting || Date.now() - started > 60_000) resolve(registration.waiting);
            else setTimeout(look, 200);
          };
          look();
        });
        return { waiting: waiting?.state ?? null, active: navigator.serviceWorker.controller?.state ?? null };
      });
      // The open page goes on with the worker (and code) it started with.
      expect(states).toEqual({ waiting: 'installed', active: 'activated' });
      // The new worker kept the candidate's offline screens at install.
      expect(await kept(page, layout as string)).toBe(true);
    } finally {
      for (const [i, name] of workerFiles.entries()) writeFileSync(built(name), before[i] as Buffer);
    }

    // The app closed and opened again: the new worker is in charge, and the saved job opens offline.
    await page.close();
    const again = await context.newPage();
    await again.goto('/');
    await expect
      .poll(() =>
        again.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready;
          return registration.waiting === null && navigator.serviceWorker.controller !== null;
        }),
      )
      .toBe(true);
    await context.setOffline(true);
    await again.goto('/candidate-dashboard/saved');
    await again.getByRole('link', { name: `View details of ${job.job_title}` }).click();
    await again.getByRole('heading', { level: 1, name: job.job_title }).waitFor();
    await context.close();
  });
});

/** The built file a source module became (the build the journeys run on). */
function builtFile(source: string): string {
  const manifest = JSON.parse(
    readFileSync(new URL('../../apps/web/dist/.vite/manifest.json', import.meta.url), 'utf8'),
  ) as Record<string, { file: string }>;
  const file = manifest[source]?.file;
  if (!file) throw new Error(`${source} is not in the build`);
  return `/${file}`;
}

describe('Offline, in Swahili', () => {
  let candidate: JourneyUser;
  let job: { id: number; job_title: string };
  beforeAll(async () => {
    candidate = await createVerifiedUser('candidate', 'Offline Msomaji');
    const [first] = await jobsWithDistinctTitles();
    if (!first) throw new Error('the journey needs a published job without screening questions');
    job = first;
    await apiCall(await tokenOf(candidate), 'POST', '/candidate/saved-jobs/', { job_id: job.id });
  });

  it('When a reader of Swahili goes offline, then the saved job and the application form, never opened online, read Swahili', {
    timeout: 180_000,
  }, async () => {
    const { context, page } = await pages.open(PHONE);
    await signIn(page, candidate.email, candidate.password);
    await page.evaluate(() => localStorage.setItem('language', 'sw'));
    await page.goto('/candidate-dashboard/saved');
    await controlledBy(page);
    await page.reload();
    // The application form's Swahili texts are kept with its code, though the form was never opened.
    await expect
      .poll(() => kept(page, builtFile('src/features/applications/locales/sw.json')), { timeout: 60_000 })
      .toBe(true);
    await expect.poll(() => kept(page, `/api/applications/apply-check/?job=${job.id}`)).toBe(true);

    await context.setOffline(true);
    await page.goto(`/public/jobs/${job.id}/details`);
    await page.getByRole('heading', { level: 1, name: job.job_title }).waitFor();
    await page.getByText(offlineSw.page).waitFor();
    await page.goto(`/apply/${job.id}`);
    const step = applicationsSw.apply.stepHeading
      .replace('{{step}}', '1')
      .replace('{{title}}', applicationsSw.apply.steps.coverLetter);
    await page.getByRole('heading', { name: step }).waitFor();
    await page.getByRole('status').filter({ hasText: offlineSw.form }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('sw');
    await expectAccessible(page);
    await context.close();
  });
});
