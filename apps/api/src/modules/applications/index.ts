/** The applications module's public entry: what other modules may use (docs/architecture.md). */

export {
  anonymiseApplicationsOf,
  anonymiseApplicationsToJobsClosedBefore,
  deleteDraftsOlderThan,
} from './erasure.ts';
export { applicationFacts } from './facts.ts';
export { applicationsData } from './personal-data.ts';
export { applicationTexts } from './texts.ts';
