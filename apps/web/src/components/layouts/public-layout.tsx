import { Link, Outlet } from 'react-router';
import { SiteFooter } from './site-footer.tsx';

/** The layout of public pages: a header with Sign in and Employers / Post Job, the page, the footer. */
export function PublicLayout() {
  return (
    <div className="page">
      <header className="site-header">
        <Link to="/" className="brand" aria-label="Kweli Jobs home">
          <span className="brand-mark" aria-hidden="true">
            K
          </span>
          Kweli Jobs
        </Link>
        <nav aria-label="Account" className="header-actions">
          <Link to="/login" className="button button-secondary">
            Sign in
          </Link>
          <Link to="/employer" className="button button-primary">
            Employers / Post Job
          </Link>
        </nav>
      </header>
      <main id="main" className="main">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
