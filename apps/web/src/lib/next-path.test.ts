import { describe, expect, it } from 'vitest';
import { loginPathReturningTo, safeNextPath } from './next-path.ts';

describe('the next path after login', () => {
  it.each([
    ['/candidate-dashboard/notifications?highlight=15', '/candidate-dashboard/notifications?highlight=15'],
    ['/employer/jobs/4/applicants', '/employer/jobs/4/applicants'],
    ['/public/jobs/7/details#apply', '/public/jobs/7/details#apply'],
  ])('When next is %s, then login returns there', (next, path) => {
    expect(safeNextPath(next)).toBe(path);
  });

  it.each([
    '//evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    'https://evil.com',
    'http:evil.com',
    'javascript:alert(1)',
    '%2F%2Fevil.com',
    '/%2F%2Fevil.com',
    '/%5Cevil.com',
    '/%252F%252Fevil.com',
    '%2F%5Cevil.com',
    '/\t/evil.com',
    '/%09/evil.com',
    'evil.com',
    '/login',
    '',
    null,
  ])('When next is %j, then it is refused', (next) => {
    expect(safeNextPath(next)).toBeNull();
  });

  it('When a guarded page sends to login, then the address carries it encoded', () => {
    expect(loginPathReturningTo('/candidate-dashboard/notifications?highlight=15')).toBe(
      '/login?next=%2Fcandidate-dashboard%2Fnotifications%3Fhighlight%3D15',
    );
    expect(loginPathReturningTo('//evil.com')).toBe('/login');
  });
});
