import { ContentPage } from '../../components/content-page.tsx';
import { SupportEmail } from './support-email.tsx';
import { T, useT } from './texts.ts';

/**
 * Feedback (docs/product/foundation.md §2.6, docs/product/rules.md "Texts not given by the documents"): the
 * support address from configuration.
 */
export function FeedbackPage() {
  const t = useT();
  return (
    <ContentPage title={t('feedback.title')}>
      <p>
        <T k="feedback.text" components={{ email: <SupportEmail subject={t('feedback.subject')} /> }} />
      </p>
    </ContentPage>
  );
}
