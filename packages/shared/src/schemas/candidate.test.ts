import { describe, expect, it } from 'vitest';
import {
  adultBirthCutoff,
  CANDIDATE_MESSAGES,
  candidatePreferences,
  isCandidateProfileComplete,
  isWebAddress,
  portfolioLinkInput,
  workExperienceInput,
  yearsBefore,
} from './candidate.ts';

describe('candidate rules', () => {
  it('When the cut-off is taken, then it is the same day 18 years back, and 29 February falls on the 28th', () => {
    expect(adultBirthCutoff('2026-11-23')).toBe('2008-11-23');
    expect(yearsBefore('2028-02-29', 18)).toBe('2010-02-28');
  });

  it('When preferences repeat, then each is kept once; a fourth distinct one is refused', () => {
    expect(candidatePreferences.parse({ job_titles: ['Nurse', 'nurse ', 'Driver'] }).job_titles).toEqual([
      'Nurse',
      'Driver',
    ]);
    const four = candidatePreferences.safeParse({ job_titles: ['a', 'b', 'c', 'd'] });
    expect(four.error?.issues[0]?.message).toBe(CANDIDATE_MESSAGES.tooManyJobTitles);
  });

  it('When a link has no address, then it is no link; a script address is refused', () => {
    expect(portfolioLinkInput.parse({ platform: 'GitHub', url: ' ' })).toBeNull();
    expect(portfolioLinkInput.parse({ platform: 'GitHub', url: 'https://github.com/a' })).toEqual({
      platform: 'GitHub',
      url: 'https://github.com/a',
    });
    expect(portfolioLinkInput.safeParse({ platform: 'X', url: 'javascript:alert(1)' }).success).toBe(false);
  });

  it('When an experience is current, then its end date is cleared and not checked', () => {
    const parsed = workExperienceInput('2026-01-01').parse({
      company_name: 'A',
      from_date: '2020-01-01',
      to_date: '2030-01-01',
      is_current: true,
    });
    expect(parsed.to_date).toBeNull();
  });

  it('When names and phone are all filled in, then the profile is complete', () => {
    expect(isCandidateProfileComplete({ first_name: 'A', last_name: 'B', phone: '+254700000000' })).toBe(
      true,
    );
    expect(isCandidateProfileComplete({ first_name: 'A', last_name: 'B', phone: ' ' })).toBe(false);
    expect(isWebAddress('https://x.test/a.pdf')).toBe(true);
    expect(isWebAddress('media/cv/1/a.pdf')).toBe(false);
  });
});
