import { ContentPage } from '../../components/content-page.tsx';
import { SupportEmail } from './support-email.tsx';

/**
 * Help (docs/product/foundation.md §2.6, docs/product/rules.md "Texts not given by the documents"): the
 * support address from configuration.
 */
export function HelpPage() {
  return (
    <ContentPage title="Help">
      <p>
        Need help with your account, an application or a job post? E-mail us at <SupportEmail />.
      </p>
    </ContentPage>
  );
}
