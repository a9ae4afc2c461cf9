import {
  CANDIDATE_MESSAGES,
  type CandidateProfile,
  COUNTY_MESSAGES,
  PRIVACY_MESSAGES,
  type RecommendedJob,
  recommendedJob,
} from '@kweli/shared';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session.ts';
import { mockFetch } from '../../test/fetch-mock.ts';
import { renderPage } from '../../test/render-page.tsx';
import { sampleCard } from '../../test/sample-job.ts';
import { DashboardPage } from './dashboard-page.tsx';
import { ProfileWizardPage } from './profile-wizard-page.tsx';

/** The wizard's failure paths and texts, and the dashboard's banner and empty state. */
const profile = (over: Partial<CandidateProfile> = {}): CandidateProfile => ({
  id: 7,
  user: { email: 'amina@example.com' },
  current_streak: 3,
  longest_streak: 9,
  first_name: 'Amina',
  last_name: 'Wanjiru',
  full_name: 'Amina Wanjiru',
  phone: '+254712345678',
  date_of_birth: '1995-05-17',
  profile_picture: null,
  cv_file: null,
  preferences: { industries: [], job_titles: [], locations: [] },
  link_1: null,
  link_2: null,
  link_3: null,
  visible_to_employers: true,
  visibility_answered: true,
  work_experiences: [],
  educations: [],
  cities: [],
  countries: [],
  is_complete: true,
  ...over,
});

const wizard = () =>
  renderPage('/candidate-profile/complete', [
    { path: '/candidate-profile/complete', element: <ProfileWizardPage /> },
    { path: '/candidate-dashboard', element: <p>At the dashboard</p> },
  ]);

beforeEach(() => localStorage.setItem('authToken', 'token'));
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

