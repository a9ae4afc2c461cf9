import { zodResolver } from '@hookform/resolvers/zod';
import {
  INTERVIEW_MESSAGES,
  INTERVIEW_MODES,
  INTERVIEW_SLOTS_MAX,
  type Interview,
  type InterviewFormValues,
  interviewFormSchema,
  toInterviewPayload,
} from '@kweli/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import {
  cancelInterview,
  INTERVIEWS_KEY,
  inviteToInterview,
  useInterviews,
} from '../../../api/interviews.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FieldError } from '../../../components/form-field.tsx';
import { messageText } from '../../../i18n/messages/index.ts';
import { interviewTime } from '../../../lib/date-time.ts';
import { flatMessages, showRefusedFields } from '../../../lib/forms/form-rules.ts';
import { REVIEW_KEY } from '../api/review.ts';
import { useT } from '../texts.ts';

/**
 * The interview of an application on the employer's review page (issue 28 item 3, decision 091): its
 * state (waiting with the times offered, confirmed for a time, declined with the reason, cancelled),
 * "Cancel interview" while it is open, and "Invite to interview", a form of one to three dates and times
 * in Nairobi, the type, the place and the duration, checked by the shared schema.
 */
const emptySlot = { date: '', time: '' };

function InviteForm({ applicationId, onDone }: { applicationId: number; onDone: () => void }) {
  const queryClient = useQueryClient();
  const id = useId();
  const form = useForm<InterviewFormValues>({
    defaultValues: { slots: [emptySlot], mode: 'video', location: '', duration_minutes: 30 },
    resolver: zodResolver(interviewFormSchema),
  });
  const slots = useFieldArray({ control: form.control, name: 'slots' });
  const [failed, setFailed] = useState(false);
  const submit = form.handleSubmit(async (values) => {
    setFailed(false);
    try {
      await inviteToInterview(applicationId, toInterviewPayload(interviewFormSchema.parse(values)));
      await queryClient.invalidateQueries({ queryKey: INTERVIEWS_KEY });
      void queryClient.invalidateQueries({ queryKey: REVIEW_KEY });
      onDone();
    } catch (error) {
      if (!showRefusedFields(form, error)) setFailed(true);
    }
  });
  const errors = flatMessages(form.formState.errors);
  const slotsError = errors['slots.root'] ?? errors.slots;
  const fieldError = (name: string) => <FieldError id={`${id}-${name}-error`}>{errors[name]}</FieldError>;
  const invalid = (name: string) =>
    errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${name}-error` } : {};
  return (
    <form className="stack interview-form" noValidate onSubmit={(e) => void submit(e)}>
      <h3>{messageText(INTERVIEW_MESSAGES.inviteTitle)}</h3>
      <p className="muted">{messageText(INTERVIEW_MESSAGES.inviteHint)}</p>
      {slots.fields.map((field, index) => (
        <fieldset key={field.id} className="interview-slot">
          <legend>{messageText(INTERVIEW_MESSAGES.slot(index + 1))}</legend>
          <div className="field">
            <label htmlFor={`${id}-date-${index}`}>{messageText(INTERVIEW_MESSAGES.date)}</label>
            <input
              id={`${id}-date-${index}`}
              type="date"
              {...invalid(`slots.${index}.date`)}
              {...form.register(`slots.${index}.date`)}
            />
            {fieldError(`slots.${index}.date`)}
          </div>
          <div className="field">
            <label htmlFor={`${id}-time-${index}`}>{messageText(INTERVIEW_MESSAGES.time)}</label>
            <input id={`${id}-time-${index}`} type="time" {...form.register(`slots.${index}.time`)} />
          </div>
          {slots.fields.length > 1 ? (
            <button type="button" className="button button-secondary" onClick={() => slots.remove(index)}>
              {messageText(INTERVIEW_MESSAGES.removeSlot(index + 1))}
            </button>
          ) : null}
        </fieldset>
      ))}
      <FieldError>{slotsError}</FieldError>
      {slots.fields.length < INTERVIEW_SLOTS_MAX ? (
        <div className="button-row">
          <button type="button" className="button button-secondary" onClick={() => slots.append(emptySlot)}>
            {messageText(INTERVIEW_MESSAGES.addSlot)}
          </button>
        </div>
      ) : null}
      <div className="field">
        <label htmlFor={`${id}-mode`}>{messageText(INTERVIEW_MESSAGES.mode)}</label>
        <select id={`${id}-mode`} {...invalid('mode')} {...form.register('mode')}>
          {INTERVIEW_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {messageText(INTERVIEW_MESSAGES.modeLabels[mode] ?? mode)}
            </option>
          ))}
        </select>
        {fieldError('mode')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-location`}>{messageText(INTERVIEW_MESSAGES.location)}</label>
        <input
          id={`${id}-location`}
          maxLength={300}
          {...invalid('location')}
          {...form.register('location')}
        />
        {fieldError('location')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-duration`}>{messageText(INTERVIEW_MESSAGES.duration)}</label>
        <input
          id={`${id}-duration`}
          type="number"
          inputMode="numeric"
          min={15}
          max={480}
          step={5}
          {...invalid('duration_minutes')}
          {...form.register('duration_minutes')}
        />
        {fieldError('duration_minutes')}
      </div>
      {failed ? (
        <p className="alert alert-error" role="alert">
          {messageText(INTERVIEW_MESSAGES.failed)}
        </p>
      ) : null}
      <div className="button-row">
        <button type="submit" className="button button-primary" disabled={form.formState.isSubmitting}>
          {messageText(INTERVIEW_MESSAGES.send)}
        </button>
      </div>
    </form>
  );
}

/** What the interview is now, in words both sides read the same way. */
export function InterviewState({ interview }: { interview: Interview }) {
  return (
    <div className="stack interview-state">
      <p>
        <strong>{messageText(INTERVIEW_MESSAGES.statusLabels[interview.status] ?? interview.status)}</strong>
        {' · '}
        {messageText(INTERVIEW_MESSAGES.modeLabels[interview.mode] ?? interview.mode)}
        {interview.location ? `, ${interview.location}` : ''} ·{' '}
        {messageText(INTERVIEW_MESSAGES.durationOf(interview.duration_minutes))}
      </p>
      {interview.status === 'confirmed' && interview.confirmed_slot ? (
        <p>{messageText(INTERVIEW_MESSAGES.confirmedFor(interviewTime(interview.confirmed_slot)))}</p>
      ) : null}
      {interview.status === 'invited' ? (
        <>
          <p>{messageText(INTERVIEW_MESSAGES.offered)}:</p>
          <ul className="interview-slots">
            {interview.slots.map((slot) => (
              <li key={slot}>
                <time dateTime={slot}>{interviewTime(slot)}</time>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {interview.status === 'declined' ? (
        <p className="pre-line">
          {messageText(INTERVIEW_MESSAGES.declinedBecause(interview.decline_reason))}
        </p>
      ) : null}
    </div>
  );
}

export function InterviewCard({ applicationId, withdrawn }: { applicationId: number; withdrawn: boolean }) {
  const t = useT();
  const queryClient = useQueryClient();
  const interviews = useInterviews(applicationId);
  const [inviting, setInviting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [said, setSaid] = useState('');
  const latest = interviews.data?.results[0];
  const open = latest && (latest.status === 'invited' || latest.status === 'confirmed');
  const cancel = async () => {
    try {
      await cancelInterview(latest!.id);
      setSaid(messageText(INTERVIEW_MESSAGES.cancelled));
    } catch {
      setSaid(messageText(INTERVIEW_MESSAGES.cancelFailed));
    }
    setConfirming(false);
    await queryClient.invalidateQueries({ queryKey: INTERVIEWS_KEY });
  };
  return (
    <section className="card stack interview-card" aria-labelledby="interview-heading">
      <h2 id="interview-heading">{messageText(INTERVIEW_MESSAGES.heading)}</h2>
      {interviews.isPending ? (
        <p className="muted">{t('common.loading')}</p>
      ) : interviews.isError ? (
        <p className="muted">
          {messageText(INTERVIEW_MESSAGES.listFailed)}{' '}
          <button type="button" className="button button-secondary" onClick={() => void interviews.refetch()}>
            {t('common.retry')}
          </button>
        </p>
      ) : (
        <>
          {latest ? <InterviewState interview={latest} /> : null}
          <p className="review-status-done" role="status">
            {said}
          </p>
          {open ? (
            <div className="button-row">
              <button type="button" className="button button-danger" onClick={() => setConfirming(true)}>
                {messageText(INTERVIEW_MESSAGES.cancel)}
              </button>
            </div>
          ) : withdrawn ? null : inviting ? (
            <InviteForm
              applicationId={applicationId}
              onDone={() => {
                setInviting(false);
                setSaid(messageText(INTERVIEW_MESSAGES.sent));
              }}
            />
          ) : (
            <div className="button-row">
              <button
                type="button"
                className="button button-primary"
                onClick={() => {
                  setSaid('');
                  setInviting(true);
                }}
              >
                {messageText(INTERVIEW_MESSAGES.invite)}
              </button>
            </div>
          )}
        </>
      )}
      {confirming ? (
        <ConfirmDialog
          title={messageText(INTERVIEW_MESSAGES.cancel)}
          message={messageText(INTERVIEW_MESSAGES.cancelConfirm)}
          confirmLabel={messageText(INTERVIEW_MESSAGES.cancel)}
          busyLabel={t('interview.cancelling')}
          onConfirm={cancel}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </section>
  );
}
