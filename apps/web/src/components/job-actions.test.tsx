import { APPLICATION_MESSAGES, JOB_MESSAGES } from '@kweli/shared';
import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetch-mock.ts';
import { renderPage } from '../test/render-page.tsx';
import { useJobActions } from './job-actions.ts';

/** The apply paths no card button reaches: a job that expired or closed while its page was open. */
describe('useJobActions', () => {
  it.each([
    ['expired', JOB_MESSAGES.expired],
    ['closed', APPLICATION_MESSAGES.jobNotOpen],
  ] as const)(
    'When the server answers %s to a candidate applying, then its alert shows and nothing opens',
    async (outcome, message) => {
      localStorage.setItem('authToken', 'token');
      localStorage.setItem('userRole', 'candidate');
      const { calls } = mockFetch({
        'GET /api/applications/apply-check/': () => ({ body: { job: 3, outcome, application: null } }),
      });
      const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
      let actions: ReturnType<typeof useJobActions> | undefined;
      function Probe() {
        actions = useJobActions();
        return null;
      }
      const router = renderPage('/', [{ path: '/', element: <Probe /> }]);
      await act(async () => actions!.apply({ id: 3 }));
      expect(alert).toHaveBeenCalledWith(message);
      expect(calls.map((c) => c.url)).toEqual(['/api/applications/apply-check/?job=3']);
      expect(router.state.location.pathname).toBe('/');
    },
  );

  it('When a candidate applies to a job with work typed offline for it, then that work is kept; work for another job is not', async () => {
    localStorage.setItem('authToken', 'token');
    localStorage.setItem('userRole', 'candidate');
    mockFetch({
      'GET /api/applications/apply-check/': () => ({ body: { job: 3, outcome: 'none', application: null } }),
    });
    let actions: ReturnType<typeof useJobActions> | undefined;
    function Probe() {
      actions = useJobActions();
      return null;
    }
    const router = renderPage('/', [
      { path: '/', element: <Probe /> },
      { path: '/apply/:jobId', element: <Probe /> },
    ]);
    const typedOffline = JSON.stringify({ jobId: 3, cover_letter: 'Typed on the bus', unsaved: true });
    localStorage.setItem('applicationDraft', typedOffline);
    await act(async () => actions!.apply({ id: 3 }));
    expect(router.state.location.pathname).toBe('/apply/3');
    expect(localStorage.getItem('applicationDraft')).toBe(typedOffline);

    localStorage.setItem(
      'applicationDraft',
      JSON.stringify({ jobId: 9, cover_letter: 'For another job', unsaved: true }),
    );
    await act(async () => actions!.apply({ id: 3 }));
    expect(localStorage.getItem('applicationDraft')).toBeNull();
  });
});
