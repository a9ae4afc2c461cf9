import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { T, useT } from './texts.ts';

/**
 * The employer landing page (docs/product/foundation.md §2.1), reached from "Employers / Post Job": what
 * Kweli offers employers, with links to employer sign-up, sign-in and back to the job seekers' home page.
 */
export function EmployerLandingPage() {
  const t = useT();
  useDocumentTitle(t('employers.documentTitle'));
  return (
    <div className="landing">
      <section className="hero" aria-labelledby="employer-hero-title">
        <p className="hero-welcome">{t('employers.welcome')}</p>
        <h1 id="employer-hero-title">{t('employers.title')}</h1>
        <p className="hero-lead">{t('employers.lead')}</p>
        <div className="actions actions-center">
          <Link to="/SignUp/employer" className="button button-primary button-large">
            {t('employers.signUp')}
          </Link>
          <Link to="/login" className="button button-secondary button-large">
            {t('employers.signIn')}
          </Link>
        </div>
      </section>

      <div className="feature-blocks">
        <section className="card feature" aria-labelledby="post-title">
          <h2 id="post-title">{t('employers.post.title')}</h2>
          <p>{t('employers.post.text')}</p>
        </section>
        <section className="card feature" aria-labelledby="review-title">
          <h2 id="review-title">{t('employers.review.title')}</h2>
          <p>{t('employers.review.text')}</p>
        </section>
        <section className="card feature" aria-labelledby="talent-title">
          <h2 id="talent-title">{t('employers.talent.title')}</h2>
          <p>{t('employers.talent.text')}</p>
        </section>
        <section className="card feature" aria-labelledby="brand-title">
          <h2 id="brand-title">{t('employers.brand.title')}</h2>
          <p>{t('employers.brand.text')}</p>
        </section>
      </div>

      <section className="employer-steps" aria-labelledby="steps-title">
        <h2 id="steps-title">{t('employers.steps.title')}</h2>
        <ol>
          <li>{t('employers.steps.account')}</li>
          <li>{t('employers.steps.profile')}</li>
          <li>{t('employers.steps.post')}</li>
          <li>{t('employers.steps.review')}</li>
        </ol>
        <p>
          <T k="employers.seekers" components={{ home: <Link to="/" /> }} />
        </p>
      </section>
    </div>
  );
}
