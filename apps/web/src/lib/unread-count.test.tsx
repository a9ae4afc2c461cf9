import { act, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetch-mock.ts';
import { renderPage } from '../test/render-page.tsx';
import { emit, LOGIN_SUCCESS_EVENT } from './events.ts';
import { UnreadCountPoller, useUnreadCount } from './unread-count.tsx';

/** The app's root as main.tsx builds it: one query client, the poller, then the screens. */
const render = (children: ReactNode) =>
  renderPage('/', [{ path: '/', element: children }], { beside: <UnreadCountPoller /> });

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
  it('When several screens show the count, then it is still one request at start and one each 30 s', async () => {
    vi.useFakeTimers();
    localStorage.setItem('authToken', 't');
    localStorage.setItem('userRole', 'candidate');
    const { calls } = mockFetch({
      'GET /api/notifications/candidate/unread-count/': () => ({ body: { count: 2 } }),
    });
    render(
      <>
        <Probe />
        <Probe />
        <Probe />
      </>,
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getAllByLabelText('count').map((o) => o.textContent)).toEqual(['2', '2', '2']);
    expect(calls).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(calls).toHaveLength(2);
    vi.useRealTimers();
  });

  it('When logged out, then it is 0 and nothing is fetched', async () => {
    const { calls } = mockFetch({});
    render(<Probe />);
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
    render(<Probe />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByLabelText('count')).toHaveTextContent('3');
    count = 5;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    // The answer is applied in the tasks after it arrives.
    await act(() => vi.advanceTimersByTimeAsync(100));
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
    render(<Probe />);
    await waitFor(() => expect(screen.getByLabelText('count')).toHaveTextContent('1'));
    fail = true;
    const button = screen.getByRole('button', { name: 'read one' });
    await act(async () => {
      button.click();
      button.click();
    });
    // The kept answer tells its readers in the next task.
    await waitFor(() => expect(screen.getByLabelText('count')).toHaveTextContent('0'));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByLabelText('count')).toHaveTextContent('0');
  });
});
