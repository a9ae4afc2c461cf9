import { MEDIA_MESSAGES } from '@kweli/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetch-mock.ts';
import { mockUploads } from '../test/xhr-mock.ts';
import { UploadError, uploadFile } from './upload.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const pdf = (size = 10) => new File([new Uint8Array(size)], 'My CV.pdf', { type: 'application/pdf' });
const signed = () =>
  mockFetch({
    'POST /api/generate-upload-signed-url/': () => ({
      body: {
        signed_url: '/api/files/media/cv/1/My_CV_1.pdf?expires=1&signature=x',
        s3_key: 'media/cv/1/My_CV_1.pdf',
      },
    }),
  });
/** Lets the promise chain reach the PUT. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('uploadFile', () => {
  it('When the file is of the wrong type, too large or empty, then it is refused before any call', async () => {
    const { calls } = mockFetch({});
    const docx = new File(['x'], 'cv.docx', {
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    await expect(uploadFile(docx, { fileType: 'cv' })).rejects.toThrow(MEDIA_MESSAGES.cvType);
    const gif = new File(['x'], 'cert.webp', { type: 'image/webp' });
    await expect(uploadFile(gif, { fileType: 'education_certificate' })).rejects.toThrow(
      MEDIA_MESSAGES.certificateType,
    );
    await expect(uploadFile(pdf(5 * 1024 * 1024 + 1), { fileType: 'application_cv' })).rejects.toThrow(
      'The file is too large. The maximum size is 5MB.',
    );
    await expect(uploadFile(pdf(0), { fileType: 'cv' })).rejects.toThrow(MEDIA_MESSAGES.empty);
    expect(calls).toHaveLength(0);
  });

  it('When the file is accepted, then it is sent by PUT with its type, progress is reported and the key answered', async () => {
    const { calls } = signed();
    const sent = mockUploads();
    const progress: number[] = [];
    const done = uploadFile(pdf(), { fileType: 'cv', onProgress: (f) => progress.push(f) });
    await settle();
    expect(calls[0]!.body).toEqual({
      filename: 'My CV.pdf',
      content_type: 'application/pdf',
      file_type: 'cv',
    });
    const put = sent[0]!;
    expect(put.method).toBe('PUT');
    expect(put.url).toContain('/api/files/media/cv/1/');
    expect(put.headers['content-type']).toBe('application/pdf');
    put.progress(5, 10);
    put.respond(204);
    await expect(done).resolves.toEqual({ key: 'media/cv/1/My_CV_1.pdf' });
    expect(progress).toEqual([0.5, 1]);
  });

  it('When the server refuses the content, then its message is given; when the network fails, the spec’s failure text', async () => {
    signed();
    const sent = mockUploads();
    const refused = uploadFile(pdf(), { fileType: 'cv' });
    await settle();
    sent[0]!.respond(400, JSON.stringify({ file: [MEDIA_MESSAGES.cvType] }));
    await expect(refused).rejects.toThrow(MEDIA_MESSAGES.cvType);
    const lost = uploadFile(pdf(), { fileType: 'cv' });
    await settle();
    sent[1]!.failNetwork();
    await expect(lost).rejects.toThrow(MEDIA_MESSAGES.cvFailed);
    const s3Refusal = uploadFile(pdf(), { fileType: 'cv' });
    await settle();
    sent[2]!.respond(403, '<Error><Code>AccessDenied</Code></Error>');
    await expect(s3Refusal).rejects.toBeInstanceOf(UploadError);
  });

  it('When the address is refused by the API, then the field message is given', async () => {
    mockFetch({
      'POST /api/generate-upload-signed-url/': () => ({
        status: 400,
        body: { education_id: [MEDIA_MESSAGES.educationMissing] },
      }),
    });
    const file = new File(['%PDF'], 'cert.pdf', { type: 'application/pdf' });
    await expect(uploadFile(file, { fileType: 'education_certificate' })).rejects.toThrow(
      MEDIA_MESSAGES.educationMissing,
    );
  });

  it('When the upload is cancelled, then the request is aborted and the promise rejects with an AbortError', async () => {
    signed();
    const sent = mockUploads();
    const controller = new AbortController();
    const done = uploadFile(pdf(), { fileType: 'cv', signal: controller.signal });
    await settle();
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    expect(sent[0]!.aborted).toBe(true);
  });
});
