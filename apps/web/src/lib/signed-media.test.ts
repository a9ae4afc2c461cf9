import { describe, expect, it } from 'vitest';
import { mockFetch } from '../test/fetch-mock.ts';
import { getSignedMediaUrl } from './signed-media.ts';

describe('signed media addresses', () => {
  it('When the same key is asked for many times, then one call is made and the answer cached', async () => {
    const { calls } = mockFetch({
      'GET /api/get-signed-media-url/': ({ url }) => ({
        body: { url: `/signed/${new URL(url, 'http://x').searchParams.get('file_path')}` },
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

  it('When the call fails, then an empty address is returned', async () => {
    mockFetch({ 'GET /api/get-signed-media-url/': () => ({ status: 404, body: { detail: 'Not found.' } }) });
    expect(await getSignedMediaUrl('media/other.png')).toBe('');
  });

  it('When the value is already an address or empty, then no call is made', async () => {
    const { calls } = mockFetch({});
    expect(await getSignedMediaUrl('https://cdn.example.com/x.png')).toBe('https://cdn.example.com/x.png');
    expect(await getSignedMediaUrl(null)).toBe('');
    expect(calls).toHaveLength(0);
  });
});
