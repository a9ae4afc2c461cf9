import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useApplyDarkMode } from '../lib/dark-mode.ts';
import { SessionBanner } from './session-banner.tsx';

/** The root of every page: applies dark mode for the path, the session banner, scroll restoration. */
export function RootShell() {
  const { pathname } = useLocation();
  useApplyDarkMode(pathname);
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SessionBanner />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
