import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../test/render-page.tsx';
import { ErrorScreen } from './error-screen.tsx';

// The signed-in layout's code cannot be had (offline, not kept on the phone): its import fails.
vi.mock('./layouts/dashboard-layout.tsx', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/dashboard-layout.js');
});

describe('ErrorScreen without the signed-in layout', () => {
  it("When the signed-in header's code cannot be had, then the brand to the dashboard and the language stand in", async () => {
    localStorage.setItem('authToken', 'token');
    localStorage.setItem('userRole', 'employer');
    renderPage('/no-such-page', [{ path: '/', element: <p>Home</p>, errorElement: <ErrorScreen /> }], {
      standIns: false,
    });
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    // Once the header's import has settled (failed), the stand-in is what stays.
    await act(() =>
      import('./layouts/dashboard-layout.tsx').then(
        () => undefined,
        () => undefined,
      ),
    );
    const brand = await screen.findByRole('link', { name: 'Kweli Jobs dashboard' });
    expect(brand).toHaveAttribute('href', '/employer-dashboard');
    expect(brand).toHaveClass('brand');
    expect(brand).toHaveTextContent('Kweli Jobs');
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });
});
