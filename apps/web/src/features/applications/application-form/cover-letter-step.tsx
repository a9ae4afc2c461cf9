import { COVER_LETTER_MAX } from '@kweli/shared';
import { type ReactNode, useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from '../../../components/form-field.tsx';
import { useT } from '../texts.ts';

/**
 * Step 1: the cover letter, kept in the browser as it is typed; Next only moves on. A form opened
 * offline has no Next (`onNext` null): the next steps need the server.
 */
export function CoverLetterStep({
  coverLetter,
  error,
  onNext,
  children,
}: {
  coverLetter: UseFormRegisterReturn<'cover_letter'>;
  error: string | undefined;
  onNext: (() => void) | null;
  /** The job's screening questions (issue 28), asked with the letter. */
  children?: ReactNode;
}) {
  const t = useT();
  const id = useId();
  return (
    <form
      className="stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onNext?.();
      }}
    >
      <div className="field">
        <label htmlFor={`${id}-cover`}>{t('coverLetter.label')}</label>
        <textarea
          id={`${id}-cover`}
          rows={12}
          maxLength={COVER_LETTER_MAX}
          placeholder={t('coverLetter.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-cover-error` : undefined}
          {...coverLetter}
        />
        <FieldError id={`${id}-cover-error`}>{error}</FieldError>
      </div>
      {children}
      {onNext ? (
        <div className="button-row">
          <button type="submit" className="button button-primary">
            {t('apply.next')}
          </button>
        </div>
      ) : null}
    </form>
  );
}
