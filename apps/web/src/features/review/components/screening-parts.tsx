import { SCREENING_MESSAGES, type ScreeningAnswer } from '@kweli/shared';
import { messageText } from '../../../i18n/messages/index.ts';

/** Whether an application passes the job's knockouts (issue 28): a badge in words, not colour alone. */
export function MeetsBadge({ meets }: { meets: boolean | null }) {
  if (meets === null) return <span className="muted">{messageText(SCREENING_MESSAGES.noKnockout)}</span>;
  return (
    <span className={`review-badge ${meets ? 'review-shortlisted' : 'review-rejected'}`}>
      {meets ? messageText(SCREENING_MESSAGES.meets) : messageText(SCREENING_MESSAGES.doesNotMeet)}
    </span>
  );
}

const shown = (a: ScreeningAnswer) =>
  a.kind === 'yes_no'
    ? a.answer === 'yes'
      ? messageText(SCREENING_MESSAGES.yes)
      : messageText(SCREENING_MESSAGES.no)
    : String(a.answer);

/** The screening answers, folded under the applicant's name. */
export function ScreeningAnswers({ answers }: { answers: ScreeningAnswer[] }) {
  if (answers.length === 0) return null;
  return (
    <details className="screening-answers">
      <summary>{messageText(SCREENING_MESSAGES.answersHeading)}</summary>
      <dl>
        {answers.map((a) => (
          <div key={a.question_id}>
            <dt>{a.question}</dt>
            <dd className="pre-line">{shown(a)}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
