import { z } from 'zod';
import { MAX_PREFERENCES_PER_CATEGORY, MINIMUM_AGE, PORTFOLIO_LINKS } from '../limits.ts';
import { COUNTRIES } from '../lists/countries.ts';
import { EDUCATION_LEVELS } from '../lists/education-levels.ts';
import { INDUSTRIES } from '../lists/industries.ts';
import { COUNTY_MESSAGES, isKenyaCounty, KENYA } from '../lists/kenya-counties.ts';
import { isWebLink, LINK_MESSAGES, personName } from '../text-rules.ts';
import { normalizeWebAddress } from '../web-address.ts';
import { streakSchema } from './auth.ts';
import { jobCard } from './jobs.ts';

/**
 * The candidate profile, its work experience and education, and recommendations
 * (docs/product/candidate.md §3, §5, §7, §8; docs/product/rules.md "Texts not given by the documents"). The
 * API validates with these schemas and the wizard's forms use the same ones, so a rule and its message exist
 * once.
 */
export const CANDIDATE_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  dateOfBirthRequired: 'Date of birth is required',
  // MINIMUM_AGE is 18; the text is written out so that it reads as the spec gives it.
  tooYoung: 'You must be at least 18 years old',
  futureDate: 'Date cannot be in the future',
  endBeforeStart: 'End date cannot be before the start date.',
  dateInvalid: 'Enter a date as yyyy-MM-dd.',
  experienceEmpty: 'Enter a company name or a job title.',
  institutionRequired: 'Institution name is required',
  courseRequired: 'Course name is required',
  startDateRequired: 'Start date is required before uploading a certificate',
  tooManyIndustries: `Choose at most ${MAX_PREFERENCES_PER_CATEGORY} industries.`,
  tooManyJobTitles: `Add at most ${MAX_PREFERENCES_PER_CATEGORY} job titles.`,
  tooManyLocations: `Add at most ${MAX_PREFERENCES_PER_CATEGORY} locations.`,
  tooManyLinks: `Add at most ${PORTFOLIO_LINKS} portfolio links.`,
  industryUnknown: 'Choose an industry from the list.',
  countryUnknown: 'Choose a country from the list.',
  educationLevelUnknown: 'Choose an education level from the list.',
  cityRequired: 'Enter a city.',
  linkInvalid: LINK_MESSAGES.notWebAddress,
  phoneInvalid: 'Enter a phone number of 6 to 15 digits.',
  textTooLong: 'This text is too long.',
  authError: 'Authentication error. Please log in again.',
  experienceFailed: 'Failed to save work experience. Please check your input.',
  profileSaveFailed: 'Failed to save profile data. Please try again.',
  educationFailed: (detail: string) => `Failed to save education details: ${detail}`,
  somethingWrong: 'Something went wrong. Please try again.',
  updateFailed: 'Failed to update profile. Please try again.',
  loadFailed: 'Failed to load your profile. Please try again.',
  completeBanner: 'Complete your profile to get better job matches',
  noRecommendations: 'No recommendations yet. Complete your profile to get better matches.',
  recommendationsFailed: 'Failed to load recommendations. Please try again.',
  experienceNotFound: 'Work experience not found.',
  educationNotFound: 'Education not found.',
} as const;

const TEXT_MAX = 200;
const LONG_TEXT_MAX = 5000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** yyyy-MM-dd of a calendar date `years` before `isoDate` (29 February falls back to 28 February). */
export function yearsBefore(isoDate: string, years: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const year = y - years;
  const lastDay = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${year}-${String(m).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}

/** The latest date of birth of someone at least 18 today: the wizard's date picker stops there. */
export const adultBirthCutoff = (today: string) => yearsBefore(today, MINIMUM_AGE);

const isRealDate = (v: string) => DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));

const text = (max = TEXT_MAX) => z.string().trim().max(max, { error: CANDIDATE_MESSAGES.textTooLong });

/** A yyyy-MM-dd date, or null; an empty string is no date (a form's empty date field). */
const optionalDate = z.preprocess(
  (v) => (v === '' ? null : v),
  z.string().refine(isRealDate, { error: CANDIDATE_MESSAGES.dateInvalid }).nullable(),
);

