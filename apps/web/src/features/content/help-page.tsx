import { ContentPage } from '../../components/content-page.tsx';
import { SupportEmail } from './support-email.tsx';
import { T, useT } from './texts.ts';

/**
 * Help (docs/product/foundation.md §2.6, docs/product/rules.md "Texts not given by the documents"): the
 * support address from configuration.
 */
export function HelpPage() {
  const t = useT();
  return (
    <ContentPage title={t('help.title')}>
      <p>
        <T k="help.text" components={{ email: <SupportEmail /> }} />
      </p>
    </ContentPage>
  );
}
