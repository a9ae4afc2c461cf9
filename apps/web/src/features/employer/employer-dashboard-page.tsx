import {
  EMPLOYER_JOB_LIST_FILTERS,
  EMPLOYER_MESSAGES,
  type EmployerJob,
  type EmployerJobListFilter,
  JOB_CLOSE_MESSAGES,
  JOB_POSTING_MESSAGES,
  VERIFICATION_MESSAGES,
} from '@kweli/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { failureDetail } from '../../api/client.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { ListStates } from '../../components/list-states.tsx';
import { Pager } from '../../components/pager.tsx';
import { useToast } from '../../components/toast.tsx';
import { formatDate } from '../../lib/date-time.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useLabel } from '../../lib/labels.ts';
import { closeJob, deleteJob, EMPLOYER_JOBS_KEY, useEmployerJobs } from './api/employer-jobs.ts';
import { useEmployerProfile } from './api/employer-profile.ts';
import { CloseJobButton, DeleteJobButton, JobLink } from './components/job-buttons.tsx';
import { JobReviewNotice, jobLocation } from './components/job-review-notice.tsx';
import { useT } from './texts.ts';
import '../../components/data-table.css';
import './components/employer.css';
import { messageText } from '../../i18n/messages/index.ts';

/**
 * The employer dashboard (/employer-dashboard, docs/product/employer.md §2): a greeting, the completion alert
 * while the profile lacks name, industry, city or country, Post Job and Find Talent, and the table of the
 * employer's jobs with Edit, Close and Delete (after confirmation), Applicants and View Details; a status
 * filter shows the closed jobs (issue 22 item 7), which are otherwise left out.
 */
