import { TALENT_MESSAGES } from '@kweli/shared';
import { messageText } from '../../../i18n/messages/index.ts';

/** Shown for the 3 seconds before an expired session is ended on the talent pages. */
export function SessionExpiredAlert() {
  return (
    <p className="alert alert-error" role="alert">
      {messageText(TALENT_MESSAGES.sessionExpired)}
    </p>
  );
}
