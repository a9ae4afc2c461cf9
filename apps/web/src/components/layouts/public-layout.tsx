import { Link, Outlet } from 'react-router';
import { LanguageSelect } from '../../i18n/language-switcher.tsx';
import { useT } from '../texts.ts';
import { BrandLink } from './brand-link.tsx';
import { SiteFooter } from './site-footer.tsx';

/** The header of public pages: the brand, Sign in and Employers / Post Job. */
export function PublicHeader() {
  const t = useT();
  return (
    <header className="site-header">
      <BrandLink to="/" label={t('header.brandHome')} />
      <nav aria-label={t('header.account')} className="header-actions">
        <LanguageSelect />
        <Link to="/login" className="button button-secondary">
          {t('header.signIn')}
        </Link>
        <Link to="/employer" className="button button-primary">
          {t('header.employers')}
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
