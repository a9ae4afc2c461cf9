import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetch-mock.ts';
import { emit, LOGIN_SUCCESS_EVENT } from './events.ts';
import { UnreadCountProvider, useUnreadCount } from './unread-count.tsx';

function Probe() {
  const { count, decrement } = useUnreadCount();
  return (
    <>
      <output aria-label="count">{count}</output>
      <button type="button" onClick={decrement}>
        read one
      </button>
    </>
  );
}

describe('unread count', () => {
  it('When logged out, then it is 0 and nothing is fetched', async () => {
    const { calls } = mockFetch({});
    render(
      <UnreadCountProvider>
        <Probe />
      </UnreadCountProvider>,
    );
    await act(async () => {});
    expect(screen.getByLabelText('count')).toHaveTextContent('0');
    expect(calls).toHaveLength(0);
  });

  it('When an employer is logged in, then the employer count is polled every 30 s and on loginSuccess', async () => {
    vi.useFakeTimers();
    localStorage.setItem('authToken', 't');
    localStorage.setItem('userRole', 'employer');
    let count = 3;
    const { calls } = mockFetch({
      'GET /api/notifications/employer/unread-count/': () => ({ body: { count } }),
    });
    render(
      <UnreadCountProvider>
        <Probe />
      </UnreadCountProvider>,
    );
    await act(async () => {});
    expect(screen.getByLabelText('count')).toHaveTextContent('3');
    count = 5;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(screen.getByLabelText('count')).toHaveTextContent('5');
    await act(async () => {
      emit(LOGIN_SUCCESS_EVENT);
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(calls).toHaveLength(3);
    vi.useRealTimers();
  });

  it('When decremented below zero or a fetch fails, then the count stays sane', async () => {
    localStorage.setItem('authToken', 't');
    localStorage.setItem('userRole', 'candidate');
    let fail = false;
    mockFetch({
      'GET /api/notifications/candidate/unread-count/': () =>
        fail ? { status: 500, body: { detail: 'x' } } : { body: { count: 1 } },
    });
    vi.spyOn(console, 'info').mockImplementation(() => {});
    render(
      <UnreadCountProvider>
        <Probe />
      </UnreadCountProvider>,
    );
    await act(async () => {});
    fail = true;
    const button = screen.getByRole('button', { name: 'read one' });
    await act(async () => {
      button.click();
      button.click();
    });
    expect(screen.getByLabelText('count')).toHaveTextContent('0');
  });
});
