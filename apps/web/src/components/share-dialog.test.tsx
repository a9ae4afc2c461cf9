import { publicJobPath } from '@kweli/shared';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../test/render-page.tsx';
import { ShareDialog, shareText } from './share-dialog.tsx';

const job = {
  id: 12,
  job_title: 'Registered Nurse',
  company_name: 'Afya Care',
  description: `${'Care for patients in our busy ward. '.repeat(10)}End.`,
};

function renderDialog(onClose = vi.fn()) {
  const router = renderPage('/', [
    { path: '/', element: <ShareDialog job={job} onClose={onClose} /> },
    { path: '/public/jobs/:jobId/details', element: <p>Job page</p> },
  ]);
  return { router, onClose };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ShareDialog', () => {
  it('When opened, then the preview cuts the description at 120 characters and the link is the public page', () => {
    renderDialog();
    const preview = screen.getByText(/Care for patients/);
    const flat = job.description.replace(/\s+/g, ' ');
    expect(preview.textContent).toContain(`${flat.slice(0, 120).trimEnd()}...`);
    expect(preview.textContent).not.toContain(flat.slice(0, 121));
    const link = screen.getByRole('textbox', { name: 'Job link' });
    expect(link).toHaveValue(`${window.location.origin}${publicJobPath(12)}`);
    expect(link).toHaveAttribute('readonly');
    expect(screen.getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/public/jobs/12/details',
    );
  });

  it('When sharing, then every target is offered and the shared text cuts the description at 100', () => {
    renderDialog();
    for (const name of ['LinkedIn', 'WhatsApp', 'Facebook', 'X', 'Telegram', 'Instagram', 'Email']) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('target', '_blank');
    }
    const text = shareText(job);
    const flat = job.description.replace(/\s+/g, ' ');
    expect(text).toBe(`Registered Nurse at Afya Care: ${flat.slice(0, 100).trimEnd()}...`);
    const url = `${window.location.origin}/public/jobs/12/details`;
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`,
    );
    expect(screen.getByRole('link', { name: 'LinkedIn' }).getAttribute('href')).toContain(
      encodeURIComponent(url),
    );
    expect(screen.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/',
    );
    expect(screen.getByRole('link', { name: 'Email' }).getAttribute('href')).toMatch(/^mailto:\?subject=/);
  });

  it('When Copy Link is pressed, then the link is copied and the button reads Copied! for 2 seconds', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderDialog();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy Link' }));
    });
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/public/jobs/12/details`);
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(1_900);
    });
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.getByRole('button', { name: 'Copy Link' })).toBeInTheDocument();
  });

  it('When the device can share, then Share via device hands it the title, text and link', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share });
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Share via device' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Registered Nurse',
      text: shareText(job),
      url: `${window.location.origin}/public/jobs/12/details`,
    });
  });

  it('When the device cannot share, then there is no device button; Close closes', async () => {
    const { onClose } = renderDialog();
    expect(screen.queryByRole('button', { name: 'Share via device' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
