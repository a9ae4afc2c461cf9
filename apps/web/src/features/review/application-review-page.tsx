import {
  APPLICATION_MESSAGES,
  REVIEW_MESSAGES,
  REVIEW_STATUSES,
  type ReviewedApplication,
  type ReviewStatus,
} from '@kweli/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Conversation } from '../../components/conversation.tsx';
import { SignedFileLink } from '../../components/signed-file-link.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useLabel } from '../../lib/labels.ts';
import { REVIEW_KEY, updateReviewStatus, useReviewedApplication } from './api/review.ts';
import { InterviewCard } from './components/interview-card.tsx';
import { PrivateNotes } from './components/private-notes.tsx';
import { fileName, formatAppliedDate, placeText, StatusBadge } from './components/review-parts.tsx';
import './review.css';
import { messageText } from '../../i18n/messages/index.ts';
import { useT } from './texts.ts';

/**
 * Application detail and review (/employer/applications/{applicationId}/details, docs/product/employer.md §2,
 * §4): the job, the candidate (name, e-mail, phone, links, work experience, education with certificate), the
 * cover letter line by line and the CV, with the status selector, Shortlist Candidate and Reject
 * Application. The server marks a pending application reviewed when it is opened.
 */
const orNotProvided = (value: string | null | undefined) =>
  value?.trim() || messageText(REVIEW_MESSAGES.notProvided);

function period(
  entry: { from_date: string | null; to_date: string | null; is_current: boolean },
  present: string,
) {
  const end = entry.is_current ? present : entry.to_date;
  return [entry.from_date, end].filter(Boolean).join(' – ');
}

