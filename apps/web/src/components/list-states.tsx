import type { ReactNode } from 'react';
import { LoadError } from './load-error.tsx';
import { useT } from './texts.ts';

/**
 * What a list screen shows around its items (docs/product/candidate.md §8): "Loading…" while the first
 * answer comes, the failure with Retry, the empty text with its way on, and otherwise the list itself.
 */
export function ListStates({
  query,
  loading,
  failed,
  onRetry,
  isEmpty,
  empty,
  emptyAction,
  children,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  /** The loading text ("Loading your drafts…"). */
  loading: string;
  /** The load failure's text. */
  failed: string;
  /** What Retry does; the query is asked again unless told. */
  onRetry?: () => void;
  isEmpty: boolean;
  /** The text when there is nothing to list. */
  empty: string;
  /** A link or button under the empty text (say, "Browse Jobs"). */
  emptyAction?: ReactNode;
  /** The list, shown when there are items. */
  children: ReactNode;
}) {
  if (query.isPending)
    return (
      <p className="page-loading" role="status">
        {loading}
      </p>
    );
  if (query.isError) return <LoadError message={failed} onRetry={onRetry ?? (() => void query.refetch())} />;
  if (isEmpty)
    return (
      <div className="empty-state">
        <p>{empty}</p>
        {emptyAction}
      </div>
    );
  return <>{children}</>;
}

/** Show more under a list, while the server says there is more (the next page is added below). */
export function ShowMore({
  list,
}: {
  /** An infinite query (TanStack Query) of the list's pages. */
  list: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
}) {
  const t = useT();
  if (!list.hasNextPage) return null;
  return (
    <p>
      <button
        type="button"
        className="button button-secondary"
        disabled={list.isFetchingNextPage}
        onClick={() => void list.fetchNextPage()}
      >
        {list.isFetchingNextPage ? t('common.loading') : t('common.showMore')}
      </button>
    </p>
  );
}
