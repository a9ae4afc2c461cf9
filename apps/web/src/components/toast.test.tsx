import { DELAYS } from '@kweli/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAVE_JOB_MESSAGES } from '../lib/pending-job-action.ts';
import { ToastProvider, useToast } from './toast.tsx';

function SaveButton() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast(SAVE_JOB_MESSAGES.saved)}>
      Save
    </button>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('The saved-job prompt (docs/product/candidate.md §9, issue 27 item 16)', () => {
  it('When a job is saved, then its confirmation shows for exactly 3 seconds', () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <SaveButton />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('status')).toHaveTextContent(SAVE_JOB_MESSAGES.saved);
    expect(DELAYS.toast).toBe(3_000);
    act(() => vi.advanceTimersByTime(2_999));
    expect(screen.getByRole('status')).toHaveTextContent(SAVE_JOB_MESSAGES.saved);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
