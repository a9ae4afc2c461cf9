import type { LearningResource, VideoChannel } from '../lib/learning-resources.ts';
import { ExternalLink } from './external-link.tsx';

/** A list of curated external resources as cards: title (the link), where it comes from, why read it. */
export function ResourceList({
  resources,
  headingLevel,
}: {
  resources: readonly (LearningResource | VideoChannel)[];
  /** The cards' heading level under the page's own headings. */
  headingLevel: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="grid resource-list">
      {resources.map((resource) => (
        <li key={resource.url} className="card resource">
          <Heading>
            <ExternalLink href={resource.url}>{resource.title}</ExternalLink>
          </Heading>
          <p className="muted resource-source">
            {resource.source}
            {'subscribers' in resource && resource.subscribers ? (
              <>
                {' · '}
                <span className="subscribers">{resource.subscribers}</span>
              </>
            ) : null}
          </p>
          <p>{resource.description}</p>
        </li>
      ))}
    </ul>
  );
}
