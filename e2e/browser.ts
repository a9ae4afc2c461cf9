import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';

/** Debian's Chromium, driven by playwright-core (no browser is downloaded). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export const baseUrl = () => inject('baseUrl');
export const dataDir = () => inject('dataDir');

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
  });
}

export const PHONE = { width: 360, height: 740 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/** A fresh context (axe needs pages made from a context) at the given width. */
export async function newPage(
  browser: Browser,
  viewport: { width: number; height: number } = PHONE,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, baseURL: baseUrl() });
  const page = await context.newPage();
  page.on('pageerror', (error) => {
    throw error;
  });
  return { context, page };
}

/**
 * The browser of a journey file, started once before its first story and closed after its last (hooks of
 * the calling file): `open(viewport)` gives a fresh context and page on it, at the phone's width unless
 * told.
 */
export function journeyPages(): {
  open: (viewport?: { width: number; height: number }) => Promise<{ context: BrowserContext; page: Page }>;
} {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    open: (viewport) => {
      if (!browser) throw new Error('The journey browser starts before the first story');
      return newPage(browser, viewport);
    },
  };
}

/** Fails the journey on any axe-core violation of the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/** No part of the page is wider than the viewport (usable at 360 px without sideways scrolling). */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `horizontal overflow on ${page.url()}`).toBeLessThanOrEqual(0);
}
