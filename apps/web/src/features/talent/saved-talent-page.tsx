import { TALENT_MESSAGES } from '@kweli/shared';
import { type ReactNode, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../api/client.ts';
import { useToast } from '../../components/toast.tsx';
import { messageText } from '../../i18n/messages/index.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { removeSavedCandidate, useSavedTalent } from './api/saved-talent.ts';
import { CandidateSummary } from './components/candidate-summary.tsx';
import { CardBoundary } from './components/card-boundary.tsx';
import { nextPagePath, type SavedCard, savedCard, savedTalentList } from './saved-talent-items.ts';
import { useT } from './texts.ts';

/**
 * Saved Talent (/employer-dashboard/saved-talent), as docs/product/employer.md describes it: loading, an
 * error with Retry, the empty text with a link to Find Talent, or the cards with a remove action, whatever
 * shape the answer has, and a hidden debug section holding the raw answer. A 401 is left to the API client,
 * which clears the token and goes to /login.
 */
function SavedTalentCard({
  card,
  onRemove,
}: {
  card: SavedCard;
  onRemove: (card: SavedCard) => Promise<void>;
}) {
  const t = useT();
  const [removing, setRemoving] = useState(false);
  const name = card.candidate.full_name;
  return (
    <article className="card talent-card" aria-label={name}>
      <CandidateSummary candidate={card.candidate} />
      <div className="card-actions">
        <Link
          className="button button-secondary"
          to={`/employer/candidates/${card.candidate.id}/details`}
          state={{ backTo: '/employer-dashboard/saved-talent' }}
        >
          {t('saved.viewProfile')}
        </Link>
        <button
          type="button"
          className="button button-danger"
          disabled={removing}
          aria-label={t('saved.removeName', { name })}
          onClick={async () => {
            setRemoving(true);
            await onRemove(card);
            setRemoving(false);
          }}
        >
          {removing ? t('saved.removing') : t('saved.remove')}
        </button>
      </div>
    </article>
  );
}

export function SavedTalentPage() {
  const t = useT();
  useDocumentTitle(messageText(TALENT_MESSAGES.savedTitle));
  const toast = useToast();
  const saved = useSavedTalent();
  const [removed, setRemoved] = useState<Set<string>>(() => new Set());
  const [morePages, setMorePages] = useState<unknown[]>([]);
  const [loadingMore, setLoadingMore] = useState(false);

  const answers = useMemo(
    () => (saved.data === undefined ? [] : [saved.data, ...morePages]),
    [saved.data, morePages],
  );
  const lists = answers.map(savedTalentList);
  const unexpected = saved.isSuccess && lists.some((l) => l === null);
  const cards: SavedCard[] = [];
  for (const item of lists.flatMap((l) => l ?? [])) {
    const card = savedCard(item);
    if (!card) {
      console.warn('Saved talent item skipped: no valid candidate and id', item);
      continue;
    }
    if (!removed.has(String(card.candidateId))) cards.push(card);
  }
  const nextPath = nextPagePath(answers.at(-1));

  // A card only exists with a candidate id (savedCard), so removal is never sent without one.
  const onRemove = async (card: SavedCard) => {
    try {
      await removeSavedCandidate(card.candidateId);
      setRemoved((set) => new Set(set).add(String(card.candidateId)));
    } catch {
      toast(messageText(TALENT_MESSAGES.removeFailed), 'error');
    }
  };

  const loadMore = async () => {
    if (!nextPath) return;
    setLoadingMore(true);
    try {
      const page = await api<unknown>(nextPath);
      setMorePages((pages) => [...pages, page]);
    } catch {
      toast(messageText(TALENT_MESSAGES.savedFailed), 'error');
    } finally {
      setLoadingMore(false);
    }
  };

  let body: ReactNode;
  if (saved.isPending)
    body = (
      <p className="page-loading" role="status">
        {messageText(TALENT_MESSAGES.savedLoading)}
      </p>
    );
  else if (saved.isError || unexpected)
    body = (
      <div className="alert alert-error" role="alert">
        <p>
          {unexpected
            ? messageText(TALENT_MESSAGES.savedUnexpectedShape)
            : messageText(TALENT_MESSAGES.savedFailed)}
        </p>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            setMorePages([]);
            void saved.refetch();
          }}
        >
          {t('common.retry')}
        </button>
      </div>
    );
  else if (cards.length === 0)
    body = (
      <div className="empty-state">
        <h2>{messageText(TALENT_MESSAGES.savedEmpty)}</h2>
        <p>{messageText(TALENT_MESSAGES.savedEmptyHint)}</p>
        <Link className="button button-primary" to="/employer/find-talent">
          {t('common.findTalent')}
        </Link>
      </div>
    );
  else
    body = (
      <>
        <div className="talent-list">
          {cards.map((card) => (
            <CardBoundary key={String(card.candidateId)}>
              <SavedTalentCard card={card} onRemove={onRemove} />
            </CardBoundary>
          ))}
        </div>
        {nextPath ? (
          <p>
            <button
              type="button"
              className="button button-secondary"
              disabled={loadingMore}
              onClick={loadMore}
            >
              {loadingMore ? t('common.loading') : t('saved.showMore')}
            </button>
          </p>
        ) : null}
      </>
    );

  return (
    <section className="talent-page">
      <h1>{messageText(TALENT_MESSAGES.savedTitle)}</h1>
      {body}
      <section hidden data-testid="saved-talent-debug" aria-label={t('saved.debug')}>
        <pre>{JSON.stringify(answers, null, 2)}</pre>
      </section>
    </section>
  );
}
