import { MEDIA_MESSAGES } from '@kweli/shared';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetch-mock.ts';
import { mockUploads } from '../test/xhr-mock.ts';
import { FileUpload } from './file-upload.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const logo = () => new File([new Uint8Array(100)], 'logo.png', { type: 'image/png' });
const pick = (label: string, file: File) =>
  fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });
const signed = () =>
  mockFetch({
    'POST /api/generate-upload-signed-url/': () => ({
      body: {
        signed_url: '/api/files/media/company_logo/1/logo_1.png?x',
        s3_key: 'media/company_logo/1/logo_1.png',
      },
    }),
  });

describe('FileUpload', () => {
  it('When a file of the wrong type is picked, then the spec’s message shows and nothing is sent', async () => {
    const { calls } = mockFetch({});
    render(<FileUpload fileType="cv" label="CV" hint="PDF only, max size 5MB" onUploaded={vi.fn()} />);
    expect(screen.getByLabelText('CV')).toHaveAttribute('accept', 'application/pdf,.pdf');
    pick('CV', new File(['x'], 'cv.docx', { type: 'application/msword' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MEDIA_MESSAGES.cvType);
    expect(screen.getByLabelText('CV')).toHaveAccessibleDescription(
      `PDF only, max size 5MB ${MEDIA_MESSAGES.cvType}`,
    );
    expect(calls).toHaveLength(0);
  });

  it('When a logo uploads, then the progress bar moves and the key is handed to the page', async () => {
    signed();
    const sent = mockUploads();
    const onUploaded = vi.fn();
    render(<FileUpload fileType="company_logo" label="Company logo" onUploaded={onUploaded} />);
    pick('Company logo', logo());
    const bar = await screen.findByRole('progressbar', { name: 'Uploading logo.png' });
    await waitFor(() => expect(sent).toHaveLength(1));
    act(() => sent[0]!.progress(40, 100));
    expect(bar).toHaveAttribute('value', '40');
    expect(screen.getByText('40%')).toBeInTheDocument();
    act(() => sent[0]!.respond(204));
    await waitFor(() =>
      expect(onUploaded).toHaveBeenCalledWith('media/company_logo/1/logo_1.png', expect.any(File)),
    );
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });

  it('When Cancel is pressed, then the upload stops and says so', async () => {
    signed();
    const sent = mockUploads();
    const onUploaded = vi.fn();
    render(<FileUpload fileType="company_logo" label="Company logo" onUploaded={onUploaded} />);
    pick('Company logo', logo());
    await waitFor(() => expect(sent).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('status')).toHaveTextContent(MEDIA_MESSAGES.cancelled);
    expect(sent[0]!.aborted).toBe(true);
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('When the upload or the save fails, then the kind of file’s failure text shows', async () => {
    signed();
    const sent = mockUploads();
    const onUploaded = vi.fn().mockRejectedValue(new Error('save failed'));
    render(<FileUpload fileType="company_logo" label="Company logo" onUploaded={onUploaded} />);
    pick('Company logo', logo());
    await waitFor(() => expect(sent).toHaveLength(1));
    act(() => sent[0]!.failNetwork());
    expect(await screen.findByRole('alert')).toHaveTextContent(MEDIA_MESSAGES.logoFailed);
    pick('Company logo', logo());
    await waitFor(() => expect(sent).toHaveLength(2));
    act(() => sent[1]!.respond(204));
    await waitFor(() => expect(onUploaded).toHaveBeenCalled());
    expect(await screen.findByRole('alert')).toHaveTextContent(MEDIA_MESSAGES.logoFailed);
  });

  it('When a certificate needs its education saved first, then the id from beforeUpload is sent', async () => {
    const { calls } = mockFetch({
      'POST /api/generate-upload-signed-url/': () => ({
        body: { signed_url: '/api/files/x', s3_key: 'media/x' },
      }),
    });
    mockUploads();
    const beforeUpload = vi.fn().mockResolvedValue({ educationId: 7 });
    render(
      <FileUpload
        fileType="education_certificate"
        label="Certificate"
        beforeUpload={beforeUpload}
        onUploaded={vi.fn()}
      />,
    );
    pick('Certificate', new File(['%PDF'], 'cert.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({ file_type: 'education_certificate', education_id: 7 });
  });
});
