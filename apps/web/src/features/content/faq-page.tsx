import { Link } from 'react-router';
import { ContentPage } from '../../components/content-page.tsx';
import { SupportEmail } from './support-email.tsx';
import { T, useT } from './texts.ts';

/** The links each answer holds, named as its catalogue text names them (`<about>about us</about>`). */
const LINKS = {
  about: <Link to="/about" />,
  candidateSignUp: <Link to="/SignUp/candidate" />,
  employerSignUp: <Link to="/SignUp/employer" />,
  login: <Link to="/login" />,
  reset: <Link to="/password-reset" />,
  home: <Link to="/" />,
  employers: <Link to="/employer" />,
  privacy: <Link to="/privacy" />,
  email: <SupportEmail />,
};

/** FAQ (docs/product/foundation.md §2.6): the seven questions in the spec's order, with answers. */
export function FaqPage() {
  const t = useT();
  return (
    <ContentPage title={t('faq.title')}>
      <h2>{t('faq.what.question')}</h2>
      <p>
        <T k="faq.what.answer" components={LINKS} />
      </p>

      <h2>{t('faq.account.question')}</h2>
      <p>
        <T k="faq.account.answer" components={LINKS} />
      </p>

      <h2>{t('faq.password.question')}</h2>
      <p>
        <T k="faq.password.answer" components={LINKS} />
      </p>

      <h2>{t('faq.apply.question')}</h2>
      <p>
        <T k="faq.apply.answer" components={LINKS} />
      </p>

      <h2>{t('faq.post.question')}</h2>
      <p>
        <T k="faq.post.answer" components={LINKS} />
      </p>

      <h2>{t('faq.support.question')}</h2>
      <p>
        <T k="faq.support.answer" components={LINKS} />
      </p>

      <h2>{t('faq.data.question')}</h2>
      <p>
        <T k="faq.data.answer" components={LINKS} />
      </p>
    </ContentPage>
  );
}
