import {
  contactFieldErrors,
  DEFAULT_PHONE_CODE,
  EMPLOYER_MESSAGES,
  type EmployerProfile,
  type EmployerProfilePatch,
  joinPhoneNumber,
  linkNeedsUrl,
  normalizeWebAddress,
  PORTFOLIO_LINKS,
  splitPhoneNumber,
} from '@kweli/shared';
import type { Resolver } from 'react-hook-form';
import { messageText } from '../../i18n/messages/index.ts';
import { resolverOf, schemaFromRule } from '../../lib/forms/form-rules.ts';

/**
 * The company profile as the wizard and the profile page edit it: phone numbers split into the
 * picker's code and the number, three link rows. Converted from and to the API's shape here only.
 */
export interface Phone {
  code: string;
  /** The country chosen with the code; absent in a form kept before pickers had it (decision 056). */
  country?: string;
  number: string;
}
export interface LinkRow {
  platform: string;
  url: string;
}
export interface ProfileForm {
  company_name: string;
  industry: string;
  city: string;
  country: string;
  website: string;
  company_description: string;
  company_email: string;
  phone_number_1: Phone;
  phone_number_2: Phone;
  links: LinkRow[];
}

export const emptyProfileForm = (): ProfileForm => ({
  company_name: '',
  industry: '',
  city: '',
  country: '',
  website: '',
  company_description: '',
  company_email: '',
  phone_number_1: { code: DEFAULT_PHONE_CODE, country: 'Kenya', number: '' },
  phone_number_2: { code: DEFAULT_PHONE_CODE, country: 'Kenya', number: '' },
  links: Array.from({ length: PORTFOLIO_LINKS }, () => ({ platform: '', url: '' })),
});

export function profileToForm(p: EmployerProfile): ProfileForm {
  const links = [p.link_1, p.link_2, p.link_3].map((l) => ({
    platform: l?.platform ?? '',
    url: l?.url ?? '',
  }));
  return {
    company_name: p.company_name,
    industry: p.industry,
    city: p.city,
    country: p.country,
    website: p.website,
    company_description: p.company_description,
    company_email: p.company_email,
    phone_number_1: splitPhoneNumber(p.phone_number_1),
    phone_number_2: splitPhoneNumber(p.phone_number_2),
    links,
  };
}

/** Step 1 of the wizard: the company facts. */
export const aboutPatch = (f: ProfileForm): EmployerProfilePatch => ({
  company_name: f.company_name.trim(),
  industry: f.industry,
  city: f.city.trim(),
  country: f.country,
  website: normalizeWebAddress(f.website),
  company_description: f.company_description,
});

/** Step 2 of the wizard: contact and links. */
export const contactPatch = (f: ProfileForm): EmployerProfilePatch => {
  const link = (i: number) => {
    const row = f.links[i] ?? { platform: '', url: '' };
    return row.platform.trim() || row.url.trim()
      ? { platform: row.platform.trim(), url: normalizeWebAddress(row.url) }
      : null;
  };
  return {
    phone_number_1: joinPhoneNumber(f.phone_number_1.code, f.phone_number_1.number),
    phone_number_2: joinPhoneNumber(f.phone_number_2.code, f.phone_number_2.number),
    company_email: f.company_email.trim(),
    link_1: link(0),
    link_2: link(1),
    link_3: link(2),
  };
};

/** The whole profile without the logo, as the profile page sends it. */
export const fullPatch = (f: ProfileForm): EmployerProfilePatch => ({ ...aboutPatch(f), ...contactPatch(f) });

export type FormErrors = Record<string, string>;

/** Step 1's checks: name and industry required, a filled website well formed. */
export function aboutErrors(f: ProfileForm): FormErrors {
  const errors: FormErrors = contactFieldErrors({ website: f.website });
  if (!f.company_name.trim()) errors.company_name = messageText(EMPLOYER_MESSAGES.companyNameRequired);
  if (!f.industry) errors.industry = messageText(EMPLOYER_MESSAGES.industryRequired);
  return errors;
}

/** Step 2's checks: e-mail and phones when filled, a url for each link with a platform. */
export function contactErrors(f: ProfileForm): FormErrors {
  const patch = contactPatch(f);
  const errors = contactFieldErrors({
    company_email: patch.company_email,
    phone_number_1: patch.phone_number_1,
    phone_number_2: patch.phone_number_2,
  });
  f.links.forEach((link, i) => {
    if (linkNeedsUrl(link)) errors[`link_${i + 1}.url`] = messageText(EMPLOYER_MESSAGES.linkUrlRequired);
  });
  return errors;
}

/** The profile page checks both groups at once. */
export const profileSchema = schemaFromRule<ProfileForm>((f) => ({ ...aboutErrors(f), ...contactErrors(f) }));
const STEP_SCHEMAS = [schemaFromRule<ProfileForm>(aboutErrors), schemaFromRule<ProfileForm>(contactErrors)];

/** The wizard checks the step it is on: step 1 the company facts, step 2 contact and links, then nothing. */
export function profileStepResolver(step: () => number): Resolver<ProfileForm> {
  return resolverOf(() => STEP_SCHEMAS[step() - 1] ?? null);
}
