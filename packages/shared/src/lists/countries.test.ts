import { describe, expect, it } from 'vitest';
import { joinPhoneNumber, PHONE_CODES, phoneCodeOfCountry, splitPhoneNumber } from './countries.ts';

describe('Phone numbers whose code several countries share (issue 27 item 16, decision 056)', () => {
  it('When a stored number is read back, then the country comes from the number, not the first of its code', () => {
    expect(splitPhoneNumber('+14165550123')).toEqual({ code: '+1', country: 'Canada', number: '4165550123' });
    expect(splitPhoneNumber('+12125550123').country).toBe('United States');
    expect(splitPhoneNumber('+18765550123')).toMatchObject({ code: '+1876', country: 'Jamaica' });
    expect(splitPhoneNumber('+77011234567').country).toBe('Kazakhstan');
    expect(splitPhoneNumber('+74951234567').country).toBe('Russia');
    expect(splitPhoneNumber('+447911123456').country).toBe('United Kingdom');
    expect(splitPhoneNumber('+254712345678')).toEqual({
      code: '+254',
      country: 'Kenya',
      number: '712345678',
    });
    expect(splitPhoneNumber('')).toEqual({ code: '+254', country: 'Kenya', number: '' });
  });

  it('When a country is chosen, then its code is the one joined to the number; every country of the pickers is there once', () => {
    expect(phoneCodeOfCountry('Canada')).toBe('+1');
    expect(phoneCodeOfCountry('Kazakhstan')).toBe('+7');
    expect(joinPhoneNumber(phoneCodeOfCountry('Canada')!, '4165550123')).toBe('+14165550123');
    const names = PHONE_CODES.map((p) => p.country);
    expect(new Set(names).size).toBe(names.length);
  });
});