// Typing through the steps takes a few seconds on a busy machine.
describe('profile wizard', { timeout: 20_000 }, () => {
  it('When a preferred place is in Kenya, then its county is chosen before Add, and the chip reads town, county, country', async () => {
    mockFetch({ 'GET /api/candidate-profile/': () => ({ body: profile() }) });
    wizard();
    await screen.findByLabelText('First name *');
    const add = screen.getByRole('button', { name: 'Add location' });
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('Kenya');
    // In Kenya the place is a county and a town (issue 25 item 4); elsewhere a city.
    await userEvent.type(screen.getByRole('textbox', { name: 'Town' }), 'Naivasha');
    expect(add).toBeDisabled();
    const county = screen.getByRole('combobox', { name: COUNTY_MESSAGES.label });
    expect(county.querySelectorAll('option')).toHaveLength(48);
    await userEvent.selectOptions(county, 'Nakuru');
    await userEvent.click(add);
    expect(screen.getByText('Naivasha, Nakuru, Kenya')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Uganda');
    expect(screen.queryByRole('combobox', { name: COUNTY_MESSAGES.label })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Town' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'Kampala');
    await userEvent.click(screen.getByRole('button', { name: 'Add location' }));
    expect(screen.getByText('Kampala, Uganda')).toBeInTheDocument();
  });

  it('When no one is signed in, then the wizard says to log in again', () => {
    localStorage.clear();
    mockFetch({});
    wizard();
    expect(screen.getByText(CANDIDATE_MESSAGES.authError)).toBeInTheDocument();
  });

  it('When the page is reloaded mid-step, then what was typed is kept; each step has its address; logout forgets it', async () => {
    mockFetch({
      'GET /api/candidate-profile/': () => ({ body: profile() }),
      'PATCH /api/candidate-profile/': () => ({ body: profile() }),
    });
    const first = wizard();
    const firstName = await screen.findByLabelText('First name *');
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Akinyi');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByLabelText('Company name')).toBeInTheDocument();
    await waitFor(() => expect(first.state.location.search).toBe('?step=2'));
    await userEvent.type(screen.getByLabelText('Company name'), 'Pesa Haraka');
    // The browser's Back shows step 1 again, with what was typed.
    await act(() => first.navigate(-1));
    expect(await screen.findByLabelText('First name *')).toHaveValue('Akinyi');

    cleanup();
    const second = wizard();
    await waitFor(() => expect(screen.getByLabelText('First name *')).toHaveValue('Akinyi'));
    await act(() => second.navigate('/candidate-profile/complete?step=2'));
    expect(await screen.findByLabelText('Company name')).toHaveValue('Pesa Haraka');

    session.end();
    cleanup();
    localStorage.setItem('authToken', 'token');
    wizard();
    await waitFor(() => expect(screen.getByLabelText('First name *')).toHaveValue('Amina'));
  });

  it('When saving step 1 fails, then the candidate stays on it with the message', async () => {
    mockFetch({
      'GET /api/candidate-profile/': () => ({ body: profile() }),
      'PATCH /api/candidate-profile/': () => ({ status: 500, body: { detail: 'Server error.' } }),
    });
    wizard();
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText(CANDIDATE_MESSAGES.profileSaveFailed)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Personal details' })).toBeInTheDocument();
  });

  it('When a work experience is refused, then step 2 stays with the message and the field error', async () => {
    const { calls } = mockFetch({
      'GET /api/candidate-profile/': () => ({ body: profile() }),
      'PATCH /api/candidate-profile/': () => ({ body: profile() }),
      'POST /api/work-experiences/': () => ({
        status: 400,
        body: { from_date: [CANDIDATE_MESSAGES.futureDate] },
      }),
    });
    wizard();
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await userEvent.type(await screen.findByLabelText('Company name'), 'Pesa Haraka');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(CANDIDATE_MESSAGES.experienceFailed)).toBeInTheDocument();
    expect(screen.getByText(CANDIDATE_MESSAGES.futureDate)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Work experience' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('When a saved experience is emptied, then leaving step 2 deletes it rather than keeping it', async () => {
    const { calls } = mockFetch({
      'GET /api/candidate-profile/': () => ({
        body: profile({
          work_experiences: [
            {
              id: 5,
              company_name: 'Old Co',
              job_title: 'Clerk',
              from_date: null,
              to_date: null,
              is_current: false,
              responsibilities: '',
            },
          ],
        }),
      }),
      'PATCH /api/candidate-profile/': () => ({ body: profile() }),
      'DELETE /api/work-experiences/5/': () => ({ status: 204 }),
    });
    wizard();
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await userEvent.clear(await screen.findByLabelText('Company name'));
    await userEvent.clear(screen.getByLabelText('Job title'));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Uploads' });
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
      '/api/work-experiences/5/',
    ]);
    expect(calls.some((c) => c.method === 'PUT' || c.method === 'POST')).toBe(false);
  });

  it('When one of two saved experiences is removed, then leaving step 2 deletes it and keeps the other', async () => {
    const saved = (id: number, company_name: string) => ({
      id,
      company_name,
      job_title: 'Clerk',
      from_date: null,
      to_date: null,
      is_current: false,
      responsibilities: '',
    });
    const { calls } = mockFetch({
      'GET /api/candidate-profile/': () => ({
        body: profile({ work_experiences: [saved(5, 'Old Co'), saved(6, 'New Co')] }),
      }),
      'PATCH /api/candidate-profile/': () => ({ body: profile() }),
      'PUT /api/work-experiences/6/': () => ({ body: saved(6, 'New Co') }),
      'DELETE /api/work-experiences/5/': () => ({ status: 204 }),
    });
    wizard();
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove experience 1' }));
    expect(screen.getByRole('group', { name: 'Experience 1' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Experience 2' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove experience 1' })).toBeNull();
    expect((screen.getByLabelText('Company name') as HTMLInputElement).value).toBe('New Co');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Uploads' });
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
      '/api/work-experiences/5/',
    ]);
  });

  it('When an education is refused, then the message carries the server detail', async () => {
    mockFetch({
      'GET /api/candidate-profile/': () => ({ body: profile() }),
      'PATCH /api/candidate-profile/': () => ({ body: profile() }),
      'POST /api/educations/': () => ({ status: 400, body: { course: [CANDIDATE_MESSAGES.courseRequired] } }),
    });
    wizard();
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await userEvent.type(await screen.findByLabelText('Institution name'), 'Moi University');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText(CANDIDATE_MESSAGES.educationFailed(CANDIDATE_MESSAGES.courseRequired)),
    ).toBeInTheDocument();
  });

  it('When a certificate is picked for an education not yet saved, then it names what the entry lacks', async () => {
    // The server took the entries of step 2 without answering an id (a failed save elsewhere, say):
    // step 3 must then create each education itself before its certificate can be uploaded.
    const { calls } = mockFetch({
      'GET /api/candidate-profile/': () => ({ body: profile() }),
      'PATCH /api/candidate-profile/': () => ({ body: profile() }),
      'POST /api/educations/': () => ({ body: {} }),
    });
    wizard();
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await userEvent.type(await screen.findByLabelText('Institution name'), 'Egerton University');
    await userEvent.click(screen.getByRole('button', { name: 'Add education' }));
    await userEvent.type(screen.getAllByLabelText('Course')[1]!, 'BEd');
    await userEvent.click(screen.getByRole('button', { name: 'Add education' }));
    await userEvent.type(screen.getAllByLabelText('Institution name')[2]!, 'Moi University');
    await userEvent.type(screen.getAllByLabelText('Course')[2]!, 'BSc');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Certificates' });
    const posted = calls.filter((c) => c.method === 'POST').length;
    const pdf = () => new File(['%PDF-1.4'], 'degree.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Certificate for course at Egerton University'), pdf());
    expect(await screen.findByText(CANDIDATE_MESSAGES.courseRequired)).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Certificate for BEd'), pdf());
    expect(await screen.findByText(CANDIDATE_MESSAGES.institutionRequired)).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Certificate for BSc at Moi University'), pdf());
    expect(await screen.findByText(CANDIDATE_MESSAGES.startDateRequired)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(posted);
  });

  it('When the final submit fails, then the update message shows; when it works, the dashboard follows', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let fail = true;
    mockFetch({
      'GET /api/candidate-profile/': () => ({ body: profile() }),
      'PATCH /api/candidate-profile/': ({ body }) =>
        fail && (body as { visible_to_employers?: boolean }).visible_to_employers !== undefined
          ? { status: 500, body: { detail: 'x' } }
          : { body: profile() },
      'POST /api/work-experiences/': () => ({ body: {} }),
    });
    const router = wizard();
    for (let i = 0; i < 3; i++) await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(CANDIDATE_MESSAGES.updateFailed)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText(/Profile saved/);
    expect(router.state.location.pathname).toBe('/candidate-profile/complete');
    await vi.advanceTimersByTimeAsync(1500);
    await waitFor(() => expect(router.state.location.pathname).toBe('/candidate-dashboard'));
    vi.useRealTimers();
  });
});

