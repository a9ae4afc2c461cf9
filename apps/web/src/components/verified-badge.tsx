import { useT } from './texts.ts';

/**
 * The "Verified employer" badge (issue 22 item 2): on job cards, the job page and the company page of an
 * employer an admin verified. The text is the badge; its explanation is the title.
 */
export function VerifiedBadge() {
  const t = useT();
  return (
    <span className="verified-badge" title={t('verifiedBadge.explanation')}>
      <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14">
        <path fill="currentColor" d="M6.4 11.2 3 7.8l1.1-1.1 2.3 2.3 5.5-5.5L13 4.6z" />
      </svg>
      {t('verifiedBadge.badge')}
    </span>
  );
}
