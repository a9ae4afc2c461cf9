import { escapeHtml } from '../../platform/html.ts';
import type { Mail } from '../../platform/mailer.ts';
import { PASSWORD_RESET_TTL_HOURS, VERIFY_EMAIL_TTL_HOURS } from './tokens.ts';

/** The account e-mails, in plain text and HTML, each with the product's name, the link and its validity. */
// compose is also used by the notification e-mails (modules/notifications/emails.ts): one look for every e-mail.
const PRODUCT = 'Kweli Jobs';

/**
 * Text in an e-mail's body may carry what others typed (a job title, a company's or a person's name).
 * Beyond escaping it, a zero-width space after each dot or colon that runs into a letter or slash keeps
 * mail programs from turning "evil.example" into a link a stranger chose (issue 20, item 8).
 */
const bodyText = (text: string) => escapeHtml(text).replace(/([.:])(?=[\p{L}\p{N}/])/gu, '$1&#8203;');

export function compose(
  to: string,
  subject: string,
  greeting: string,
  lines: string[],
  action: string,
  link: string,
  after: string[],
): Mail {
  const text = [greeting, '', ...lines, '', link, '', ...after, '', `— ${PRODUCT}`].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1b1f1d;line-height:1.5">
<p>${bodyText(greeting)}</p>
${lines.map((l) => `<p>${bodyText(l)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#0b6e4f;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="font-size:13px">Or copy this address into your browser: ${escapeHtml(link)}</p>
${after.map((l) => `<p style="font-size:13px;color:#4d5752">${escapeHtml(l)}</p>`).join('\n')}
<p>— ${PRODUCT}</p></body></html>`;
  return { to, subject, text, html };
}

export function verificationEmail(to: string, name: string, link: string): Mail {
  return compose(
    to,
    `Verify your e-mail address for ${PRODUCT}`,
    `Hello ${name || 'there'},`,
    [`Welcome to ${PRODUCT}. Please confirm your e-mail address to finish creating your account:`],
    'Verify my e-mail address',
    link,
    [
      `This link is valid for ${VERIFY_EMAIL_TTL_HOURS / 24} days and can be used once.`,
      `If you did not create an account on ${PRODUCT}, you can ignore this message.`,
    ],
  );
}

export function passwordResetEmail(to: string, link: string): Mail {
  return compose(
    to,
    `Reset your ${PRODUCT} password`,
    'Hello,',
    [`Someone asked to reset the password of your ${PRODUCT} account. To choose a new password, open:`],
    'Choose a new password',
    link,
    [
      `This link is valid for ${PASSWORD_RESET_TTL_HOURS} hour and can be used once.`,
      'If you did not ask for this, you can ignore this message: your password stays as it is.',
    ],
  );
}

/** Sent when a Google sign-in takes over an account whose address nobody had verified (issue 20, item 1). */
export function passwordRemovedEmail(to: string, resetLink: string): Mail {
  return compose(
    to,
    `A password was removed from your ${PRODUCT} account`,
    'Hello,',
    [
      `You have just signed in to ${PRODUCT} with Google. Before that, someone had created an account with this e-mail address and a password, but never verified the address.`,
      'To keep your account yours, that password has been removed and every other session has been ended. You can keep signing in with Google, or choose a password of your own:',
    ],
    'Choose a password',
    resetLink,
    ['If you set that password yourself, choose it again with the link above.'],
  );
}

/**
 * The answer to a password reset for an address with no (active) account: the same one e-mail a known
 * address gets, so that the mail sent tells an observer nothing (issue 20, item 12).
 */
export function noAccountEmail(to: string, siteLink: string): Mail {
  return compose(
    to,
    `Your ${PRODUCT} password reset`,
    'Hello,',
    [
      `Someone asked to reset the password of a ${PRODUCT} account for this e-mail address, but no active account uses it, so no password was changed.`,
      'If you meant another address, ask again with that one. You can also create an account:',
    ],
    `Open ${PRODUCT}`,
    siteLink,
    ['If you did not ask for this, you can ignore this message.'],
  );
}

/** Told after a password change from /settings (issue 23 item 1): a change the owner did not make is an alarm. */
export function passwordChangedEmail(to: string, resetLink: string): Mail {
  return compose(
    to,
    `Your ${PRODUCT} password was changed`,
    'Hello,',
    [
      `The password of your ${PRODUCT} account has just been changed from the account settings, and every other session has been signed out.`,
      'If you did not do this, choose a new password now:',
    ],
    'Choose a new password',
    resetLink,
    ['If it was you, there is nothing more to do.'],
  );
}

/** The link that confirms a new e-mail address (issue 23 item 1), sent to that address. */
export function emailChangeConfirmEmail(to: string, link: string, hours: number): Mail {
  return compose(
    to,
    `Confirm your new e-mail address for ${PRODUCT}`,
    'Hello,',
    [`You asked to use this address for your ${PRODUCT} account. To confirm it, open:`],
    'Confirm my new address',
    link,
    [
      `This link is valid for ${hours} hours and can be used once.`,
      'If you did not ask for this, you can ignore this message: nothing changes.',
    ],
  );
}

/** Told to the old address when a change is asked (issue 23 item 1): its owner can still stop it. */
export function emailChangeRequestedEmail(to: string, newEmail: string, settingsLink: string): Mail {
  return compose(
    to,
    `Your ${PRODUCT} e-mail address is about to change`,
    'Hello,',
    [
      `Someone signed in to your ${PRODUCT} account asked to change its e-mail address to ${newEmail}. The change happens when the link sent to that address is opened.`,
      'If this was not you, change your password and sign out everywhere else in your settings now:',
    ],
    'Open my settings',
    settingsLink,
    ['If it was you, there is nothing more to do.'],
  );
}

/** Told to the old address once the change is done (issue 23 item 1). */
export function emailChangedEmail(to: string, newEmail: string, contactLink: string): Mail {
  return compose(
    to,
    `Your ${PRODUCT} e-mail address was changed`,
    'Hello,',
    [
      `The e-mail address of your ${PRODUCT} account is now ${newEmail}. This address will no longer receive messages about the account.`,
      `If you did not do this, tell us at once from the contact page of ${PRODUCT}:`,
    ],
    'Contact us',
    contactLink,
    [],
  );
}
