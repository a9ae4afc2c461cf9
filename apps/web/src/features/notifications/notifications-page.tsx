import { DELAYS, NOTIFICATION_MESSAGES, type Notification, type Role } from '@kweli/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ListStates, ShowMore } from '../../components/list-states.tsx';
import { Modal } from '../../components/modal.tsx';
import { useToast } from '../../components/toast.tsx';
import { dateTimeInNairobi } from '../../lib/date-time.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useUnreadCount } from '../../lib/unread-count.tsx';
import {
  deleteNotification,
  markNotificationRead,
  updateCachedNotification,
  useNotifications,
} from './notifications-api.ts';
import { relativeTime } from './relative-time.ts';
import './notifications.css';
import { messageText } from '../../i18n/messages/index.ts';
import { useT } from './texts.ts';

/**
 * How long `?highlight={id}` emphasises its notification (docs/product/employer.md: 2 s;
 * docs/product/candidate.md: 3 s).
 */
export const HIGHLIGHT_MS: Record<Role, number> = {
  employer: DELAYS.employerHighlight,
  candidate: DELAYS.candidateHighlight,
};

/**
 * A highlighted notification beyond the first page (an old status e-mail's link) is looked for page after
 * page, at most this many pages (20 each), so that a deleted one does not page through everything
 * (issue 27 item 16).
 */
export const HIGHLIGHT_PAGES_MAX = 25;

/**
 * Where opening a notification leads: a status change or new application to the application, a job post to
 * the job, a moderator's decision to the employer's own job, a verification decision to the verification
 * screen (issue 22).
 */
export function notificationTarget(role: Role, n: Notification): string | null {
  if (n.type === 'new_job_post' || n.type === 'deadline_reminder')
    return n.job ? `/public/jobs/${n.job.id}/details` : null;
  if (n.type === 'moderation') return n.job ? `/employer/jobs/${n.job.id}/details` : null;
  // An admin decided the employer's verification (issue 22 item 2): the verification screen.
  if (n.type === 'verification') return '/employer-profile/verification';
  if (n.application === null) return null;
  return role === 'candidate'
    ? `/candidate-dashboard/applications/${n.application}/details`
    : `/employer/applications/${n.application}/details`;
}

/**
 * The notification page of both roles (/candidate-dashboard/notifications, /employer-dashboard/
 * notifications): newest first with read state and time; opening, viewing (Mark as read) or being
 * highlighted marks one read and takes one off the bell's badge; deleting asks first.
 */
