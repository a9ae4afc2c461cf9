import { Link } from 'react-router';
import { DataSaverSetting } from '../data-saver-setting.tsx';
import { useT } from '../texts.ts';

/** The footer's ten content links (docs/product/foundation.md §2.3). */
export const FOOTER_LINKS = [
  { to: '/about', label: 'footer.about' },
  { to: '/contact', label: 'footer.contact' },
  { to: '/terms', label: 'footer.terms' },
  { to: '/privacy', label: 'footer.privacy' },
  { to: '/blog', label: 'footer.blog' },
  { to: '/guides', label: 'footer.guides' },
  { to: '/tips', label: 'footer.tips' },
  { to: '/faq', label: 'footer.faq' },
  { to: '/help', label: 'footer.help' },
  { to: '/feedback', label: 'footer.feedback' },
] as const;

export function SiteFooter() {
  const t = useT();
  return (
    <footer className="site-footer">
      <nav aria-label={t('footer.site')}>
        <ul className="footer-links">
          {FOOTER_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{t(link.label)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <DataSaverSetting className="footer-setting" />
      <p className="muted">{t('footer.madeIn', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
