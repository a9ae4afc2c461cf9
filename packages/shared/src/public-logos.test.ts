import { describe, expect, it } from 'vitest';
import { logoKeyOfPath, PUBLIC_LOGOS_PATH, publicLogoImage } from './public-logos.ts';

describe('publicLogoImage and logoKeyOfPath', () => {
  const key = 'media/company_logo/13/pwani-beach-resort-logo_1795696588845.png';

  it('When a logo key is given, then every address it makes leads back to that key and its variant', () => {
    const image = publicLogoImage(key)!;
    const addresses = [image.url, ...image.sources![0]!.srcset.split(', ').map((c) => c.split(' ')[0]!)];
    expect(addresses.map((address) => logoKeyOfPath(address.slice(PUBLIC_LOGOS_PATH.length)))).toEqual([
      { key, variant: 'w160.jpg' },
      { key, variant: 'w80.webp' },
      { key, variant: 'w160.webp' },
      { key, variant: 'w320.webp' },
    ]);
  });

  it.each([
    'media/cv/13/my-cv_1795696588845.pdf',
    'media/profile_picture/13/me_1795696588845.png',
    'media/application_cv/13/cv_1795696588845.pdf',
    'media/company_logo/x/logo.png',
    'media/company_logo/13/../../cv/13/my-cv.pdf',
    'media/company_logo/13/sub/logo.png',
    '/api/files/media/company_logo/13/logo.png',
  ])('When %s is given, then no public address is made', (other) => {
    expect(publicLogoImage(other)).toBeNull();
  });

  it.each([
    '13/logo.png/original.png',
    '13/logo.png',
    '13/logo.png/w160.jpg/x',
    '13/..%2F..%2Fcv/w160.jpg',
    '13/../w160.jpg',
    '13/..logo.png/w160.jpg',
    'x/logo.png/w160.jpg',
    '13/logo.png/w90.webp',
  ])('When the path %s is asked for, then it names no logo', (path) => {
    expect(logoKeyOfPath(path)).toBeNull();
  });
});
