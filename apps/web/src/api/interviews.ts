import type { Interview, InterviewDeclinePayload, InterviewPayload, InterviewsPage } from '@kweli/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client.ts';

/**
 * Interviews (issue 28 item 3): read by both sides (the employer's review page, the candidate's
 * applications), so here rather than in one feature. Every change invalidates INTERVIEWS_KEY.
 */
export const INTERVIEWS_KEY = ['interviews'] as const;

export const interviewsQueryOptions = (application?: number) =>
  queryOptions({
    queryKey: [...INTERVIEWS_KEY, application ?? 'all'],
    queryFn: () => api<InterviewsPage>('/interviews/', { query: application ? { application } : {} }),
  });

export const useInterviews = (application?: number) => useQuery(interviewsQueryOptions(application));

export const inviteToInterview = (applicationId: number, payload: InterviewPayload) =>
  api<Interview>(`/applications/${applicationId}/interviews/`, { method: 'POST', body: payload });

export const acceptInterview = (id: number, slot: string) =>
  api<Interview>(`/interviews/${id}/accept/`, { method: 'POST', body: { slot } });

export const declineInterview = (id: number, payload: InterviewDeclinePayload) =>
  api<Interview>(`/interviews/${id}/decline/`, { method: 'POST', body: payload });

export const cancelInterview = (id: number) =>
  api<Interview>(`/interviews/${id}/cancel/`, { method: 'POST' });

/**
 * The calendar file is asked with the session's token (a plain link would go without it), then handed
 * to the browser as a download.
 */
export async function downloadCalendar(id: number): Promise<void> {
  const text = await api<string>(`/interviews/${id}/calendar.ics`);
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `interview-${id}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