const unique = (values: string[]) => {
  const seen = new Set<string>();
  return values.filter((v) => {
    const key = v.toLowerCase();
    if (!v || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

export const preferenceLocation = z
  .object({
    city: text(100).min(1, { error: CANDIDATE_MESSAGES.cityRequired }),
    /** Issue 25 item 4: in Kenya, one of the 47 counties (the town is `city`); none elsewhere. */
    county: z
      .string()
      .trim()
      .refine((c): boolean => c === '' || isKenyaCounty(c), { error: COUNTY_MESSAGES.unknown })
      .optional(),
    country: z
      .string()
      .trim()
      .refine((c) => COUNTRIES.includes(c), { error: CANDIDATE_MESSAGES.countryUnknown }),
  })
  .refine((l) => !l.county || l.country === KENYA, { error: COUNTY_MESSAGES.onlyKenya, path: ['county'] });
export type PreferenceLocation = z.infer<typeof preferenceLocation>;

/** Up to 3 of each: industries from the fixed list, free-text job titles, city-and-country locations. */
export const candidatePreferences = z.object({
  industries: z
    .array(
      z
        .string()
        .refine((i) => (INDUSTRIES as readonly string[]).includes(i), CANDIDATE_MESSAGES.industryUnknown),
    )
    .transform(unique)
    .pipe(
      z.array(z.string()).max(MAX_PREFERENCES_PER_CATEGORY, { error: CANDIDATE_MESSAGES.tooManyIndustries }),
    )
    .default([]),
  job_titles: z
    .array(text(100))
    .transform(unique)
    .pipe(
      z.array(z.string()).max(MAX_PREFERENCES_PER_CATEGORY, { error: CANDIDATE_MESSAGES.tooManyJobTitles }),
    )
    .default([]),
  locations: z
    .array(preferenceLocation)
    .max(MAX_PREFERENCES_PER_CATEGORY, { error: CANDIDATE_MESSAGES.tooManyLocations })
    .default([]),
});
export type CandidatePreferencesInput = z.input<typeof candidatePreferences>;

/** A portfolio address, completed as people type it ("github.com/x" is https://github.com/x) first. */
const webAddress = z
  .string()
  .trim()
  .overwrite(normalizeWebAddress)
  .max(500, { error: CANDIDATE_MESSAGES.textTooLong })
  .refine(
    (url) => isWebLink(url) && /^https?:\/\/[^\s/?#.]+(\.[^\s/?#.]+)*(:\d+)?([/?#]\S*)?$/i.test(url),
    CANDIDATE_MESSAGES.linkInvalid,
  );

/** A portfolio link; one with no address is no link (null). */
export const portfolioLinkInput = z.preprocess(
  (v) => (v && typeof v === 'object' && !String((v as { url?: unknown }).url ?? '').trim() ? null : v),
  z.object({ platform: text(50).default(''), url: webAddress }).nullable(),
);

/** Today's date is given, so that "in the future" and "18 or older" are days in Nairobi. */
const notInFuture = (today: string) => (v: string | null | undefined) => !v || v <= today;

/** Work experience as POST and PUT /work-experiences/ take it (and the profile update's list). */
export const workExperienceInput = (today: string) =>
  z
    .object({
      id: z.number().int().positive().optional(),
      company_name: text().default(''),
      job_title: text().default(''),
      from_date: optionalDate.default(null),
      to_date: optionalDate.default(null),
      is_current: z.boolean().default(false),
      responsibilities: text(LONG_TEXT_MAX).default(''),
    })
    .superRefine(checkPeriod(today))
    .transform(clearEndWhenCurrent);
export type WorkExperienceInput = z.output<ReturnType<typeof workExperienceInput>>;

/** Education as POST and PUT /educations/ take it; `certificate` is a stored key (or a web address, ignored). */
export const educationInput = (today: string) =>
  z
    .object({
      id: z.number().int().positive().optional(),
      institution_name: text().default(''),
      course: text().default(''),
      education_level: z.preprocess(
        (v) => (v === '' ? null : v),
        z
          .string()
          .refine(
            (l) => (EDUCATION_LEVELS as readonly string[]).includes(l),
            CANDIDATE_MESSAGES.educationLevelUnknown,
          )
          .nullable()
          .default(null),
      ),
      from_date: optionalDate.default(null),
      to_date: optionalDate.default(null),
      is_current: z.boolean().default(false),
      certificate: z.string().trim().max(500).nullable().optional(),
    })
    .superRefine(checkPeriod(today))
    .transform(clearEndWhenCurrent);
export type EducationInput = z.output<ReturnType<typeof educationInput>>;

function checkPeriod(today: string) {
  const future = notInFuture(today);
  return (
    v: { from_date: string | null; to_date: string | null; is_current: boolean },
    ctx: z.RefinementCtx,
  ) => {
    if (!future(v.from_date))
      ctx.addIssue({ code: 'custom', path: ['from_date'], message: CANDIDATE_MESSAGES.futureDate });
    if (!v.is_current && !future(v.to_date))
      ctx.addIssue({ code: 'custom', path: ['to_date'], message: CANDIDATE_MESSAGES.futureDate });
    if (!v.is_current && v.from_date && v.to_date && v.to_date < v.from_date)
      ctx.addIssue({ code: 'custom', path: ['to_date'], message: CANDIDATE_MESSAGES.endBeforeStart });
  };
}

/** Ticking current clears the end date (docs/product/candidate.md §2, §5). */
function clearEndWhenCurrent<T extends { is_current: boolean; to_date: string | null }>(v: T): T {
  return v.is_current ? { ...v, to_date: null } : v;
}

/** Entries the profile update skips (docs/product/candidate.md §5): nothing that names them. */
export const isBlankExperience = (e: { company_name?: string | null; job_title?: string | null }) =>
  !e.company_name?.trim() && !e.job_title?.trim();
export const isBlankEducation = (e: { institution_name?: string | null; course?: string | null }) =>
  !e.institution_name?.trim() && !e.course?.trim();

/** A value that is already a web address (a signed link read back) is not a key: it is not re-sent. */
export const isWebAddress = (v: unknown): boolean => typeof v === 'string' && /^https?:\/\//i.test(v.trim());

const fileKey = z.string().trim().max(500).nullable().optional();

/** Step 1's personal details as the wizard's form holds them (the phone in two parts). */
export const personalDetailsForm = (today: string) =>
  z.object({
    first_name: personName(text(100).min(1, { error: CANDIDATE_MESSAGES.firstNameRequired })),
    last_name: personName(text(100).min(1, { error: CANDIDATE_MESSAGES.lastNameRequired })),
    phone_code: z.string(),
    phone_number: z
      .string()
      .trim()
      .refine((n) => n === '' || /^\d{6,15}$/.test(n.replace(/[\s-]/g, '')), CANDIDATE_MESSAGES.phoneInvalid),
    date_of_birth: z
      .string()
      .min(1, { error: CANDIDATE_MESSAGES.dateOfBirthRequired })
      .refine(isRealDate, { error: CANDIDATE_MESSAGES.dateInvalid })
      .refine((d) => d <= adultBirthCutoff(today), { error: CANDIDATE_MESSAGES.tooYoung }),
  });

/**
 * PATCH /candidate-profile/ body. Every field is optional; when any personal detail is sent, the
 * profile as it will stand must have names and an adult date of birth (checked by the API against the
 * stored profile).
 * Work experience and education lists, when sent, replace the candidate's entries (blank ones skipped).
 */
export const candidateProfileUpdate = z
  .looseObject({
    first_name: personName(text(100)).optional(),
    last_name: personName(text(100)).optional(),
    phone: z
      .string()
      .trim()
      .refine(
        (p) => p === '' || /^\+\d{6,18}$/.test(p.replace(/[\s-]/g, '')),
        CANDIDATE_MESSAGES.phoneInvalid,
      )
      .transform((p) => p.replace(/[\s-]/g, ''))
      .optional(),
    date_of_birth: z
      .preprocess(
        (v) => (v === '' ? null : v),
        z.string().refine(isRealDate, CANDIDATE_MESSAGES.dateInvalid).nullable(),
      )
      .optional(),
    preferences: candidatePreferences.optional(),
    link_1: portfolioLinkInput.optional(),
    link_2: portfolioLinkInput.optional(),
    link_3: portfolioLinkInput.optional(),
    profile_picture: fileKey,
    cv_file: fileKey,
    visible_to_employers: z.boolean().optional(),
    work_experiences: z.array(z.unknown()).max(50).optional(),
    educations: z.array(z.unknown()).max(50).optional(),
  })
  .superRefine((v, ctx) => {
    // Three links are the limit (docs/product/candidate.md §9): link_4 and beyond are refused, not ignored.
    const extra = Object.keys(v).filter((k) => /^link_\d+$/.test(k) && Number(k.slice(5)) > PORTFOLIO_LINKS);
    for (const key of extra)
      ctx.addIssue({ code: 'custom', path: [key], message: CANDIDATE_MESSAGES.tooManyLinks });
  });
export type CandidateProfileUpdate = z.output<typeof candidateProfileUpdate>;

/** A portfolio link as every answer carries it: both parts, or null. */
export const portfolioLink = z.object({ platform: z.string(), url: z.string() }).nullable();
/** A portfolio link as a profile (candidate or company) stores and answers it. */
export type PortfolioLink = NonNullable<z.infer<typeof portfolioLink>>;
/** The job preferences as a candidate profile stores them. */
export interface CandidatePreferences {
  industries: string[];
  job_titles: string[];
  locations: { city: string; county?: string | undefined; country: string }[];
}

export const workExperience = z.object({
  id: z.number().int(),
  company_name: z.string(),
  job_title: z.string(),
  from_date: z.string().nullable(),
  to_date: z.string().nullable(),
  is_current: z.boolean(),
  responsibilities: z.string(),
});
export type WorkExperience = z.infer<typeof workExperience>;

export const education = z.object({
  id: z.number().int(),
  institution_name: z.string(),
  course: z.string(),
  education_level: z.string().nullable(),
  from_date: z.string().nullable(),
  to_date: z.string().nullable(),
  is_current: z.boolean(),
  /** A stored file key, read through GET /get-signed-media-url/. */
  certificate: z.string().nullable(),
});
export type Education = z.infer<typeof education>;

/** GET and PATCH /candidate-profile/ answer. File fields hold stored keys. */
export const candidateProfile = streakSchema.extend({
  id: z.number().int(),
  user: z.object({ email: z.string() }),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  phone: z.string(),
  date_of_birth: z.string().nullable(),
  profile_picture: z.string().nullable(),
  cv_file: z.string().nullable(),
  preferences: z.object({
    industries: z.array(z.string()),
    job_titles: z.array(z.string()),
    locations: z.array(z.object({ city: z.string(), county: z.string().optional(), country: z.string() })),
  }),
  link_1: portfolioLink,
  link_2: portfolioLink,
  link_3: portfolioLink,
  visible_to_employers: z.boolean(),
  /**
   * Whether the candidate has answered the visibility question themselves (issue 23 item 4): until then
   * the wizard asks it with nothing pre-ticked.
   */
  visibility_answered: z.boolean(),
  work_experiences: z.array(workExperience),
  educations: z.array(education),
  cities: z.array(z.string()),
  countries: z.array(z.string()),
  /**
   * first_name, last_name and phone are all filled in (docs/product/candidate.md §2, the dashboard's banner).
   */
  is_complete: z.boolean(),
});
export type CandidateProfile = z.infer<typeof candidateProfile>;

/**
 * The name a candidate is shown by, everywhere (applications, talent, notifications, the profile): the
 * first and last name of the profile, or, before the wizard set them, the full name given at sign-up.
 * Empty when there is neither: each screen says what it shows instead.
 */
export const candidateDisplayName = (p: {
  first_name?: string | null;
  last_name?: string | null;
  full_name?: string | null;
}): string => `${p.first_name ?? ''} ${p.last_name ?? ''}`.trim() || (p.full_name ?? '');

/** A profile counts as complete when first_name, last_name and phone are all non-empty. */
export const isCandidateProfileComplete = (p: {
  first_name?: string | null;
  last_name?: string | null;
  phone?: string | null;
}) => Boolean(p.first_name?.trim() && p.last_name?.trim() && p.phone?.trim());

/** How many jobs GET /recommendations/recommended/ answers at most. */
export const RECOMMENDATIONS_MAX = 20;

/**
 * One recommended job: the job card every list of jobs answers (`jobCard`: its `description_preview`, not
 * the whole text, which the job's page has; issue 26, the dashboard asks on every visit), with what a
 * recommendation adds: how well it matches and why (docs/decisions/103-stored-recommendations.md).
 */
export const recommendedJob = jobCard.extend({
  /** 0..1: how much of the candidate's wishes the job meets (decision 007). */
  match_score: z.number(),
  match_reasons: z.array(z.string()),
});
export type RecommendedJob = z.infer<typeof recommendedJob>;
