import { JOB_MESSAGES, type JobCard } from '@kweli/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { servePrefetchedAnswers } from '../../test/prefetched.ts';
import { renderPage } from '../../test/render-page.tsx';
import { sampleCard } from '../../test/sample-job.ts';
import { LandingPage } from './landing-page.tsx';

const page = (
  n: number,
  size: number,
  hasNext: boolean,
): { count: number; next: string | null; previous: null; results: JobCard[] } => ({
  count: 45,
  next: hasNext ? `http://x/api/jobs/search/?page=${n + 1}` : null,
  previous: null,
  results: Array.from({ length: size }, (_, i) =>
    sampleCard({ id: n * 100 + i, job_title: `Job ${n}-${i}` }),
  ),
});

/** jsdom lays nothing out: give the result list a scroll size so the 80 % rule can be exercised. */
function layOut(
  el: HTMLElement,
  { scrollHeight, clientHeight }: { scrollHeight: number; clientHeight: number },
) {
  Object.defineProperty(el, 'scrollHeight', { configurable: true, get: () => scrollHeight });
  Object.defineProperty(el, 'clientHeight', { configurable: true, get: () => clientHeight });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Landing page', () => {
  it('When it opens, then it shows the search block, the hero, both feature blocks, and skeletons while loading', async () => {
    let release: () => void = () => {};
    mockFetch({
      'GET /api/jobs/search/': () =>
        new Promise((resolve) => {
          release = () => resolve({ body: page(1, 2, false) });
        }),
    });
    renderPage('/', [{ path: '/', element: <LandingPage /> }]);
    expect(await screen.findByRole('searchbox', { name: 'Job title' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'City' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Kenya' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Find Your Dream Job Today' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "I'm Looking for a Job" })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'For job seekers' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'For employers' })).toBeInTheDocument();
    expect(screen.getAllByTestId('job-card-skeleton').length).toBeGreaterThan(0);
    // The 600 px box holds from 640 px up (jobs.css); below, the list grows with the page.
    expect(screen.getByTestId('job-results-scroll').style.getPropertyValue('--results-height')).toBe('600px');
    await act(async () => release());
    expect(await screen.findByRole('heading', { name: 'Job 1-0' })).toBeInTheDocument();
    expect(screen.queryByTestId('job-card-skeleton')).not.toBeInTheDocument();
  });

  it('When the page came with its first search, then the jobs show without waiting for a call, all of them, the first logo (a public address, decision 106) loaded first', async () => {
    const first = page(1, 20, false);
    first.results[0]!.company_logo = 'media/company_logo/1/logo.png';
    servePrefetchedAnswers({ '/api/jobs/search/?page=1': first });
    // The network never answers: what shows came with the page. (Tests keep nothing fresh, so the app's
    // 30 s staleTime, which spares the real page a second search, does not apply here.)
    const { calls } = mockFetch({
      'GET /api/jobs/search/': () => new Promise(() => {}),
      'GET /api/get-signed-media-url/': () => new Promise(() => {}),
    });
    renderPage('/', [{ path: '/', element: <LandingPage /> }]);
    expect(await screen.findByRole('heading', { name: 'Job 1-0' })).toBeInTheDocument();
    expect(screen.queryByTestId('job-card-skeleton')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('45 jobs found');
    const logo = screen.getByRole('img', { name: 'Safari Tech logo' });
    expect(logo).toHaveAttribute('src', '/api/logos/1/logo.png/w160.jpg');
    expect(logo).toHaveAttribute('loading', 'eager');
    expect(logo).toHaveAttribute('fetchpriority', 'high');
    // The first cards come first; the rest of the page follows.
    expect(await screen.findByRole('heading', { name: 'Job 1-19' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(20);
    expect(calls.filter((c) => c.url.includes('get-signed-media-url'))).toEqual([]);
  });

  it('When the results are loading, then the count line is already there, empty, so the list does not move', async () => {
    mockFetch({ 'GET /api/jobs/search/': () => new Promise(() => {}) });
    renderPage('/', [{ path: '/', element: <LandingPage /> }]);
    expect(await screen.findAllByTestId('job-card-skeleton')).not.toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('When a search is made, then the title, city and country are sent and the results replace the list', async () => {
    const { calls } = mockFetch({
      'GET /api/jobs/search/': ({ url }) => ({
        body: url.includes('job_title') ? page(2, 1, false) : page(1, 1, false),
      }),
    });
    const router = renderPage('/', [{ path: '/', element: <LandingPage /> }]);
    await screen.findByRole('heading', { name: 'Job 1-0' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Job title' }), 'nurse');
    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'Nairobi');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Kenya');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { name: 'Job 2-0' })).toBeInTheDocument();
    const url = new URL(calls.at(-1)!.url, 'http://x');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      job_title: 'nurse',
      city: 'Nairobi',
      country: 'Kenya',
      page: '1',
    });
    expect(router.state.location.search).toBe('?job_title=nurse&city=Nairobi&country=Kenya');
  });

  it('When nothing matches, then the exact empty message shows', async () => {
    mockFetch({
      'GET /api/jobs/search/': () => ({ body: { count: 0, next: null, previous: null, results: [] } }),
    });
    renderPage('/?job_title=zzz', [{ path: '/', element: <LandingPage /> }]);
    expect(await screen.findByText(JOB_MESSAGES.noResults)).toBeInTheDocument();
  });

  it('When the list is scrolled past 80 %, then the next page loads, at most once per 150 ms', async () => {
    const { calls } = mockFetch({
      'GET /api/jobs/search/': ({ url }) => {
        const n = Number(new URL(url, 'http://x').searchParams.get('page'));
        return { body: page(n, 20, n < 3) };
      },
    });
    const HTMLElementProto = HTMLElement.prototype;
    const scrollHeight = Object.getOwnPropertyDescriptor(HTMLElementProto, 'scrollHeight');
    // Before the first results arrive, make every element look tall enough to scroll.
    Object.defineProperty(HTMLElementProto, 'scrollHeight', { configurable: true, get: () => 2000 });
    Object.defineProperty(HTMLElementProto, 'clientHeight', { configurable: true, get: () => 600 });
    try {
      renderPage('/', [{ path: '/', element: <LandingPage /> }]);
      await screen.findByRole('heading', { name: 'Job 1-0' });
      const box = screen.getByTestId('job-results-scroll');
      layOut(box, { scrollHeight: 2000, clientHeight: 600 });
      // The list grows as pages arrive: 100 px a card.
      Object.defineProperty(box, 'scrollHeight', {
        configurable: true,
        get: () => 100 * box.querySelectorAll('article').length,
      });
      const searches = () => calls.filter((c) => c.url.includes('/jobs/search/')).length;
      expect(searches()).toBe(1);

      // 70 %: not yet.
      box.scrollTop = 800;
      fireEvent.scroll(box);
      await new Promise((r) => setTimeout(r, 200));
      expect(searches()).toBe(1);

      // 80 %: the next page.
      box.scrollTop = 1000;
      fireEvent.scroll(box);
      await waitFor(() => expect(searches()).toBe(2));
      expect(await screen.findByRole('heading', { name: 'Job 2-0' })).toBeInTheDocument();
      expect(calls.at(-1)!.url).toContain('page=2');
    } finally {
      if (scrollHeight) Object.defineProperty(HTMLElementProto, 'scrollHeight', scrollHeight);
      // clientHeight lives on Element in jsdom; removing ours restores it.
      delete (HTMLElementProto as unknown as Record<string, unknown>).clientHeight;
    }
  });

  it('When a signed-in candidate saved a job before (a reload), then its card says Saved from the start', async () => {
    localStorage.setItem('authToken', 'token');
    localStorage.setItem('userRole', 'candidate');
    mockFetch({
      'GET /api/jobs/search/': () => ({ body: page(1, 2, false) }),
      'GET /api/candidate/saved-jobs/ids/': () => ({ body: { job_ids: [101] } }),
    });
    renderPage('/', [{ path: '/', element: <LandingPage /> }]);
    const saved = await screen.findByRole('button', { name: /^Saved / });
    expect(saved).toBeDisabled();
    expect(screen.getAllByRole('button', { name: /^Save / })).toHaveLength(1);
  });

  it('When a visitor looks, then nobody is asked for saved jobs', async () => {
    const { calls } = mockFetch({ 'GET /api/jobs/search/': () => ({ body: page(1, 2, false) }) });
    renderPage('/', [{ path: '/', element: <LandingPage /> }]);
    await screen.findByRole('heading', { name: 'Job 1-0' });
    expect(calls.some((c) => c.url.includes('saved-jobs'))).toBe(false);
  });

  it('When a search is made on a phone, then the list grows with the page and the form folds to one line with Edit', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    try {
      mockFetch({ 'GET /api/jobs/search/': () => ({ body: page(1, 2, false) }) });
      renderPage('/', [{ path: '/', element: <LandingPage /> }]);
      await screen.findByRole('heading', { name: 'Job 1-0' });
      const list = screen.getByTestId('job-results-scroll');
      expect(list).not.toHaveAttribute('tabindex');
      expect(list).toHaveAccessibleName('Job search results');
      await userEvent.type(screen.getByRole('searchbox', { name: 'Job title' }), 'engineer');
      await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'Nairobi');
      await userEvent.click(screen.getByRole('button', { name: 'Search' }));
      expect(await screen.findByText('engineer in Nairobi')).toBeInTheDocument();
      expect(screen.queryByRole('form', { name: 'Search jobs' })).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Edit the search: engineer in Nairobi' }));
      expect(screen.getByRole('searchbox', { name: 'Job title' })).toHaveValue('engineer');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