function StatusControls({
  application,
  onChanged,
}: {
  application: ReviewedApplication;
  onChanged: (status: ReviewStatus) => void;
}) {
  const t = useT();
  const label = useLabel();
  const selectId = useId();
  const current = application.review_status;
  const [chosen, setChosen] = useState<ReviewStatus>(current);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [changedTo, setChangedTo] = useState<ReviewStatus | null>(null);
  useEffect(() => setChosen(current), [current]);

  const change = async (status: ReviewStatus) => {
    setBusy(true);
    setFailed(false);
    setChangedTo(null);
    try {
      const saved = await updateReviewStatus(application.id, status);
      onChanged(saved.review_status);
      setChangedTo(saved.review_status);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  if (application.withdrawn_at)
    return (
      <section className="card" aria-labelledby={`${selectId}-heading`}>
        <h2 id={`${selectId}-heading`}>
          {t('application.reviewStatus')} <StatusBadge status={current} withdrawn />
        </h2>
        <p>{messageText(APPLICATION_MESSAGES.withdrawnNoStatusChange)}</p>
      </section>
    );
  return (
    <section className="card" aria-labelledby={`${selectId}-heading`}>
      <h2 id={`${selectId}-heading`}>
        {t('application.reviewStatus')} <StatusBadge status={current} />
      </h2>
      {failed ? (
        <p className="alert alert-error" role="alert">
          {messageText(REVIEW_MESSAGES.statusUpdateFailed)}
        </p>
      ) : null}
      {/* The change is confirmed where it was made: on a phone the badge above may be off screen. */}
      <p className="review-status-done" role="status">
        {changedTo ? messageText(REVIEW_MESSAGES.statusChanged(label('reviewStatus', changedTo))) : ''}
      </p>
      <div className="review-controls">
        <label htmlFor={selectId}>
          {t('application.status')}
          <select
            id={selectId}
            value={chosen}
            onChange={(event) => setChosen(event.target.value as ReviewStatus)}
          >
            {REVIEW_STATUSES.map((status) => (
              <option key={status} value={status}>
                {label('reviewStatus', status)}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="button button-primary"
          disabled={busy || chosen === current}
          onClick={() => void change(chosen)}
        >
          {t('application.updateStatus')}
        </button>
        {current !== 'shortlisted' ? (
          <button
            type="button"
            className="button button-secondary"
            disabled={busy}
            onClick={() => void change('shortlisted')}
          >
            {t('application.shortlist')}
          </button>
        ) : null}
        {current !== 'rejected' ? (
          <button
            type="button"
            className="button button-danger"
            disabled={busy}
            onClick={() => void change('rejected')}
          >
            {t('application.reject')}
          </button>
        ) : null}
      </div>
    </section>
  );
}

export function ApplicationReviewPage() {
  const t = useT();
  const label = useLabel();
  const { applicationId = '' } = useParams();
  const queryClient = useQueryClient();
  const query = useReviewedApplication(applicationId);
  const a = query.data;
  useDocumentTitle(
    a
      ? t('application.titleOf', { name: a.candidate_details.name || a.candidate_details.email })
      : t('application.title'),
  );

  if (query.isPending)
    return (
      <p className="page-loading" role="status">
        {t('application.loading')}
      </p>
    );
  if (!a)
    return (
      <section className="review-page">
        <p>
          <Link to="/employer-dashboard">← {messageText(REVIEW_MESSAGES.backToJobs)}</Link>
        </p>
        <h1>{t('application.title')}</h1>
        <div className="alert alert-error" role="alert">
          <p>{messageText(REVIEW_MESSAGES.applicationFailed)}</p>
          <button type="button" className="button button-secondary" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      </section>
    );

  const onChanged = (status: ReviewStatus) => {
    queryClient.setQueryData<ReviewedApplication>([...REVIEW_KEY, 'application', applicationId], (old) =>
      old ? { ...old, review_status: status } : old,
    );
    void queryClient.invalidateQueries({ queryKey: REVIEW_KEY, refetchType: 'none' });
  };

  const c = a.candidate_details;
  const job = a.job_details;
  const links = [c.link_1, c.link_2, c.link_3].filter((l) => l?.platform && l.url);
  const present = t('application.present');
  const coverLines = a.cover_letter.trim() ? a.cover_letter.split(/\r?\n/) : [];
  return (
    <article className="review-page">
      <p>
        <Link to={`/employer/jobs/${a.job}/applicants`}>{t('application.backToApplicants')}</Link>
      </p>
      <header>
        <h1>{c.name || c.email}</h1>
        <p className="muted">{t('common.appliedOn', { date: formatAppliedDate(a) })}</p>
      </header>

      <StatusControls application={a} onChanged={onChanged} />
      <InterviewCard applicationId={a.id} withdrawn={Boolean(a.withdrawn_at)} />
      <PrivateNotes applicationId={a.id} />

      <div className="review-sections">
        <section className="card" aria-labelledby="job-heading">
          <h2 id="job-heading">{t('application.jobDetails')}</h2>
          <dl className="review-facts">
            <div>
              <dt>{t('application.jobTitle')}</dt>
              <dd>{job.job_title}</dd>
            </div>
            <div>
              <dt>{t('application.company')}</dt>
              <dd>{orNotProvided(job.company_name)}</dd>
            </div>
            <div>
              <dt>{t('application.location')}</dt>
              <dd>
                {orNotProvided(
                  [placeText(job), label('locationType', job.location_type)].filter(Boolean).join(' · '),
                )}
              </dd>
            </div>
          </dl>
        </section>

        <section className="card" aria-labelledby="candidate-heading">
          <h2 id="candidate-heading">{t('application.candidate')}</h2>
          <dl className="review-facts">
            <div>
              <dt>{t('application.name')}</dt>
              <dd>{orNotProvided(c.name)}</dd>
            </div>
            <div>
              <dt>{t('application.email')}</dt>
              <dd>
                {c.email ? (
                  <a href={`mailto:${c.email}`}>{c.email}</a>
                ) : (
                  messageText(REVIEW_MESSAGES.notProvided)
                )}
              </dd>
            </div>
            <div>
              <dt>{t('application.phone')}</dt>
              <dd>
                {c.phone ? (
                  <a href={`tel:${c.phone}`}>{c.phone}</a>
                ) : (
                  messageText(REVIEW_MESSAGES.notProvided)
                )}
              </dd>
            </div>
          </dl>
        </section>

        <section className="card" aria-labelledby="links-heading">
          <h2 id="links-heading">{t('application.links')}</h2>
          {links.length === 0 ? (
            <p>{messageText(REVIEW_MESSAGES.notProvided)}</p>
          ) : (
            <ul className="review-entries">
              {links.map((link) => (
                <li key={link!.url}>
                  {link!.platform}:{' '}
                  <a href={link!.url} target="_blank" rel="noopener noreferrer">
                    {link!.url}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section className="card" aria-labelledby="experience-heading">
          <h2 id="experience-heading">{t('application.experience')}</h2>
          {c.work_experiences.length === 0 ? <p>{messageText(REVIEW_MESSAGES.notProvided)}</p> : null}
          <ul className="review-entries">
            {c.work_experiences.map((w) => (
              <li key={w.id}>
                <h3>{w.job_title || messageText(REVIEW_MESSAGES.notProvided)}</h3>
                <p>
                  {w.company_name}
                  {period(w, present) ? <span className="muted"> · {period(w, present)}</span> : null}
                </p>
                {w.responsibilities ? <p className="pre-line">{w.responsibilities}</p> : null}
              </li>
            ))}
          </ul>
        </section>

        <section className="card" aria-labelledby="education-heading">
          <h2 id="education-heading">{t('application.education')}</h2>
          {c.educations.length === 0 ? <p>{messageText(REVIEW_MESSAGES.notProvided)}</p> : null}
          <ul className="review-entries">
            {c.educations.map((e) => (
              <li key={e.id}>
                <h3>{e.course || e.institution_name}</h3>
                <p>
                  {[e.institution_name, label('educationLevel', e.education_level)]
                    .filter(Boolean)
                    .join(' · ')}
                  {period(e, present) ? <span className="muted"> · {period(e, present)}</span> : null}
                </p>
                <p>
                  {e.certificate ? (
                    <SignedFileLink fileKey={e.certificate} loadingNote>
                      {t('application.viewCertificate')}
                    </SignedFileLink>
                  ) : (
                    <span className="muted">
                      {t('application.certificateNotProvided', {
                        notProvided: messageText(REVIEW_MESSAGES.notProvided),
                      })}
                    </span>
                  )}
                </p>
              </li>
            ))}
          </ul>
        </section>

        <section className="card cover-letter" aria-labelledby="cover-heading">
          <h2 id="cover-heading">{t('application.coverLetter')}</h2>
          {coverLines.length === 0 ? (
            <p>{messageText(REVIEW_MESSAGES.noCoverLetter)}</p>
          ) : (
            coverLines.map((line, index) => (
              // A letter's lines have no identity of their own: their place is their key.
              <p key={index}>{line || '\u00a0'}</p>
            ))
          )}
        </section>

        <section className="card" aria-labelledby="cv-heading">
          <h2 id="cv-heading">{t('application.cv')}</h2>
          {a.cv ? (
            <p>
              {a.cv_name ?? fileName(a.cv)} ·{' '}
              <SignedFileLink fileKey={a.cv} loadingNote>
                {t('application.viewCv')}
              </SignedFileLink>
            </p>
          ) : (
            <p>{messageText(REVIEW_MESSAGES.noCv)}</p>
          )}
        </section>
      </div>

      <Conversation applicationId={a.id} side="employer" staleKeys={[[...REVIEW_KEY, 'applicants']]} />
    </article>
  );
}
