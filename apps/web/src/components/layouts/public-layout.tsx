import { Link, Outlet } from 'react-router';
import { LanguageSelect } from '../../i18n/language-switcher.tsx';
import { SiteFooter } from './site-footer.tsx';

/** The header of public pages: the brand, Sign in and Employers / Post Job. */
export function PublicHeader() {
  return (
    <header className="site-header">
      <Link to="/" className="brand" aria-label="Kweli Jobs home">
        <span className="brand-mark" aria-hidden="true">
          K
        </span>
        Kweli Jobs
      </Link>
      <nav aria-label="Account" className="header-actions">
        <LanguageSelect />
        <Link to="/login" className="button button-secondary">
          Sign in
        </Link>
        <Link to="/employer" className="button button-primary">
          Employers / Post Job
        </Link>
      </nav>
    </header>
  );
}

/** The layout of public pages: the header, the page, the footer. */
export function PublicLayout() {
  return (
    <div className="page">
      <PublicHeader />
      <main id="main" className="main">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
