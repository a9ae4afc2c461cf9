import { describe, expect, it } from 'vitest';
import { servePrefetchedAnswers } from '../test/prefetched.ts';
import { prefetchedAnswer } from './prefetched.ts';

describe('prefetched answers', () => {
  it('When the page came with answers, then a call finds its own by the address the client would ask', () => {
    servePrefetchedAnswers({
      '/api/jobs/search/?page=1': { count: 1 },
      '/api/get-signed-media-url/?file_path=media%2Fcompany_logo%2F1%2Flogo.png': { url: '/files/logo.png' },
    });
    expect(prefetchedAnswer('/jobs/search/', { page: 1 })).toEqual({ count: 1 });
    expect(
      prefetchedAnswer('/get-signed-media-url/', { file_path: 'media/company_logo/1/logo.png' }),
    ).toEqual({
      url: '/files/logo.png',
    });
    expect(prefetchedAnswer('/jobs/search/', { page: 2 })).toBeUndefined();
    expect(prefetchedAnswer('/jobs/search/', { job_title: 'nurse', page: 1 })).toBeUndefined();
  });

  it('When the page has no answers, or a damaged block, then nothing is found', () => {
    expect(prefetchedAnswer('/jobs/search/', { page: 1 })).toBeUndefined();
    servePrefetchedAnswers({});
    document.getElementById('prefetched-answers')!.textContent = '{"/api/jobs/search/?page=1": ';
    expect(prefetchedAnswer('/jobs/search/', { page: 1 })).toBeUndefined();
  });
});
