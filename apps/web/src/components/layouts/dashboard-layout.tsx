import type { Role } from '@kweli/shared';
import { useId, useState } from 'react';
import { Link, NavLink, Outlet, useNavigate } from 'react-router';
import { api } from '../../api/client.ts';
import { LanguageSelect } from '../../i18n/language-switcher.tsx';
import { useDarkModePreference } from '../../lib/dark-mode.ts';
import { session } from '../../lib/session.ts';
import { useUnreadCount } from '../../lib/unread-count.tsx';
import type en from '../locales/en.json';
import { useT } from '../texts.ts';
import { BrandLink } from './brand-link.tsx';
import { SiteFooter } from './site-footer.tsx';

/** The menus of the two roles (docs/product/foundation.md §2.5); `label` is the item's text key. */
export const MENUS: Record<Role, readonly { to: string; label: `menu.${keyof (typeof en)['menu']}` }[]> = {
  employer: [
    { to: '/employer-dashboard', label: 'menu.dashboard' },
    { to: '/employer-profile', label: 'menu.profile' },
    { to: '/employer-dashboard/drafts', label: 'menu.drafts' },
    { to: '/employer-dashboard/shortlist', label: 'menu.shortlist' },
    { to: '/employer-dashboard/saved-talent', label: 'menu.savedTalent' },
  ],
  candidate: [
    { to: '/candidate-dashboard', label: 'menu.dashboard' },
    { to: '/candidate-profile', label: 'menu.profile' },
    { to: '/candidate-dashboard/applications', label: 'menu.applications' },
    { to: '/candidate-dashboard/saved', label: 'menu.savedJobs' },
    { to: '/candidate-dashboard/job-alerts', label: 'menu.jobAlerts' },
    { to: '/candidate-dashboard/drafts', label: 'menu.drafts' },
    { to: '/candidate-dashboard/learning', label: 'menu.learning' },
  ],
};

const NOTIFICATIONS_PAGE: Record<Role, string> = {
  employer: '/employer-dashboard/notifications',
  candidate: '/candidate-dashboard/notifications',
};

/** Logout: the server revokes the refresh token; the browser drops the token and the media cache. */
export async function logout(): Promise<void> {
  const refresh = session.refreshToken();
  session.end();
  if (refresh) {
    await api('/auth/logout/', { method: 'POST', body: { refresh }, anonymous: true }).catch(() => undefined);
  }
}

/**
 * The signed-in header of both roles: theme toggle, notification bell with the unread badge, the role's
 * menu (a hamburger on narrow screens) and Logout. Also the error screen's for a signed-in reader.
 */
export function DashboardHeader({ role }: { role: Role }) {
  const t = useT();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const [dark, setDark] = useDarkModePreference();
  const { count } = useUnreadCount();
  const menuId = useId();

  const onLogout = async () => {
    await logout();
    navigate('/login');
  };

  return (
    <>
      <header className="site-header">
        <BrandLink to={MENUS[role][0]!.to} label={t('header.brandDashboard')} />
        <div className="header-actions">
          <LanguageSelect />
          <button
            type="button"
            className="icon-button"
            aria-pressed={dark}
            aria-label={t('header.darkMode')}
            title={dark ? t('header.toLightMode') : t('header.toDarkMode')}
            onClick={() => setDark(!dark)}
          >
            <span aria-hidden="true">{dark ? '☀' : '☾'}</span>
          </button>
          <Link
            to={NOTIFICATIONS_PAGE[role]}
            className="icon-button bell"
            aria-label={count > 0 ? t('header.notificationsUnread', { count }) : t('header.notifications')}
          >
            {/* Drawn, not an emoji: many phones and desktops have no emoji font and show an empty box. */}
            <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24">
              <path
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
                d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 0 1-3.4 0"
              />
            </svg>
            {count > 0 ? (
              <span className="badge" data-testid="unread-badge" aria-hidden="true">
                {count > 99 ? '99+' : count}
              </span>
            ) : null}
          </Link>
          <button
            type="button"
            className="icon-button hamburger"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={t('header.menu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span aria-hidden="true">☰</span>
          </button>
          <button type="button" className="button button-secondary logout" onClick={onLogout}>
            {t('header.logout')}
          </button>
        </div>
      </header>
      <nav
        id={menuId}
        aria-label={t('header.dashboardMenu')}
        className={`dashboard-menu${menuOpen ? ' open' : ''}`}
      >
        <ul>
          {MENUS[role].map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end onClick={() => setMenuOpen(false)}>
                {t(item.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

/** The signed-in layout of both roles: the role's header, the page, the footer. */
export function DashboardLayout({ userRole: role }: { userRole: Role }) {
  return (
    <div className="page dashboard">
      <DashboardHeader role={role} />
      <main id="main" className="main">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
