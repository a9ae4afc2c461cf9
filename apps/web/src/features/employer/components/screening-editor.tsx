import { SCREENING_KINDS, SCREENING_MESSAGES, SCREENING_QUESTIONS_MAX } from '@kweli/shared';
import { useId } from 'react';
import { messageText } from '../../../i18n/messages/index.ts';
import type { ScreeningQuestionForm } from '../job-form.ts';

/**
 * The job form's screening questions (issue 28 item 1): up to 10, each with its answer type, options for a
 * choice, whether it is required, and the knockout answer. Refusals of the server show under the list.
 */
export const emptyQuestion = (): ScreeningQuestionForm => ({
  question: '',
  kind: 'yes_no',
  options: '',
  required: true,
  knockout: '',
});

export function ScreeningEditor({
  questions,
  errors,
  onChange,
}: {
  questions: ScreeningQuestionForm[];
  errors: Record<string, string>;
  onChange: (questions: ScreeningQuestionForm[]) => void;
}) {
  const id = useId();
  const set = (i: number, change: Partial<ScreeningQuestionForm>) =>
    onChange(questions.map((q, j) => (j === i ? { ...q, ...change } : q)));
  const refused = Object.entries(errors).filter(([name]) => name.startsWith('screening_questions'));
  return (
    <fieldset className="screening-editor stack">
      <legend>{messageText(SCREENING_MESSAGES.heading)}</legend>
      <p className="field-hint">{messageText(SCREENING_MESSAGES.hint)}</p>
      {questions.map((q, i) => {
        const f = `${id}-${i}`;
        return (
          <div key={q.id ?? `new-${i}`} className="card screening-question-editor stack">
            <div className="field">
              <label htmlFor={`${f}-question`}>
                {messageText(SCREENING_MESSAGES.question)} {i + 1}
              </label>
              <input
                id={`${f}-question`}
                type="text"
                maxLength={300}
                value={q.question}
                onChange={(e) => set(i, { question: e.target.value })}
              />
            </div>
            <div className="field">
              <label htmlFor={`${f}-kind`}>{messageText(SCREENING_MESSAGES.kind)}</label>
              <select
                id={`${f}-kind`}
                value={q.kind}
                onChange={(e) => set(i, { kind: e.target.value, knockout: '' })}
              >
                {SCREENING_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {messageText(SCREENING_MESSAGES.kindLabels[k] ?? k)}
                  </option>
                ))}
              </select>
            </div>
            {q.kind === 'choice' ? (
              <div className="field">
                <label htmlFor={`${f}-options`}>{messageText(SCREENING_MESSAGES.options)}</label>
                <textarea
                  id={`${f}-options`}
                  rows={3}
                  value={q.options}
                  onChange={(e) => set(i, { options: e.target.value })}
                />
              </div>
            ) : null}
            <label className="check-row">
              <input
                type="checkbox"
                checked={q.required}
                onChange={(e) => set(i, { required: e.target.checked })}
              />{' '}
              {messageText(SCREENING_MESSAGES.required)}
            </label>
            {q.kind === 'yes_no' ? (
              <div className="field">
                <label htmlFor={`${f}-knockout`}>{messageText(SCREENING_MESSAGES.knockout)}</label>
                <select
                  id={`${f}-knockout`}
                  value={q.knockout}
                  onChange={(e) => set(i, { knockout: e.target.value })}
                >
                  <option value="">{messageText(SCREENING_MESSAGES.knockoutNone)}</option>
                  <option value="no">
                    {messageText(SCREENING_MESSAGES.knockoutYesNo(messageText(SCREENING_MESSAGES.no)))}
                  </option>
                  <option value="yes">
                    {messageText(SCREENING_MESSAGES.knockoutYesNo(messageText(SCREENING_MESSAGES.yes)))}
                  </option>
                </select>
              </div>
            ) : null}
            {q.kind === 'number' ? (
              <div className="field">
                <label htmlFor={`${f}-knockout`}>{messageText(SCREENING_MESSAGES.knockoutMin)}</label>
                <input
                  id={`${f}-knockout`}
                  type="number"
                  value={q.knockout}
                  onChange={(e) => set(i, { knockout: e.target.value })}
                />
              </div>
            ) : null}
            {q.kind === 'choice' ? (
              <div className="field">
                <label htmlFor={`${f}-knockout`}>{messageText(SCREENING_MESSAGES.knockoutChoice)}</label>
                <textarea
                  id={`${f}-knockout`}
                  rows={2}
                  value={q.knockout}
                  onChange={(e) => set(i, { knockout: e.target.value })}
                />
              </div>
            ) : null}
            <button
              type="button"
              className="button button-secondary"
              onClick={() => onChange(questions.filter((_, j) => j !== i))}
            >
              {messageText(SCREENING_MESSAGES.remove)} {i + 1}
            </button>
          </div>
        );
      })}
      {refused.map(([name, message]) => (
        <p key={name} className="field-error" role="alert">
          {message}
        </p>
      ))}
      {questions.length < SCREENING_QUESTIONS_MAX ? (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => onChange([...questions, emptyQuestion()])}
        >
          {messageText(SCREENING_MESSAGES.add)}
        </button>
      ) : null}
    </fieldset>
  );
}
