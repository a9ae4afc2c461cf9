/**
 * The two words of the screening questions that a public job page shows (its heading and the mark of an
 * optional question). They live apart from the recruiter's texts (`recruiter-texts.ts`, which takes
 * them from here) so that a visitor's job page does not download the recruiter's tools' texts
 * (docs/decisions/106-a-visitors-bytes-second-pass.md).
 */
export const SCREENING_WORDS = {
  heading: 'Screening questions',
  optional: '(optional)',
} as const;
