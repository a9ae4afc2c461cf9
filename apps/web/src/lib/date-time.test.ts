import { nairobiTime } from '@kweli/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../i18n/index.ts';
import { formatDate, interviewTime } from './date-time.ts';

/** Dates in the reader's language (issue 25 item 1). */
afterEach(async () => {
  await changeLanguage('en');
});

describe('dates in the reader language', () => {
  it('When the reader reads English, then a due date and an interview time read as the spec writes them', () => {
    expect(formatDate('2030-05-04')).toBe('4 May 2030');
    // The same words as the shared nairobiTime (the e-mails and the calendar file use it too).
    expect(interviewTime('2026-12-01T07:00:00.000Z')).toBe('Tuesday 1 December 2026, 10:00 (Nairobi time)');
    expect(interviewTime('2026-12-01T07:00:00.000Z')).toBe(nairobiTime('2026-12-01T07:00:00.000Z'));
  });

  it('When the reader reads Swahili, then the due date and the interview time are in Swahili, in Nairobi time', async () => {
    await changeLanguage('sw');
    expect(formatDate('2030-05-04')).toBe('4 Mei 2030');
    // 21:30 UTC on 30 November is 00:30 on Tuesday 1 December in Nairobi.
    expect(interviewTime('2026-11-30T21:30:00Z')).toBe('Jumanne, 1 Desemba 2026, saa 00:30 (saa za Nairobi)');
  });
});
