import { TIME_ZONE } from '@kweli/shared';
import { currentLanguage, intlLocale, type Language } from '../i18n/index.ts';

const formats = new Map<Language, Intl.DateTimeFormat>();

/**
 * A moment as people in Kenya read it, in the product's calendar (Nairobi time), e.g. "25 Nov 2026,
 * 14:05": the audit log, the sessions list and "Employers who viewed your profile". In the reader's
 * language (issue 25 item 1: en-KE or sw-KE). A formatter is made once per language: building one costs
 * more than formatting with it.
 */
export function dateTimeInNairobi(iso: string): string {
  const language = currentLanguage();
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale('en-KE'), {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: TIME_ZONE,
    });
    formats.set(language, format);
  }
  return format.format(new Date(iso));
}
