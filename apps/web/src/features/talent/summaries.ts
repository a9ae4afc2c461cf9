import type { TalentCandidateSummary, TalentEducation, TalentWorkExperience } from '@kweli/shared';
import { intlLocale } from '../../i18n/index.ts';
import { labelText } from '../../lib/labels.ts';
import { t } from './texts.ts';

/** Short texts that sum a candidate up on a card: what they do now, their studies, where they are. */
export function yearsText(years: number): string {
  if (years < 1) return t('summary.lessThanYear');
  return t('summary.years', { count: years });
}

export function jobLine(job: Pick<TalentWorkExperience, 'job_title' | 'company_name'>): string {
  if (job.job_title && job.company_name)
    return t('summary.jobAt', { title: job.job_title, company: job.company_name });
  return job.job_title || job.company_name;
}

export function studyLine(study: Pick<TalentEducation, 'course' | 'institution_name' | 'education_level'>) {
  const what = [study.course, study.institution_name].filter(Boolean).join(', ');
  return study.education_level ? `${what} (${labelText('educationLevel', study.education_level)})` : what;
}

/** The current job, or else the latest (the API lists current jobs first, then by start date). */
export const latestJob = (c: Pick<TalentCandidateSummary, 'work_experiences'>) => c.work_experiences[0];
export const latestStudy = (c: Pick<TalentCandidateSummary, 'educations'>) => c.educations[0];

export function placesText(c: Pick<TalentCandidateSummary, 'cities' | 'countries'>): string {
  return [c.cities.join(', '), c.countries.join(', ')].filter(Boolean).join(' · ');
}

/** "Mar 2024" in the reader's language ("Mac 2024" in Swahili). */
const month = (iso: string | null) =>
  iso
    ? new Intl.DateTimeFormat(intlLocale('en-GB'), {
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${iso}T00:00:00Z`))
    : '';

export function periodText(entry: { from_date: string | null; to_date: string | null; is_current: boolean }) {
  const from = month(entry.from_date);
  const to = entry.is_current ? t('summary.present') : month(entry.to_date);
  return [from, to].filter(Boolean).join(' – ');
}

/** The relevance score (0..1) as the rounded percent the spec asks for. */
export const percent = (score: number) => `${Math.round(score * 100)}%`;
