import { escapeHtml } from '../../platform/html.ts';
import type { Mail } from '../../platform/mailer.ts';
import { PASSWORD_RESET_TTL_HOURS, VERIFY_EMAIL_TTL_HOURS } from './tokens.ts';

/** The account e-mails, in plain text and HTML, each with the product's name, the link and its validity. */
// compose is also used by the notification e-mails (modules/notifications/emails.ts): one look for every e-mail.
const PRODUCT = 'Kweli Jobs';

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
<p>${escapeHtml(greeting)}</p>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
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
