import { TIME_ZONE } from '@kweli/shared';

let format: Intl.DateTimeFormat | undefined;

/**
 * A moment as people in Kenya read it, in the product's calendar (Nairobi time), e.g. "25 Nov 2026,
 * 14:05": the audit log, the sessions list and "Employers who viewed your profile". The formatter is
 * made once: building one costs more than formatting with it.
 */
export function dateTimeInNairobi(iso: string): string {
  format ??= new Intl.DateTimeFormat('en-KE', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  });
  return format.format(new Date(iso));
}
