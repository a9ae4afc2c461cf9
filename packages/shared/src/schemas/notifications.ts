import { z } from 'zod';
import { LANGUAGES, NOTIFICATION_TYPES } from '../enums.ts';
import { pageOf } from './paging.ts';

/**
 * Notifications of both roles (docs/product/foundation.md §4, docs/product/employer.md "Employer
 * notifications", docs/product/candidate.md "Candidate notifications",
 * docs/product/rules.md "Notifications"): the entity, its paged list, the unread count and the e-mail
 * setting.
 */
export const NOTIFICATION_MESSAGES = {
  title: 'Notifications',
  empty: 'No notifications yet',
  loadFailed: 'Failed to load notifications. Please try again.',
  deleteConfirm: 'Delete this notification?',
  deleteFailed: 'Failed to delete the notification. Please try again.',
  deleted: 'Notification deleted',
  emailSetting: 'E-mail me my notifications',
  emailSettingHint:
    'Each notification you receive here is also sent to your e-mail address. Turn this off to receive them only in the app.',
  settingSaved: 'Settings saved',
  settingFailed: 'Failed to save your settings. Please try again.',
} as const;

export const notification = z.object({
  id: z.number().int(),
  message: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  /** The job it is about, while that job exists. */
  job: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  /** The job's title when the notification was made, kept when the job is deleted. */
  job_title: z.string(),
  /** The application it is about (status changes, new applications). */
  application: z.number().int().nullable(),
  is_read: z.boolean(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notification>;

export const notificationPage = pageOf(notification);
export type NotificationPage = z.infer<typeof notificationPage>;

export const notificationListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  /**
   * The reader's language (issue 25 item 1): a notification that kept its facts is written in it; one
   * without (made before migration 0112, or anonymised) shows its stored English text.
   */
  language: z.enum(LANGUAGES).optional(),
});

export const unreadCount = z.object({ count: z.number().int().min(0) });

/** The per-user switch for notification e-mails (on by default). */
export const notificationSettings = z.object({ email_notifications: z.boolean() });
export type NotificationSettings = z.infer<typeof notificationSettings>;