function NotificationsPage({ userRole: role }: { userRole: Role }) {
  const t = useT();
  useDocumentTitle(messageText(NOTIFICATION_MESSAGES.title));
  const client = useQueryClient();
  const toast = useToast();
  const unread = useUnreadCount();
  const list = useNotifications(role);
  const [params] = useSearchParams();
  const highlight = Number(params.get('highlight')) || null;
  const [highlighted, setHighlighted] = useState<number | null>(null);
  const handledHighlight = useRef<number | null>(null);
  const [confirming, setConfirming] = useState<Notification | null>(null);
  const [deleting, setDeleting] = useState(false);
  const items = list.data?.pages.flatMap((p) => p.results) ?? [];

  const { decrement } = unread;
  // Ids being marked: a double click or a click during the highlight takes one off the badge, not two.
  const marking = useRef(new Set<number>());
  const markRead = useCallback(
    async (n: Notification) => {
      if (n.is_read || marking.current.has(n.id)) return;
      marking.current.add(n.id);
      try {
        await markNotificationRead(n.id);
        updateCachedNotification(client, role, n.id, (x) => ({ ...x, is_read: true }));
        decrement();
      } catch (error) {
        console.info('Notification could not be marked read', error);
      } finally {
        marking.current.delete(n.id);
      }
    },
    [client, role, decrement],
  );

  // The highlighted notification: looked for in the next pages while it is not on those read...
  const highlightId = highlight && items.some((n) => n.id === highlight) ? highlight : null;
  const pagesRead = list.data?.pages.length ?? 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  useEffect(() => {
    if (!highlight || highlightId !== null || handledHighlight.current === highlight) return;
    if (hasNextPage && !isFetchingNextPage && pagesRead < HIGHLIGHT_PAGES_MAX) void fetchNextPage();
  }, [highlight, highlightId, hasNextPage, isFetchingNextPage, pagesRead, fetchNextPage]);
  // ...scrolled to and marked read once, when the list first shows it...
  const itemsRef = useRef(items);
  itemsRef.current = items;
  useEffect(() => {
    if (highlightId === null || handledHighlight.current === highlightId) return;
    handledHighlight.current = highlightId;
    setHighlighted(highlightId);
    document.getElementById(`notification-${highlightId}`)?.scrollIntoView?.({ block: 'center' });
    const item = itemsRef.current.find((n) => n.id === highlightId);
    if (item) void markRead(item);
  }, [highlightId, markRead]);
  // ...and emphasised for the role's time.
  useEffect(() => {
    if (highlighted === null) return;
    const timer = window.setTimeout(() => setHighlighted(null), HIGHLIGHT_MS[role]);
    return () => window.clearTimeout(timer);
  }, [highlighted, role]);

  const remove = async (n: Notification) => {
    setDeleting(true);
    try {
      await deleteNotification(n.id);
      updateCachedNotification(client, role, n.id, null);
      if (!n.is_read) decrement();
      toast(messageText(NOTIFICATION_MESSAGES.deleted));
      setConfirming(null);
    } catch {
      toast(messageText(NOTIFICATION_MESSAGES.deleteFailed), 'error');
    } finally {
      setDeleting(false);
    }
  };

  return (
    <section className="notifications-page">
      <h1>{messageText(NOTIFICATION_MESSAGES.title)}</h1>
      <ListStates
        query={list}
        loading={t('loading')}
        failed={messageText(NOTIFICATION_MESSAGES.loadFailed)}
        isEmpty={items.length === 0}
        empty={messageText(NOTIFICATION_MESSAGES.empty)}
      >
        <ul className="notification-list">
          {items.map((n) => {
            const to = notificationTarget(role, n);
            return (
              <li
                key={n.id}
                id={`notification-${n.id}`}
                data-testid="notification"
                className={`card notification-item${n.is_read ? '' : ' unread'}${highlighted === n.id ? ' highlighted' : ''}`}
                aria-current={highlighted === n.id ? 'true' : undefined}
              >
                <p className="notification-message">
                  {to ? (
                    <Link to={to} onClick={() => void markRead(n)}>
                      {n.message}
                    </Link>
                  ) : (
                    n.message
                  )}
                </p>
                <p className="notification-meta">
                  <span>{n.is_read ? t('read') : t('unread')}</span> ·{' '}
                  <time dateTime={n.created_at} title={dateTimeInNairobi(n.created_at)}>
                    {relativeTime(n.created_at)}
                  </time>
                </p>
                <div className="notification-actions">
                  {n.is_read ? null : (
                    <button
                      type="button"
                      className="button button-secondary"
                      onClick={() => void markRead(n)}
                    >
                      {t('markRead')}
                    </button>
                  )}
                  <button
                    type="button"
                    className="button button-danger"
                    aria-label={t('deleteOf', { message: n.message })}
                    onClick={() => setConfirming(n)}
                  >
                    {t('delete')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
        <ShowMore list={list} />
      </ListStates>
      {confirming ? (
        <Modal title={messageText(NOTIFICATION_MESSAGES.deleteConfirm)} onClose={() => setConfirming(null)}>
          <p>{t('willBeRemoved', { message: confirming.message })}</p>
          <div className="button-row">
            <button
              type="button"
              className="button button-danger"
              disabled={deleting}
              onClick={() => void remove(confirming)}
            >
              {deleting ? t('deleting') : t('delete')}
            </button>
            <button type="button" className="button button-secondary" onClick={() => setConfirming(null)}>
              {t('cancel')}
            </button>
          </div>
        </Modal>
      ) : null}
    </section>
  );
}

export function CandidateNotificationsPage() {
  return <NotificationsPage userRole="candidate" />;
}

export function EmployerNotificationsPage() {
  return <NotificationsPage userRole="employer" />;
}
