import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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
