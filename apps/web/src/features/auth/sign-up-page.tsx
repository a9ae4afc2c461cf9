import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CandidateSignUpForm,
  candidateSignUpForm,
  type EmployerSignUpForm,
  employerSignUpForm,
  type Role,
} from '@kweli/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { EmailField, ErrorAlert, NewPasswordFields, SubmitButton } from '../../components/account-fields.tsx';
import { CheckboxField, FormField } from '../../components/form-field.tsx';
import { messageText } from '../../i18n/messages/index.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { resendVerification, signUpCandidate, signUpEmployer } from './auth-api.ts';
import { T, t, useT } from './texts.ts';

/**
 * Candidate and employer sign-up (docs/product/foundation.md §2.4, §5, §8): every message, then login after 3
 * seconds.
 */
type Values = CandidateSignUpForm & Partial<EmployerSignUpForm>;

/** The server's answer as one message: the e-mail error, the first password error, non_field_errors, detail. */
function signUpError(error: unknown): string {
  if (!(error instanceof ApiError)) return t('signUp.failed');
  const fields = error.fieldMessages();
  return (
    fields['user.email'] ??
    fields['user.password'] ??
    fields.non_field_errors ??
    Object.values(fields)[0] ??
    messageText((typeof error.body === 'object' ? error.body?.detail : undefined) ?? t('signUp.failed'))
  );
}

export function SignUpPage({ accountRole: role }: { accountRole: Role }) {
  const isEmployer = role === 'employer';
  const t = useT();
  useDocumentTitle(isEmployer ? t('signUp.documentTitleEmployer') : t('signUp.documentTitleCandidate'));
  const [error, setError] = useState<string | null>(null);
  // The address the link went to: sign-up then ends on "Check your e-mail" (issue 27 item 10).
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(
      (isEmployer ? employerSignUpForm : candidateSignUpForm) as typeof candidateSignUpForm,
    ),
    defaultValues: {
      full_name: '',
      user_name: '',
      company_name: '',
      email: '',
      password: '',
      confirm_password: '',
      accept_terms: false,
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      if (isEmployer) {
        await signUpEmployer({
          email: values.email,
          password: values.password,
          user_name: values.user_name ?? '',
          company_name: values.company_name ?? '',
        });
      } else {
        await signUpCandidate({
          email: values.email,
          password: values.password,
          full_name: values.full_name,
        });
      }
      setSentTo(values.email.trim());
    } catch (err) {
      setError(signUpError(err));
    }
  });

  const title = isEmployer ? t('signUp.titleEmployer') : t('signUp.titleCandidate');
  if (sentTo) return <CheckYourEmail email={sentTo} />;
  return (
    <section className="auth-page card" aria-labelledby="signup-title">
      <h1 id="signup-title">{title}</h1>
      <ErrorAlert message={error} />
      <form className="form" onSubmit={onSubmit} noValidate>
        {isEmployer ? (
          <FormField
            id="signup-user-name"
            label={t('signUp.userName')}
            autoComplete="name"
            error={errors.user_name?.message}
            {...register('user_name')}
          />
        ) : (
          <FormField
            id="signup-full-name"
            label={t('signUp.fullName')}
            autoComplete="name"
            error={errors.full_name?.message}
            {...register('full_name')}
          />
        )}
        <EmailField id="signup-email" field={register('email')} error={errors.email?.message} />
        <NewPasswordFields
          ids={['signup-password', 'signup-confirm-password']}
          label={t('signUp.password')}
          password={{ field: register('password'), error: errors.password?.message }}
          confirm={{ field: register('confirm_password'), error: errors.confirm_password?.message }}
        />
        {isEmployer ? (
          <FormField
            id="signup-company-name"
            label={t('signUp.companyName')}
            autoComplete="organization"
            error={errors.company_name?.message}
            {...register('company_name')}
          />
        ) : null}
        <CheckboxField
          id="signup-terms"
          label={<T k="signUp.acceptTerms" components={{ terms: <Link to="/terms-and-conditions" /> }} />}
          error={errors.accept_terms?.message}
          {...register('accept_terms')}
        />
        <SubmitButton busy={isSubmitting} busyText={t('signUp.submitting')}>
          {t('signUp.submit')}
        </SubmitButton>
      </form>
      <p>
        <T k="signUp.haveAccount" components={{ login: <Link to="/login" /> }} />
      </p>
      <p>
        {isEmployer ? (
          <Link to="/SignUp/candidate">{t('signUp.toCandidate')}</Link>
        ) : (
          <Link to="/SignUp/employer">{t('signUp.toEmployer')}</Link>
        )}
      </p>
    </section>
  );
}

/**
 * Where sign-up ends (issue 27 item 10, decision 054): the spec's success text, the address the link
 * went to, what to do next, a button for a new link, and the way to login, instead of a jump to the
 * login page after 3 seconds that a person reading on a phone cannot follow.
 */
function CheckYourEmail({ email }: { email: string }) {
  const t = useT();
  useDocumentTitle(t('checkEmail.documentTitle'));
  const [note, setNote] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const resend = async () => {
    setSending(true);
    try {
      setNote(messageText((await resendVerification(email)).message));
    } catch {
      setNote(t('signUp.resendFailed'));
    } finally {
      setSending(false);
    }
  };
  return (
    <section className="auth-page card" aria-labelledby="check-email-title">
      <h1 id="check-email-title">{t('checkEmail.title')}</h1>
      <p className="alert alert-success" role="status">
        {t('signUp.success')}
      </p>
      <p>
        <T k="checkEmail.sentTo" values={{ email }} components={{ strong: <strong /> }} />
      </p>
      <p>{t('signUp.nextStep')}</p>
      {note ? <p role="status">{note}</p> : null}
      <div className="button-row">
        <button type="button" className="button button-secondary" disabled={sending} onClick={resend}>
          {sending ? t('checkEmail.sending') : t('checkEmail.sendAgain')}
        </button>
        <Link className="button button-primary" to="/login">
          {t('checkEmail.goToLogin')}
        </Link>
      </div>
    </section>
  );
}

export function CandidateSignUpPage() {
  return <SignUpPage accountRole="candidate" />;
}

export function EmployerSignUpPage() {
  return <SignUpPage accountRole="employer" />;
}
