import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADMIN_MESSAGES,
  EMPLOYER_MESSAGES,
  type EmployerProfile,
  VERIFICATION_MESSAGES,
} from '@kweli/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ApiError, failureDetail } from '../../api/client.ts';
import { FileUpload } from '../../components/file-upload.tsx';
import { messageText } from '../../i18n/messages/index.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { controlledFields, focusFirstRefused, showFieldMessages } from '../../lib/forms/form-rules.ts';
import { EMPLOYER_PROFILE_KEY, updateEmployerProfile, useEmployerProfile } from './api/employer-profile.ts';
import { CompanyLogo } from './components/company-logo.tsx';
import { type PageMessage, PageMessageAlert } from './components/page-message.tsx';
import { ProfileCard } from './components/profile-card.tsx';
import { AboutFields, ContactFields } from './components/profile-fields.tsx';
import {
  emptyProfileForm,
  type FormErrors,
  fullPatch,
  type ProfileForm,
  profileSchema,
  profileToForm,
} from './profile-form.ts';
import { useT } from './texts.ts';

/**
 * The company profile (/employer-profile, docs/product/employer.md §2): view mode with the spec's empty-state
 * texts, and edit mode with the logo upload, the checks of §5 (the banner when one fails, nothing sent), and
 * the save messages. The profile is retried once when the first load fails.
 */

export const cardValues = (p: EmployerProfile) => ({
  ...p,
  links: [p.link_1, p.link_2, p.link_3].map((l) => ({ platform: l?.platform ?? '', url: l?.url ?? '' })),
});

/**
 * "Please correct the following:" and the server's messages joined by semicolons
 * (docs/product/employer.md §8).
 */
export function saveFailureText(error: unknown): { text: string; fields: FormErrors } {
  if (error instanceof ApiError && error.status === 400) {
    const fields = error.fieldMessages();
    const messages = Object.values(fields);
    if (messages.length > 0) {
      return { text: `${messageText(EMPLOYER_MESSAGES.correctFollowing)} ${messages.join('; ')}`, fields };
    }
  }
  return { text: messageText(EMPLOYER_MESSAGES.updateFailed), fields: {} };
}

export function EmployerProfilePage() {
  const t = useT();
  useDocumentTitle(t('common.companyProfile'));
  const queryClient = useQueryClient();
  const profile = useEmployerProfile();
  const [editing, setEditing] = useState(false);
  const form = useForm<ProfileForm>({
    defaultValues: emptyProfileForm(),
    resolver: zodResolver(profileSchema),
  });
  const { values, errors, setForm } = controlledFields(form);
  const formNode = useRef<HTMLFormElement>(null);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<PageMessage>(null);

  if (profile.isPending) {
    return (
      <p className="page-loading" role="status">
        {messageText(EMPLOYER_MESSAGES.loading)}
      </p>
    );
  }
  if (profile.isError) {
    return (
      <div className="alert alert-error" role="alert">
        {/* The server's reason in the reader's language; a generic one when it gave none. */}
        <p>{failureDetail(profile.error, ADMIN_MESSAGES.loadFailed)}</p>
        <button type="button" className="button button-secondary" onClick={() => void profile.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  const data = profile.data;
  const setProfile = (next: EmployerProfile) => queryClient.setQueryData(EMPLOYER_PROFILE_KEY, next);

  const startEditing = () => {
    form.reset(profileToForm(data));
    setMessage(null);
    setEditing(true);
  };

  const onSave = async () => {
    if (!(await form.trigger())) {
      setMessage({ kind: 'error', text: messageText(EMPLOYER_MESSAGES.highlighted) });
      focusFirstRefused(formNode.current);
      return;
    }
    setSaving(true);
    setMessage(null);
    try {
      setProfile(await updateEmployerProfile(fullPatch(form.getValues())));
      setEditing(false);
      setMessage({ kind: 'success', text: messageText(EMPLOYER_MESSAGES.updated) });
    } catch (error) {
      const failure = saveFailureText(error);
      showFieldMessages(form, failure.fields);
      setMessage({ kind: 'error', text: failure.text });
      focusFirstRefused(formNode.current);
    } finally {
      setSaving(false);
    }
  };

  const onLogoUploaded = async (key: string) => {
    setProfile(await updateEmployerProfile({ company_logo: key }));
    setMessage({ kind: 'success', text: messageText(EMPLOYER_MESSAGES.logoUploaded) });
  };

  return (
    <section className="employer-page employer-profile-page">
      <div className="page-head">
        <h1>{t('common.companyProfile')}</h1>
        <div className="button-row">
          <Link className="button button-secondary" to="/employer-profile/verification">
            {messageText(VERIFICATION_MESSAGES.title)}
          </Link>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => (editing ? setEditing(false) : startEditing())}
          >
            {editing ? t('profilePage.cancel') : t('profilePage.editProfile')}
          </button>
        </div>
      </div>
      <PageMessageAlert message={message} />
      {editing ? (
        <form
          ref={formNode}
          className="card form profile-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void onSave();
          }}
        >
          <div className="logo-edit">
            <CompanyLogo logoKey={data.company_logo} name={data.company_name} size={120} />
            <FileUpload
              fileType="company_logo"
              label={t('common.companyLogo')}
              hint={t('profilePage.logoHint')}
              onUploaded={onLogoUploaded}
            />
          </div>
          <AboutFields form={values} errors={errors} onChange={setForm} />
          <ContactFields form={values} errors={errors} onChange={setForm} />
          <div className="form-actions">
            <button type="submit" className="button button-primary" disabled={saving}>
              {saving ? t('common.saving') : t('profilePage.saveChanges')}
            </button>
          </div>
        </form>
      ) : (
        <ProfileCard
          values={cardValues(data)}
          logoKey={data.company_logo}
          logoSize={120}
          emptyDescription={messageText(EMPLOYER_MESSAGES.noCompanyDescription)}
        />
      )}
    </section>
  );
}
