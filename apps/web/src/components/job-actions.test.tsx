import { JOB_MESSAGES } from '@kweli/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetch-mock.ts';
import { useJobActions } from './job-actions.ts';
import { ToastProvider } from './toast.tsx';

/** The apply path that no button reaches any more: a job that expired while its page was open. */
describe('useJobActions', () => {
  it('When a candidate applies to a job past its due date, then the expired alert shows and nothing is asked', async () => {
    localStorage.setItem('authToken', 'token');
    localStorage.setItem('userRole', 'candidate');
    const { calls } = mockFetch({});
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    let actions: ReturnType<typeof useJobActions> | undefined;
    function Probe() {
      actions = useJobActions();
      return null;
    }
    const router = createMemoryRouter([{ path: '/', element: <Probe /> }]);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </QueryClientProvider>,
    );
    await act(async () => actions!.apply({ id: 3, due_date: '2020-01-01' }));
    expect(alert).toHaveBeenCalledWith(JOB_MESSAGES.expired);
    expect(calls).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/');
  });
});
