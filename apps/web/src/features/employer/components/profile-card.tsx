import { EMPLOYER_MESSAGES } from '@kweli/shared';
import { ExternalLink } from '../../../components/external-link.tsx';
import { messageText } from '../../../i18n/messages/index.ts';
import { useLabel } from '../../../lib/labels.ts';
import { useT } from '../texts.ts';
import { CompanyLogo } from './company-logo.tsx';

/**
 * The company profile read-only: the profile page's view mode and the wizard's preview step. Each
 * empty part says so in the spec's words; a link shows only when both its platform and url are set.
 */
export interface ProfileCardValues {
  company_name: string;
  industry: string;
  city: string;
  country: string;
  website: string;
  company_description: string;
  company_email: string;
  phone_number_1: string;
  phone_number_2: string;
  links: { platform: string; url: string }[];
}

export function ProfileCard({
  values,
  logoKey,
  logoPreview,
  logoSize,
  emptyDescription,
}: {
  values: ProfileCardValues;
  logoKey: string | null;
  logoPreview?: string | undefined;
  logoSize: number;
  /** The profile page and the wizard's preview word an empty description differently. */
  emptyDescription: string;
}) {
  const t = useT();
  const label = useLabel();
  const location = [values.city, values.country].filter((v) => v.trim()).join(', ');
  const links = values.links.filter((l) => l.platform.trim() && l.url.trim());
  const contact = [
    values.company_email && {
      label: t('profileCard.email'),
      value: values.company_email,
      href: `mailto:${values.company_email}`,
    },
    values.phone_number_1 && {
      label: t('profileCard.phone'),
      value: values.phone_number_1,
      href: `tel:${values.phone_number_1}`,
    },
    values.phone_number_2 && {
      label: t('profileCard.alternativePhone'),
      value: values.phone_number_2,
      href: `tel:${values.phone_number_2}`,
    },
    values.website && {
      label: t('profileCard.website'),
      value: values.website,
      href: values.website,
      web: true,
    },
  ].filter((c): c is { label: string; value: string; href: string; web?: boolean } => !!c);

  return (
    <article className="card profile-card">
      <header className="profile-card-head">
        <CompanyLogo logoKey={logoKey} previewUrl={logoPreview} name={values.company_name} size={logoSize} />
        <div>
          <h2>{values.company_name.trim() || messageText(EMPLOYER_MESSAGES.companyNameNotSet)}</h2>
          <p className="muted">
            {label('industry', values.industry) || messageText(EMPLOYER_MESSAGES.industryNotSet)}
          </p>
          <p className="muted">{location || messageText(EMPLOYER_MESSAGES.locationNotSet)}</p>
        </div>
      </header>
      <section aria-labelledby="profile-about">
        <h3 id="profile-about">{t('profileCard.about')}</h3>
        <p className="pre-line">{values.company_description.trim() || emptyDescription}</p>
      </section>
      <section aria-labelledby="profile-contact">
        <h3 id="profile-contact">{t('profileCard.contact')}</h3>
        {contact.length === 0 ? (
          <p className="muted">{messageText(EMPLOYER_MESSAGES.noContact)}</p>
        ) : (
          <dl className="profile-facts">
            {contact.map((c) => (
              <div key={c.label}>
                <dt>{c.label}</dt>
                <dd>
                  {c.web ? (
                    <ExternalLink href={c.href}>{c.value}</ExternalLink>
                  ) : (
                    <a href={c.href}>{c.value}</a>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      <section aria-labelledby="profile-links">
        <h3 id="profile-links">{t('profileCard.links')}</h3>
        {links.length === 0 ? (
          <p className="muted">{messageText(EMPLOYER_MESSAGES.noLinks)}</p>
        ) : (
          <ul className="profile-links">
            {links.map((l) => (
              <li key={`${l.platform}${l.url}`}>
                {/^https?:\/\//i.test(l.url) ? (
                  <ExternalLink href={l.url}>{l.platform}</ExternalLink>
                ) : (
                  // Only web addresses become links (a "javascript:" url is shown, never followed).
                  t('profileCard.linkText', { platform: l.platform, url: l.url })
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
