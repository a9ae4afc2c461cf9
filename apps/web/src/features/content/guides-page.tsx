import { ContentPage } from '../../components/content-page.tsx';
import { ResourceList } from '../../components/resource-list.tsx';
import { JOB_GUIDES } from '../../lib/learning-resources.ts';
import { useT } from './texts.ts';

/** Guides (docs/product/foundation.md §2.6): five curated external how-to items, opening in a new tab. */
export function GuidesPage() {
  const t = useT();
  return (
    <ContentPage title={t('guides.title')}>
      <p className="lead">{t('guides.lead')}</p>
      <ResourceList resources={JOB_GUIDES} headingLevel={2} />
    </ContentPage>
  );
}
