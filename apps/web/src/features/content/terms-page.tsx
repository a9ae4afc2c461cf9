import { Link } from 'react-router';
import { ContentPage } from '../../components/content-page.tsx';
import { i18n } from '../../i18n/index.ts';
import { formatLongDate } from '../../lib/date-time.ts';
import { SupportEmail } from './support-email.tsx';
import { T, useT } from './texts.ts';

/**
 * Terms of Service (docs/product/foundation.md §1, §2.6): last updated June 4, 2025, twelve sections, Kenyan
 * law, users at least 18. Served at /terms and /terms-and-conditions. A translation says that the English
 * text prevails where the two differ (`languageNote`, shown only in another language).
 */
const TERMS_UPDATED = '2025-06-04';

export function TermsPage() {
  const t = useT();
  return (
    <ContentPage title={t('terms.title')} updated={formatLongDate(TERMS_UPDATED)}>
      {i18n.language === 'en' ? null : <p className="muted">{t('terms.languageNote')}</p>}
      <p className="lead">
        <T k="terms.lead" components={{ privacy: <Link to="/privacy" /> }} />
      </p>

      <h2>{t('terms.acceptance.title')}</h2>
      <p>{t('terms.acceptance.text')}</p>

      <h2>{t('terms.eligibility.title')}</h2>
      <p>{t('terms.eligibility.text')}</p>

      <h2>{t('terms.account.title')}</h2>
      <p>{t('terms.account.text')}</p>

      <h2>{t('terms.seekers.title')}</h2>
      <p>{t('terms.seekers.text')}</p>

      <h2>{t('terms.employers.title')}</h2>
      <p>{t('terms.employers.text')}</p>

      <h2>{t('terms.conduct.title')}</h2>
      <p>{t('terms.conduct.text')}</p>
      <ul>
        <li>{t('terms.conduct.fake')}</li>
        <li>{t('terms.conduct.impersonate')}</li>
        <li>{t('terms.conduct.harass')}</li>
        <li>{t('terms.conduct.scrape')}</li>
        <li>{t('terms.conduct.malware')}</li>
        <li>{t('terms.conduct.law')}</li>
      </ul>

      <h2>{t('terms.content.title')}</h2>
      <p>{t('terms.content.text')}</p>

      <h2>{t('terms.links.title')}</h2>
      <p>{t('terms.links.text')}</p>

      <h2>{t('terms.disclaimers.title')}</h2>
      <p>{t('terms.disclaimers.text')}</p>

      <h2>{t('terms.liability.title')}</h2>
      <p>{t('terms.liability.text')}</p>

      <h2>{t('terms.changes.title')}</h2>
      <p>{t('terms.changes.text')}</p>

      <h2>{t('terms.law.title')}</h2>
      <p>
        <T k="terms.law.text" components={{ email: <SupportEmail /> }} />
      </p>
    </ContentPage>
  );
}
