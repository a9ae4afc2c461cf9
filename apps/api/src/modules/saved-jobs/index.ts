/** The saved-jobs module's public entry: what other modules may use (docs/architecture.md). */

export { eraseSavedJobs } from './erasure.ts';
export { savedJobsData } from './personal-data.ts';
