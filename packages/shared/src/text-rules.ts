import { z } from 'zod';
import { normalizeWebAddress } from './web-address.ts';

/**
 * Characters no text field of ours accepts (issue 20, item 6): NUL and the other C0 controls, DEL and the
 * C1 controls, and the Unicode bidirectional embeddings, overrides and isolates (U+202A-U+202E,
 * U+2066-U+2069), which make text read differently from what it is ("invoice‮fdp.exe"). Tab, line feed
 * and carriage return are allowed only in the multi-line fields below. The API refuses such text with
 * a field error; file names are cleaned of the same characters instead (a name comes from a device).
 */
export const TEXT_MESSAGES = {
  hiddenCharacters:
    'This field contains control or text-direction characters that are not allowed. Please remove them.',
} as const;

/** The fields written in a multi-line box (a textarea): the only ones where line breaks and tabs belong. */
export const MULTILINE_TEXT_FIELDS: ReadonlySet<string> = new Set([
  'description',
  'requirements',
  'application_details',
  'benefits',
  'company_description',
  'responsibilities',
  'cover_letter',
  'details',
  'reason',
  // Issue 28: a screening answer, a message to a candidate, a note, a message on an application.
  'answer',
  'message',
  'body',
]);

/** Fields holding a file's name as the device gave it: cleaned (withoutHiddenCharacters), never refused. */
export const FILE_NAME_FIELDS: ReadonlySet<string> = new Set(['filename']);

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const HIDDEN_IN_MULTILINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const HIDDEN_IN_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const HIDDEN_EVERYWHERE = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

/** Whether a field's text holds a character it may not (line breaks count only outside multi-line fields). */
export function hasHiddenCharacters(text: string, multiline = false): boolean {
  return (multiline ? HIDDEN_IN_MULTILINE : HIDDEN_IN_SINGLE_LINE).test(text);
}

/** A file name without any of those characters (a name is one line). */
export function withoutHiddenCharacters(text: string): string {
  return text.replace(HIDDEN_EVERYWHERE, '');
}

export const LINK_MESSAGES = {
  notWebAddress: 'Enter a web address starting with http:// or https://',
} as const;

/**
 * A link field holds a web address (issue 20, item 7): http:// or https:// with a host; `javascript:`,
 * `data:` and every other scheme are refused. Link fields complete what was typed first (adding
 * https:// to "www.example.co.ke", web-address.ts), then check.
 */
export function isWebLink(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export const NAME_MESSAGES = {
  noWebAddress: 'A name cannot contain a web address.',
} as const;

/**
 * Names are shown in e-mails to other people, where a mail program would turn "www.…" or "…://…" into a
 * link a stranger chose (issue 20, item 8): a name that looks like an address is refused.
 */
export const looksLikeWebAddress = (text: string): boolean => /:\/\/|www\./i.test(text);

/** A name field: the field's own rules, then no web address. */
export const personName = <T extends z.ZodType<string, string>>(schema: T): T =>
  schema.refine((v) => !looksLikeWebAddress(v), { error: NAME_MESSAGES.noWebAddress });

/**
 * A link field: empty, or a web address. What was typed is completed first ("github.com/x" is
 * https://github.com/x, issue 27 item 7), then checked.
 */
export const webLink = (max: number) =>
  z
    .string()
    .trim()
    .overwrite(normalizeWebAddress)
    .max(max)
    .refine((v) => v === '' || isWebLink(v), { error: LINK_MESSAGES.notWebAddress });
