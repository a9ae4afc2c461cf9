import { ContentPage } from '../../components/content-page.tsx';
import { SupportEmail } from './support-email.tsx';

/** Contact (spec 01 §2.6, DECISIONS): the support address from configuration. */
export function ContactPage() {
  return (
    <ContentPage title="Contact Us">
      <p>
        Questions about Kweli Jobs, a job post or your account? E-mail us at <SupportEmail />.
      </p>
    </ContentPage>
  );
}
