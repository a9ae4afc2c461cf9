import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef, useState } from 'react';
import { Link, Outlet } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../test/render-page.tsx';
import { RootShell } from './root-shell.tsx';

function Layout() {
  return (
    <main id="main">
      <Outlet />
    </main>
  );
}

function Home() {
  return (
    <>
      <h1>Home</h1>
      <Link to="/jobs">Jobs</Link>
      <Link to="/?job_title=nurse">Nurses</Link>
      <Link to="/form">Form</Link>
      <Link to="/late">Late</Link>
      <Link to="/dashboard">Dashboard</Link>
    </>
  );
}

/** A page that takes the focus itself when it opens (a form's first field). */
function FormPage() {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);
  return (
    <>
      <h1>Form</h1>
      <input ref={field} aria-label="Name" />
    </>
  );
}

/** A page whose heading comes with its data. */
function LatePage() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setLoaded(true), 1000);
    return () => window.clearTimeout(timer);
  }, []);
  return loaded ? <h1>Late heading</h1> : <p role="status">Loading</p>;
}

/**
 * A screen of another layout that draws nothing until its texts and session are ready, then its own
 * landmark and heading (as the dashboards do after a login).
 */
function LaterLayoutPage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setReady(true), 300);
    return () => window.clearTimeout(timer);
  }, []);
  return ready ? (
    <main id="main">
      <h1>Dashboard</h1>
    </main>
  ) : null;
}

const app = (path: string) =>
  renderPage(
    path,
    [
      {
        path: '/',
        element: <RootShell />,
        children: [
          {
            element: <Layout />,
            children: [
              { index: true, element: <Home /> },
              { path: 'jobs', element: <h1>Jobs page</h1> },
              { path: 'form', element: <FormPage /> },
              { path: 'late', element: <LatePage /> },
            ],
          },
          { path: 'dashboard', element: <LaterLayoutPage /> },
        ],
      },
    ],
    { standIns: false },
  );

describe('the focus after a move to another page', () => {
  // The router's scroll restoration scrolls, which jsdom does not do.
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  it('When the app opens, then the focus is left where the browser puts it', async () => {
    app('/');
    await screen.findByRole('heading', { name: 'Home' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.activeElement).toBe(document.body);
  });

  it('When a link leads to another page, then the new page’s heading has the focus', async () => {
    app('/');
    await userEvent.click(await screen.findByRole('link', { name: 'Jobs' }));
    const heading = await screen.findByRole('heading', { name: 'Jobs page' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('When only the query changes (search results in place), then the focus stays', async () => {
    const router = app('/');
    const link = await screen.findByRole('link', { name: 'Nurses' });
    await userEvent.click(link);
    await waitFor(() => expect(router.state.location.search).toBe('?job_title=nurse'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.activeElement).toBe(link);
  });

  it('When the new page focuses its own field, then the field keeps the focus', async () => {
    app('/');
    await userEvent.click(await screen.findByRole('link', { name: 'Form' }));
    const field = await screen.findByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(document.activeElement).toBe(field));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.activeElement).toBe(field);
  });

  it('When the new page’s heading comes with its data, then the landmark has the focus, then the heading', async () => {
    app('/');
    await userEvent.click(await screen.findByRole('link', { name: 'Late' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    const heading = await screen.findByRole('heading', { name: 'Late heading' }, { timeout: 3000 });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('When the new page draws its landmark only once its code and texts are ready, then its heading gets the focus', async () => {
    app('/');
    await userEvent.click(await screen.findByRole('link', { name: 'Dashboard' }));
    const heading = await screen.findByRole('heading', { name: 'Dashboard' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });
});
