import { ContentPage } from '../../components/content-page.tsx';
import { SupportEmail } from './support-email.tsx';

/**
 * Contact (docs/product/foundation.md §2.6, docs/product/rules.md "Texts not given by the documents"): the
 * support address from configuration.
 */
export function ContactPage() {
  return (
    <ContentPage title="Contact Us">
      <p>
        Questions about Kweli Jobs, a job post or your account? E-mail us at <SupportEmail />.
      </p>
    </ContentPage>
  );
}
