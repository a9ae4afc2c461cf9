import type { ReactNode } from 'react';
import { useT } from './texts.ts';

/**
 * A link to another site: opens in a new tab (docs/product/foundation.md §2.6) without giving that page a
 * handle on ours (noopener) or our address (noreferrer), and says so to screen-reader users.
 */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const t = useT();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> {t('externalLink.newTab')}</span>
    </a>
  );
}
