import { COUNTRIES, capitaliseWords, INDUSTRIES } from '@kweli/shared';
import type { ReactNode } from 'react';
import { FieldError } from '../../../components/form-field.tsx';
import { useLabel } from '../../../lib/labels.ts';
import type { FormErrors, ProfileForm } from '../profile-form.ts';
import { useT } from '../texts.ts';
import { PhoneField } from './phone-field.tsx';

/**
 * The company profile's inputs, shared by the wizard (step 1: about, step 2: contact and links) and
 * the profile page's edit mode. Each error sits under its field.
 */
interface FieldsProps {
  form: ProfileForm;
  errors: FormErrors;
  onChange: (form: ProfileForm) => void;
  /** The wizard writes the company name in capitalised words as it is typed (docs/product/employer.md §5). */
  capitaliseName?: boolean;
}

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

const described = (id: string, error: string | undefined) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};

export function AboutFields({ form, errors, onChange, capitaliseName }: FieldsProps) {
  const t = useT();
  const label = useLabel();
  const set = (patch: Partial<ProfileForm>) => onChange({ ...form, ...patch });
  return (
    <>
      <Field id="company_name" label={t('profileFields.companyName')} error={errors.company_name}>
        <input
          id="company_name"
          value={form.company_name}
          autoComplete="organization"
          onChange={(e) =>
            set({ company_name: capitaliseName ? capitaliseWords(e.target.value) : e.target.value })
          }
          {...described('company_name', errors.company_name)}
        />
      </Field>
      <Field id="industry" label={t('profileFields.industry')} error={errors.industry}>
        <select
          id="industry"
          value={form.industry}
          onChange={(e) => set({ industry: e.target.value })}
          {...described('industry', errors.industry)}
        >
          <option value="">{t('profileFields.selectIndustry')}</option>
          {INDUSTRIES.map((i) => (
            <option key={i} value={i}>
              {label('industry', i)}
            </option>
          ))}
        </select>
      </Field>
      <Field id="city" label={t('profileFields.city')} error={errors.city}>
        <input
          id="city"
          value={form.city}
          onChange={(e) => set({ city: e.target.value })}
          {...described('city', errors.city)}
        />
      </Field>
      <Field id="country" label={t('profileFields.country')} error={errors.country}>
        <select
          id="country"
          value={form.country}
          onChange={(e) => set({ country: e.target.value })}
          {...described('country', errors.country)}
        >
          <option value="">{t('profileFields.selectCountry')}</option>
          {COUNTRIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </Field>
      <Field id="website" label={t('profileFields.website')} error={errors.website}>
        <input
          id="website"
          type="url"
          inputMode="url"
          placeholder="https://"
          value={form.website}
          onChange={(e) => set({ website: e.target.value })}
          {...described('website', errors.website)}
        />
      </Field>
      <Field
        id="company_description"
        label={t('profileFields.description')}
        error={errors.company_description}
      >
        <textarea
          id="company_description"
          rows={5}
          value={form.company_description}
          onChange={(e) => set({ company_description: e.target.value })}
        />
      </Field>
    </>
  );
}

export function ContactFields({ form, errors, onChange }: FieldsProps) {
  const t = useT();
  const set = (patch: Partial<ProfileForm>) => onChange({ ...form, ...patch });
  const setLink = (index: number, patch: Partial<{ platform: string; url: string }>) =>
    set({ links: form.links.map((l, i) => (i === index ? { ...l, ...patch } : l)) });
  return (
    <>
      <Field id="company_email" label={t('profileFields.email')} error={errors.company_email}>
        <input
          id="company_email"
          type="email"
          autoComplete="email"
          value={form.company_email}
          onChange={(e) => set({ company_email: e.target.value })}
          {...described('company_email', errors.company_email)}
        />
      </Field>
      <PhoneField
        id="phone_number_1"
        label={t('profileFields.phone')}
        code={form.phone_number_1.code}
        country={form.phone_number_1.country}
        number={form.phone_number_1.number}
        error={errors.phone_number_1}
        onChange={(phone_number_1) => set({ phone_number_1 })}
      />
      <PhoneField
        id="phone_number_2"
        label={t('profileFields.alternativePhone')}
        code={form.phone_number_2.code}
        country={form.phone_number_2.country}
        number={form.phone_number_2.number}
        error={errors.phone_number_2}
        onChange={(phone_number_2) => set({ phone_number_2 })}
      />
      <fieldset className="field link-rows">
        <legend>{t('profileFields.links')}</legend>
        {form.links.map((link, i) => {
          const n = i + 1;
          const error = errors[`link_${n}.url`] ?? errors[`link_${n}`];
          return (
            <div className="link-row" key={`link_${n}`}>
              <Field id={`link_${n}_platform`} label={t('profileFields.linkPlatform', { n })}>
                <input
                  id={`link_${n}_platform`}
                  placeholder={t('profileFields.linkPlatformExample')}
                  value={link.platform}
                  onChange={(e) => setLink(i, { platform: e.target.value })}
                />
              </Field>
              <Field id={`link_${n}_url`} label={t('profileFields.linkUrl', { n })} error={error}>
                <input
                  id={`link_${n}_url`}
                  type="url"
                  inputMode="url"
                  placeholder="https://"
                  value={link.url}
                  onChange={(e) => setLink(i, { url: e.target.value })}
                  {...described(`link_${n}_url`, error)}
                />
              </Field>
            </div>
          );
        })}
      </fieldset>
    </>
  );
}
