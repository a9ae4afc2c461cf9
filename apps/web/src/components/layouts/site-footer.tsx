import { Link } from 'react-router';
import { DataSaverSetting } from '../data-saver-setting.tsx';

/** The footer's ten content links (docs/product/foundation.md §2.3). */
export const FOOTER_LINKS = [
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/blog', label: 'Blog' },
  { to: '/guides', label: 'Guides' },
  { to: '/tips', label: 'Tips' },
  { to: '/faq', label: 'FAQ' },
  { to: '/help', label: 'Help' },
  { to: '/feedback', label: 'Feedback' },
] as const;

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <nav aria-label="Site">
        <ul className="footer-links">
          {FOOTER_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <DataSaverSetting className="footer-setting" />
      <p className="muted">© {new Date().getFullYear()} Kweli Jobs. Made in Nairobi.</p>
    </footer>
  );
}
