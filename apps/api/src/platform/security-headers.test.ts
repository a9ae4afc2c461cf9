import { describe, expect, it } from 'vitest';
import { testConfig } from '../test/test-app.ts';
import { isResourceAddress, resourceHeaders, securityHeaders } from './security-headers.ts';

describe('which answers carry the page headers (decision 106)', () => {
  it.each([
    '/',
    '/?job_title=nurse',
    '/public/jobs/12/details',
    '/login',
    '/sw.js',
    '/jobs/feed.xml',
    '/sitemap.xml',
    '/favicon.svg.html',
    '/manifest.webmanifest/x',
    '/iconsx/a.png',
  ])('When %s is asked for, then it is a document: the full set', (url) => {
    expect(isResourceAddress(url)).toBe(false);
  });

  it.each([
    '/api/jobs/search/?page=1',
    '/api/logos/1/logo.png/w80.webp',
    '/assets/index-b1o_E98P.js',
    '/assets/index-CGOxv0TV.css',
    '/icons/icon-192.png',
    '/favicon.svg',
    '/manifest.webmanifest',
    '/manifest.webmanifest?v=1',
  ])('When %s is asked for, then it is a resource: the short set', (url) => {
    expect(isResourceAddress(url)).toBe(true);
  });

  it('When an answer is a resource, then it keeps nosniff, no framing, the referrer and resource policies and a policy that loads nothing', () => {
    const page = securityHeaders(testConfig());
    const resource = resourceHeaders(page);
    expect(resource).toMatchObject({
      'Content-Security-Policy': "default-src 'none';frame-ancestors 'none'",
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Cross-Origin-Resource-Policy': 'same-origin',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
    expect(resource['Strict-Transport-Security']).toBe(page['Strict-Transport-Security']);
    expect(page['Content-Security-Policy']).toContain("script-src 'self'");
  });
});