describe('dashboard', () => {
  it('When the profile lacks a phone and nothing is recommended, then the banner, the empty state and who viewed the profile show', async () => {
    mockFetch({
      'GET /api/candidate-profile/': () => ({ body: profile({ phone: '', is_complete: false }) }),
      'GET /api/recommendations/recommended/': () => ({ body: [] }),
      'GET /api/privacy/views/': () => ({
        body: {
          count: 2,
          next: null,
          previous: null,
          results: [
            { company_name: 'Safaricom', what: 'cv', at: '2026-11-25T08:00:00.000Z' },
            { company_name: 'Equity Bank', what: 'profile', at: '2026-11-24T08:00:00.000Z' },
          ],
        },
      }),
    });
    renderPage('/candidate-dashboard', [{ path: '/candidate-dashboard', element: <DashboardPage /> }]);
    expect(await screen.findByRole('heading', { name: PRIVACY_MESSAGES.viewsTitle })).toBeInTheDocument();
    expect(await screen.findByText('Safaricom')).toBeInTheDocument();
    expect(screen.getByText(PRIVACY_MESSAGES.viewedWhat.cv, { exact: false })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Welcome, Amina!' })).toBeInTheDocument();
    expect(await screen.findByText(CANDIDATE_MESSAGES.completeBanner)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete your profile' })).toHaveAttribute(
      'href',
      '/candidate-profile/complete',
    );
    expect(await screen.findByText(CANDIDATE_MESSAGES.noRecommendations)).toBeInTheDocument();
    expect(screen.getByTestId('current-streak')).toHaveTextContent('3 days');
    expect(screen.getByTestId('longest-streak')).toHaveTextContent('9 days');
  });

  it('When jobs are recommended, then each is the job card search shows, with why it was recommended', async () => {
    const description = `${'Keep the ledgers of a busy cooperative in order.   '.repeat(4)}The end.`;
    const recommended: RecommendedJob = recommendedJob.parse({
      ...sampleCard({ description }),
      match_score: 0.8,
      match_reasons: ['Matches the work you are looking for: Software Engineer', 'In Nairobi, Kenya'],
    });
    mockFetch({
      'GET /api/candidate-profile/': () => ({ body: profile() }),
      'GET /api/recommendations/recommended/': () => ({ body: [recommended] }),
      'GET /api/privacy/views/': () => ({ body: { count: 0, next: null, previous: null, results: [] } }),
    });
    renderPage('/candidate-dashboard', [{ path: '/candidate-dashboard', element: <DashboardPage /> }]);
    const reasons = await screen.findByRole('list', { name: 'Why Software Engineer is recommended' });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(recommended.match_reasons);
    // The product's card, with the pay and level a search result shows.
    expect(screen.getByText('KES 80,000 - 120,000 a month')).toBeInTheDocument();
    expect(screen.getByText('Mid level')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Share Software Engineer' }));
    const flat = description.replace(/\s+/g, ' ');
    expect(await screen.findByRole('dialog')).toHaveTextContent(`${flat.slice(0, 120).trimEnd()}...`);
  });
});

describe('visibility question (issue 23 item 4)', { timeout: 20_000 }, () => {
  it('When the candidate has never answered, then neither answer is ticked and Submit asks for one; the answer is sent', async () => {
    const network = mockFetch({
      'GET /api/candidate-profile/': () => ({ body: profile({ visibility_answered: false }) }),
      'PATCH /api/candidate-profile/': () => ({ body: profile() }),
      'POST /api/work-experiences/': () => ({ body: {} }),
    });
    wizard();
    for (let i = 0; i < 3; i++) await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    const yes = await screen.findByRole('radio', { name: PRIVACY_MESSAGES.visibilityYes });
    const no = screen.getByRole('radio', { name: PRIVACY_MESSAGES.visibilityNo });
    expect(yes).not.toBeChecked();
    expect(no).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(PRIVACY_MESSAGES.visibilityRequired)).toBeInTheDocument();
    expect(
      network.calls.some((c) => c.method === 'PATCH' && 'visible_to_employers' in (c.body as object)),
    ).toBe(false);
    await userEvent.click(no);
    expect(screen.queryByText(PRIVACY_MESSAGES.visibilityRequired)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText(/Profile saved/);
    const sent = network.calls.filter((c) => c.method === 'PATCH').at(-1)?.body as {
      visible_to_employers?: boolean;
    };
    expect(sent.visible_to_employers).toBe(false);
  });
});
