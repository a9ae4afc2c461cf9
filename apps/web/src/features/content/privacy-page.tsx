import { Link } from 'react-router';
import { ContentPage } from '../../components/content-page.tsx';
import { i18n } from '../../i18n/index.ts';
import { publicConfig } from '../../lib/config.ts';
import { formatLongDate } from '../../lib/date-time.ts';
import { T, useT } from './texts.ts';

/**
 * Privacy Policy (docs/product/foundation.md §1, §2.6): last updated June 4, 2025; nine sections in the
 * spec's order; not for anyone under 18. Written for Kenya's Data Protection Act, 2019, and true of the
 * product (issue 23 item 7): what is collected, why, who sees it, how long it is kept (the retention
 * schedule of docs/decisions/084, with RETENTION_INACTIVE_MONTHS), each right with the place that
 * exercises it, and the contact PRIVACY_CONTACT_EMAIL. A translation says that the English text
 * prevails where the two differ (`languageNote`, shown only in another language).
 */
const PRIVACY_UPDATED = '2025-06-04';

/** The places in the app where a right is used, named as the catalogue's texts name them. */
const PLACES = {
  strong: <strong />,
  settings: <Link to="/settings" />,
  dashboard: <Link to="/candidate-dashboard" />,
  profile: <Link to="/candidate-profile" />,
  companyProfile: <Link to="/employer-profile" />,
};

export function PrivacyPage() {
  const t = useT();
  const { privacyContactEmail, retentionInactiveMonths } = publicConfig();
  const bold = { strong: <strong /> };
  return (
    <ContentPage title={t('privacy.title')} updated={formatLongDate(PRIVACY_UPDATED)}>
      {i18n.language === 'en' ? null : <p className="muted">{t('privacy.languageNote')}</p>}
      <p className="lead">{t('privacy.lead')}</p>

      <h2>{t('privacy.collect.title')}</h2>
      <ul>
        <li>
          <T k="privacy.collect.account" components={bold} />
        </li>
        <li>
          <T k="privacy.collect.seeker" components={bold} />
        </li>
        <li>
          <T k="privacy.collect.employer" components={bold} />
        </li>
        <li>
          <T k="privacy.collect.applications" components={bold} />
        </li>
        <li>
          <T k="privacy.collect.activity" components={bold} />
        </li>
        <li>
          <T k="privacy.collect.sessions" components={bold} />
        </li>
        <li>
          <T k="privacy.collect.browser" components={bold} />
        </li>
      </ul>

      <h2>{t('privacy.use.title')}</h2>
      <p>{t('privacy.use.text')}</p>

      <h2>{t('privacy.share.title')}</h2>
      <p>{t('privacy.share.text')}</p>

      <h2>{t('privacy.security.title')}</h2>
      <p>{t('privacy.security.text')}</p>

      <h2>{t('privacy.retention.title')}</h2>
      <p>{t('privacy.retention.text')}</p>
      <ul>
        <li>
          <T k="privacy.retention.account" components={bold} />
        </li>
        <li>
          <T k="privacy.retention.inactive" values={{ count: retentionInactiveMonths }} components={bold} />
        </li>
        <li>
          <T k="privacy.retention.drafts" components={bold} />
        </li>
        <li>
          <T k="privacy.retention.applications" components={bold} />
        </li>
        <li>
          <T k="privacy.retention.downloads" components={bold} />
        </li>
        <li>
          <T k="privacy.retention.emails" components={bold} />
        </li>
        <li>
          <T k="privacy.retention.sessions" components={bold} />
        </li>
        <li>
          <T k="privacy.retention.employers" components={bold} />
        </li>
      </ul>

      <h2>{t('privacy.rights.title')}</h2>
      <p>{t('privacy.rights.text')}</p>
      <ul>
        <li>
          <T k="privacy.rights.informed" components={PLACES} />
        </li>
        <li>
          <T k="privacy.rights.access" components={PLACES} />
        </li>
        <li>
          <T k="privacy.rights.views" components={PLACES} />
        </li>
        <li>
          <T k="privacy.rights.correct" components={PLACES} />
        </li>
        <li>
          <T k="privacy.rights.object" components={PLACES} />
        </li>
        <li>
          <T k="privacy.rights.erase" components={PLACES} />
        </li>
      </ul>
      <p>{t('privacy.rights.complaint')}</p>

      <h2>{t('privacy.children.title')}</h2>
      <p>{t('privacy.children.text')}</p>

      <h2>{t('privacy.changes.title')}</h2>
      <p>{t('privacy.changes.text')}</p>

      <h2>{t('privacy.contact.title')}</h2>
      <p>
        <T
          k="privacy.contact.text"
          values={{ email: privacyContactEmail }}
          components={{
            email: (
              <a
                href={`mailto:${privacyContactEmail}?subject=${encodeURIComponent(t('privacy.contact.subject'))}`}
              >
                {privacyContactEmail}
              </a>
            ),
          }}
        />
      </p>
    </ContentPage>
  );
}
