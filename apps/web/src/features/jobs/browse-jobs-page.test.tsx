import { ALERT_MESSAGES } from '@kweli/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n/index.ts';
import { messageText } from '../../i18n/messages/index.ts';
import labels from '../../lib/locales/sw.json';
import { mockFetch } from '../../test/fetch-mock.ts';
import { renderPage } from '../../test/render-page.tsx';
import { sampleCard } from '../../test/sample-job.ts';
import { BrowseJobsPage } from './browse-jobs-page.tsx';

const lastQuery = (calls: { url: string }[]) =>
  Object.fromEntries(
    new URL(calls.filter((c) => c.url.includes('/jobs/search/')).at(-1)!.url, 'http://x').searchParams,
  );

describe('Browse jobs page', () => {
  it('When the search has more matches than it counted, then the count says "More than"', async () => {
    mockFetch({
      'GET /api/jobs/search/': () => ({
        body: {
          count: 1000,
          count_capped: true,
          next: null,
          previous: null,
          results: [sampleCard()],
        },
      }),
    });
    renderPage('/browse-jobs', [{ path: '/browse-jobs', element: <BrowseJobsPage /> }]);
    expect(await screen.findByText('More than 1,000 jobs found')).toBeInTheDocument();
  });

  it('When a county is chosen, then the search runs with it, the address keeps it, and a card shows town, county and country', async () => {
    const { calls } = mockFetch({
      'GET /api/jobs/search/': () => ({
        body: {
          count: 1,
          next: null,
          previous: null,
          results: [sampleCard({ city: 'Naivasha', county: 'Nakuru', country: 'Kenya' })],
        },
      }),
    });
    const router = renderPage('/browse-jobs', [{ path: '/browse-jobs', element: <BrowseJobsPage /> }]);
    await screen.findByRole('heading', { name: 'Software Engineer' });
    const county = screen.getByRole('combobox', { name: 'County' });
    expect(county.querySelectorAll('option')).toHaveLength(48);
    await userEvent.selectOptions(county, 'Nakuru');
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ county: 'Nakuru' }));
    expect(router.state.location.search).toBe('?county=Nakuru');
    expect(screen.getAllByText('Naivasha, Nakuru, Kenya').length).toBeGreaterThan(0);
  });

  it('When two choices follow each other before the page draws again, then the address keeps both', async () => {
    mockFetch({
      'GET /api/jobs/search/': () => ({
        body: { count: 1, next: null, previous: null, results: [sampleCard()] },
      }),
    });
    const router = renderPage('/browse-jobs', [{ path: '/browse-jobs', element: <BrowseJobsPage /> }]);
    await screen.findByRole('heading', { name: 'Software Engineer' });
    // Both changes in one act: the second comes before the address of the first is drawn.
    act(() => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Work mode' }), { target: { value: 'remote' } });
      fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'date' } });
    });
    await waitFor(() => expect(router.state.location.search).toBe('?location_type=remote&sort=date'));
  });

  it('When a filter or the sort changes, then the search runs with it and the address keeps it', async () => {
    const { calls } = mockFetch({
      'GET /api/jobs/search/': () => ({
        body: { count: 1, next: null, previous: null, results: [sampleCard()] },
      }),
    });
    const router = renderPage('/browse-jobs', [{ path: '/browse-jobs', element: <BrowseJobsPage /> }]);
    await screen.findByRole('heading', { name: 'Software Engineer' });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'create a free candidate account' })).toHaveAttribute(
      'href',
      '/SignUp/candidate',
    );

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Work mode' }), 'Remote');
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ location_type: 'remote' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Job type' }), 'Part-time');
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ working_period: 'part-time' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Job type' }), 'Internship');
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ job_type: 'internship' }));
    expect(lastQuery(calls)).not.toHaveProperty('working_period');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Posted within' }), 'Past week');
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ posted_within: 'week' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Date');
    await waitFor(() =>
      expect(lastQuery(calls)).toEqual({
        location_type: 'remote',
        job_type: 'internship',
        posted_within: 'week',
        sort: 'date',
        page: '1',
      }),
    );
    expect(router.state.location.search).toBe(
      '?location_type=remote&job_type=internship&posted_within=week&sort=date',
    );

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Experience' }), 'Senior level');
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ experience_level: 'senior' }));
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Minimum pay' }),
      'KES 100,000+ a month',
    );
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ salary_min: '100000' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Salary');
    await waitFor(() =>
      expect(lastQuery(calls)).toMatchObject({ sort: 'salary', experience_level: 'senior' }),
    );
    expect(router.state.location.search).toBe(
      '?location_type=remote&job_type=internship&posted_within=week&experience_level=senior&salary_min=100000&sort=salary',
    );
    // The RSS feed of the search takes the same parameters.
    expect(screen.getByRole('link', { name: ALERT_MESSAGES.feedLink })).toHaveAttribute(
      'href',
      '/jobs/feed.xml?location_type=remote&job_type=internship&posted_within=week&experience_level=senior&salary_min=100000&sort=salary',
    );

    await userEvent.type(screen.getByRole('searchbox', { name: 'Job title' }), 'nurse');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ job_title: 'nurse', sort: 'salary' }));
  });

  it('When a Swahili reader opens it, then the experience levels and the feed link are in Swahili too', async () => {
    await changeLanguage('sw');
    try {
      mockFetch({
        'GET /api/jobs/search/': () => ({
          body: { count: 1, next: null, previous: null, results: [sampleCard()] },
        }),
      });
      renderPage('/browse-jobs', [{ path: '/browse-jobs', element: <BrowseJobsPage /> }]);
      await screen.findByRole('heading', { name: 'Software Engineer' });
      const levels = [...screen.getByRole('combobox', { name: 'Uzoefu' }).querySelectorAll('option')];
      expect(levels.map((o) => o.textContent).slice(1)).toEqual(Object.values(labels.labels.experienceLevel));
      const feed = messageText(ALERT_MESSAGES.feedLink);
      expect(feed).not.toBe(ALERT_MESSAGES.feedLink);
      expect(screen.getByRole('link', { name: feed })).toBeInTheDocument();
    } finally {
      await changeLanguage('en');
    }
  });
});
