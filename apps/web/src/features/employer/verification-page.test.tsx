import { VERIFICATION_MESSAGES, VERIFIED_EMPLOYER } from '@kweli/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockUploads } from '../../test/xhr-mock.ts';
import { renderEmployer } from './test-render.tsx';
import { VerificationPage } from './verification-page.tsx';

const page = [{ path: '/employer-profile/verification', element: <VerificationPage /> }];

const answer = (over: Record<string, unknown> = {}) => ({
  status: 'unverified',
  submitted_at: null,
  decided_at: null,
  reason: null,
  kra_pin: null,
  registration_number: null,
  nea_licence: null,
  document: null,
  ...over,
});

const DOCUMENT_KEY = 'media/verification_document/5/registration_1.pdf';

afterEach(() => vi.unstubAllGlobals());

async function uploadDocument() {
  const sent = mockUploads();
  fireEvent.change(screen.getByLabelText(VERIFICATION_MESSAGES.documentLabel), {
    target: { files: [new File([new Uint8Array(100)], 'registration.pdf', { type: 'application/pdf' })] },
  });
  await waitFor(() => expect(sent).toHaveLength(1));
  act(() => sent[0]!.respond(204));
  expect(await screen.findByText('Uploaded: registration.pdf')).toBeInTheDocument();
}

describe('the verification page', { timeout: 20_000 }, () => {
  it('When an unverified employer sends a bad KRA PIN, then the field says so and nothing is sent; a good one is sent as pending', async () => {
    const user = userEvent.setup();
    const { network } = renderEmployer('/employer-profile/verification', page, {
      'GET /api/employer/verification/': () => ({ body: answer() }),
      'POST /api/generate-upload-signed-url/': () => ({
        body: { signed_url: `/api/files/${DOCUMENT_KEY}?x`, s3_key: DOCUMENT_KEY },
      }),
      'POST /api/employer/verification/': () => ({
        status: 201,
        body: answer({
          status: 'pending',
          submitted_at: '2026-11-25T10:00:00Z',
          kra_pin: 'P051234567X',
          registration_number: 'PVT-AB1CD2E',
          document: DOCUMENT_KEY,
        }),
      }),
    });
    expect(await screen.findByText(VERIFICATION_MESSAGES.status.unverified)).toBeInTheDocument();
    await user.type(screen.getByLabelText(VERIFICATION_MESSAGES.kraPinLabel), 'P12345');
    await user.type(screen.getByLabelText(VERIFICATION_MESSAGES.registrationLabel), 'PVT-AB1CD2E');
    await user.click(screen.getByRole('button', { name: VERIFICATION_MESSAGES.submit }));
    expect(await screen.findByText(VERIFICATION_MESSAGES.kraPinInvalid)).toBeInTheDocument();
    expect(screen.getByText(VERIFICATION_MESSAGES.documentRequired)).toBeInTheDocument();
    expect(network.calls.filter((c) => c.method === 'POST' && c.url.includes('verification'))).toHaveLength(
      0,
    );

    await user.clear(screen.getByLabelText(VERIFICATION_MESSAGES.kraPinLabel));
    await user.type(screen.getByLabelText(VERIFICATION_MESSAGES.kraPinLabel), 'p051234567x');
    await uploadDocument();
    await user.click(screen.getByRole('button', { name: VERIFICATION_MESSAGES.submit }));
    expect(await screen.findByText(VERIFICATION_MESSAGES.status.pending)).toBeInTheDocument();
    const sent = network.calls.find((c) => c.method === 'POST' && c.url.endsWith('/employer/verification/'));
    expect(sent?.body).toEqual({
      kra_pin: 'P051234567X',
      registration_number: 'PVT-AB1CD2E',
      nea_licence: null,
      document: DOCUMENT_KEY,
    });
    expect(screen.queryByRole('button', { name: VERIFICATION_MESSAGES.submit })).not.toBeInTheDocument();
  });

  it('When the server refuses a field, then the message shows on it', async () => {
    const user = userEvent.setup();
    renderEmployer('/employer-profile/verification', page, {
      'GET /api/employer/verification/': () => ({ body: answer() }),
      'POST /api/generate-upload-signed-url/': () => ({
        body: { signed_url: `/api/files/${DOCUMENT_KEY}?x`, s3_key: DOCUMENT_KEY },
      }),
      'POST /api/employer/verification/': () => ({
        status: 400,
        body: { document: ['This file was not found. Please upload it again.'] },
      }),
    });
    await user.type(await screen.findByLabelText(VERIFICATION_MESSAGES.kraPinLabel), 'P051234567X');
    await user.type(screen.getByLabelText(VERIFICATION_MESSAGES.registrationLabel), 'CPR/2015/123456');
    await uploadDocument();
    await user.click(screen.getByRole('button', { name: VERIFICATION_MESSAGES.submit }));
    expect(await screen.findByText('This file was not found. Please upload it again.')).toBeInTheDocument();
  });

  it('When the verification was rejected, then the reason shows and the form is offered again with the values', async () => {
    renderEmployer('/employer-profile/verification', page, {
      'GET /api/employer/verification/': () => ({
        body: answer({
          status: 'rejected',
          submitted_at: '2026-11-20T10:00:00Z',
          decided_at: '2026-11-21T10:00:00Z',
          reason: 'The certificate is for another company.',
          kra_pin: 'P051234567X',
          registration_number: 'PVT-AB1CD2E',
          document: DOCUMENT_KEY,
        }),
      }),
    });
    expect(await screen.findByText(VERIFICATION_MESSAGES.status.rejected)).toBeInTheDocument();
    expect(
      screen.getByText(`${VERIFICATION_MESSAGES.reasonLabel}: The certificate is for another company.`),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(VERIFICATION_MESSAGES.kraPinLabel)).toHaveValue('P051234567X');
    expect(screen.getByRole('button', { name: VERIFICATION_MESSAGES.resubmit })).toBeInTheDocument();
  });

  it('When the employer is verified, then the badge and the facts show and no form', async () => {
    renderEmployer('/employer-profile/verification', page, {
      'GET /api/employer/verification/': () => ({
        body: answer({
          status: 'verified',
          submitted_at: '2026-11-20T10:00:00Z',
          decided_at: '2026-11-21T10:00:00Z',
          reason: 'Checked',
          kra_pin: 'P051234567X',
          registration_number: 'PVT-AB1CD2E',
          document: DOCUMENT_KEY,
        }),
      }),
      'GET /api/get-signed-media-url/': () => ({ body: { url: '/api/files/doc?sig' } }),
    });
    expect(await screen.findByText(VERIFIED_EMPLOYER.badge)).toBeInTheDocument();
    expect(screen.getByText('P051234567X')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: VERIFICATION_MESSAGES.submit })).not.toBeInTheDocument();
  });
});
