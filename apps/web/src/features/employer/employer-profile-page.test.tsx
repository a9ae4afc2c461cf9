import { EMPLOYER_MESSAGES } from '@kweli/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EmployerProfilePage } from './employer-profile-page.tsx';
import { profileAnswer, renderEmployer } from './test-render.tsx';

const page = [{ path: '/employer-profile', element: <EmployerProfilePage /> }];

const filled = profileAnswer({
  company_name: 'Jamii Microfinance Bank',
  industry: 'Finance',
  city: 'Nairobi',
  country: 'Kenya',
  company_description: 'Savings and loans.',
  phone_number_1: '+256772123456',
  company_email: 'careers@jamii.co.ke',
  link_1: { platform: 'LinkedIn', url: 'https://linkedin.com/company/jamii' },
  link_2: { platform: 'X', url: '' },
  is_complete: true,
});

/** Saves start from a profile that passes the checks (filled has a link without its url). */
const valid = { ...filled, link_2: null };

// Many userEvent steps: allow for a machine busy with other suites.
describe('the company profile page', { timeout: 20_000 }, () => {
  it('When the profile is empty, then every empty-state text shows', async () => {
    renderEmployer('/employer-profile', page, {
      'GET /api/employer-profile/': () => ({ body: profileAnswer() }),
    });
    expect(screen.getByText(EMPLOYER_MESSAGES.loading)).toBeInTheDocument();
    for (const text of [
      EMPLOYER_MESSAGES.companyNameNotSet,
      EMPLOYER_MESSAGES.industryNotSet,
      EMPLOYER_MESSAGES.locationNotSet,
      EMPLOYER_MESSAGES.noCompanyDescription,
      EMPLOYER_MESSAGES.noContact,
      EMPLOYER_MESSAGES.noLinks,
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
  });

  it('When the first load fails, then it is retried once and the profile shows', async () => {
    let calls = 0;
    renderEmployer('/employer-profile', page, {
      'GET /api/employer-profile/': () => (++calls === 1 ? { status: 500, body: {} } : { body: filled }),
    });
    expect(
      await screen.findByRole('heading', { name: 'Jamii Microfinance Bank' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('When a link lacks its url, then only the complete link shows; the phone is split back into the picker', async () => {
    renderEmployer('/employer-profile', page, { 'GET /api/employer-profile/': () => ({ body: filled }) });
    expect(await screen.findByRole('link', { name: /LinkedIn/ })).toHaveAttribute(
      'href',
      'https://linkedin.com/company/jamii',
    );
    expect(screen.queryByText(/^X/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number country code')).toHaveValue('Uganda');
    expect(screen.getByLabelText('Phone number')).toHaveValue('772123456');
    expect(screen.getByLabelText('Company description')).toHaveAttribute('rows', '5');
  });

  it('When a field is wrong, then the banner shows, the field says why, and nothing is sent', async () => {
    const { network } = renderEmployer('/employer-profile', page, {
      'GET /api/employer-profile/': () => ({ body: filled }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await userEvent.clear(screen.getByLabelText('Website'));
    await userEvent.type(screen.getByLabelText('Website'), 'jamii');
    await userEvent.type(screen.getByLabelText('Phone number'), '-1');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(EMPLOYER_MESSAGES.highlighted)).toBeInTheDocument();
    expect(screen.getByText(EMPLOYER_MESSAGES.websiteInvalid)).toBeInTheDocument();
    expect(screen.getByText(EMPLOYER_MESSAGES.phoneInvalid)).toBeInTheDocument();
    expect(network.calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('When the server refuses fields, then their messages are listed; another failure gives the general text', async () => {
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: { company_email: ['Email taken'], website: ['Bad site'] },
    };
    const { network } = renderEmployer('/employer-profile', page, {
      'GET /api/employer-profile/': () => ({ body: valid }),
      'PATCH /api/employer-profile/': () => answer,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText(`${EMPLOYER_MESSAGES.correctFollowing} Email taken; Bad site`),
    ).toBeInTheDocument();
    const sent = network.calls.find((c) => c.method === 'PATCH')!.body as Record<string, unknown>;
    expect(sent).not.toHaveProperty('company_logo');
    expect(sent.phone_number_1).toBe('+256772123456');
    answer = { status: 500, body: {} };
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(EMPLOYER_MESSAGES.updateFailed)).toBeInTheDocument();
  });

  it('When the save succeeds, then the page is back in view mode with the new values', async () => {
    renderEmployer('/employer-profile', page, {
      'GET /api/employer-profile/': () => ({ body: valid }),
      'PATCH /api/employer-profile/': () => ({ body: { ...valid, city: 'Kisumu' } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await userEvent.clear(screen.getByLabelText('City'));
    await userEvent.type(screen.getByLabelText('City'), 'Kisumu');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument());
    expect(screen.getByText('Kisumu, Kenya')).toBeInTheDocument();
  });
});
