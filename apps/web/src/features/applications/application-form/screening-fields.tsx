import { type PublicScreeningQuestion, SCREENING_MESSAGES } from '@kweli/shared';
import { useId } from 'react';
import { FieldError } from '../../../components/form-field.tsx';
import { messageText } from '../../../i18n/messages/index.ts';

/**
 * The job's screening questions in the apply flow (issue 28 item 1): yes/no and choices as radio buttons,
 * numbers and texts as inputs; a required one is marked. The answers live in the form's values by question.
 */
export function ScreeningFields({
  questions,
  answers,
  error,
  onAnswer,
}: {
  questions: PublicScreeningQuestion[];
  answers: Record<string, string>;
  error: string | undefined;
  onAnswer: (questionId: string, answer: string) => void;
}) {
  const id = useId();
  if (questions.length === 0) return null;
  return (
    <fieldset
      className="screening-fields stack"
      aria-describedby={error ? `${id}-error` : `${id}-hint`}
      aria-invalid={error ? true : undefined}
    >
      <legend>{messageText(SCREENING_MESSAGES.stepTitle)}</legend>
      <p id={`${id}-hint`} className="muted">
        {messageText(SCREENING_MESSAGES.stepHint)}
      </p>
      {questions.map((q, i) => {
        const name = `${id}-q${i}`;
        const label = `${q.question}${q.required ? ' *' : ` ${messageText(SCREENING_MESSAGES.optional)}`}`;
        const value = answers[q.id] ?? '';
        if (q.kind === 'yes_no' || q.kind === 'choice') {
          const options =
            q.kind === 'yes_no'
              ? [
                  { value: 'yes', label: messageText(SCREENING_MESSAGES.yes) },
                  { value: 'no', label: messageText(SCREENING_MESSAGES.no) },
                ]
              : q.options.map((o) => ({ value: o, label: o }));
          return (
            <fieldset key={q.id} className="screening-question">
              <legend>{label}</legend>
              {options.map((o) => (
                <label key={o.value} className="check-row">
                  <input
                    type="radio"
                    name={name}
                    value={o.value}
                    checked={value === o.value}
                    onChange={() => onAnswer(q.id, o.value)}
                  />{' '}
                  {o.label}
                </label>
              ))}
            </fieldset>
          );
        }
        return (
          <div key={q.id} className="field">
            <label htmlFor={name}>{label}</label>
            {q.kind === 'number' ? (
              <input
                id={name}
                type="number"
                inputMode="decimal"
                value={value}
                onChange={(e) => onAnswer(q.id, e.target.value)}
              />
            ) : (
              <textarea
                id={name}
                rows={3}
                maxLength={1000}
                value={value}
                onChange={(e) => onAnswer(q.id, e.target.value)}
              />
            )}
          </div>
        );
      })}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </fieldset>
  );
}

/** The answers as the review step lists them. */
export function ScreeningReview({
  questions,
  answers,
}: {
  questions: PublicScreeningQuestion[];
  answers: Record<string, string>;
}) {
  const id = useId();
  if (questions.length === 0) return null;
  const shown = (q: PublicScreeningQuestion) => {
    const a = answers[q.id]?.trim();
    if (!a) return messageText(SCREENING_MESSAGES.noAnswer);
    if (q.kind === 'yes_no')
      return a === 'yes' ? messageText(SCREENING_MESSAGES.yes) : messageText(SCREENING_MESSAGES.no);
    return a;
  };
  return (
    <section aria-labelledby={`${id}-screening`}>
      <h3 id={`${id}-screening`}>{messageText(SCREENING_MESSAGES.stepTitle)}</h3>
      <dl className="screening-answers">
        {questions.map((q) => (
          <div key={q.id}>
            <dt>{q.question}</dt>
            <dd className="pre-line">{shown(q)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
