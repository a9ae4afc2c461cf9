/**
 * Job alerts' values and texts (issue 24; docs/product/rules.md "Job alerts"), apart from their zod schemas
 * (schemas/alerts.ts) so that the landing page's "Create alert for this search" button does not download
 * zod (docs/decisions/016-web-budgets.md).
 */
export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
/** Alerts one candidate (or one e-mail address) may have at once. */
export const ALERTS_MAX = 20;
/** A visitor's alert not started within this many days is deleted with its e-mail address. */
export const ALERT_UNCONFIRMED_DAYS = 7;

export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  instant: 'As jobs are published',
  daily: 'Daily',
  weekly: 'Weekly',
};

export const ALERT_MESSAGES = {
  createButton: 'Create alert for this search',
  emptyQuery: 'Choose at least one search word or filter for the alert.',
  tooMany: `You can have at most ${ALERTS_MAX} job alerts. Delete one to create another.`,
  frequencyInvalid: 'Choose instant, daily or weekly.',
  created: 'Job alert created. New jobs for this search will be e-mailed to you.',
  subscribed: 'Almost done: check your e-mail and open the link to start the alert.',
  failed: 'Failed to create the job alert. Please try again.',
  confirmed: 'Your job alert is on. New jobs for this search will be e-mailed to you.',
  unsubscribed: 'You will no longer receive this job alert.',
  alreadyEnded: 'This job alert had already ended. You will not receive it.',
  invalidLink: 'This link is not valid. Open the latest link from the e-mail.',
  confirmExpired: `This link has expired: a job alert not started within ${ALERT_UNCONFIRMED_DAYS} days is deleted. Create the alert again from a search.`,
  notFound: 'This job alert could not be found.',
  noAlerts: "You haven't created any job alerts yet",
  deleted: 'Job alert deleted.',
  loadFailed: 'Failed to load your job alerts. Please try again.',
  fromProfile: 'Made from the job titles in your profile preferences; it follows them when you change them.',
  /** The browse-jobs page's link to the RSS feed of its search (issue 24 item 7: /jobs/feed.xml). */
  feedLink: 'RSS feed of this search',
} as const;
