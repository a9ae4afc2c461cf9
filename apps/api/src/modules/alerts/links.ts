import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signed links of a job alert (docs/decisions/071-job-alerts.md): confirming a visitor's alert and
 * ending any alert without signing in. The token is an HMAC of the purpose and the alert's id under a key
 * derived from JWT_SECRET, so a link names exactly one alert and cannot be made for another; ending an
 * alert twice changes nothing.
 */
export type AlertLinkPurpose = 'confirm' | 'unsubscribe';

const keyOf = (secret: string) => createHmac('sha256', secret).update('kweli job alert links').digest();

export function alertToken(secret: string, purpose: AlertLinkPurpose, alertId: number): string {
  return createHmac('sha256', keyOf(secret)).update(`${purpose}:${alertId}`).digest('base64url');
}

export function isAlertToken(
  secret: string,
  purpose: AlertLinkPurpose,
  alertId: number,
  token: string,
): boolean {
  const expected = Buffer.from(alertToken(secret, purpose, alertId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The web page of a link (it calls the API and shows the result). */
export const alertPagePath = (purpose: AlertLinkPurpose) =>
  purpose === 'confirm' ? '/job-alerts/confirm' : '/job-alerts/unsubscribe';

export function alertLink(
  publicUrl: string,
  secret: string,
  purpose: AlertLinkPurpose,
  alertId: number,
): string {
  return `${publicUrl}${alertPagePath(purpose)}?alert=${alertId}&token=${alertToken(secret, purpose, alertId)}`;
}

/** The one-click address of RFC 8058: a POST there ends the alert; a GET shows the page. */
export function oneClickAddress(publicUrl: string, secret: string, alertId: number): string {
  return `${publicUrl}/api/job-alerts/unsubscribe/?alert=${alertId}&token=${alertToken(secret, 'unsubscribe', alertId)}`;
}
