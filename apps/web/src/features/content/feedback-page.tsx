import { ContentPage } from '../../components/content-page.tsx';
import { SupportEmail } from './support-email.tsx';

/** Feedback (spec 01 §2.6, DECISIONS): the support address from configuration. */
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
