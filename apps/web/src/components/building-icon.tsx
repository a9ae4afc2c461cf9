import { JOB_CARD_LOGO_SIZE } from '@kweli/shared';

/**
 * The fallback logo of a company without one (docs/product/foundation.md §2.3: a building icon of size 80).
 */
export function BuildingIcon({ size = JOB_CARD_LOGO_SIZE }: { size?: number }) {
  return (
    <svg
      className="building-icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-testid="building-icon"
    >
      <rect x="4" y="2" width="16" height="20" rx="2" />
      <path d="M9 22v-4h6v4M8 6h.01M16 6h.01M12 6h.01M12 10h.01M12 14h.01M16 10h.01M16 14h.01M8 10h.01M8 14h.01" />
    </svg>
  );
}
