import { ContentPage } from '../../components/content-page.tsx';
import { SupportEmail } from './support-email.tsx';
import { T, useT } from './texts.ts';

/**
 * Contact (docs/product/foundation.md §2.6, docs/product/rules.md "Texts not given by the documents"): the
 * support address from configuration.
 */
export function ContactPage() {
  const t = useT();
  return (
    <ContentPage title={t('contact.title')}>
      <p>
        <T k="contact.text" components={{ email: <SupportEmail /> }} />
      </p>
    </ContentPage>
  );
}
