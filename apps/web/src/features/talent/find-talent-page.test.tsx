import { KENYA_COUNTIES_BY_NAME, TALENT_MESSAGES } from '@kweli/shared';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { renderPage } from '../../test/render-page.tsx';
import { CandidateDetailsPage } from './candidate-details-page.tsx';
import { FindTalentPage } from './find-talent-page.tsx';

const FILTERS = {
  job_titles: ['Data Analyst', 'Software Engineer'],
  industries: ['Technology', 'Finance'],
  cities: ['Nairobi', 'Mombasa'],
  countries: ['Kenya', 'Uganda'],
  education_levels: ["Bachelor's Degree"],
};
const RESULT = {
  id: 12,
  first_name: 'Amina',
  last_name: 'Wanjiru',
  full_name: 'Amina Wanjiru',
  profile_picture: null,
  cv_file: null,
  work_experiences: [
    {
      id: 1,
      company_name: 'Pesa Haraka',
      job_title: 'Data Analyst',
      from_date: '2020-01-01',
      to_date: null,
      is_current: true,
      responsibilities: '',
    },
  ],
  educations: [
    {
      id: 2,
      institution_name: 'University of Nairobi',
      course: 'BSc Statistics',
      education_level: "Bachelor's Degree",
      from_date: '2014-09-01',
      to_date: '2018-06-30',
      is_current: false,
      certificate: null,
    },
  ],
  cities: ['Nairobi'],
  countries: ['Kenya'],
  years_of_experience: 6,
  is_saved: false,
  relevance_score: 0.8667,
  match_reasons: ['Works as Data Analyst', 'Based in Nairobi, Kenya'],
};

