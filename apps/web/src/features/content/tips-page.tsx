import { ContentPage } from '../../components/content-page.tsx';
import { ResourceList } from '../../components/resource-list.tsx';
import { INTERVIEW_ARTICLES, INTERVIEW_CHANNELS } from '../../lib/learning-resources.ts';
import { useT } from './texts.ts';

/**
 * Tips (docs/product/foundation.md §2.6): five video channels (one with its subscriber count) and two
 * articles.
 */
export function TipsPage() {
  const t = useT();
  return (
    <ContentPage title={t('tips.title')}>
      <p className="lead">{t('tips.lead')}</p>
      <section aria-labelledby="channels-title">
        <h2 id="channels-title">{t('tips.channels')}</h2>
        <ResourceList resources={INTERVIEW_CHANNELS} headingLevel={3} />
      </section>
      <section aria-labelledby="articles-title">
        <h2 id="articles-title">{t('tips.articles')}</h2>
        <ResourceList resources={INTERVIEW_ARTICLES} headingLevel={3} />
      </section>
    </ContentPage>
  );
}
