import { zodResolver } from '@hookform/resolvers/zod';
import {
  INTERVIEW_MESSAGES,
  type Interview,
  type InterviewDeclinePayload,
  interviewAcceptPayload,
  interviewDeclinePayload,
} from '@kweli/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  acceptInterview,
  declineInterview,
  downloadCalendar,
  INTERVIEWS_KEY,
  useInterviews,
} from '../../../api/interviews.ts';
import { FieldError } from '../../../components/form-field.tsx';
import { messageText } from '../../../i18n/messages/index.ts';
import { interviewTime } from '../../../lib/date-time.ts';
import { showRefusedFields } from '../../../lib/forms/form-rules.ts';
import { t } from '../texts.ts';

/**
 * The candidate's interviews (issue 28 item 3, decision 091): an invitation lists its times in Nairobi time
 * to accept one, or to decline with a reason; a confirmed one gives its time and "Download calendar file".
 * On My Applications the ones waiting or confirmed; on an application's page all of its own.
 */
const jobOf = (i: Interview) =>
  i.job.company_name ? t('interviews.jobAt', { job: i.job.title, company: i.job.company_name }) : i.job.title;
const how = (i: Interview) =>
  `${messageText(INTERVIEW_MESSAGES.modeLabels[i.mode] ?? i.mode)}${i.location ? `, ${i.location}` : ''} · ${messageText(INTERVIEW_MESSAGES.durationOf(i.duration_minutes))}`;

function AcceptForm({ interview, onDone }: { interview: Interview; onDone: (text: string) => void }) {
  const id = useId();
  const form = useForm<{ slot: string }>({
    defaultValues: { slot: '' },
    resolver: zodResolver(interviewAcceptPayload),
  });
  const [failed, setFailed] = useState(false);
  const submit = form.handleSubmit(async ({ slot }) => {
    setFailed(false);
    try {
      await acceptInterview(interview.id, slot);
      onDone(messageText(INTERVIEW_MESSAGES.accepted));
    } catch (error) {
      if (!showRefusedFields(form, error)) setFailed(true);
    }
  });
  const error = form.formState.errors.slot?.message;
  return (
    <form className="stack" noValidate onSubmit={(e) => void submit(e)}>
      <fieldset aria-describedby={error ? `${id}-error` : undefined}>
        <legend>{messageText(INTERVIEW_MESSAGES.chooseSlot)}</legend>
        {interview.slots.map((slot) => (
          <label key={slot} className="interview-choice">
            <input type="radio" value={slot} {...form.register('slot')} /> {interviewTime(slot)}
          </label>
        ))}
      </fieldset>
      <FieldError id={`${id}-error`}>{error}</FieldError>
      {failed ? (
        <p className="alert alert-error" role="alert">
          {messageText(INTERVIEW_MESSAGES.acceptFailed)}
        </p>
      ) : null}
      <div className="button-row">
        <button type="submit" className="button button-primary" disabled={form.formState.isSubmitting}>
          {messageText(INTERVIEW_MESSAGES.accept)}
        </button>
      </div>
    </form>
  );
}

function DeclineForm({ interview, onDone }: { interview: Interview; onDone: (text: string) => void }) {
  const id = useId();
  const form = useForm<InterviewDeclinePayload>({
    defaultValues: { reason: '' },
    resolver: zodResolver(interviewDeclinePayload),
  });
  const [failed, setFailed] = useState(false);
  const submit = form.handleSubmit(async (values) => {
    setFailed(false);
    try {
      await declineInterview(interview.id, values);
      onDone(messageText(INTERVIEW_MESSAGES.declined));
    } catch (error) {
      if (!showRefusedFields(form, error)) setFailed(true);
    }
  });
  const error = form.formState.errors.reason?.message;
  return (
    <form className="stack" noValidate onSubmit={(e) => void submit(e)}>
      <div className="field">
        <label htmlFor={`${id}-reason`}>{messageText(INTERVIEW_MESSAGES.declineReason)}</label>
        <textarea
          id={`${id}-reason`}
          rows={3}
          maxLength={1000}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...form.register('reason')}
        />
        <FieldError id={`${id}-error`}>{error}</FieldError>
      </div>
      {failed ? (
        <p className="alert alert-error" role="alert">
          {messageText(INTERVIEW_MESSAGES.declineFailed)}
        </p>
      ) : null}
      <div className="button-row">
        <button type="submit" className="button button-danger" disabled={form.formState.isSubmitting}>
          {messageText(INTERVIEW_MESSAGES.declineSend)}
        </button>
      </div>
    </form>
  );
}

