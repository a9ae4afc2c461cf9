import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useApplyDarkMode } from '../lib/dark-mode.ts';
import { SessionBanner } from './session-banner.tsx';
import { useT } from './texts.ts';

/** The root of every page: applies dark mode for the path, the session banner, scroll restoration. */
export function RootShell() {
  const t = useT();
  const { pathname } = useLocation();
  useApplyDarkMode(pathname);
  return (
    <>
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <SessionBanner />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
