import type { Role } from '@kweli/shared';
import { type FormEvent, Suspense, useEffect, useId } from 'react';
import { isRouteErrorResponse, Link, useLocation, useNavigate, useRouteError } from 'react-router';
import { LanguageSelect } from '../i18n/language-switcher.tsx';
import { useApplyDarkMode } from '../lib/dark-mode.ts';
import { useDocumentTitle } from '../lib/document-title.ts';
import { lazyRetried } from '../lib/lazy-retried.ts';
import { useOnline } from '../lib/offline/online.ts';
import { session } from '../lib/session.ts';
import { BrandLink } from './layouts/brand-link.tsx';
import { PublicHeader } from './layouts/public-layout.tsx';
import { SiteFooter } from './layouts/site-footer.tsx';
import { useT } from './texts.ts';

/**
 * The router's error screen (docs/product/foundation.md §2.2): the heading 'Unexpected Application Error!' with the status
 * or the message, and a way home. A page that does not exist is one people can leave (issue 27 item
 * 11): the site's header, a job search box, and links home and to the dashboard.
 */
export function ErrorScreen() {
  const t = useT();
  const error = useRouteError();
  useDocumentTitle(t('errorScreen.title'));
  useApplyDarkMode(useLocation().pathname);
  const online = useOnline();
  const screenNotKept = isScreenCodeMissing(error);
  // A screen whose code is not kept on the phone, opened offline: say so in the reader's words rather
  // than the browser's, and open the same address by itself once the network is back.
  useEffect(() => {
    if (!screenNotKept) return;
    const reopen = () => window.location.reload();
    window.addEventListener('online', reopen);
    return () => window.removeEventListener('online', reopen);
  }, [screenNotKept]);
  // Offline, a screen not kept is no application error: the heading says what the reader can act on.
  const offlineNotKept = screenNotKept && !online;
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : offlineNotKept
      ? t('errorScreen.offline')
      : error instanceof Error
        ? error.message
        : String(error);
  const role = session.token() ? session.role() : null;
  return (
    <div className={role ? 'page dashboard' : 'page'}>
      {role ? <RoleHeader role={role} /> : <PublicHeader />}
      <main id="main" className="main error-screen">
        <h1>{t(offlineNotKept ? 'errorScreen.offlineHeading' : 'errorScreen.heading')}</h1>
        <p className="error-detail">{detail}</p>
        <JobSearchBox />
        <p className="button-row">
          <Link className="button button-primary" to="/">
            {t('errorScreen.home')}
          </Link>
          <Link className="button button-secondary" to={dashboardPath(role)}>
            {t('errorScreen.dashboard')}
          </Link>
        </p>
      </main>
      <SiteFooter />
    </div>
  );
}

/**
 * The header a signed-in reader sees on every signed-in page (the role's menu, the bell, Logout), not
 * the visitor's Sign in. Its code comes with the signed-in layout's, kept on the phone for offline
 * use; while it loads, or when it cannot be had offline, the brand and the language stand in.
 */
function RoleHeader({ role }: { role: Role }) {
  const Header = dashboardHeader.current();
  return (
    <Suspense fallback={<BrandHeader role={role} />}>
      <Header role={role} />
    </Suspense>
  );
}

function BrandHeader({ role }: { role: Role }) {
  const t = useT();
  return (
    <header className="site-header">
      <BrandLink to={dashboardPath(role)} label={t('header.brandDashboard')} />
      <div className="header-actions">
        <LanguageSelect />
      </div>
    </header>
  );
}

const dashboardHeader = lazyRetried(
  async () => ({ default: (await import('./layouts/dashboard-layout.tsx')).DashboardHeader }),
  BrandHeader,
);

/** A lazy screen's code (its script or its styles) that the browser could not fetch. */
function isScreenCodeMissing(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Unable to preload CSS/.test(error.message)
  );
}

/** The signed-in role's dashboard; signed out, the candidate's, which asks to log in first and returns. */
function dashboardPath(role: Role | null): string {
  return role === 'employer' ? '/employer-dashboard' : '/candidate-dashboard';
}

/** A job title search that opens the landing page's results. */
function JobSearchBox() {
  const t = useT();
  const id = useId();
  const navigate = useNavigate();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const title = String(new FormData(event.currentTarget).get('job_title') ?? '').trim();
    navigate(title ? `/?job_title=${encodeURIComponent(title)}` : '/');
  };
  return (
    <form className="error-search" aria-label={t('errorScreen.search')} onSubmit={onSubmit}>
      <label htmlFor={id}>{t('errorScreen.search')}</label>
      <div className="error-search-row">
        <input
          id={id}
          name="job_title"
          type="search"
          placeholder={t('errorScreen.example')}
          maxLength={200}
        />
        <button type="submit" className="button button-primary">
          {t('errorScreen.submit')}
        </button>
      </div>
    </form>
  );
}
