import { z } from 'zod';
import { COUNTRIES } from '../lists/countries.ts';
import { INDUSTRIES } from '../lists/industries.ts';
import { personName, webLink } from '../text-rules.ts';
import { normalizeWebAddress } from '../web-address.ts';

/**
 * The company profile (docs/product/employer.md §3, §5, §8): its texts, its checks and the shape the API
 * answers. The wizard, the profile page and the API all check with these, so a value the browser lets through
 * is never refused for another reason.
 */
export const EMPLOYER_MESSAGES = {
  companyNameRequired: 'Company name is required',
  industryRequired: 'Industry is required',
  emailInvalid: 'Please enter a valid email address (e.g., info@yourcompany.co.ke)',
  websiteInvalid: 'Please enter a valid website URL starting with http:// or https://',
  phoneInvalid: 'Phone number must contain only digits (no spaces, dashes or other characters)',
  linkUrlRequired: 'URL is required if platform is provided',
  industryUnknown: 'Choose an industry from the list.',
  countryUnknown: 'Choose a country from the list.',
  tooLong: (max: number) => `Enter at most ${max} characters.`,
  highlighted: 'Please correct the highlighted fields',
  loading: 'Loading profile...',
  companyNameNotSet: 'Company Name Not Set',
  industryNotSet: 'Industry Not Set',
  locationNotSet: 'Location Not Set',
  noCompanyDescription: 'No company description provided.',
  noContact: 'No contact information provided.',
  noLinks: 'No portfolio links provided.',
  noDescription: 'No description provided.',
  updateFailed: 'Failed to update profile. Please try again.',
  correctFollowing: 'Please correct the following:',
  updated: 'Profile updated successfully!',
  stepSaveFailed: 'Failed to save profile data. Please try again.',
  finalSaveFailed: 'Error saving profile. Please try again.',
  saved: 'Profile saved successfully!',
  logoUploaded: 'Logo uploaded successfully!',
  completeAlert: 'Complete your profile to get better visibility',
  completeButton: 'Complete Profile in 2 Minutes',
} as const;

