import { type CandidateProfile, placeName } from '@kweli/shared';
import { SignedFileLink } from '../../../components/signed-file-link.tsx';
import { intlLocale } from '../../../i18n/index.ts';
import { useLabel } from '../../../lib/labels.ts';
import { useT } from '../texts.ts';
import { ProfilePicture } from './profile-picture.tsx';

/**
 * The profile read-only, as the profile page and the wizard's preview show it: picture, names,
 * e-mail, phone, CV, preferences, portfolio links, work experience and education
 * (docs/product/candidate.md §2).
 */
export type ProfileView = Pick<
  CandidateProfile,
  | 'first_name'
  | 'last_name'
  | 'phone'
  | 'date_of_birth'
  | 'profile_picture'
  | 'cv_file'
  | 'preferences'
  | 'link_1'
  | 'link_2'
  | 'link_3'
  | 'work_experiences'
  | 'educations'
> & { email: string };

/** "Jan 2024": an entry's month in the reader's language (one formatter per locale). */
const months = new Map<string, Intl.DateTimeFormat>();
function monthOf(d: string | null): string {
  if (!d) return '';
  const locale = intlLocale('en-GB');
  let format = months.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
    months.set(locale, format);
  }
  return format.format(new Date(`${d}T00:00:00Z`));
}
const period = (from: string | null, to: string | null, current: string | null) =>
  [monthOf(from), current ?? monthOf(to)].filter(Boolean).join(' – ');

export function ProfileDetails({ profile: p }: { profile: ProfileView }) {
  const t = useT();
  const label = useLabel();
  const present = (current: boolean) => (current ? t('details.present') : null);
  const name = `${p.first_name} ${p.last_name}`.trim();
  const links = [p.link_1, p.link_2, p.link_3].filter((l): l is { platform: string; url: string } =>
    Boolean(l?.url),
  );
  const prefs = p.preferences;
  return (
    <div className="stack profile-details">
      <header className="profile-head">
        <ProfilePicture fileKey={p.profile_picture} name={name || p.email} />
        <div>
          <h2 className="profile-name">{name || t('details.nameNotSet')}</h2>
          <dl className="profile-facts">
            <dt>{t('details.email')}</dt>
            <dd>{p.email}</dd>
            <dt>{t('details.phone')}</dt>
            <dd>{p.phone || t('details.notGiven')}</dd>
            <dt>{t('details.dateOfBirth')}</dt>
            <dd>{p.date_of_birth || t('details.notGiven')}</dd>
            <dt>{t('details.cv')}</dt>
            <dd>
              {p.cv_file ? (
                <SignedFileLink fileKey={p.cv_file}>{t('details.viewCv')}</SignedFileLink>
              ) : (
                t('details.noCv')
              )}
            </dd>
          </dl>
        </div>
      </header>

      <section className="card" aria-labelledby="prefs-heading">
        <h3 id="prefs-heading">{t('details.preferences')}</h3>
        <dl className="profile-facts">
          <dt>{t('details.industries')}</dt>
          <dd>{prefs.industries.map((i) => label('industry', i)).join(', ') || t('details.noneChosen')}</dd>
          <dt>{t('details.jobTitles')}</dt>
          <dd>{prefs.job_titles.join(', ') || t('details.noneChosen')}</dd>
          <dt>{t('details.locations')}</dt>
          <dd>{prefs.locations.map((l) => placeName(l)).join('; ') || t('details.noneChosen')}</dd>
        </dl>
      </section>

      <section className="card" aria-labelledby="links-heading">
        <h3 id="links-heading">{t('details.links')}</h3>
        {links.length ? (
          <ul>
            {links.map((l) => (
              <li key={l.url}>
                <a href={l.url} target="_blank" rel="noopener noreferrer">
                  {l.platform || l.url}
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t('details.noLinks')}</p>
        )}
      </section>

      <section className="card" aria-labelledby="work-heading">
        <h3 id="work-heading">{t('details.work')}</h3>
        {p.work_experiences.length ? (
          <ul className="entries">
            {p.work_experiences.map((w) => (
              <li key={w.id}>
                <strong>{w.job_title}</strong>
                {w.company_name ? ` ${t('details.atCompany', { company: w.company_name })}` : ''}
                <br />
                <span className="muted">{period(w.from_date, w.to_date, present(w.is_current))}</span>
                {w.responsibilities ? <p className="pre-line">{w.responsibilities}</p> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t('details.noWork')}</p>
        )}
      </section>

      <section className="card" aria-labelledby="education-heading">
        <h3 id="education-heading">{t('details.education')}</h3>
        {p.educations.length ? (
          <ul className="entries">
            {p.educations.map((e) => (
              <li key={e.id}>
                <strong>{e.course}</strong>
                {e.institution_name ? `, ${e.institution_name}` : ''}
                {e.education_level ? (
                  <span className="muted"> ({label('educationLevel', e.education_level)})</span>
                ) : null}
                <br />
                <span className="muted">{period(e.from_date, e.to_date, present(e.is_current))}</span>
                {e.certificate ? (
                  <>
                    {' · '}
                    <SignedFileLink fileKey={e.certificate}>{t('details.viewCertificate')}</SignedFileLink>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t('details.noEducation')}</p>
        )}
      </section>
    </div>
  );
}
