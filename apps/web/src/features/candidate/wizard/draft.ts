import {
  type CandidateProfile,
  isBlankEducation,
  isBlankExperience,
  normalizeWebAddress,
  type PreferenceLocation,
  splitPhoneNumber,
} from '@kweli/shared';

/** What the wizard holds while the candidate works through it, built from the saved profile. */
export interface ExperienceDraft {
  key: string;
  id?: number;
  company_name: string;
  job_title: string;
  from_date: string;
  to_date: string;
  is_current: boolean;
  responsibilities: string;
}

export interface EducationDraft {
  key: string;
  id?: number;
  institution_name: string;
  course: string;
  education_level: string;
  from_date: string;
  to_date: string;
  is_current: boolean;
  certificate: string | null;
  certificateName?: string;
}

export interface LinkDraft {
  platform: string;
  url: string;
}

export interface WizardDraft {
  first_name: string;
  last_name: string;
  phone_code: string;
  /** The country chosen with the code (several share +1, +7); absent in older kept drafts (decision 056). */
  phone_country?: string;
  phone_number: string;
  date_of_birth: string;
  preferences: { industries: string[]; job_titles: string[]; locations: PreferenceLocation[] };
  experiences: ExperienceDraft[];
  educations: EducationDraft[];
  /** Saved entries removed in step 2, deleted when the step is saved. */
  removedExperiences: number[];
  removedEducations: number[];
  profile_picture: string | null;
  cv_file: string | null;
  cvName?: string;
  links: [LinkDraft, LinkDraft, LinkDraft];
  /** The candidate's own answer; null until they have given one (nothing pre-ticked: issue 23 item 4). */
  visible_to_employers: boolean | null;
}

// Entry keys stay unique when entries kept from before a reload meet new ones.
const loadedAt = Date.now().toString(36);
let counter = 0;
const newKey = () => `entry-${loadedAt}-${++counter}`;

export const emptyExperience = (): ExperienceDraft => ({
  key: newKey(),
  company_name: '',
  job_title: '',
  from_date: '',
  to_date: '',
  is_current: false,
  responsibilities: '',
});

export const emptyEducation = (): EducationDraft => ({
  key: newKey(),
  institution_name: '',
  course: '',
  education_level: '',
  from_date: '',
  to_date: '',
  is_current: false,
  certificate: null,
});

const link = (l: { platform: string; url: string } | null): LinkDraft => ({
  platform: l?.platform ?? '',
  url: l?.url ?? '',
});

/**
 * The name typed at sign-up ("Wanjiku Kamau") fills the wizard's empty name fields (issue 27 item
 * 10): the last word is the last name, the rest the first name. Names already given are kept.
 */
export function namesFromSignUp(p: Pick<CandidateProfile, 'first_name' | 'last_name' | 'full_name'>) {
  if (p.first_name.trim() || p.last_name.trim()) return { first_name: p.first_name, last_name: p.last_name };
  const words = p.full_name.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return { first_name: words[0] ?? '', last_name: '' };
  return { first_name: words.slice(0, -1).join(' '), last_name: words.at(-1)! };
}

export function draftFromProfile(p: CandidateProfile): WizardDraft {
  const phone = splitPhoneNumber(p.phone);
  return {
    ...namesFromSignUp(p),
    phone_code: phone.code,
    phone_country: phone.country,
    phone_number: phone.number,
    date_of_birth: p.date_of_birth ?? '',
    preferences: {
      industries: [...p.preferences.industries],
      job_titles: [...p.preferences.job_titles],
      locations: [...p.preferences.locations],
    },
    experiences: p.work_experiences.length
      ? p.work_experiences.map((w) => ({
          key: newKey(),
          id: w.id,
          company_name: w.company_name,
          job_title: w.job_title,
          from_date: w.from_date ?? '',
          to_date: w.to_date ?? '',
          is_current: w.is_current,
          responsibilities: w.responsibilities,
        }))
      : [emptyExperience()],
    educations: p.educations.length
      ? p.educations.map((e) => ({
          key: newKey(),
          id: e.id,
          institution_name: e.institution_name,
          course: e.course,
          education_level: e.education_level ?? '',
          from_date: e.from_date ?? '',
          to_date: e.to_date ?? '',
          is_current: e.is_current,
          certificate: e.certificate,
        }))
      : [emptyEducation()],
    removedExperiences: [],
    removedEducations: [],
    profile_picture: p.profile_picture,
    cv_file: p.cv_file,
    links: [link(p.link_1), link(p.link_2), link(p.link_3)],
    visible_to_employers: p.visibility_answered ? p.visible_to_employers : null,
  };
}

/**
 * The entries the profile keeps: blank ones are skipped, as the server does (docs/product/candidate.md §5).
 */
export const filledExperiences = (d: WizardDraft) => d.experiences.filter((e) => !isBlankExperience(e));
export const filledEducations = (d: WizardDraft) => d.educations.filter((e) => !isBlankEducation(e));

/** A link with an address is sent, completed as typed ("github.com/x"); one without is no link. */
export const linkBody = (l: LinkDraft) =>
  l.url.trim() ? { platform: l.platform.trim(), url: normalizeWebAddress(l.url) } : null;