/** Website: http(s), a host of labels up to 256 characters and a top-level part of 2 to 6 letters. */
const WEBSITE =
  /^https?:\/\/(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.){1,8}[a-z]{2,6}(?::\d{1,5})?(?:[/?#]\S*)?$/i;
const WEBSITE_HOST_MAX = 256;

export function isValidWebsite(value: string): boolean {
  const host = value.replace(/^https?:\/\//i, '').split(/[/?#:]/)[0] ?? '';
  return WEBSITE.test(value) && host.length <= WEBSITE_HOST_MAX;
}

/** Digits only with an optional leading plus (the stored form is the picker's code joined to the number). */
export const isValidPhone = (value: string): boolean => /^\+?\d+$/.test(value);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const isValidCompanyEmail = (value: string): boolean => EMAIL.test(value);

export interface PortfolioLinkValue {
  platform: string;
  url: string;
}

/** The three checks applied only when the field is filled (docs/product/employer.md §5), by field name. */
export function contactFieldErrors(values: {
  company_email?: string | undefined;
  website?: string | undefined;
  phone_number_1?: string | undefined;
  phone_number_2?: string | undefined;
}): Record<string, string> {
  const errors: Record<string, string> = {};
  const email = values.company_email?.trim();
  if (email && !isValidCompanyEmail(email)) errors.company_email = EMPLOYER_MESSAGES.emailInvalid;
  const website = values.website?.trim();
  if (website && !isValidWebsite(normalizeWebAddress(website)))
    errors.website = EMPLOYER_MESSAGES.websiteInvalid;
  for (const field of ['phone_number_1', 'phone_number_2'] as const) {
    const phone = values[field]?.trim();
    if (phone && !isValidPhone(phone)) errors[field] = EMPLOYER_MESSAGES.phoneInvalid;
  }
  return errors;
}

/** A link row with a platform needs its url. */
export const linkNeedsUrl = (link: PortfolioLinkValue | null | undefined): boolean =>
  !!link && link.platform.trim() !== '' && link.url.trim() === '';

export const PROFILE_TEXT_MAX = 200;
export const PROFILE_DESCRIPTION_MAX = 5000;

const text = (max = PROFILE_TEXT_MAX) =>
  z
    .string()
    .trim()
    .max(max, { error: EMPLOYER_MESSAGES.tooLong(max) });

/** A web address field: completed as people type it ("www.x.co.ke" is https://www.x.co.ke), then checked. */
const webAddressAsTyped = (max: number) =>
  z
    .string()
    .trim()
    .overwrite(normalizeWebAddress)
    .max(max, { error: EMPLOYER_MESSAGES.tooLong(max) });

const link = z
  .object({
    platform: text(50).default(''),
    url: webLink(500).default(''),
  })
  .nullable()
  .refine((l) => !linkNeedsUrl(l), { error: EMPLOYER_MESSAGES.linkUrlRequired, path: ['url'] });

/**
 * PATCH /employer-profile/: any subset of the fields. A company name or industry that is sent cannot
 * be blank (the profile is what candidates read); the contact checks apply to filled fields only.
 */
export const employerProfilePatch = z
  .object({
    company_name: personName(
      text().refine((v) => v !== '', { error: EMPLOYER_MESSAGES.companyNameRequired }),
    ),
    industry: z
      .string()
      .trim()
      .refine((v) => v !== '', { error: EMPLOYER_MESSAGES.industryRequired })
      .refine((v) => v === '' || (INDUSTRIES as readonly string[]).includes(v), {
        error: EMPLOYER_MESSAGES.industryUnknown,
      }),
    city: text(100),
    country: z
      .string()
      .trim()
      .refine((v) => v === '' || COUNTRIES.includes(v), { error: EMPLOYER_MESSAGES.countryUnknown }),
    website: webAddressAsTyped(300).refine((v) => v === '' || isValidWebsite(v), {
      error: EMPLOYER_MESSAGES.websiteInvalid,
    }),
    company_description: text(PROFILE_DESCRIPTION_MAX),
    company_email: text(254).refine((v) => v === '' || isValidCompanyEmail(v), {
      error: EMPLOYER_MESSAGES.emailInvalid,
    }),
    phone_number_1: text(20).refine((v) => v === '' || isValidPhone(v), {
      error: EMPLOYER_MESSAGES.phoneInvalid,
    }),
    phone_number_2: text(20).refine((v) => v === '' || isValidPhone(v), {
      error: EMPLOYER_MESSAGES.phoneInvalid,
    }),
    company_logo: z.string().trim().max(500).nullable(),
    link_1: link,
    link_2: link,
    link_3: link,
  })
  .partial();
export type EmployerProfilePatch = z.infer<typeof employerProfilePatch>;

const linkAnswer = z.object({ platform: z.string(), url: z.string() }).nullable();

/** GET /employer-profile/ */
export const employerProfile = z.object({
  user_name: z.string(),
  email: z.string(),
  company_name: z.string(),
  industry: z.string(),
  city: z.string(),
  country: z.string(),
  website: z.string(),
  company_description: z.string(),
  phone_number_1: z.string(),
  phone_number_2: z.string(),
  company_email: z.string(),
  company_logo: z.string().nullable(),
  link_1: linkAnswer,
  link_2: linkAnswer,
  link_3: linkAnswer,
  is_complete: z.boolean(),
});
export type EmployerProfile = z.infer<typeof employerProfile>;

/** The profile is complete when these four are filled (docs/product/employer.md §3). */
export const isCompanyProfileComplete = (p: {
  company_name?: string | null;
  industry?: string | null;
  city?: string | null;
  country?: string | null;
}): boolean => [p.company_name, p.industry, p.city, p.country].every((v) => !!v?.trim());

/** Company names are shown in capitalised words as typed in the wizard (docs/product/employer.md §5). */
export const capitaliseWords = (value: string): string =>
  value.replace(/(^|\s)(\S)/g, (_, space: string, letter: string) => space + letter.toUpperCase());

/**
 * A company's public page (GET /companies/{id}/, issue 27 item 13): what the company profile says about the
 * company, without its contact person, e-mail or phone numbers, which the employer gave for their account
 * (docs/decisions/055-what-the-job-page-tells.md). Its open jobs are a separate paged list,
 * GET /companies/{id}/jobs/.
 */
export const publicCompany = z.object({
  id: z.number().int(),
  company_name: z.string(),
  company_logo: z.string().nullable(),
  industry: z.string(),
  city: z.string(),
  country: z.string(),
  website: z.string(),
  company_description: z.string(),
  links: z.array(z.object({ platform: z.string(), url: z.string() })),
  /** Issue 22 item 2: an admin verified the company (the "Verified employer" badge). */
  employer_verified: z.boolean(),
});
export type PublicCompany = z.infer<typeof publicCompany>;
