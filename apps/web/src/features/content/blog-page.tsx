import { ContentPage } from '../../components/content-page.tsx';
import { ResourceList } from '../../components/resource-list.tsx';
import { CAREER_BLOG } from '../../lib/learning-resources.ts';
import { useT } from './texts.ts';

/** Blog (docs/product/foundation.md §2.6): five curated external articles, opening in a new tab. */
export function BlogPage() {
  const t = useT();
  return (
    <ContentPage title={t('blog.title')}>
      <p className="lead">{t('blog.lead')}</p>
      <ResourceList resources={CAREER_BLOG} headingLevel={2} />
    </ContentPage>
  );
}
