import type { InputHTMLAttributes, Ref } from 'react';

/**
 * A labelled input with its error: the error is tied to the input (aria-describedby, aria-invalid) and
 * announced when it appears.
 */
export function FormField({
  id,
  label,
  error,
  hint,
  ref,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  error?: string | undefined;
  /** What the field expects, shown under it from the start (say, the password rule). */
  hint?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The accept-the-terms style checkbox with its error. */
export function CheckboxField({
  id,
  label,
  error,
  ref,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: React.ReactNode;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}) {
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <div className="checkbox">
        <input
          id={id}
          type="checkbox"
          ref={ref}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
