import { useT } from './texts.ts';

/**
 * Previous and Next for a paged list (`{ next, previous }` of docs/product/rules.md "API shape"). Shown only
 * when there is another page; a button without a page to go to is disabled rather than hidden, so the pair
 * stays where the thumb expects it.
 */
export function Pager({
  page,
  next,
  previous,
  onPage,
  label,
}: {
  page: number;
  next: string | null;
  previous: string | null;
  onPage: (page: number) => void;
  label: string;
}) {
  const t = useT();
  if (!next && !previous) return null;
  return (
    <nav className="pager" aria-label={label}>
      <button
        type="button"
        className="button button-secondary"
        disabled={!previous}
        onClick={() => onPage(page - 1)}
      >
        {t('common.previous')}
      </button>
      <button
        type="button"
        className="button button-secondary"
        disabled={!next}
        onClick={() => onPage(page + 1)}
      >
        {t('common.next')}
      </button>
    </nav>
  );
}
