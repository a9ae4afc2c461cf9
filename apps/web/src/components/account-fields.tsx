import { AUTH_MESSAGES } from '@kweli/shared';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useMessageText } from '../i18n/messages/index.ts';
import { FormField } from './form-field.tsx';
import { useT } from './texts.ts';

/**
 * The account fields every sign-in form asks for (login, sign-up, password reset, settings): the e-mail
 * address, the password the person has, and a new password typed twice, each with the same type,
 * autocomplete, hint and label wherever it stands. `field` is react-hook-form's `register(name)`.
 */
type Field = { field: UseFormRegisterReturn; error?: string | undefined };

export function EmailField({ id, label, field, error }: Field & { id: string; label?: string }) {
  const t = useT();
  return (
    <FormField
      id={id}
      label={label ?? t('accountFields.email')}
      type="email"
      autoComplete="email"
      error={error}
      {...field}
    />
  );
}

/** The password the person has now (login, and settings asking before a change). */
export function CurrentPasswordField({ id, label, field, error }: Field & { id: string; label?: string }) {
  const t = useT();
  return (
    <FormField
      id={id}
      label={label ?? t('accountFields.password')}
      type="password"
      autoComplete="current-password"
      error={error}
      {...field}
    />
  );
}

/**
 * A new password and its confirmation: the password rule shown under the first from the start, the
 * confirmation labelled "Confirm <label>".
 */
export function NewPasswordFields({
  ids,
  label,
  password,
  confirm,
}: {
  /** The two inputs' ids: the new password's, then the confirmation's. */
  ids: readonly [string, string];
  /** "Password" on sign-up, "New Password" where one is replaced. */
  label: string;
  password: Field;
  confirm: Field;
}) {
  const t = useT();
  const message = useMessageText();
  return (
    <>
      <FormField
        id={ids[0]}
        label={label}
        type="password"
        autoComplete="new-password"
        hint={message(AUTH_MESSAGES.passwordRule)}
        error={password.error}
        {...password.field}
      />
      <FormField
        id={ids[1]}
        label={t('accountFields.confirm', { label })}
        type="password"
        autoComplete="new-password"
        error={confirm.error}
        {...confirm.field}
      />
    </>
  );
}

/** A form's submit button: disabled and saying what it does while the form is sent. */
export function SubmitButton({
  busy,
  busyText,
  secondary = false,
  children,
}: {
  busy: boolean;
  busyText: string;
  secondary?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      className={secondary ? 'button button-secondary' : 'button button-primary'}
      disabled={busy}
    >
      {busy ? busyText : children}
    </button>
  );
}

/** An error message at the top of a form (nothing when there is none). */
export function ErrorAlert({ message }: { message: string | null | undefined }) {
  return message ? (
    <p className="alert alert-error" role="alert">
      {message}
    </p>
  ) : null;
}