function renderAt(path: string) {
  return renderPage(
    path,
    [
      { path: '/employer/find-talent', element: <FindTalentPage /> },
      { path: '/employer/candidates/:candidateId/details', element: <CandidateDetailsPage /> },
      { path: '/login', element: <p>Login page</p> },
    ],
    { signedInAs: 'employer' },
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Find Talent page', () => {
  it('When a search matches more than the count goes to, then the page says "More than 1,000 candidates found" without a last page', async () => {
    mockFetch({
      'GET /api/talent/filters/': () => ({ body: FILTERS }),
      'GET /api/talent/search/': () => ({
        body: {
          count: 1000,
          count_capped: true,
          next: 'http://localhost/api/talent/search/?job_title=Accountant&page=2',
          previous: null,
          results: [RESULT],
        },
      }),
    });
    renderAt('/employer/find-talent?job_title=Accountant');
    expect(await screen.findByText('More than 1,000 candidates found · page 1')).toBeInTheDocument();
  });

  it('When opened with filters in the address, then the form shows them and the same search runs', async () => {
    const { calls } = mockFetch({
      'GET /api/talent/filters/': () => ({ body: FILTERS }),
      'GET /api/talent/search/': () => ({
        body: { count: 1, next: null, previous: null, results: [RESULT] },
      }),
    });
    renderAt('/employer/find-talent?job_title=Data+Analyst&city=Nairobi&years_experience_min=2');
    const card = await screen.findByRole('article', { name: 'Amina Wanjiru' });
    expect(within(card).getByText('87%')).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'Why Amina Wanjiru matches' })).toHaveTextContent(
      'Works as Data Analyst',
    );
    expect(within(card).getByText(/BSc Statistics, University of Nairobi/)).toBeInTheDocument();
    expect(within(card).getByText(/6 years of experience/)).toBeInTheDocument();
    expect(within(card).getByText('Nairobi · Kenya')).toBeInTheDocument();
    expect(screen.getByLabelText('Job title')).toHaveValue('Data Analyst');
    expect(screen.getByLabelText('Minimum years of experience')).toHaveValue(2);
    // The pool's towns (Mombasa is a county too: the city select's own option).
    expect(
      await within(screen.getByLabelText('City')).findByRole('option', { name: 'Mombasa' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('City')).toHaveValue('Nairobi');
    const search = calls.find((c) => c.url.includes('/talent/search/'))!;
    expect(new URL(search.url, 'http://x').searchParams.toString()).toBe(
      'job_title=Data+Analyst&city=Nairobi&years_experience_min=2',
    );
  });

  it('When the search asked nothing, then the card shows no score at all', async () => {
    mockFetch({
      'GET /api/talent/filters/': () => ({ body: FILTERS }),
      'GET /api/talent/search/': () => ({
        body: {
          count: 1,
          next: null,
          previous: null,
          results: [{ ...RESULT, relevance_score: null, match_reasons: [] }],
        },
      }),
    });
    renderAt('/employer/find-talent');
    const card = await screen.findByRole('article', { name: 'Amina Wanjiru' });
    expect(within(card).queryByText(/match/)).toBeNull();
    expect(within(card).queryByText(/%/)).toBeNull();
  });

  it('When the filters are submitted, then they go into the address and the search runs with them', async () => {
    const { calls } = mockFetch({
      'GET /api/talent/filters/': () => ({ body: FILTERS }),
      'GET /api/talent/search/': () => ({ body: { count: 0, next: null, previous: null, results: [] } }),
    });
    const router = renderAt('/employer/find-talent');
    expect(await screen.findByText(TALENT_MESSAGES.noCandidates)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Job title'), 'Nurse');
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'Uganda');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.search).toBe('?job_title=Nurse&country=Uganda');
    await vi.waitFor(() =>
      expect(calls.some((c) => c.url.includes('job_title=Nurse&country=Uganda'))).toBe(true),
    );
  });

  it('When years are negative or the minimum is above the maximum, then the fields say so and nothing is searched', async () => {
    mockFetch({
      'GET /api/talent/filters/': () => ({ body: FILTERS }),
      'GET /api/talent/search/': () => ({ body: { count: 0, next: null, previous: null, results: [] } }),
    });
    const router = renderAt('/employer/find-talent');
    await screen.findByText(TALENT_MESSAGES.noCandidates);
    await userEvent.type(screen.getByLabelText('Minimum years of experience'), '-1');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText(TALENT_MESSAGES.yearsMinInvalid)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Minimum years of experience'));
    await userEvent.type(screen.getByLabelText('Minimum years of experience'), '5');
    await userEvent.type(screen.getByLabelText('Maximum years of experience'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText(TALENT_MESSAGES.yearsRange)).toBeInTheDocument();
    expect(screen.getByLabelText('Minimum years of experience')).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.search).toBe('');
  });

  it('When the options and the search fail, then both failure texts show', async () => {
    mockFetch({
      'GET /api/talent/filters/': () => ({ status: 500, body: { detail: 'boom' } }),
      'GET /api/talent/search/': () => ({ status: 500, body: { detail: 'boom' } }),
    });
    renderAt('/employer/find-talent');
    // A server failure is retried once before it is shown.
    expect(await screen.findByText(TALENT_MESSAGES.filtersFailed, {}, { timeout: 4000 })).toBeInTheDocument();
    expect(await screen.findByText(TALENT_MESSAGES.searchFailed, {}, { timeout: 4000 })).toBeInTheDocument();
  });

  it('When the session has expired, then the message shows and after 3 seconds the token goes and /login opens', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch({
      'GET /api/talent/filters/': () => ({ status: 401, body: { detail: 'expired' } }),
      'GET /api/talent/search/': () => ({ status: 401, body: { detail: 'expired' } }),
      'POST /api/token/refresh/': () => ({ status: 401, body: { detail: 'no' } }),
    });
    localStorage.setItem('refreshToken', 'old');
    const router = renderAt('/employer/find-talent');
    expect(await screen.findByText(TALENT_MESSAGES.sessionExpired)).toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBe('token');
    await act(async () => {}); // let the page's effects run and start the 3-second timer
    await act(async () => {
      vi.advanceTimersByTime(3000);
    });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('When Save is pressed, then the candidate is saved and the button reads Saved', async () => {
    const { calls } = mockFetch({
      'GET /api/talent/filters/': () => ({ body: FILTERS }),
      'GET /api/talent/search/': () => ({
        body: { count: 1, next: null, previous: null, results: [RESULT] },
      }),
      'POST /api/talent/saved/': () => ({ status: 201, body: { candidate_id: 12 } }),
    });
    renderAt('/employer/find-talent?job_title=Data+Analyst');
    await userEvent.click(await screen.findByRole('button', { name: 'Save Amina Wanjiru' }));
    expect(await screen.findByRole('button', { name: 'Saved Amina Wanjiru' })).toBeDisabled();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ candidate_id: 12 });
  });
});

