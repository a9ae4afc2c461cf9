import { TALENT_MESSAGES } from '@kweli/shared';
import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { SignedFileLink } from '../../components/signed-file-link.tsx';
import { messageText } from '../../i18n/messages/index.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useLabel } from '../../lib/labels.ts';
import { useCandidate } from './api/get-candidate.ts';
import { CandidateAvatar } from './components/candidate-avatar.tsx';
import { SaveCandidateButton } from './components/save-candidate-button.tsx';
import { SessionExpiredAlert } from './components/session-expired-alert.tsx';
import { periodText, placesText, yearsText } from './summaries.ts';
import { useT } from './texts.ts';
import { useSessionExpiry } from './use-session-expiry.ts';

/**
 * Candidate details (/employer/candidates/{candidateId}/details): the full profile with e-mail and
 * phone, the CV and certificates through signed links, and Save.
 */
export function CandidateDetailsPage() {
  const t = useT();
  const label = useLabel();
  const { candidateId = '' } = useParams();
  const candidate = useCandidate(candidateId);
  const { expired, noteFailure } = useSessionExpiry();
  const c = candidate.data;
  useDocumentTitle(c ? c.full_name : t('details.title'));

  useEffect(() => {
    if (candidate.error) noteFailure(candidate.error);
  }, [candidate.error, noteFailure]);

  const backTo = (useLocation().state as { backTo?: string } | null)?.backTo;
  const back = (
    <p>
      {backTo?.startsWith('/employer-dashboard/saved-talent') ? (
        <Link to={backTo}>{t('details.backToSaved')}</Link>
      ) : (
        <Link to={backTo?.startsWith('/employer/find-talent') ? backTo : '/employer/find-talent'}>
          {t('details.backToFind')}
        </Link>
      )}
    </p>
  );
  if (expired) return <SessionExpiredAlert />;
  if (candidate.isPending)
    return (
      <p className="page-loading" role="status">
        {t('details.loading')}
      </p>
    );
  if (!c)
    return (
      <section>
        {back}
        <h1>{t('details.title')}</h1>
        <p className="alert alert-error" role="alert">
          {messageText(TALENT_MESSAGES.detailsFailed)}
        </p>
      </section>
    );

  const links = [c.link_1, c.link_2, c.link_3].filter((l) => l?.platform && l.url);
  const prefs = c.preferences;
  return (
    <article className="candidate-details stack">
      {back}
      <header className="candidate-details-head">
        <CandidateAvatar name={c.full_name} picture={c.profile_picture} size={96} />
        <div>
          <h1>{c.full_name}</h1>
          <p className="muted">{yearsText(c.years_of_experience)}</p>
          {placesText(c) ? <p>{placesText(c)}</p> : null}
        </div>
        <SaveCandidateButton
          candidateId={c.id}
          name={c.full_name}
          saved={c.is_saved}
          onSessionExpired={noteFailure}
        />
      </header>

      <section className="card" aria-labelledby="contact-heading">
        <h2 id="contact-heading">{t('details.contact')}</h2>
        <dl className="candidate-facts">
          <div>
            <dt>{t('details.email')}</dt>
            <dd>{c.email ? <a href={`mailto:${c.email}`}>{c.email}</a> : t('common.notProvided')}</dd>
          </div>
          <div>
            <dt>{t('details.phone')}</dt>
            <dd>{c.phone ? <a href={`tel:${c.phone}`}>{c.phone}</a> : t('common.notProvided')}</dd>
          </div>
          <div>
            <dt>{t('details.cv')}</dt>
            <dd>
              {c.cv_file ? (
                <SignedFileLink fileKey={c.cv_file} loadingNote>
                  {t('details.viewCv')}
                </SignedFileLink>
              ) : (
                t('details.noCv')
              )}
            </dd>
          </div>
        </dl>
      </section>

      <section className="card" aria-labelledby="preferences-heading">
        <h2 id="preferences-heading">{t('details.lookingFor')}</h2>
        <dl className="candidate-facts">
          <div>
            <dt>{t('details.jobTitles')}</dt>
            <dd>{prefs.job_titles.join(', ') || t('common.notProvided')}</dd>
          </div>
          <div>
            <dt>{t('details.industries')}</dt>
            <dd>{prefs.industries.map((i) => label('industry', i)).join(', ') || t('common.notProvided')}</dd>
          </div>
          <div>
            <dt>{t('details.locations')}</dt>
            <dd>
              {prefs.locations.map((l) => [l.city, l.country].filter(Boolean).join(', ')).join('; ') ||
                t('common.notProvided')}
            </dd>
          </div>
        </dl>
      </section>

      <section className="card" aria-labelledby="experience-heading">
        <h2 id="experience-heading">{t('common.workExperience')}</h2>
        {c.work_experiences.length === 0 ? <p>{t('details.noExperience')}</p> : null}
        <ul className="timeline">
          {c.work_experiences.map((job) => (
            <li key={job.id}>
              <h3>{job.job_title || t('details.untitledRole')}</h3>
              <p>
                {job.company_name}
                {periodText(job) ? <span className="muted"> · {periodText(job)}</span> : null}
              </p>
              {job.responsibilities ? <p className="pre-line">{job.responsibilities}</p> : null}
            </li>
          ))}
        </ul>
      </section>

      <section className="card" aria-labelledby="education-heading">
        <h2 id="education-heading">{t('common.education')}</h2>
        {c.educations.length === 0 ? <p>{t('details.noEducation')}</p> : null}
        <ul className="timeline">
          {c.educations.map((study) => (
            <li key={study.id}>
              <h3>{study.course || study.institution_name}</h3>
              <p>
                {[study.institution_name, label('educationLevel', study.education_level)]
                  .filter(Boolean)
                  .join(' · ')}
                {periodText(study) ? <span className="muted"> · {periodText(study)}</span> : null}
              </p>
              {study.certificate ? (
                <p>
                  <SignedFileLink fileKey={study.certificate} loadingNote>
                    {t('common.viewCertificate')}
                  </SignedFileLink>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      </section>

      {links.length > 0 ? (
        <section className="card" aria-labelledby="links-heading">
          <h2 id="links-heading">{t('details.links')}</h2>
          <ul>
            {links.map((l) => (
              <li key={l!.url}>
                {l!.platform}:{' '}
                <a href={l!.url} target="_blank" rel="noopener noreferrer">
                  {l!.url}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
