import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from './components/toast.tsx';
import { routes } from './routes.tsx';
import { mockFetch } from './test/fetch-mock.ts';

describe('the route table', () => {
  it('When the first page is a lazy route, then it renders without the router warning of a missing HydrateFallback', async () => {
    // The test setup fails on any console.warn, which is how the router reports it.
    mockFetch({});
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const router = createMemoryRouter(routes, { initialEntries: ['/login'] });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toBeInTheDocument();
  });
});
