import { APPLICATION_MESSAGES, type Application } from '@kweli/shared';
import { Link, useParams } from 'react-router';
import { Conversation } from '../../components/conversation.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { SignedFileLink } from '../../components/signed-file-link.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useLabel } from '../../lib/labels.ts';
import { APPLICATIONS_KEY, useApplication } from './api/applications.ts';
import { ApplicationJob, formatDate, ReviewStatus } from './components/application-summary.tsx';
import { InterviewInvitations } from './components/interview-invitations.tsx';
import { WithdrawApplication } from './components/withdraw-application.tsx';
import './applications.css';
import { messageText } from '../../i18n/messages/index.ts';
import { useT } from './texts.ts';

/**
 * The status timeline's three points (docs/product/candidate.md "My Applications, Drafts, Details"):
 * Submitted; Reviewed, for any review status other than pending; Shortlisted.
 */
export function timelinePoints(application: Pick<Application, 'submission_status' | 'review_status'>) {
  return [
    { label: 'details.submitted', reached: application.submission_status === 'submitted' },
    { label: 'details.reviewed', reached: application.review_status !== 'pending' },
    { label: 'details.shortlisted', reached: application.review_status === 'shortlisted' },
  ] as const;
}

export function ApplicationDetailsPage() {
  const t = useT();
  const label = useLabel();
  const { applicationId = '' } = useParams();
  const query = useApplication(applicationId);
  useDocumentTitle(
    query.data ? t('details.title', { job: query.data.job_details.job_title }) : t('details.untitled'),
  );
  if (query.isPending)
    return (
      <p className="page-loading" role="status">
        {t('apply.loading')}
      </p>
    );
  if (query.isError)
    return (
      <LoadError
        message={messageText(APPLICATION_MESSAGES.applicationDetailsFailed)}
        onRetry={() => void query.refetch()}
      />
    );
  const application = query.data;
  const isDraft = application.submission_status === 'draft';
  return (
    <section className="applications-page">
      <p>
        <Link to={isDraft ? '/candidate-dashboard/drafts' : '/candidate-dashboard/applications'}>
          {isDraft ? t('details.backToDrafts') : t('details.backToApplications')}
        </Link>
      </p>
      <h1>{application.job_details.job_title}</h1>
      <ApplicationJob application={application} />
      <section className="card" aria-labelledby="status-heading">
        <h2 id="status-heading">{t('details.status')}</h2>
        <ol className="status-timeline" aria-label={t('details.timeline')}>
          {timelinePoints(application).map((point) => (
            <li key={point.label} className={point.reached ? 'reached' : ''}>
              <span className="status-dot" aria-hidden="true" />
              {t(point.label)}
              <span className="sr-only"> {point.reached ? t('details.done') : t('details.notYet')}</span>
            </li>
          ))}
        </ol>
        <p>
          {t('details.reviewStatus')} <ReviewStatus application={application} />
          {application.review_status === 'rejected' ? ` · ${t('details.notTakenFurther')}` : ''}
        </p>
        <p className="muted">
          {isDraft
            ? t('details.draftSaved', {
                draft: label('submissionStatus', 'draft'),
                date: formatDate(application.updated_at),
              })
            : t('details.submittedOn', {
                date: formatDate(application.submitted_at ?? application.created_at),
              })}
        </p>
        {application.withdrawn_at ? (
          <p role="status">
            {messageText(APPLICATION_MESSAGES.withdrawDone)} ({formatDate(application.withdrawn_at)})
          </p>
        ) : null}
        {isDraft ? (
          <Link
            className="button button-primary"
            to={`/candidate-dashboard/applications/${application.id}/edit`}
          >
            {t('details.continue')}
          </Link>
        ) : null}
        {!isDraft && !application.withdrawn_at ? <WithdrawApplication application={application} /> : null}
      </section>
      {isDraft ? null : <InterviewInvitations application={application.id} />}
      <section className="card" aria-labelledby="cover-heading">
        <h2 id="cover-heading">{t('details.coverLetter')}</h2>
        <p className="pre-line">{application.cover_letter.trim() || t('details.noCoverLetter')}</p>
      </section>
      <section className="card" aria-labelledby="cv-heading">
        <h2 id="cv-heading">{t('details.cv')}</h2>
        <p>
          {application.cv ? (
            <SignedFileLink fileKey={application.cv}>{t('details.viewCv')}</SignedFileLink>
          ) : (
            t('details.noCv')
          )}
        </p>
      </section>
      {isDraft ? null : (
        <Conversation
          applicationId={application.id}
          side="candidate"
          staleKeys={[[...APPLICATIONS_KEY, 'list']]}
        />
      )}
    </section>
  );
}
