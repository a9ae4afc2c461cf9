import { Link } from 'react-router';

/**
 * The brand at the start of every header (the visitor's, the signed-in one and the error screen's
 * stand-in): the mark and the name, a 44 px target (`.brand`), named by `label` for where it leads.
 */
export function BrandLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="brand" aria-label={label}>
      <span className="brand-mark" aria-hidden="true">
        K
      </span>
      Kweli Jobs
    </Link>
  );
}