describe('Candidate details page', () => {
  it('When opened, then the full profile shows with e-mail, phone and the CV through a signed link', async () => {
    mockFetch({
      'GET /api/talent/candidates/12/': () => ({
        body: {
          ...RESULT,
          cv_file: 'cv/12/cv.pdf',
          name: 'Amina Wanjiru',
          email: 'amina@example.com',
          phone: '+254712345678',
          preferences: { industries: ['Technology'], job_titles: ['Data Scientist'], locations: [] },
          link_1: { platform: 'GitHub', url: 'https://github.com/amina' },
          link_2: null,
          link_3: { platform: 'Blog', url: '' },
        },
      }),
      'GET /api/get-signed-media-url/': () => ({ body: { url: 'https://files.example/cv.pdf?sig=1' } }),
    });
    renderAt('/employer/candidates/12/details');
    expect(await screen.findByRole('heading', { level: 1, name: 'Amina Wanjiru' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'amina@example.com' })).toHaveAttribute(
      'href',
      'mailto:amina@example.com',
    );
    expect(screen.getByRole('link', { name: '+254712345678' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'View CV' })).toHaveAttribute(
      'href',
      'https://files.example/cv.pdf?sig=1',
    );
    expect(screen.getByRole('link', { name: 'https://github.com/amina' })).toBeInTheDocument();
    expect(screen.queryByText(/Blog/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Save Amina Wanjiru' })).toBeEnabled();
  });

  it('When the profile cannot be loaded, then the failure text shows', async () => {
    mockFetch({
      'GET /api/talent/candidates/99/': () => ({ status: 404, body: { detail: 'Candidate not found.' } }),
    });
    renderAt('/employer/candidates/99/details');
    expect(await screen.findByText(TALENT_MESSAGES.detailsFailed)).toBeInTheDocument();
  });
});

describe('Find Talent by county (issue 25 item 4)', () => {
  it('When an employer picks one of the 47 counties, then it goes into the address and the search', async () => {
    const { calls } = mockFetch({
      'GET /api/talent/filters/': () => ({ body: FILTERS }),
      'GET /api/talent/search/': () => ({ body: { count: 0, next: null, previous: null, results: [] } }),
    });
    const router = renderAt('/employer/find-talent');
    await screen.findByText(TALENT_MESSAGES.noCandidates);
    const county = screen.getByLabelText('County');
    expect(within(county).getAllByRole('option')).toHaveLength(KENYA_COUNTIES_BY_NAME.length + 1);
    await userEvent.selectOptions(county, 'Nakuru');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.search).toBe('?county=Nakuru');
    await vi.waitFor(() => expect(calls.some((c) => c.url.includes('county=Nakuru'))).toBe(true));
  });

  it('When a shared address names a county, then the select shows it', async () => {
    mockFetch({
      'GET /api/talent/filters/': () => ({ body: FILTERS }),
      'GET /api/talent/search/': () => ({ body: { count: 0, next: null, previous: null, results: [] } }),
    });
    renderAt('/employer/find-talent?county=Taita%2FTaveta');
    await screen.findByText(TALENT_MESSAGES.noCandidates);
    expect(screen.getByLabelText('County')).toHaveValue('Taita/Taveta');
  });
});
