import { z } from 'zod';
import {
  type Education,
  education,
  portfolioLink,
  type WorkExperience,
  workExperience,
} from './candidate.ts';
import { countyFilter } from './jobs.ts';
import { cappedPageOf, pageOf } from './paging.ts';

/**
 * Talent search, candidate details and saved talent (docs/product/employer.md §2, §3, §5, §8;
 * docs/product/rules.md "Talent, matching and recommendations"). The API validates with these schemas and
 * answers in these shapes; the web app's filter form and screens use the same ones.
 */
export const TALENT_MESSAGES = {
  noCandidates: 'No candidates found',
  filtersFailed: 'Failed to load filter options.',
  searchFailed: 'Failed to search candidates.',
  detailsFailed: 'Failed to load candidate details.',
  sessionExpired: 'Your session has expired. Please log in again.',
  savedTitle: 'Saved Talent',
  savedLoading: 'Loading saved talent...',
  savedFailed: 'Failed to load saved talent. Please try again.',
  savedEmpty: 'No saved talent yet',
  savedEmptyHint: 'When you find interesting candidates, save them here for future reference',
  savedUnexpectedShape: 'Received unexpected data format from server.',
  removeFailed: 'Failed to remove candidate from saved list. Please try again.',
  cardFailed: 'Error displaying candidate',
  saveFailed: 'Failed to save candidate. Please try again.',
  yearsMinInvalid: 'Minimum years must be a number of at least 0.',
  yearsMaxInvalid: 'Maximum years must be a number of at least 0.',
  yearsRange: 'Minimum years cannot be more than maximum years.',
  textTooLong: 'Enter at most 100 characters.',
  pageInvalid: 'Enter a page number of 1 or more.',
  candidateIdRequired: 'Choose a candidate to save.',
  candidateNotFound: 'Candidate not found.',
  notSaved: 'This candidate is not in your saved talent.',
} as const;

export const TALENT_TEXT_MAX = 100;
export const YEARS_MAX = 60;

/** An empty query-string value means "no filter", as a form with an empty field sends it. */
const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const filterText = z.preprocess(
  emptyToUndefined,
  z.string().trim().max(TALENT_TEXT_MAX, { error: TALENT_MESSAGES.textTooLong }).optional(),
);

const years = (message: string) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: message })
      .refine((n) => Number.isFinite(n) && n >= 0 && n <= YEARS_MAX, { error: message })
      .optional(),
  );

/**
 * GET /talent/search/ query: the seven filters of the spec plus `q`, a free-text query over the whole
 * profile, and `page`. Years are numbers of at least 0 with the minimum not above the maximum.
 */
export const talentSearchQuery = z
  .object({
    job_title: filterText,
    city: filterText,
    /** Issue 25 item 4: candidates with a preferred place in this county of Kenya. */
    county: countyFilter,
    country: filterText,
    industry: filterText,
    education_level: filterText,
    years_experience_min: years(TALENT_MESSAGES.yearsMinInvalid),
    years_experience_max: years(TALENT_MESSAGES.yearsMaxInvalid),
    q: filterText,
    page: z.preprocess(
      (v) => (v === undefined || v === '' ? 1 : v),
      z.coerce
        .number({ error: TALENT_MESSAGES.pageInvalid })
        .int({ error: TALENT_MESSAGES.pageInvalid })
        .min(1, { error: TALENT_MESSAGES.pageInvalid })
        .max(10_000, { error: TALENT_MESSAGES.pageInvalid }),
    ),
  })
  .refine(
    (v) =>
      v.years_experience_min === undefined ||
      v.years_experience_max === undefined ||
      v.years_experience_min <= v.years_experience_max,
    { error: TALENT_MESSAGES.yearsRange, path: ['years_experience_min'] },
  );
export type TalentSearchQuery = z.output<typeof talentSearchQuery>;
/** The filter names as they appear in the query string, in the order the form shows them. */
export const TALENT_FILTERS = [
  'job_title',
  'q',
  'city',
  'county',
  'country',
  'industry',
  'education_level',
  'years_experience_min',
  'years_experience_max',
] as const;
export type TalentFilter = (typeof TALENT_FILTERS)[number];

/** GET /talent/filters/: values that exist in the talent pool, most common first. */
export const talentFilterOptions = z.object({
  job_titles: z.array(z.string()),
  industries: z.array(z.string()),
  cities: z.array(z.string()),
  countries: z.array(z.string()),
  education_levels: z.array(z.string()),
});
export type TalentFilterOptions = z.infer<typeof talentFilterOptions>;

// The talent pages show experience and education exactly as the candidate's own profile holds them.
export const talentWorkExperience = workExperience;
export type TalentWorkExperience = WorkExperience;
export const talentEducation = education;
export type TalentEducation = Education;

/** What every list of candidates shows: search results and saved talent cards. */
export const talentCandidateSummary = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  /** Stored file keys, read through GET /get-signed-media-url/. */
  profile_picture: z.string().nullable(),
  cv_file: z.string().nullable(),
  work_experiences: z.array(talentWorkExperience),
  educations: z.array(talentEducation),
  cities: z.array(z.string()),
  countries: z.array(z.string()),
  /** Whole years, from work-experience dates with overlapping periods counted once. */
  years_of_experience: z.number().int(),
  is_saved: z.boolean(),
});
export type TalentCandidateSummary = z.infer<typeof talentCandidateSummary>;

export const talentSearchResult = talentCandidateSummary.extend({
  /**
   * 0..1, comparable across pages: see docs/talent-search.md. Null when the search asked nothing (no
   * filter, title or words): there is nothing to score against, so no score is shown (issue 27).
   */
  relevance_score: z.number().min(0).max(1).nullable(),
  match_reasons: z.array(z.string()),
});
export type TalentSearchResult = z.infer<typeof talentSearchResult>;

/** Counted up to 1,000 (`count_capped`: more), decision 115: a common title matches tens of thousands. */
export const talentSearchPage = cappedPageOf(talentSearchResult);
export type TalentSearchPage = z.infer<typeof talentSearchPage>;

/** GET /talent/candidates/{id}/: the full profile, with e-mail and phone (employers only). */
export const talentCandidateDetails = talentCandidateSummary.extend({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  preferences: z.object({
    industries: z.array(z.string()),
    job_titles: z.array(z.string()),
    // A place in Kenya names its county (issue 25 item 4).
    locations: z.array(z.object({ city: z.string(), county: z.string().optional(), country: z.string() })),
  }),
  link_1: portfolioLink,
  link_2: portfolioLink,
  link_3: portfolioLink,
});
export type TalentCandidateDetails = z.infer<typeof talentCandidateDetails>;

/** POST /talent/saved/ body. */
export const saveTalentPayload = z.object({
  candidate_id: z.coerce
    .number({ error: TALENT_MESSAGES.candidateIdRequired })
    .int({ error: TALENT_MESSAGES.candidateIdRequired })
    .positive({ error: TALENT_MESSAGES.candidateIdRequired })
    .max(2_147_483_647, { error: TALENT_MESSAGES.candidateIdRequired }),
});

/** One saved-talent item: the candidate nested, and its id beside it (docs/product/employer.md §3). */
export const savedTalentItem = z.object({
  candidate_id: z.number().int(),
  saved_at: z.string(),
  candidate: talentCandidateSummary,
});
export type SavedTalentItem = z.infer<typeof savedTalentItem>;

export const savedTalentPage = pageOf(savedTalentItem);
export type SavedTalentPage = z.infer<typeof savedTalentPage>;
