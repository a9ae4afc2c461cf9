import { ContentPage } from '../../components/content-page.tsx';
import { ResourceList } from '../../components/resource-list.tsx';
import { CAREER_BLOG } from '../../lib/learning-resources.ts';

/** Blog (docs/product/foundation.md §2.6): five curated external articles, opening in a new tab. */
export function BlogPage() {
  return (
    <ContentPage title="Career Blog">
      <p className="lead">
        Articles we recommend for job seekers in Kenya and East Africa: finding your first job, keeping your
        CV current, avoiding recruitment scams and negotiating your pay.
      </p>
      <ResourceList resources={CAREER_BLOG} headingLevel={2} />
    </ContentPage>
  );
}