export function EmployerDashboardPage() {
  const t = useT();
  const label = useLabel();
  useDocumentTitle(t('dashboard.title'));
  const toast = useToast();
  const queryClient = useQueryClient();
  const profile = useEmployerProfile();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<EmployerJobListFilter | undefined>(undefined);
  const jobs = useEmployerJobs(page, status);
  const [deleting, setDeleting] = useState<EmployerJob | null>(null);
  const [closing, setClosing] = useState<EmployerJob | null>(null);

  const firstName = profile.data?.user_name.trim().split(/\s+/)[0] ?? '';

  const onDelete = async (job: EmployerJob) => {
    try {
      await deleteJob(job.id);
      // The table is one page of a longer list: the jobs after the deleted one move up a row.
      if (jobs.data?.results.length === 1 && page > 1) setPage((p) => p - 1);
      await queryClient.invalidateQueries({ queryKey: EMPLOYER_JOBS_KEY });
      setDeleting(null);
    } catch {
      setDeleting(null);
      toast(messageText(JOB_POSTING_MESSAGES.jobDeleteFailed), 'error');
    }
  };

  const onClose = async (job: EmployerJob) => {
    try {
      await closeJob(job.id);
      await queryClient.invalidateQueries({ queryKey: EMPLOYER_JOBS_KEY });
      setClosing(null);
      toast(messageText(JOB_CLOSE_MESSAGES.closed), 'success');
    } catch (error) {
      setClosing(null);
      toast(failureDetail(error, messageText(JOB_CLOSE_MESSAGES.closeFailed)), 'error');
    }
  };

  return (
    <section className="employer-page employer-dashboard">
      <div className="page-head">
        <h1>{firstName ? t('dashboard.welcomeName', { name: firstName }) : t('dashboard.welcome')}</h1>
        <div className="button-row">
          <Link className="button button-primary" to="/employer/post-job">
            {t('dashboard.postJob')}
          </Link>
          <Link className="button button-secondary" to="/employer/find-talent">
            {t('dashboard.findTalent')}
          </Link>
          <Link className="button button-secondary" to="/employer-profile/verification">
            {messageText(VERIFICATION_MESSAGES.dashboardLink)}
          </Link>
        </div>
      </div>
      {profile.data && !profile.data.is_complete ? (
        <div className="alert completion-alert" role="status">
          <p>{messageText(EMPLOYER_MESSAGES.completeAlert)}</p>
          <Link className="button button-primary" to="/employer-profile/complete">
            {messageText(EMPLOYER_MESSAGES.completeButton)}
          </Link>
        </div>
      ) : null}
      <h2>{t('dashboard.yourJobs')}</h2>
      <label className="jobs-filter">
        {messageText(JOB_CLOSE_MESSAGES.filterLabel)}{' '}
        <select
          value={status ?? ''}
          onChange={(e) => {
            setStatus((e.target.value || undefined) as EmployerJobListFilter | undefined);
            setPage(1);
          }}
        >
          <option value="">{messageText(JOB_CLOSE_MESSAGES.allFilter)}</option>
          {EMPLOYER_JOB_LIST_FILTERS.map((s) => (
            <option key={s} value={s}>
              {label('jobStatus', s)}
            </option>
          ))}
        </select>
      </label>
      <ListStates
        query={jobs}
        loading={t('dashboard.loadingJobs')}
        failed={messageText(JOB_POSTING_MESSAGES.jobsFailed)}
        isEmpty={!jobs.data?.results.length}
        empty={messageText(JOB_POSTING_MESSAGES.noJobs)}
      >
        <div className="table-scroll">
          <table className="jobs-table jobs-table--cards">
            <caption className="sr-only">{t('dashboard.yourJobs')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('dashboard.columns.title')}</th>
                <th scope="col">{t('dashboard.columns.location')}</th>
                <th scope="col">{t('dashboard.columns.dueDate')}</th>
                <th scope="col">{t('dashboard.columns.applicants')}</th>
                <th scope="col">{t('dashboard.columns.status')}</th>
                <th scope="col">{t('dashboard.columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {(jobs.data?.results ?? []).map((job) => (
                <tr key={job.id}>
                  <th scope="row">{job.job_title}</th>
                  <td data-label={t('dashboard.columns.location')}>{jobLocation(job)}</td>
                  <td data-label={t('dashboard.columns.dueDate')}>
                    {job.due_date ? formatDate(job.due_date) : '-'}
                  </td>
                  <td data-label={t('dashboard.columns.applicants')}>{job.applicants_count}</td>
                  <td data-label={t('dashboard.columns.status')}>
                    {label('jobStatus', job.status)}
                    <JobReviewNotice job={job} compact />
                  </td>
                  <td>
                    <div className="table-actions">
                      {job.status === 'removed' || job.status === 'closed' ? null : (
                        <JobLink job={job} to="edit" />
                      )}
                      {job.status === 'published' || job.status === 'in_review' ? (
                        <CloseJobButton job={job} onClick={() => setClosing(job)} />
                      ) : null}
                      {job.status === 'closed' ? null : (
                        <DeleteJobButton job={job} onClick={() => setDeleting(job)} />
                      )}
                      <JobLink job={job} to="applicants" />
                      <JobLink job={job} to="details" />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ListStates>
      {jobs.data ? (
        <Pager
          page={page}
          next={jobs.data.next}
          previous={jobs.data.previous}
          onPage={setPage}
          label={t('dashboard.pages')}
        />
      ) : null}
      {closing ? (
        <ConfirmDialog
          title={messageText(JOB_CLOSE_MESSAGES.confirmTitle)}
          message={`"${closing.job_title}": ${messageText(JOB_CLOSE_MESSAGES.confirm)}`}
          warning={messageText(JOB_POSTING_MESSAGES.cannotUndo)}
          confirmLabel={messageText(JOB_CLOSE_MESSAGES.closeButton)}
          onConfirm={() => onClose(closing)}
          onClose={() => setClosing(null)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t('dashboard.deleteTitle')}
          message={t('dashboard.deleteQuestion', { title: deleting.job_title })}
          warning={messageText(JOB_POSTING_MESSAGES.cannotUndo)}
          confirmLabel={t('common.delete')}
          onConfirm={() => onDelete(deleting)}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </section>
  );
}
