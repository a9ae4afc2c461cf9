import { TALENT_MESSAGES } from '@kweli/shared';

/** Shown for the 3 seconds before an expired session is ended on the talent pages. */
export function SessionExpiredAlert() {
  return (
    <p className="alert alert-error" role="alert">
      {TALENT_MESSAGES.sessionExpired}
    </p>
  );
}
