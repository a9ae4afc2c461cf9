import { zodResolver } from '@hookform/resolvers/zod';
import {
  type EmployerVerification,
  employerVerificationPayload,
  VERIFICATION_MESSAGES,
  type VERIFICATION_STATUSES,
} from '@kweli/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { ApiError, failureDetail } from '../../api/client.ts';
import { FileUpload } from '../../components/file-upload.tsx';
import { FieldError, FormField } from '../../components/form-field.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { SignedFileLink } from '../../components/signed-file-link.tsx';
import { VerifiedBadge } from '../../components/verified-badge.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { showRefusedFields } from '../../lib/forms/form-rules.ts';
import { sendVerification, useVerification, VERIFICATION_KEY } from './api/verification.ts';
import './components/employer.css';
import { messageText } from '../../i18n/messages/index.ts';
import { useT } from './texts.ts';

type Values = z.input<typeof employerVerificationPayload>;
type Sent = z.output<typeof employerVerificationPayload>;

const STATUS_CLASS: Record<(typeof VERIFICATION_STATUSES)[number], string> = {
  unverified: 'alert',
  pending: 'alert',
  verified: 'alert alert-success',
  rejected: 'alert alert-error',
};

/**
 * /employer-profile/verification (issue 22 item 2): the employer's verification, its status and, while
 * unverified or after a rejection, the form that asks for it (KRA PIN, registration number, NEA
 * licence for agencies, the registration document as a PDF).
 */
export function VerificationPage() {
  const t = useT();
  useDocumentTitle(messageText(VERIFICATION_MESSAGES.title));
  const verification = useVerification();
  return (
    <section className="employer-page verification-page">
      <div className="page-head">
        <h1>{messageText(VERIFICATION_MESSAGES.title)}</h1>
        <Link className="button button-secondary" to="/employer-profile">
          {t('common.companyProfile')}
        </Link>
      </div>
      <p>{messageText(VERIFICATION_MESSAGES.intro)}</p>
      {verification.isPending ? (
        <p className="page-loading" role="status">
          {t('verification.loading')}
        </p>
      ) : verification.isError ? (
        <LoadError
          message={messageText(VERIFICATION_MESSAGES.loadFailed)}
          onRetry={() => void verification.refetch()}
        />
      ) : (
        <VerificationStatus verification={verification.data} />
      )}
    </section>
  );
}

function VerificationStatus({ verification }: { verification: EmployerVerification }) {
  const t = useT();
  const { status } = verification;
  return (
    <>
      <div className={STATUS_CLASS[status]} role="status">
        <p>
          <strong>{messageText(VERIFICATION_MESSAGES.status[status])}</strong>
          {status === 'verified' ? (
            <>
              {' '}
              <VerifiedBadge />
            </>
          ) : null}
        </p>
        <p>{messageText(VERIFICATION_MESSAGES.statusText[status])}</p>
        {status === 'rejected' && verification.reason ? (
          <p>
            {messageText(VERIFICATION_MESSAGES.reasonLabel)}: {verification.reason}
          </p>
        ) : null}
      </div>
      {status === 'pending' || status === 'verified' ? (
        <dl className="card job-page-facts">
          <div>
            <dt>{messageText(VERIFICATION_MESSAGES.kraPinLabel)}</dt>
            <dd>{verification.kra_pin}</dd>
          </div>
          <div>
            <dt>{messageText(VERIFICATION_MESSAGES.registrationLabel)}</dt>
            <dd>{verification.registration_number}</dd>
          </div>
          {verification.nea_licence ? (
            <div>
              <dt>{t('verification.neaLicence')}</dt>
              <dd>{verification.nea_licence}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('verification.document')}</dt>
            <dd>
              <SignedFileLink fileKey={verification.document}>
                {messageText(VERIFICATION_MESSAGES.documentLabel)}
              </SignedFileLink>
            </dd>
          </div>
        </dl>
      ) : (
        <VerificationForm previous={status === 'rejected' ? verification : null} />
      )}
    </>
  );
}

function VerificationForm({ previous }: { previous: EmployerVerification | null }) {
  const t = useT();
  const id = useId();
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const form = useForm<Values, unknown, Sent>({
    resolver: zodResolver(employerVerificationPayload),
    defaultValues: {
      kra_pin: previous?.kra_pin ?? '',
      registration_number: previous?.registration_number ?? '',
      nea_licence: previous?.nea_licence ?? '',
      // A new document is asked for after a rejection: the old one was what the moderators refused.
      document: '',
    },
  });
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await sendVerification(values);
      client.setQueryData(VERIFICATION_KEY, answer);
    } catch (error) {
      if (showRefusedFields(form, error)) return;
      setFailure(
        error instanceof ApiError && error.status === 409
          ? failureDetail(error, VERIFICATION_MESSAGES.failed)
          : messageText(VERIFICATION_MESSAGES.failed),
      );
      if (error instanceof ApiError && error.status === 409)
        await client.invalidateQueries({ queryKey: VERIFICATION_KEY });
    }
  });

  return (
    <form className="form card" noValidate onSubmit={onSubmit}>
      <FormField
        id={`${id}-kra`}
        label={messageText(VERIFICATION_MESSAGES.kraPinLabel)}
        hint={messageText(VERIFICATION_MESSAGES.kraPinHint)}
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={40}
        error={errors.kra_pin?.message}
        {...register('kra_pin')}
      />
      <FormField
        id={`${id}-registration`}
        label={messageText(VERIFICATION_MESSAGES.registrationLabel)}
        hint={messageText(VERIFICATION_MESSAGES.registrationHint)}
        autoComplete="off"
        maxLength={60}
        error={errors.registration_number?.message}
        {...register('registration_number')}
      />
      <FormField
        id={`${id}-nea`}
        label={messageText(VERIFICATION_MESSAGES.neaLabel)}
        autoComplete="off"
        maxLength={80}
        error={errors.nea_licence?.message}
        {...register('nea_licence')}
      />
      <FileUpload
        fileType="verification_document"
        label={messageText(VERIFICATION_MESSAGES.documentLabel)}
        hint={t('verification.documentHint')}
        onUploaded={(key, file) => {
          setValue('document', key, { shouldValidate: true });
          setFileName(file.name);
        }}
      />
      {fileName ? <p className="field-hint">{t('verification.uploaded', { name: fileName })}</p> : null}
      <FieldError>{errors.document?.message}</FieldError>
      {failure ? (
        <p className="alert alert-error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="button-row">
        <button type="submit" className="button button-primary" disabled={isSubmitting}>
          {previous ? messageText(VERIFICATION_MESSAGES.resubmit) : messageText(VERIFICATION_MESSAGES.submit)}
        </button>
      </div>
    </form>
  );
}
