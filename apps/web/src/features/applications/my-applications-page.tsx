import { APPLICATION_MESSAGES } from '@kweli/shared';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { ApplicationList } from './components/application-list.tsx';
import { formatDate, ReviewStatus } from './components/application-summary.tsx';
import { InterviewInvitations } from './components/interview-invitations.tsx';
import './applications.css';
import { messageText } from '../../i18n/messages/index.ts';
import { useT } from './texts.ts';

/**
 * My Applications (docs/product/candidate.md): the submitted applications only, with the job and the review
 * status.
 */
export function MyApplicationsPage() {
  const t = useT();
  useDocumentTitle(t('mine.title'));
  return (
    <section className="applications-page">
      <h1>{t('mine.title')}</h1>
      <InterviewInvitations />
      <ApplicationList
        status="submitted"
        loading={t('mine.loading')}
        failed={messageText(APPLICATION_MESSAGES.applicationsFailed)}
        empty={messageText(APPLICATION_MESSAGES.noApplications)}
        line={(application) => (
          <p>
            {t('mine.applied', { date: formatDate(application.submitted_at ?? application.created_at) })} ·{' '}
            {t('mine.reviewStatus')} <ReviewStatus application={application} />
          </p>
        )}
        actions={(application) => (
          <Link
            className="button button-secondary"
            to={`/candidate-dashboard/applications/${application.id}/details`}
            aria-label={t('mine.viewDetailsOf', { job: application.job_details.job_title })}
          >
            {t('mine.viewDetails')}
          </Link>
        )}
      />
    </section>
  );
}
