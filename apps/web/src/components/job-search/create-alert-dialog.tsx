import { zodResolver } from '@hookform/resolvers/zod';
import {
  ALERT_FREQUENCIES,
  ALERT_MESSAGES,
  type AlertFrequency,
  emailField,
  jobAlertQuery,
} from '@kweli/shared';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ApiError, api } from '../../api/client.ts';
import { currentLanguage } from '../../i18n/index.ts';
import { useMessageText } from '../../i18n/messages/index.ts';
import { alertQueryText } from '../../lib/job-facts.ts';
import { useLabel } from '../../lib/labels.ts';
import { session } from '../../lib/session.ts';
import { FormField } from '../form-field.tsx';
import { Modal } from '../modal.tsx';
import { useT } from '../texts.ts';

/**
 * The dialog of "Create alert for this search": how often, and for a visitor the e-mail address. A
 * candidate's alert is created with POST /job-alerts/; a visitor's with POST /job-alerts/subscribe/, which
 * e-mails the link that starts it.
 */
interface Values {
  email: string;
  frequency: AlertFrequency;
}

export function CreateAlertDialog({
  query,
  onClose,
}: {
  query: Record<string, string>;
  onClose: () => void;
}) {
  const t = useT();
  const label = useLabel();
  const text = useMessageText();
  const id = useId();
  const candidate = session.isLoggedIn() && session.role() === 'candidate';
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(
      z.object({ email: candidate ? z.string() : emailField, frequency: z.enum(ALERT_FREQUENCIES) }),
    ),
    defaultValues: { email: '', frequency: 'daily' },
  });
  const parsed = jobAlertQuery.safeParse(query);
  const about = parsed.success ? alertQueryText(parsed.data) : '';

  const onSubmit = handleSubmit(async ({ email, frequency }) => {
    setFailure(null);
    try {
      if (candidate) {
        await api('/job-alerts/', { method: 'POST', body: { query, frequency } });
        setDone(ALERT_MESSAGES.created);
      } else {
        await api('/job-alerts/subscribe/', {
          method: 'POST',
          // The alert's e-mails are written in the language the visitor reads the site in (decision 108).
          body: { email, query, frequency, language: currentLanguage() },
          anonymous: true,
        });
        setDone(ALERT_MESSAGES.subscribed);
      }
    } catch (error) {
      const body = error instanceof ApiError && typeof error.body === 'object' ? error.body : undefined;
      const fields = error instanceof ApiError ? Object.values(error.fieldMessages()) : [];
      setFailure(body?.detail ?? fields[0] ?? ALERT_MESSAGES.failed);
    }
  });

  return (
    <Modal title={text(ALERT_MESSAGES.createButton)} onClose={onClose}>
      <p>{t('createAlert.newJobsFor', { about })}</p>
      {done ? (
        <>
          <p className="alert alert-success" role="status">
            {text(done)}
          </p>
          <button type="button" className="button button-primary" onClick={onClose}>
            {t('common.close')}
          </button>
        </>
      ) : (
        <form className="form" onSubmit={onSubmit} noValidate>
          {failure ? (
            <p className="alert alert-error" role="alert">
              {text(failure)}
            </p>
          ) : null}
          {candidate ? null : (
            <FormField
              id={`${id}-email`}
              label={t('createAlert.email')}
              type="email"
              autoComplete="email"
              error={errors.email?.message}
              {...register('email')}
            />
          )}
          <div className="field">
            <label htmlFor={`${id}-frequency`}>{t('createAlert.howOften')}</label>
            <select id={`${id}-frequency`} {...register('frequency')}>
              {ALERT_FREQUENCIES.map((f) => (
                <option key={f} value={f}>
                  {label('alertFrequency', f)}
                </option>
              ))}
            </select>
          </div>
          <div className="form-actions">
            <button type="button" className="button button-secondary" onClick={onClose}>
              {t('common.cancel')}
            </button>
            <button type="submit" className="button button-primary" disabled={isSubmitting}>
              {isSubmitting ? t('createAlert.creating') : t('createAlert.create')}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