function InterviewItem({ interview }: { interview: Interview }) {
  const queryClient = useQueryClient();
  const [declining, setDeclining] = useState(false);
  const [said, setSaid] = useState('');
  const [downloadFailed, setDownloadFailed] = useState(false);
  const done = (text: string) => {
    setSaid(text);
    setDeclining(false);
    void queryClient.invalidateQueries({ queryKey: INTERVIEWS_KEY });
  };
  const headingId = useId();
  return (
    <li className="card stack interview-item" aria-labelledby={headingId}>
      <h3 id={headingId}>{messageText(INTERVIEW_MESSAGES.invitationFrom(jobOf(interview)))}</h3>
      <p>
        <strong>{messageText(INTERVIEW_MESSAGES.statusLabels[interview.status] ?? interview.status)}</strong>{' '}
        · {how(interview)}
      </p>
      <p className="review-status-done" role="status">
        {said}
      </p>
      {interview.status === 'invited' ? (
        declining ? (
          <>
            <DeclineForm interview={interview} onDone={done} />
            <div className="button-row">
              <button type="button" className="button button-secondary" onClick={() => setDeclining(false)}>
                {messageText(INTERVIEW_MESSAGES.chooseSlot)}
              </button>
            </div>
          </>
        ) : (
          <>
            <AcceptForm interview={interview} onDone={done} />
            <div className="button-row">
              <button type="button" className="button button-secondary" onClick={() => setDeclining(true)}>
                {messageText(INTERVIEW_MESSAGES.decline)}
              </button>
            </div>
          </>
        )
      ) : null}
      {interview.status === 'confirmed' && interview.confirmed_slot ? (
        <>
          <p>{messageText(INTERVIEW_MESSAGES.confirmedFor(interviewTime(interview.confirmed_slot)))}</p>
          <div className="button-row">
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                setDownloadFailed(false);
                downloadCalendar(interview.id).catch(() => setDownloadFailed(true));
              }}
            >
              {messageText(INTERVIEW_MESSAGES.download)}
            </button>
          </div>
          <FieldError>{downloadFailed ? messageText(INTERVIEW_MESSAGES.listFailed) : null}</FieldError>
        </>
      ) : null}
      {interview.status === 'declined' ? (
        <p className="pre-line">
          {messageText(INTERVIEW_MESSAGES.declinedBecause(interview.decline_reason))}
        </p>
      ) : null}
    </li>
  );
}

export function InterviewInvitations({ application }: { application?: number }) {
  const interviews = useInterviews(application);
  const shown = (interviews.data?.results ?? []).filter(
    (i) => application !== undefined || i.status === 'invited' || i.status === 'confirmed',
  );
  // The applications beside it have their own failure and Retry; this part only says it is missing.
  if (interviews.isError) return <p className="muted">{messageText(INTERVIEW_MESSAGES.listFailed)}</p>;
  if (shown.length === 0) return null;
  return (
    <section className="stack interview-invitations" aria-labelledby="interviews-heading">
      <h2 id="interviews-heading">{messageText(INTERVIEW_MESSAGES.heading)}</h2>
      <ul className="interview-list">
        {shown.map((interview) => (
          <InterviewItem key={interview.id} interview={interview} />
        ))}
      </ul>
    </section>
  );
}
