import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useApplyDarkMode } from '../lib/dark-mode.ts';
import { useFocusOnNewPage } from '../lib/route-focus.ts';
import { SessionBanner } from './session-banner.tsx';
import { useT } from './texts.ts';

/**
 * The root of every page: applies dark mode for the path, the session banner, scroll restoration, and
 * the focus on the new page's heading after a move inside the app.
 */
export function RootShell() {
  const t = useT();
  const { pathname } = useLocation();
  useApplyDarkMode(pathname);
  useFocusOnNewPage(pathname);
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
