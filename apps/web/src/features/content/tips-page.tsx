import { ContentPage } from '../../components/content-page.tsx';
import { ResourceList } from '../../components/resource-list.tsx';
import { INTERVIEW_ARTICLES, INTERVIEW_CHANNELS } from '../../lib/learning-resources.ts';

/**
 * Tips (docs/product/foundation.md §2.6): five video channels (one with its subscriber count) and two
 * articles.
 */
export function TipsPage() {
  return (
    <ContentPage title="Interview Tips">
      <p className="lead">
        Prepare for your next interview: watch how strong answers are built, then practise your own stories
        out loud.
      </p>
      <section aria-labelledby="channels-title">
        <h2 id="channels-title">Video channels</h2>
        <ResourceList resources={INTERVIEW_CHANNELS} headingLevel={3} />
      </section>
      <section aria-labelledby="articles-title">
        <h2 id="articles-title">Articles</h2>
        <ResourceList resources={INTERVIEW_ARTICLES} headingLevel={3} />
      </section>
    </ContentPage>
  );
}
