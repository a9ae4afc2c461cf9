import { ContentPage } from '../../components/content-page.tsx';
import { ResourceList } from '../../components/resource-list.tsx';
import { JOB_GUIDES } from '../../lib/learning-resources.ts';

/** Guides (docs/product/foundation.md §2.6): five curated external how-to items, opening in a new tab. */
export function GuidesPage() {
  return (
    <ContentPage title="Job Guides">
      <p className="lead">
        Step-by-step help with the paperwork of a job search: a CV and cover letter that get read, the
        Certificate of Good Conduct many employers ask for, spotting fake adverts, and free training for
        online work.
      </p>
      <ResourceList resources={JOB_GUIDES} headingLevel={2} />
    </ContentPage>
  );
}
