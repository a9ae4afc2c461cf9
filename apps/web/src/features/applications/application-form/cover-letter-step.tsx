import { COVER_LETTER_MAX } from '@kweli/shared';
import { type ReactNode, useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from '../../../components/form-field.tsx';

/** Step 1: the cover letter, kept in the browser as it is typed; Next only moves on. */
export function CoverLetterStep({
  coverLetter,
  error,
  onNext,
  children,
}: {
  coverLetter: UseFormRegisterReturn<'cover_letter'>;
  error: string | undefined;
  onNext: () => void;
  /** The job's screening questions (issue 28), asked with the letter. */
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <form
      className="stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onNext();
      }}
    >
      <div className="field">
        <label htmlFor={`${id}-cover`}>Cover letter</label>
        <textarea
          id={`${id}-cover`}
          rows={12}
          maxLength={COVER_LETTER_MAX}
          placeholder="Tell the employer why you are a good fit for this job."
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-cover-error` : undefined}
          {...coverLetter}
        />
        <FieldError id={`${id}-cover-error`}>{error}</FieldError>
      </div>
      {children}
      <div className="button-row">
        <button type="submit" className="button button-primary">
          Next
        </button>
      </div>
    </form>
  );
}
