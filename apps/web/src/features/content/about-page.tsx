import { Link } from 'react-router';
import { ContentPage } from '../../components/content-page.tsx';
import { T, useT } from './texts.ts';

/**
 * About (docs/product/foundation.md §1, §2.1, §2.6): founded in 2024, the name, and the three calls to
 * action.
 */
export function AboutPage() {
  const t = useT();
  return (
    <ContentPage title={t('about.title')}>
      <p className="lead">{t('about.lead')}</p>

      <h2>{t('about.whyTitle')}</h2>
      <p>
        <T k="about.why" components={{ em: <em /> }} />
      </p>

      <h2>{t('about.seekersTitle')}</h2>
      <ul>
        <li>{t('about.seekers.search')}</li>
        <li>{t('about.seekers.profile')}</li>
        <li>{t('about.seekers.drafts')}</li>
        <li>{t('about.seekers.follow')}</li>
        <li>{t('about.seekers.learn')}</li>
      </ul>
      <p>{t('about.free')}</p>

      <h2>{t('about.employersTitle')}</h2>
      <ul>
        <li>{t('about.employers.post')}</li>
        <li>{t('about.employers.review')}</li>
        <li>{t('about.employers.talent')}</li>
        <li>{t('about.employers.profile')}</li>
      </ul>

      <h2>{t('about.kenyaTitle')}</h2>
      <p>{t('about.kenya')}</p>

      <h2>{t('about.joinTitle')}</h2>
      <div className="actions">
        <Link to="/signup/candidate" className="button button-primary">
          {t('about.findJobs')}
        </Link>
        <Link to="/signup/employer" className="button button-secondary">
          {t('about.postJobs')}
        </Link>
        <Link to="/contact" className="button button-secondary">
          {t('about.contactUs')}
        </Link>
      </div>
    </ContentPage>
  );
}
