/**
 * The texts of applications and saved jobs, in a module of their own without zod: the landing page's job
 * cards use some of them, and importing the schemas would put zod into what every first visit downloads
 * (docs/decisions/016-web-budgets.md).
 */
export const APPLICATION_MESSAGES = {
  // docs/product/candidate.md §5 and §8.
  deadlinePassed: 'Application deadline has passed. You cannot submit this application.',
  alreadyApplied: 'You have already applied for this job.',
  loadFailed: 'Could not load application. Please try again.',
  jobDetailsFailed: 'Could not load job details. Please try again.',
  applicationDetailsFailed: 'Could not load application details. Please try again.',
  saveFailed: 'Failed to save your application. Please try again.',
  draftFailed: 'Failed to save draft. Please try again.',
  submitFailed: (detail: string) => `Failed to submit application: ${detail}`,
  cvHint: 'PDF only, max size 5MB',
  applicationsFailed: 'Failed to load your applications...',
  draftsFailed: 'Failed to load your drafts...',
  draftDeleteFailed: 'Failed to delete the draft. Please try again.',
  savedJobsFailed: 'Failed to load saved jobs...',
  savedJobRemoveFailed: 'Failed to remove the saved job. Please try again.',
  // docs/product/rules.md "Texts not given by the documents": empty states.
  noApplications: "You haven't submitted any applications yet",
  noDrafts: 'You have no draft applications',
  noSavedJobs: "You haven't saved any jobs yet",
  /** An application whose candidate erased their account, or kept past retention (issue 23 items 3, 6). */
  deletedCandidate: 'Deleted candidate',
  // Ours: the server's refusals and the form's confirmations.
  abandonConfirm: 'You have unsaved changes. Do you want to abandon this application?',
  deleteDraftConfirm: 'Delete this draft application? This cannot be undone.',
  submitted: 'Application submitted successfully! Redirecting to your applications...',
  draftSaved: 'Draft saved.',
  notEditable: 'This application has already been submitted and can no longer be changed.',
  jobNotOpen: 'This job is not open for applications.',
  jobNotFound: 'Job not found.',
  cvRequired: 'Please attach your CV before submitting your application.',
  coverLetterTooLong: `The cover letter can be at most 10000 characters.`,
  notSaved: 'This job is not in your saved jobs.',
  // Issue 27 item 14: withdrawing a submitted application.
  withdraw: 'Withdraw application',
  withdrawConfirm:
    'Withdraw this application? The employer will see it as withdrawn. You cannot send it again or undo this.',
  withdrawn: 'Withdrawn',
  withdrawDone: 'Your application was withdrawn.',
  withdrawFailed: 'Failed to withdraw the application. Please try again.',
  withdrawOnlySubmitted: 'Only a submitted application can be withdrawn; a draft can be deleted.',
  alreadyWithdrawn: 'This application has already been withdrawn.',
  withdrawnNoStatusChange: 'The candidate withdrew this application; its status can no longer be changed.',
} as const;
