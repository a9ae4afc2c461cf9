import { describe, expect, it } from 'vitest';
import { rememberPendingJobAction, takePendingJobAction } from './pending-job-action.ts';

describe('pendingJobAction', () => {
  it('When an action is remembered, then it is stored under pendingJobAction and taken once', () => {
    rememberPendingJobAction('apply', 42);
    expect(JSON.parse(localStorage.getItem('pendingJobAction')!)).toEqual({ action: 'apply', jobId: 42 });
    expect(takePendingJobAction()).toEqual({ action: 'apply', jobId: 42 });
    expect(takePendingJobAction()).toBeNull();
  });

  it('When the stored value is damaged, then nothing is taken', () => {
    localStorage.setItem('pendingJobAction', '{"action":"delete","jobId":1}');
    expect(takePendingJobAction()).toBeNull();
    localStorage.setItem('pendingJobAction', 'not json');
    expect(takePendingJobAction()).toBeNull();
  });
});
