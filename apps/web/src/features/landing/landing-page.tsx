import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { JobSearchBlock } from './job-search-block.tsx';
import { useT } from './texts.ts';

/**
 * The landing page (docs/product/foundation.md §2.3): the job search block, the hero and the two feature
 * blocks, between the header and the footer of the public layout.
 */
export function LandingPage() {
  const t = useT();
  useDocumentTitle(t('documentTitle'));
  return (
    <div className="landing">
      <JobSearchBlock />
      <section className="hero" aria-labelledby="hero-title">
        <p className="hero-welcome">{t('hero.welcome')}</p>
        <h1 id="hero-title">{t('hero.title')}</h1>
        <p className="hero-lead">{t('hero.lead')}</p>
        <Link to="/SignUp/candidate" className="button button-primary button-large">
          {t('hero.cta')}
        </Link>
      </section>
      <div className="feature-blocks">
        <section className="card feature" aria-labelledby="seekers-title">
          <h2 id="seekers-title">{t('seekers.title')}</h2>
          <ul>
            <li>{t('seekers.search')}</li>
            <li>{t('seekers.apply')}</li>
            <li>{t('seekers.follow')}</li>
            <li>{t('seekers.recommend')}</li>
          </ul>
          <Link to="/SignUp/candidate" className="button button-secondary">
            {t('seekers.cta')}
          </Link>
        </section>
        <section className="card feature" aria-labelledby="employers-title">
          <h2 id="employers-title">{t('employers.title')}</h2>
          <ul>
            <li>{t('employers.post')}</li>
            <li>{t('employers.review')}</li>
            <li>{t('employers.talent')}</li>
            <li>{t('employers.profile')}</li>
          </ul>
          <Link to="/employer" className="button button-secondary">
            {t('employers.cta')}
          </Link>
        </section>
      </div>
    </div>
  );
}
