import { EMPLOYER_MESSAGES } from '@kweli/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProfileWizardPage } from './profile-wizard-page.tsx';
import { profileAnswer, renderEmployer } from './test-render.tsx';

const page = [{ path: '/employer-profile/complete', element: <ProfileWizardPage /> }];

// Many userEvent steps: allow for a machine busy with other suites.
describe('the company profile wizard', { timeout: 20_000 }, () => {
  it('When the steps are filled, then each saves its own fields and the last saves all, then the dashboard', async () => {
    let profile = profileAnswer();
    const { router, network } = renderEmployer('/employer-profile/complete', page, {
      'GET /api/employer-profile/': () => ({ body: profile }),
      'PATCH /api/employer-profile/': ({ body }) => {
        profile = { ...profile, ...(body as object) };
        return { body: profile };
      },
    });
    await screen.findByRole('heading', { name: "You're a few steps away..." });
    expect(screen.getAllByRole('listitem').map((l) => l.textContent)).toEqual(['1', '2', '3']);
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText(EMPLOYER_MESSAGES.companyNameRequired)).toBeInTheDocument();
    expect(screen.getByText(EMPLOYER_MESSAGES.industryRequired)).toBeInTheDocument();
    expect(network.calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Company name *'), 'maziwa dairy ltd');
    expect(screen.getByLabelText('Company name *')).toHaveValue('Maziwa Dairy Ltd');
    await userEvent.selectOptions(screen.getByLabelText('Industry *'), 'Manufacturing');
    await userEvent.type(screen.getByLabelText('City'), 'Nyeri');
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'Kenya');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    await screen.findByRole('heading', { name: 'Almost there...' });
    const first = network.calls.filter((c) => c.method === 'PATCH')[0]!.body as Record<string, unknown>;
    expect(Object.keys(first).sort()).toEqual(
      ['city', 'company_description', 'company_name', 'country', 'industry', 'website'].sort(),
    );
    expect(screen.getByLabelText('Phone number country code')).toHaveValue('Kenya');
    await userEvent.type(screen.getByLabelText('Phone number'), '0712345678');
    await userEvent.type(screen.getByLabelText('Link 2 platform'), 'Facebook');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText(EMPLOYER_MESSAGES.linkUrlRequired)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Link 2 URL'), 'https://facebook.com/maziwa');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    await screen.findByRole('heading', { name: 'Finishing up...' });
    const second = network.calls.filter((c) => c.method === 'PATCH')[1]!.body as Record<string, unknown>;
    expect(second).toMatchObject({
      phone_number_1: '+254712345678',
      link_1: null,
      link_2: { platform: 'Facebook', url: 'https://facebook.com/maziwa' },
    });
    expect(second).not.toHaveProperty('company_name');
    expect(screen.getByRole('img', { name: 'Maziwa Dairy Ltd logo' })).toHaveTextContent('MD');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));

    await screen.findByRole('heading', { name: 'Preview Your Profile' });
    expect(network.calls.filter((c) => c.method === 'PATCH')).toHaveLength(2);
    expect(screen.getAllByRole('listitem').filter((l) => l.closest('.progress-dots'))).toHaveLength(4);
    expect(screen.getByText(EMPLOYER_MESSAGES.noDescription)).toBeInTheDocument();
    expect(screen.getByText('Nyeri, Kenya')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText(EMPLOYER_MESSAGES.saved)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/employer-dashboard'), {
      timeout: 3000,
    });
  });

  it('When a country that shares its code is chosen (Canada, +1), then it stays chosen while typing and on a reload, and its code is saved', async () => {
    let profile = profileAnswer({ company_name: 'Jua Power', industry: 'Energy' });
    const routes = {
      'GET /api/employer-profile/': () => ({ body: profile }),
      'PATCH /api/employer-profile/': ({ body }: { body: unknown }) => {
        profile = { ...profile, ...(body as object) };
        return { body: profile };
      },
    };
    const first = renderEmployer('/employer-profile/complete?step=2', page, routes);
    await screen.findByRole('heading', { name: 'Almost there...' });
    const picker = () => screen.getByLabelText('Phone number country code');
    await userEvent.selectOptions(picker(), 'Canada');
    await userEvent.type(screen.getByLabelText('Phone number'), '4165550123');
    expect(picker()).toHaveValue('Canada');
    await userEvent.selectOptions(screen.getByLabelText('Alternative phone country code'), 'Kazakhstan');
    // A reload mid-step keeps the countries chosen, not the first country of each code.
    first.router.unmount();
    renderEmployer('/employer-profile/complete?step=2', page, routes);
    await screen.findByRole('heading', { name: 'Almost there...' });
    expect(picker()).toHaveValue('Canada');
    expect(screen.getByLabelText('Alternative phone country code')).toHaveValue('Kazakhstan');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Finishing up...' });
    expect(profile.phone_number_1).toBe('+14165550123');
  });

  it('When a step save fails, then the user stays on it with the text; a failed final save has its own', async () => {
    let fail = true;
    const complete = profileAnswer({
      company_name: 'Jua Power',
      industry: 'Energy',
      city: 'Nairobi',
      country: 'Kenya',
    });
    renderEmployer('/employer-profile/complete', page, {
      'GET /api/employer-profile/': () => ({ body: complete }),
      'PATCH /api/employer-profile/': () => (fail ? { status: 500, body: {} } : { body: complete }),
    });
    await screen.findByRole('heading', { name: "You're a few steps away..." });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(EMPLOYER_MESSAGES.stepSaveFailed)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "You're a few steps away..." })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Almost there...' });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Finishing up...' });
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    fail = true;
    await userEvent.click(await screen.findByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText(EMPLOYER_MESSAGES.finalSaveFailed)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Preview Your Profile' })).toBeInTheDocument();
  });

  it('When the server refuses a field, then its message is beside it and it is focused, with no "failed to save" banner', async () => {
    const complete = profileAnswer({ company_name: 'Jua Power', industry: 'Energy' });
    const { router } = renderEmployer('/employer-profile/complete', page, {
      'GET /api/employer-profile/': () => ({ body: complete }),
      'PATCH /api/employer-profile/': () => ({
        status: 400,
        body: { city: ['City names use letters only.'] },
      }),
    });
    await screen.findByRole('heading', { name: "You're a few steps away..." });
    await userEvent.type(screen.getByLabelText('City'), 'Nairobi 9');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('City names use letters only.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveFocus());
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('City names use letters only.');
    expect(screen.queryByText(EMPLOYER_MESSAGES.stepSaveFailed)).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });
});
