import { escapeHtml } from '../../platform/html.ts';
import type { Mail } from '../../platform/mailer.ts';
import type { Language } from '../../platform/texts.ts';
import { authTexts } from './texts.ts';
import { PASSWORD_RESET_TTL_HOURS, VERIFY_EMAIL_TTL_HOURS } from './tokens.ts';

/**
 * The account e-mails, in plain text and HTML, each with the product's name, the link and its validity,
 * in the recipient's language (issue 25 item 1; texts in ./locales).
 */
// compose is also used by the other modules' e-mails (notifications, alerts, privacy, moderation): one
// look, one greeting and one sign-off for every e-mail.

/**
 * Text in an e-mail's body may carry what others typed (a job title, a company's or a person's name).
 * Beyond escaping it, a zero-width space after each dot or colon that runs into a letter or slash keeps
 * mail programs from turning "evil.example" into a link a stranger chose (issue 20, item 8).
 */
const bodyText = (text: string) => escapeHtml(text).replace(/([.:])(?=[\p{L}\p{N}/])/gu, '$1&#8203;');

/** "Hello," in the recipient's language (for e-mails that compose their own body, as the alerts do). */
export const helloLine = (language: Language) => authTexts(language)('frame.hello');
/** "— Kweli Jobs" / "Asante, Timu ya Kweli Jobs": the lines that close every e-mail. */
export const signOff = (language: Language) => authTexts(language)('frame.signOff').split('\n');

export function compose(
  to: string,
  subject: string,
  greeting: string,
  lines: string[],
  action: string,
  link: string,
  after: string[],
  language: Language = 'en',
): Mail {
  const t = authTexts(language);
  const closing = signOff(language);
  const text = [greeting, '', ...lines, '', link, '', ...after, '', ...closing].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1b1f1d;line-height:1.5">
<p>${bodyText(greeting)}</p>
${lines.map((l) => `<p>${bodyText(l)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#0b6e4f;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="font-size:13px">${escapeHtml(t('frame.copyAddress', { link }))}</p>
${after.map((l) => `<p style="font-size:13px;color:#4d5752">${escapeHtml(l)}</p>`).join('\n')}
<p>${closing.map(escapeHtml).join('<br>')}</p></body></html>`;
  return { to, subject, text, html };
}

export function verificationEmail(to: string, name: string, link: string, language: Language = 'en'): Mail {
  const t = authTexts(language);
  return compose(
    to,
    t('verify.subject'),
    name ? t('frame.helloName', { name }) : t('frame.helloThere'),
    [t('verify.welcome')],
    t('verify.action'),
    link,
    [t('frame.linkValidDays', { count: VERIFY_EMAIL_TTL_HOURS / 24 }), t('verify.notYou')],
    language,
  );
}

export function passwordResetEmail(to: string, link: string, language: Language = 'en'): Mail {
  const t = authTexts(language);
  return compose(
    to,
    t('reset.subject'),
    t('frame.hello'),
    [t('reset.asked')],
    t('frame.chooseNewPassword'),
    link,
    [t('frame.linkValidHours', { count: PASSWORD_RESET_TTL_HOURS }), t('reset.notYou')],
    language,
  );
}

/** Sent when a Google sign-in takes over an account whose address nobody had verified (issue 20, item 1). */
export function passwordRemovedEmail(to: string, resetLink: string, language: Language = 'en'): Mail {
  const t = authTexts(language);
  return compose(
    to,
    t('passwordRemoved.subject'),
    t('frame.hello'),
    [t('passwordRemoved.signedIn'), t('passwordRemoved.removed')],
    t('passwordRemoved.action'),
    resetLink,
    [t('passwordRemoved.setItAgain')],
    language,
  );
}

/**
 * The answer to a password reset for an address with no (active) account: the same one e-mail a known
 * address gets, so that the mail sent tells an observer nothing (issue 20, item 12). No account means no
 * language of its own: it goes out in English.
 */
export function noAccountEmail(to: string, siteLink: string, language: Language = 'en'): Mail {
  const t = authTexts(language);
  return compose(
    to,
    t('noAccount.subject'),
    t('frame.hello'),
    [t('noAccount.asked'), t('noAccount.another')],
    t('noAccount.action'),
    siteLink,
    [t('noAccount.notYou')],
    language,
  );
}

/** Told after a password change from /settings (issue 23 item 1): a change the owner did not make is an alarm. */
export function passwordChangedEmail(to: string, resetLink: string, language: Language = 'en'): Mail {
  const t = authTexts(language);
  return compose(
    to,
    t('passwordChanged.subject'),
    t('frame.hello'),
    [t('passwordChanged.changed'), t('passwordChanged.notYou')],
    t('frame.chooseNewPassword'),
    resetLink,
    [t('frame.itWasYou')],
    language,
  );
}

/** The link that confirms a new e-mail address (issue 23 item 1), sent to that address. */
export function emailChangeConfirmEmail(
  to: string,
  link: string,
  hours: number,
  language: Language = 'en',
): Mail {
  const t = authTexts(language);
  return compose(
    to,
    t('emailChangeConfirm.subject'),
    t('frame.hello'),
    [t('emailChangeConfirm.asked')],
    t('emailChangeConfirm.action'),
    link,
    [t('frame.linkValidHours', { count: hours }), t('emailChangeConfirm.notYou')],
    language,
  );
}

/** Told to the old address when a change is asked (issue 23 item 1): its owner can still stop it. */
export function emailChangeRequestedEmail(
  to: string,
  newEmail: string,
  settingsLink: string,
  language: Language = 'en',
): Mail {
  const t = authTexts(language);
  return compose(
    to,
    t('emailChangeRequested.subject'),
    t('frame.hello'),
    [t('emailChangeRequested.asked', { newEmail }), t('emailChangeRequested.notYou')],
    t('emailChangeRequested.action'),
    settingsLink,
    [t('frame.itWasYou')],
    language,
  );
}

/** Told to the old address once the change is done (issue 23 item 1). */
export function emailChangedEmail(
  to: string,
  newEmail: string,
  contactLink: string,
  language: Language = 'en',
): Mail {
  const t = authTexts(language);
  return compose(
    to,
    t('emailChanged.subject'),
    t('frame.hello'),
    [t('emailChanged.changed', { newEmail }), t('emailChanged.notYou')],
    t('emailChanged.action'),
    contactLink,
    [],
    language,
  );
}
