/** The jobs module's public entry: what other modules may use (docs/architecture.md). */

export { closeEmployerJobs, openJobCounts } from './close-out.ts';
export { decideHeldJob, holdReportedJob, listHeldJobs } from './moderation.ts';
export { jobsData } from './personal-data.ts';
export { countApplicant } from './posting.ts';
export { findPublicJob, jobScreeningQuestions } from './public.ts';
export { jobCardColumns, jobCards, toJobCard } from './read-models.ts';
export { jobsClosedBefore } from './retention.ts';
export {
  correctWords,
  jobCardOf,
  jobCardsById,
  latestPublication,
  newestJobsWithEveryWord,
  newMatchingJobs,
  openJobCardOf,
  queryWords,
  spellingQuery,
  TITLE_SIMILARITY,
} from './search.ts';
