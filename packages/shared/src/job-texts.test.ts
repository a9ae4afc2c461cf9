import { describe, expect, it } from 'vitest';
import {
  APPLICANTS_SHOWN_FROM,
  applicantsText,
  cutText,
  FEW_APPLICANTS_TEXT,
  postedAgo,
} from './job-texts.ts';

describe('Cutting a text for a preview or a share', () => {
  it('When a text has emoji, then it is cut by characters (code points), never inside one', () => {
    expect(cutText('🙂🚀🙂', 2)).toBe('🙂🚀...');
    expect(cutText('🙂🚀', 2)).toBe('🙂🚀');
    expect(cutText(` a\n🙂  b${'🚀'.repeat(5)} `, 5)).toBe('a 🙂 b...');
    expect(cutText('plain words here', 11)).toBe('plain words...');
  });
});

describe('What the job page tells (issue 27 item 13)', () => {
  // 10:00 in Nairobi on 25 November 2026.
  const now = new Date('2026-11-25T07:00:00Z');
  it('When a job was published, then the page says how long ago in Nairobi calendar days, weeks, months, years', () => {
    expect(postedAgo('2026-11-25T05:00:00Z', now)).toBe('Posted today');
    // 23:30 the evening before in Nairobi is yesterday, though under 24 hours ago.
    expect(postedAgo('2026-11-24T20:30:00Z', now)).toBe('Posted yesterday');
    // 01:00 today in Nairobi is 22:00 the day before in UTC: still today.
    expect(postedAgo('2026-11-24T22:00:00Z', now)).toBe('Posted today');
    expect(postedAgo('2026-11-22T07:00:00Z', now)).toBe('Posted 3 days ago');
    expect(postedAgo('2026-11-18T07:00:00Z', now)).toBe('Posted 1 week ago');
    expect(postedAgo('2026-11-04T07:00:00Z', now)).toBe('Posted 3 weeks ago');
    expect(postedAgo('2026-10-26T07:00:00Z', now)).toBe('Posted 1 month ago');
    expect(postedAgo('2026-05-25T07:00:00Z', now)).toBe('Posted 6 months ago');
    expect(postedAgo('2024-11-20T07:00:00Z', now)).toBe('Posted 2 years ago');
    expect(postedAgo('2026-11-26T07:00:00Z', now)).toBe('Posted today');
    expect(postedAgo(null, now)).toBeNull();
    expect(postedAgo('not a date', now)).toBeNull();
  });

  it('When few applied, then the page invites; from the threshold on it counts; expired says nothing', () => {
    expect(applicantsText(0, false)).toBe(FEW_APPLICANTS_TEXT);
    expect(applicantsText(APPLICANTS_SHOWN_FROM - 1, false)).toBe(FEW_APPLICANTS_TEXT);
    expect(applicantsText(APPLICANTS_SHOWN_FROM, false)).toBe(`${APPLICANTS_SHOWN_FROM} applicants`);
    expect(applicantsText(1234, true)).toBe('1,234 applicants');
    expect(applicantsText(2, true)).toBeNull();
  });
});
