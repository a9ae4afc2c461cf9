import { describe, expect, it } from 'vitest';
import { normalizeWebAddress } from './web-address.ts';

describe('web addresses as people type them', () => {
  it.each([
    ['github.com/wanjiku', 'https://github.com/wanjiku'],
    ['www.example.co.ke', 'https://www.example.co.ke'],
    ['  example.com/jobs?x=1  ', 'https://example.com/jobs?x=1'],
    ['example.com:8080/a', 'https://example.com:8080/a'],
    ['//example.com', 'https://example.com'],
  ])('When %j is typed, then it is taken as %j', (typed, address) => {
    expect(normalizeWebAddress(typed)).toBe(address);
  });

  it.each([
    'https://example.com',
    'http://example.com',
    'HTTPS://Example.com',
    'javascript:alert(1)',
    'mailto:a@b.co',
    '',
  ])('When %j already has a scheme (or is empty), then it is left for the checks', (typed) => {
    expect(normalizeWebAddress(typed)).toBe(typed);
  });
});
