import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AccountSettings,
  ERASURE_MESSAGES,
  type EraseAccountForm,
  eraseAccountForm,
} from '@kweli/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { CurrentPasswordField } from '../../components/account-fields.tsx';
import { Modal } from '../../components/modal.tsx';
import { useToast } from '../../components/toast.tsx';
import { messageText } from '../../i18n/messages/index.ts';
import { showRefusedFields } from '../../lib/forms/form-rules.ts';
import { session } from '../../lib/session.ts';
import { eraseAccount } from './settings-api.ts';
import { useT } from './texts.ts';

/**
 * Delete my account (issue 23 item 3; docs/product/rules.md "Privacy"): a confirm dialog asks the
 * password (an account without one confirms with a recent Google sign-in, decision 083); then the
 * browser forgets the session and goes home.
 */
export function DeleteAccountSection({ account }: { account: AccountSettings }) {
  const [open, setOpen] = useState(false);
  return (
    <section className="card settings-section" aria-labelledby="delete-account-title">
      <h2 id="delete-account-title">{messageText(ERASURE_MESSAGES.title)}</h2>
      <p>
        {account.role === 'employer'
          ? messageText(ERASURE_MESSAGES.employerHint)
          : messageText(ERASURE_MESSAGES.hint)}
      </p>
      <button type="button" className="button button-danger" onClick={() => setOpen(true)}>
        {messageText(ERASURE_MESSAGES.open)}
      </button>
      {open ? <ConfirmDialog account={account} onClose={() => setOpen(false)} /> : null}
    </section>
  );
}

function ConfirmDialog({ account, onClose }: { account: AccountSettings; onClose: () => void }) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<EraseAccountForm>({
    resolver: account.has_password ? zodResolver(eraseAccountForm) : undefined,
    defaultValues: { password: '' },
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    setRefusal(null);
    try {
      const answer = await eraseAccount(account.has_password ? { password: values.password } : {});
      session.end();
      client.clear();
      toast(messageText(answer.message));
      navigate('/', { replace: true });
    } catch (error) {
      if (!showRefusedFields(form, error))
        setRefusal(messageText(error instanceof ApiError ? error.message : ERASURE_MESSAGES.failed));
    }
  });

  return (
    <Modal title={messageText(ERASURE_MESSAGES.confirmTitle)} onClose={onClose}>
      <form className="form" onSubmit={onSubmit} noValidate>
        <p>
          {account.role === 'employer'
            ? messageText(ERASURE_MESSAGES.employerHint)
            : messageText(ERASURE_MESSAGES.hint)}
        </p>
        {account.has_password ? (
          <CurrentPasswordField
            id="delete-account-password"
            label={messageText(ERASURE_MESSAGES.passwordLabel)}
            field={register('password')}
            error={errors.password?.message}
          />
        ) : (
          <p>{messageText(ERASURE_MESSAGES.googleConfirm)}</p>
        )}
        {refusal ? (
          <p className="alert alert-error" role="alert">
            {refusal}
          </p>
        ) : null}
        <div className="button-row">
          <button type="button" className="button button-secondary" onClick={onClose} disabled={isSubmitting}>
            {messageText(ERASURE_MESSAGES.cancel)}
          </button>
          <button type="submit" className="button button-danger" disabled={isSubmitting}>
            {isSubmitting ? t('deleteAccount.deleting') : messageText(ERASURE_MESSAGES.confirm)}
          </button>
        </div>
      </form>
    </Modal>
  );
}
