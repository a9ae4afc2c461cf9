import { JOB_MESSAGES } from '@kweli/shared';
import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetch-mock.ts';
import { renderPage } from '../test/render-page.tsx';
import { useJobActions } from './job-actions.ts';

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
    const router = renderPage('/', [{ path: '/', element: <Probe /> }]);
    await act(async () => actions!.apply({ id: 3, due_date: '2020-01-01' }));
    expect(alert).toHaveBeenCalledWith(JOB_MESSAGES.expired);
    expect(calls).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/');
  });
});
