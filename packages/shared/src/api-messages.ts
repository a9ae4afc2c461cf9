/**
 * Generic texts of the error handler (not from the spec, kept here so both sides share them). No zod
 * here: the web app's fetch client, part of the landing page's entry, reads the 403 text
 * (docs/decisions/016-web-budgets.md).
 */
export const API_MESSAGES = {
  notFound: 'Not found.',
  unauthenticated: 'Authentication credentials were not provided or have expired.',
  forbidden: 'You do not have permission to perform this action.',
  serverError: 'Something went wrong on our side. Please try again.',
  unavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  databaseUnavailable: 'The database is not answering. Please try again in a moment.',
  tooLarge: 'The request is too large.',
  addressTooLong: 'The address is too long.',
  badAddress: 'The address is not valid.',
  rateLimited: (seconds: number) => `Too many attempts. Please try again in ${formatWait(seconds)}.`,
} as const;

function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
