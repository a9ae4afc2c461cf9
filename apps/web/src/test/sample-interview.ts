import type { Interview } from '@kweli/shared';

/** An interview as GET /interviews/ answers it (issue 28 item 3), for the employer's and the candidate's tests. */
export function sampleInterview(fields: Partial<Interview> = {}): Interview {
  return {
    id: 8,
    application: 11,
    job: { id: 5, title: 'Data Analyst', company_name: 'Safaricom' },
    candidate_name: 'Amina Odhiambo',
    status: 'invited',
    slots: ['2026-12-01T07:00:00.000Z', '2026-12-02T11:30:00.000Z'],
    mode: 'video',
    location: 'https://meet.example.com/abc',
    duration_minutes: 45,
    confirmed_slot: null,
    decline_reason: '',
    created_at: '2026-11-26T08:00:00Z',
    answered_at: null,
    ...fields,
  };
}
