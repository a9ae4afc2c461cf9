import { APPLICANTS_EXPORT_MESSAGES } from '@kweli/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { renderPage } from '../../test/render-page.tsx';
import { ApplicantsPage } from './applicants-page.tsx';
import { applicantsRoutes, sampleApplication, sampleEmployerJob } from './test-fixtures.ts';

/** Issue 28 item 6: "Download CSV" on the applicants page. */
const routes = [{ path: '/employer/jobs/:jobId/applicants', element: <ApplicantsPage /> }];
const CSV = 'Name,E-mail\r\nAmina Odhiambo,amina@example.com\r\n';

/** The browser's file hand-over, watched: the object address made from the file, and the link clicked. */
function watchDownloads() {
  const made: Blob[] = [];
  const clicked: { href: string; download: string }[] = [];
  // jsdom has no object addresses: they are given for the test and taken away after it.
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      made.push(blob);
      return 'blob:kweli/1';
    },
    revokeObjectURL: () => {},
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
  return { made, clicked };
}

afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

/** A file's bytes (jsdom's Blob has no text() nor arrayBuffer()). */
const bytesOf = (blob: Blob) =>
  new Promise<Uint8Array>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });

describe('Download CSV', () => {
  it('When the employer downloads, then the export of the job is fetched with the session and saved under its name', async () => {
    const { made, clicked } = watchDownloads();
    const { calls } = mockFetch({
      'GET /api/employer/jobs/5/': () => ({ body: sampleEmployerJob }),
      ...applicantsRoutes([sampleApplication()]),
      'GET /api/applications/for_job/export.csv': () => ({ body: CSV }),
    });
    renderPage('/employer/jobs/5/applicants', routes, { signedInAs: 'employer' });
    await userEvent.click(await screen.findByRole('button', { name: APPLICANTS_EXPORT_MESSAGES.download }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]).toEqual({ href: 'blob:kweli/1', download: 'applicants-5-data-analyst.csv' });
    const call = calls.find((c) => c.url.includes('export.csv'))!;
    expect(call.url).toContain('job_id=5');
    expect(call.headers.authorization).toBe('Bearer token');
    expect(made[0]!.type).toBe('text/csv;charset=utf-8');
    // The byte order mark first, then the CSV as the server sent it.
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await bytesOf(made[0]!))).toBe(
      `\uFEFF${CSV}`,
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('When the download fails, then the page says so and the button can be pressed again', async () => {
    watchDownloads();
    mockFetch({
      'GET /api/employer/jobs/5/': () => ({ body: sampleEmployerJob }),
      ...applicantsRoutes([sampleApplication()]),
      'GET /api/applications/for_job/export.csv': () => ({ status: 500, body: { detail: 'x' } }),
    });
    renderPage('/employer/jobs/5/applicants', routes, { signedInAs: 'employer' });
    await userEvent.click(await screen.findByRole('button', { name: APPLICANTS_EXPORT_MESSAGES.download }));
    expect(await screen.findByRole('alert')).toHaveTextContent(APPLICANTS_EXPORT_MESSAGES.failed);
    expect(screen.getByRole('button', { name: APPLICANTS_EXPORT_MESSAGES.download })).toBeEnabled();
  });

  it('When the job has no applications, then there is nothing to download', async () => {
    mockFetch({
      'GET /api/employer/jobs/5/': () => ({ body: sampleEmployerJob }),
      ...applicantsRoutes([]),
    });
    renderPage('/employer/jobs/5/applicants', routes);
    expect(await screen.findByText('0 applications')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: APPLICANTS_EXPORT_MESSAGES.download })).toBeNull();
  });
});
