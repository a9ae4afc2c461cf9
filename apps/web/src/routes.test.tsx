import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import authSwahili from './features/auth/locales/sw.json';
import { changeLanguage } from './i18n/index.ts';
import { routes } from './routes.tsx';
import { mockFetch } from './test/fetch-mock.ts';
import { renderPage } from './test/render-page.tsx';

describe('the route table', () => {
  it('When the first page is a lazy route, then it renders without the router warning of a missing HydrateFallback', async () => {
    // The test setup fails on any console.warn, which is how the router reports it.
    mockFetch({});
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderPage('/login', routes, { standIns: false });
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('a screen opened in Swahili (issue 25 item 1)', () => {
  afterEach(async () => {
    await changeLanguage('en');
  });

  it('When a Swahili reader opens a lazy screen, then its first render is already in Swahili (the route waits for its texts)', async () => {
    mockFetch({});
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    await changeLanguage('sw');
    renderPage('/login', routes, { standIns: false });
    const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(heading).toHaveTextContent(authSwahili.login.title);
    expect(document.documentElement.lang).toBe('sw');
  });
});
