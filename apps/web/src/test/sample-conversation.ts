import type { ApplicationMessage, MessageThread } from '@kweli/shared';

/**
 * The conversation on an application as GET /applications/{id}/messages/ answers it (decision 092), for
 * the conversation card's tests and the two pages that show it: an unread message of the employer.
 */
export const sampleMessage = (id: number, fields: Partial<ApplicationMessage> = {}): ApplicationMessage => ({
  id,
  body: `Message ${id}`,
  sender: 'employer',
  mine: false,
  erased: false,
  created_at: '2026-11-20T09:30:00Z',
  read_at: null,
  ...fields,
});

export const sampleThread = (
  results: ApplicationMessage[] = [],
  fields: Partial<MessageThread> = {},
): MessageThread => ({ results, has_more: false, can_write: true, closed_reason: null, ...fields });
