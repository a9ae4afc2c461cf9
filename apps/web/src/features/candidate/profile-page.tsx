import { CANDIDATE_MESSAGES } from '@kweli/shared';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useProfile } from './api/profile.ts';
import { ProfileDetails } from './components/profile-details.tsx';
import './candidate.css';
import { messageText } from '../../i18n/messages/index.ts';
import { useT } from './texts.ts';

/**
 * The read-only profile (/candidate-profile) with Edit Profile to the wizard (docs/product/candidate.md §2).
 */
export function ProfilePage() {
  const t = useT();
  useDocumentTitle(t('profile.title'));
  const profile = useProfile();
  if (profile.isPending)
    return (
      <p className="page-loading" role="status">
        {t('profile.loading')}
      </p>
    );
  if (!profile.data)
    return (
      <section className="stack">
        <h1>{t('profile.title')}</h1>
        <p className="alert alert-error" role="alert">
          {messageText(CANDIDATE_MESSAGES.loadFailed)}
        </p>
        <button type="button" className="button button-secondary" onClick={() => void profile.refetch()}>
          {t('retry')}
        </button>
      </section>
    );
  const p = profile.data;
  return (
    <section className="stack">
      <div className="page-head">
        <h1>{t('profile.title')}</h1>
        <Link className="button button-primary" to="/candidate-profile/complete">
          {t('profile.edit')}
        </Link>
      </div>
      <ProfileDetails profile={{ ...p, email: p.user.email }} />
    </section>
  );
}
