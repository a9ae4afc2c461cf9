import { ContentPage } from '../../components/content-page.tsx';
import { SupportEmail } from './support-email.tsx';

/** Help (spec 01 §2.6, DECISIONS): the support address from configuration. */
export function HelpPage() {
  return (
    <ContentPage title="Help">
      <p>
        Need help with your account, an application or a job post? E-mail us at <SupportEmail />.
      </p>
    </ContentPage>
  );
}
