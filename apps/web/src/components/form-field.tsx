import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useMessageText } from '../i18n/messages/index.ts';

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
      <FieldError id={errorId}>{error}</FieldError>
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
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

/** A field's message, read out when it appears; `id` is what the field's aria-describedby names. */
export function FieldError({ id, children }: { id?: string | undefined; children?: ReactNode }) {
  const message = useMessageText();
  if (!children) return null;
  return (
    <p id={id} className="field-error" role="alert">
      {/* A schema's or the API's message, in the reader's language (issue 25 item 1). */}
      {typeof children === 'string' ? message(children) : children}
    </p>
  );
}
