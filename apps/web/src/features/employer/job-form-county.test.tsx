import { COUNTY_MESSAGES } from '@kweli/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { JobFormPage } from './job-form-page.tsx';
import { jobAnswer, profileAnswer, renderEmployer } from './test-render.tsx';

/** Issue 25 item 4: a job in Kenya names its county (and its town in City); other countries do not. */
const routes = [{ path: '/employer/post-job', element: <JobFormPage /> }];
const profile = profileAnswer({
  company_name: 'Savanna Digital Labs',
  industry: 'Technology',
  is_complete: true,
});

describe('the job form’s county', { timeout: 20_000 }, () => {
  it('When the country is Kenya, then the 47 counties are offered and the chosen one is sent; for another country none is', async () => {
    const sent: Record<string, unknown>[] = [];
    renderEmployer('/employer/post-job', routes, {
      'GET /api/employer-profile/': () => ({ body: profile }),
      'POST /api/employer/jobs/': ({ body }) => {
        sent.push(body as Record<string, unknown>);
        return { status: 201, body: jobAnswer({ ...(body as Record<string, unknown>), id: 12 }) };
      },
    });
    await userEvent.type(await screen.findByLabelText('Job title *'), 'Farm Manager');
    expect(screen.queryByLabelText(COUNTY_MESSAGES.label)).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'Kenya');
    const county = await screen.findByLabelText(COUNTY_MESSAGES.label);
    // "Select county" and the 47 counties.
    expect(county.querySelectorAll('option')).toHaveLength(48);
    await userEvent.selectOptions(county, 'Kiambu');
    // In Kenya the job's place is a county and a town (issue 25 item 4); elsewhere a city.
    await userEvent.type(screen.getByLabelText('Town'), 'Limuru');
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'Uganda');
    expect(screen.getByLabelText('City')).toHaveValue('Limuru');
    expect(screen.queryByLabelText('Town')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(COUNTY_MESSAGES.label)).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'Kenya');
    expect(await screen.findByLabelText(COUNTY_MESSAGES.label)).toHaveValue('Kiambu');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('list', { name: 'Step 2 of 3' });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('list', { name: 'Step 3 of 3' });
    expect(screen.getAllByText('Limuru, Kiambu, Kenya').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Save as Draft' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ city: 'Limuru', county: 'Kiambu', country: 'Kenya' });
  });
});
