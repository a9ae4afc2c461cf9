import { ContentPage } from '../../components/content-page.tsx';
import { SupportEmail } from './support-email.tsx';

/**
 * Feedback (docs/product/foundation.md §2.6, docs/product/rules.md "Texts not given by the documents"): the
 * support address from configuration.
 */
export function FeedbackPage() {
  return (
    <ContentPage title="Feedback">
      <p>
        Tell us what works for you and what we should improve. E-mail us at{' '}
        <SupportEmail subject="Feedback" />.
      </p>
    </ContentPage>
  );
}
