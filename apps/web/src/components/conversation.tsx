import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ApplicationMessage,
  CONVERSATION_MESSAGES,
  type MessagePayload,
  type MessagesRead,
  type MessageThread,
  messagePayload,
} from '@kweli/shared';
import { type QueryKey, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError, api, failureDetail } from '../api/client.ts';
import { messageText, useMessageText } from '../i18n/messages/index.ts';
import { dateTimeInNairobi } from '../lib/date-time.ts';
import { showRefusedFields } from '../lib/forms/form-rules.ts';
import { useUnreadCount } from '../lib/unread-count.tsx';
import { FieldError } from './form-field.tsx';
import './conversation.css';
import { useT } from './texts.ts';

/**
 * The conversation on a submitted application (issue 28 item 4, decision 092), on the employer's review
 * page and the candidate's application page: the thread, newest page first with older ones on demand,
 * and the message form (react-hook-form with the shared schema). Words are shown as text, never as
 * HTML. Reading the thread changes nothing on the server; once it is shown with messages of the other
 * side unread, the page marks them read (its own POST, up to the newest shown), and the lists' unread
 * counts (`staleKeys`) and the notification bell are then out of date.
 */
const threadKey = (applicationId: number) => ['conversation', applicationId] as const;

const getThread = (applicationId: number, before?: number) =>
  api<MessageThread>(`/applications/${applicationId}/messages/`, {
    query: before === undefined ? {} : { before },
  });

const markRead = (applicationId: number, upTo: number) =>
  api<MessagesRead>(`/applications/${applicationId}/messages/read/`, {
    method: 'POST',
    body: { up_to: upTo },
  });

const postMessage = (applicationId: number, body: string) =>
  api<ApplicationMessage>(`/applications/${applicationId}/messages/`, { method: 'POST', body: { body } });

function senderName(message: ApplicationMessage) {
  if (message.mine) return messageText(CONVERSATION_MESSAGES.you);
  return messageText(
    message.sender === 'employer' ? CONVERSATION_MESSAGES.employer : CONVERSATION_MESSAGES.candidate,
  );
}

export function Conversation({
  applicationId,
  side,
  staleKeys = [],
}: {
  applicationId: number;
  side: 'candidate' | 'employer';
  staleKeys?: QueryKey[];
}) {
  const t = useT();
  const text = useMessageText();
  const headingId = useId();
  const fieldId = useId();
  const queryClient = useQueryClient();
  const thread = useInfiniteQuery({
    queryKey: threadKey(applicationId),
    queryFn: ({ pageParam }) => getThread(applicationId, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.has_more ? last.results[0]?.id : undefined),
    retry: false,
  });
  const stale = useRef(staleKeys);
  stale.current = staleKeys;
  const bell = useUnreadCount();
  const { mutate: markShownRead } = useMutation({
    mutationFn: (upTo: number) => markRead(applicationId, upTo),
    onSuccess: (answer) => {
      if (answer.read === 0) return;
      for (const key of stale.current)
        void queryClient.invalidateQueries({ queryKey: key, refetchType: 'none' });
      void bell.refresh();
    },
  });

  const form = useForm<MessagePayload>({
    defaultValues: { body: '' },
    resolver: zodResolver(messagePayload),
  });
  const send = useMutation({
    mutationFn: (values: MessagePayload) => postMessage(applicationId, values.body),
    onSuccess: () => {
      form.reset({ body: '' });
      void queryClient.invalidateQueries({ queryKey: threadKey(applicationId) });
    },
    onError: (error) => {
      if (!showRefusedFields(form, error))
        form.setError('root', { message: failureDetail(error, CONVERSATION_MESSAGES.failed) });
      // A conversation closed meanwhile (withdrawn, erased) shows why instead of the form.
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: threadKey(applicationId) });
    },
  });

  const pages = thread.data?.pages ?? [];
  // Pages come newest first; each page is oldest first.
  const messages = [...pages].reverse().flatMap((p) => p.results);
  const newest = pages[0];
  // The thread is on the screen: the other side's messages shown unread become read, up to the newest
  // shown (a message that arrives meanwhile stays unread). Again when a newer one is shown.
  const newestShown = newest?.results.at(-1)?.id;
  const unreadShown = messages.some((m) => !m.mine && m.read_at === null);
  useEffect(() => {
    if (unreadShown && newestShown !== undefined) markShownRead(newestShown);
  }, [unreadShown, newestShown, markShownRead]);
  const bodyError = form.formState.errors.body?.message;
  const rootError = form.formState.errors.root?.message;
  const errorId = `${fieldId}-error`;
  return (
    <section className="card conversation" aria-labelledby={headingId}>
      <h2 id={headingId}>{text(CONVERSATION_MESSAGES.heading)}</h2>
      <p className="muted">
        {text(side === 'employer' ? CONVERSATION_MESSAGES.hintEmployer : CONVERSATION_MESSAGES.hintCandidate)}
      </p>
      {thread.isPending ? (
        <p role="status">{t('conversation.loading')}</p>
      ) : thread.isError ? (
        <div className="alert alert-error" role="alert">
          <p>{text(CONVERSATION_MESSAGES.loadFailed)}</p>
          <button type="button" className="button button-secondary" onClick={() => void thread.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : (
        <>
          {thread.hasNextPage ? (
            <button
              type="button"
              className="button button-secondary"
              disabled={thread.isFetchingNextPage}
              onClick={() => void thread.fetchNextPage()}
            >
              {text(CONVERSATION_MESSAGES.older)}
            </button>
          ) : null}
          {messages.length === 0 ? (
            <p>{text(CONVERSATION_MESSAGES.none)}</p>
          ) : (
            <ol className="conversation-list" aria-label={text(CONVERSATION_MESSAGES.heading)}>
              {messages.map((m) => (
                <li key={m.id} className={`conversation-message${m.mine ? ' mine' : ''}`}>
                  <p className="conversation-meta">
                    <strong>{senderName(m)}</strong> ·{' '}
                    <time dateTime={m.created_at}>{dateTimeInNairobi(m.created_at)}</time>
                  </p>
                  {m.erased ? (
                    <p className="muted">{text(CONVERSATION_MESSAGES.erased)}</p>
                  ) : (
                    <p className="conversation-body">{m.body}</p>
                  )}
                </li>
              ))}
            </ol>
          )}
          {newest && !newest.can_write ? (
            <p role="status">{text(newest.closed_reason ?? '')}</p>
          ) : (
            <form
              noValidate
              onSubmit={(e) =>
                void form.handleSubmit((values) => send.mutateAsync(values).catch(() => undefined))(e)
              }
            >
              <div className="field">
                <label htmlFor={fieldId}>{text(CONVERSATION_MESSAGES.label)}</label>
                <textarea
                  id={fieldId}
                  rows={3}
                  aria-invalid={bodyError ? true : undefined}
                  aria-describedby={bodyError ? errorId : undefined}
                  {...form.register('body')}
                />
                <FieldError id={errorId}>{bodyError}</FieldError>
              </div>
              {rootError ? (
                <p className="alert alert-error" role="alert">
                  {text(rootError)}
                </p>
              ) : null}
              <p className="conversation-sent" role="status">
                {send.isSuccess ? text(CONVERSATION_MESSAGES.sent) : ''}
              </p>
              <button type="submit" className="button button-primary" disabled={send.isPending}>
                {text(send.isPending ? CONVERSATION_MESSAGES.sending : CONVERSATION_MESSAGES.send)}
              </button>
            </form>
          )}
        </>
      )}
    </section>
  );
}
