import { z } from 'zod';
import { APPLICATION_MESSAGE_MAX, CONVERSATION_MESSAGES } from '../recruiter-texts.ts';
import { hasHiddenCharacters, TEXT_MESSAGES } from '../text-rules.ts';
import { recordId } from './applications.ts';

/**
 * The conversation on a submitted application between the job's employer and its candidate (issue 28
 * item 4, decision 092): text only, shown literally. The API and the message form use these.
 */
export const MESSAGE_SENDERS = ['candidate', 'employer'] as const;
export type MessageSender = (typeof MESSAGE_SENDERS)[number];

/** POST /applications/{id}/messages/ */
export const messagePayload = z.object({
  body: z
    .string({ error: CONVERSATION_MESSAGES.required })
    .trim()
    .min(1, { error: CONVERSATION_MESSAGES.required })
    .max(APPLICATION_MESSAGE_MAX, { error: CONVERSATION_MESSAGES.tooLong })
    .refine((v) => !hasHiddenCharacters(v, true), { error: TEXT_MESSAGES.hiddenCharacters }),
});
export type MessagePayload = z.input<typeof messagePayload>;

/** GET /applications/{id}/messages/?before=id: the newest page, or the one before a message. */
export const messagesQuery = z.object({ before: recordId.optional() });

export const applicationMessage = z.object({
  id: z.number().int(),
  /** Empty when `erased`: its text went with the candidate's account (issue 23). */
  body: z.string(),
  sender: z.enum(MESSAGE_SENDERS),
  /** Sent by the caller. */
  mine: z.boolean(),
  erased: z.boolean(),
  created_at: z.string(),
  /** When the other side read it (null: not yet). */
  read_at: z.string().nullable(),
});
export type ApplicationMessage = z.infer<typeof applicationMessage>;

export const messageThread = z.object({
  /** Oldest first; at most one page (MESSAGES_PAGE_SIZE). */
  results: z.array(applicationMessage),
  /** Older messages exist: ask again with `before` = the first result's id. */
  has_more: z.boolean(),
  /** Whether the caller may write now; when not, `closed_reason` says why. */
  can_write: z.boolean(),
  closed_reason: z.string().nullable(),
});
export type MessageThread = z.infer<typeof messageThread>;

/**
 * POST /applications/{id}/messages/read/: the reader was shown the thread up to this message (the newest
 * on the screen); the other side's messages up to it become read.
 */
export const messagesReadPayload = z.object({ up_to: recordId });
export type MessagesReadPayload = z.input<typeof messagesReadPayload>;

export const messagesRead = z.object({
  /** How many of the other side's messages this call marked read (0 when called again). */
  read: z.number().int(),
  /** How many of the other side's messages are still unread (those that came after `up_to`). */
  unread: z.number().int(),
});
export type MessagesRead = z.infer<typeof messagesRead>;
