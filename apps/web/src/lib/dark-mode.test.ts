import { describe, expect, it } from 'vitest';
import { isLightOnlyPath } from './dark-mode.ts';

describe('isLightOnlyPath', () => {
  it.each([
    '/',
    '/login',
    '/SignUp/candidate',
    '/SignUp/employer',
    '/signup/candidate',
    '/terms-and-conditions',
    '/password-reset',
    '/password-reset-request',
    '/password-reset/confirm',
    '/password-reset-confirm/MQ/abc123',
  ])('When the path is %s, then dark mode is never applied', (path) => {
    expect(isLightOnlyPath(path)).toBe(true);
  });

  it.each([
    '/terms',
    '/about',
    '/candidate-dashboard',
    '/employer-dashboard/drafts',
    '/password-reset-confirm/',
    '/browse-jobs',
  ])('When the path is %s, then the preference applies', (path) => {
    expect(isLightOnlyPath(path)).toBe(false);
  });
});
