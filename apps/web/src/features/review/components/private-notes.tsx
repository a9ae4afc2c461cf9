import { zodResolver } from '@hookform/resolvers/zod';
import { type ApplicationNotes, NOTE_MESSAGES, notePayload } from '@kweli/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FieldError } from '../../../components/form-field.tsx';
import { intlLocale } from '../../../i18n/index.ts';
import { messageText } from '../../../i18n/messages/index.ts';
import { showRefusedFields } from '../../../lib/forms/form-rules.ts';
import { addApplicationNote, notesKey, rateApplication, useApplicationNotes } from '../api/review.ts';
import { useT } from '../texts.ts';

/**
 * The employer's private notes and rating of an application (issue 28 item 5): only on the employer's
 * review page, marked as the team's own; the server never gives them to the candidate.
 */
const STARS = [1, 2, 3, 4, 5] as const;

const writtenAt = (iso: string) =>
  new Intl.DateTimeFormat(intlLocale(), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));

/** The rating as a radio group of five stars: arrows move and choose, as with any radio group. */
function StarRating({ applicationId, rating }: { applicationId: number; rating: number | null }) {
  const queryClient = useQueryClient();
  const [shown, setShown] = useState<number | null>(rating);
  const [state, setState] = useState<'saved' | 'failed' | null>(null);
  const choose = async (value: number) => {
    const before = shown;
    setShown(value);
    setState(null);
    try {
      const saved = await rateApplication(applicationId, value);
      queryClient.setQueryData<ApplicationNotes>(notesKey(applicationId), saved);
      setShown(saved.rating);
      setState('saved');
    } catch {
      setShown(before);
      setState('failed');
    }
  };
  return (
    <fieldset className="star-rating">
      <legend>{messageText(NOTE_MESSAGES.rating)}</legend>
      <div className="star-rating-stars">
        {STARS.map((n) => (
          <label key={n} className={shown !== null && n <= shown ? 'star star-on' : 'star'}>
            <input
              type="radio"
              name={`rating-${applicationId}`}
              value={n}
              checked={shown === n}
              onChange={() => void choose(n)}
            />
            <span aria-hidden="true">{shown !== null && n <= shown ? '★' : '☆'}</span>
            <span className="sr-only">{messageText(NOTE_MESSAGES.ratingOf(n))}</span>
          </label>
        ))}
        <span className="muted star-rating-value">
          {shown === null ? messageText(NOTE_MESSAGES.noRating) : messageText(NOTE_MESSAGES.ratingOf(shown))}
        </span>
      </div>
      <p className={state === 'failed' ? 'field-error' : 'review-status-done'} role="status">
        {state === 'saved'
          ? messageText(NOTE_MESSAGES.ratingSaved)
          : state === 'failed'
            ? messageText(NOTE_MESSAGES.ratingFailed)
            : ''}
      </p>
    </fieldset>
  );
}

function AddNote({ applicationId }: { applicationId: number }) {
  const queryClient = useQueryClient();
  const form = useForm<{ body: string }>({ defaultValues: { body: '' }, resolver: zodResolver(notePayload) });
  const [state, setState] = useState<'saved' | 'failed' | null>(null);
  const submit = form.handleSubmit(async ({ body }) => {
    setState(null);
    try {
      const note = await addApplicationNote(applicationId, body);
      queryClient.setQueryData<ApplicationNotes>(notesKey(applicationId), (old) =>
        old ? { ...old, notes: [...old.notes, note] } : old,
      );
      form.reset({ body: '' });
      setState('saved');
    } catch (error) {
      if (!showRefusedFields(form, error)) setState('failed');
    }
  });
  const error = form.formState.errors.body?.message;
  const fieldId = `note-${applicationId}`;
  return (
    <form className="stack" noValidate onSubmit={(e) => void submit(e)}>
      <div className="field">
        <label htmlFor={fieldId}>{messageText(NOTE_MESSAGES.label)}</label>
        <textarea
          id={fieldId}
          rows={3}
          maxLength={2000}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          {...form.register('body')}
        />
        <FieldError id={`${fieldId}-error`}>{error}</FieldError>
      </div>
      <div className="button-row">
        <button type="submit" className="button button-primary" disabled={form.formState.isSubmitting}>
          {messageText(NOTE_MESSAGES.save)}
        </button>
      </div>
      <p className={state === 'failed' ? 'alert alert-error' : 'review-status-done'} role="status">
        {state === 'saved'
          ? messageText(NOTE_MESSAGES.saved)
          : state === 'failed'
            ? messageText(NOTE_MESSAGES.failed)
            : ''}
      </p>
    </form>
  );
}

export function PrivateNotes({ applicationId }: { applicationId: number }) {
  const t = useT();
  const notes = useApplicationNotes(applicationId);
  return (
    <section
      className="card private-notes stack"
      aria-labelledby="notes-heading"
      aria-describedby="notes-private"
    >
      <h2 id="notes-heading">{messageText(NOTE_MESSAGES.heading)}</h2>
      <p id="notes-private" className="private-label">
        <span aria-hidden="true">🔒 </span>
        {messageText(NOTE_MESSAGES.privateLabel)}
      </p>
      <p className="muted">{messageText(NOTE_MESSAGES.hint)}</p>
      {notes.isPending ? (
        <p className="muted" role="status">
          {t('notes.loading')}
        </p>
      ) : notes.isError ? (
        <div className="alert alert-error" role="alert">
          <p>{messageText(NOTE_MESSAGES.loadFailed)}</p>
          <button type="button" className="button button-secondary" onClick={() => void notes.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : (
        <>
          <StarRating applicationId={applicationId} rating={notes.data.rating} />
          {notes.data.notes.length === 0 ? (
            <p>{messageText(NOTE_MESSAGES.none)}</p>
          ) : (
            <ul className="review-entries private-notes-list">
              {notes.data.notes.map((note) => (
                <li key={note.id}>
                  <p className="pre-line">{note.body}</p>
                  <p className="muted">
                    <time dateTime={note.created_at}>{writtenAt(note.created_at)}</time>
                  </p>
                </li>
              ))}
            </ul>
          )}
          <AddNote applicationId={applicationId} />
        </>
      )}
    </section>
  );
}
