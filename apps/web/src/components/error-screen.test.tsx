import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test/render-page.tsx';
import { ErrorScreen } from './error-screen.tsx';

describe('ErrorScreen', () => {
  it('When the path is unknown, then the heading and the status show with a way home', async () => {
    renderPage('/no-such-page', [{ path: '/', element: <p>Home</p>, errorElement: <ErrorScreen /> }], {
      standIns: false,
    });
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('When a page does not exist, then the header, a job search and a dashboard link lead on', async () => {
    localStorage.setItem('authToken', 'token');
    localStorage.setItem('userRole', 'employer');
    const router = renderPage(
      '/no-such-page',
      [
        { path: '/', element: <p>Home</p>, errorElement: <ErrorScreen /> },
        { path: '/employer-dashboard', element: <p>Dashboard</p> },
      ],
      { standIns: false },
    );
    expect(await screen.findByRole('link', { name: 'Kweli Jobs home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/employer-dashboard',
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search jobs' }), 'nurse{Enter}');
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('?job_title=nurse');
  });
});
