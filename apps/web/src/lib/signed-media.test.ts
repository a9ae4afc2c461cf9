import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetch-mock.ts';
import { servePrefetchedAnswers } from '../test/prefetched.ts';
import { session } from './session.ts';
import { getSignedImage, getSignedMediaUrl } from './signed-media.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

describe('signed media addresses', () => {
  it('When the same key is asked for many times, then one call is made and the answer cached', async () => {
    const { calls } = mockFetch({
      'GET /api/get-signed-media-url/': ({ url }) => ({
        body: {
          url: `/signed/${new URL(url, 'http://x').searchParams.get('file_path')}`,
          expires_at: inMinutes(15),
        },
      }),
    });
    const answers = await Promise.all([
      getSignedMediaUrl('media/logo.png'),
      getSignedMediaUrl('media/logo.png'),
    ]);
    expect(answers).toEqual(['/signed/media/logo.png', '/signed/media/logo.png']);
    expect(await getSignedMediaUrl('media/logo.png')).toBe('/signed/media/logo.png');
    expect(calls).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem('signedMediaCache')!)['media/logo.png'].url).toBe(
      '/signed/media/logo.png',
    );
  });

  it('When the call fails, then an empty address is returned and the key is not asked for again at once', async () => {
    const { calls } = mockFetch({
      'GET /api/get-signed-media-url/': () => ({ status: 404, body: { detail: 'Not found.' } }),
    });
    expect(await getSignedMediaUrl('media/other.png')).toBe('');
    expect(await getSignedMediaUrl('media/other.png')).toBe('');
    expect(calls).toHaveLength(1);
  });

  it('When the page came with the signed address, then it is used without a call while it lives', async () => {
    const { calls } = mockFetch({
      'GET /api/get-signed-media-url/': () => ({
        body: { url: '/fresh/logo.png', expires_at: inMinutes(15) },
      }),
    });
    servePrefetchedAnswers({
      '/api/get-signed-media-url/?file_path=media%2Flogo.png': {
        url: '/sent/logo.png',
        expires_at: inMinutes(12),
      },
      '/api/get-signed-media-url/?file_path=media%2Fold.png': {
        url: '/sent/old.png',
        expires_at: inMinutes(0.5),
      },
    });
    expect(await getSignedMediaUrl('media/logo.png')).toBe('/sent/logo.png');
    expect(calls).toHaveLength(0);
    expect(await getSignedMediaUrl('media/old.png')).toBe('/fresh/logo.png');
    expect(calls).toHaveLength(1);
  });

  it('When the value is already an address or empty, then no call is made', async () => {
    const { calls } = mockFetch({});
    expect(await getSignedMediaUrl('https://cdn.example.com/x.png')).toBe('https://cdn.example.com/x.png');
    expect(await getSignedMediaUrl(null)).toBe('');
    expect(calls).toHaveLength(0);
  });

  it('When an address is about to expire, then it is not reused', async () => {
    const { calls } = mockFetch({
      'GET /api/get-signed-media-url/': () => ({
        body: { url: '/signed/short', expires_at: inMinutes(0.5) },
      }),
    });
    await getSignedMediaUrl('media/short.png');
    await getSignedMediaUrl('media/short.png');
    expect(calls).toHaveLength(2);
  });

  it('When the user logs out while an address is being fetched, then it is not kept', async () => {
    localStorage.setItem('authToken', 'token-1');
    let answer: ((value: { body: unknown }) => void) | undefined;
    mockFetch({ 'GET /api/get-signed-media-url/': () => new Promise((resolve) => (answer = resolve)) });
    const pending = getSignedMediaUrl('media/cv.pdf');
    await vi.waitFor(() => expect(answer).toBeDefined());
    session.end();
    answer!({ body: { url: '/signed/cv', expires_at: inMinutes(15) } });
    await pending;
    expect(localStorage.getItem('signedMediaCache')).toBeNull();
  });

  it('When the key is a company logo, then its public address is given without any call; a CV is still signed', async () => {
    const { calls } = mockFetch({
      'GET /api/get-signed-media-url/': () => ({
        body: { url: '/signed/cv.pdf', expires_at: inMinutes(15) },
      }),
    });
    expect(await getSignedImage('media/company_logo/13/pwani-logo_1795696588845.png')).toEqual({
      url: '/api/logos/13/pwani-logo_1795696588845.png/w160.jpg',
      sources: [
        {
          type: 'image/webp',
          srcset:
            '/api/logos/13/pwani-logo_1795696588845.png/w80.webp 80w, /api/logos/13/pwani-logo_1795696588845.png/w160.webp 160w, /api/logos/13/pwani-logo_1795696588845.png/w320.webp 320w',
        },
      ],
    });
    expect(calls).toHaveLength(0);
    expect(await getSignedMediaUrl('media/cv/4/my-cv_1795696588845.pdf')).toBe('/signed/cv.pdf');
    expect(calls).toHaveLength(1);
  });
});
