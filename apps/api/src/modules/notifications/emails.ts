import type { NotificationType, Role } from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { type Executor, rows } from '../../db/connect.ts';
import type { Mail } from '../../platform/mailer.ts';
import { enqueueEmail } from '../../platform/outbox.ts';
import { compose } from '../auth/index.ts';

/**
 * The e-mail of a notification (docs/product/rules.md "Notifications": the same mail path as verification
 * e-mails). It is composed by the outbox worker after the notification's transaction committed, from
 * the notification as it then is, and queued as an ordinary e-mail of the outbox, which retries it until
 * the mail server takes it. The user's switch (users.notify_by_email) is read at that moment too.
 */
export const NOTIFICATION_PAGES: Record<Role, string> = {
  candidate: '/candidate-dashboard/notifications',
  employer: '/employer-dashboard/notifications',
};

/** The address that opens the notification page with this notification highlighted. */
export const notificationLink = (publicUrl: string, role: Role, id: number) =>
  `${publicUrl}${NOTIFICATION_PAGES[role]}?highlight=${id}`;

const SUBJECTS: Record<NotificationType, (jobTitle: string) => string> = {
  status_change: (title) => `Update on your application for ${title}`,
  new_job_post: (title) => `A new job for you: ${title}`,
  new_application: (title) => `New application for ${title}`,
};

export function notificationEmail(
  to: string,
  type: NotificationType,
  message: string,
  jobTitle: string,
  link: string,
  settingsLink: string,
): Mail {
  return compose(to, SUBJECTS[type](jobTitle), 'Hello,', [`${message}.`], 'Open in Kweli Jobs', link, [
    `You receive this because of your notifications on Kweli Jobs. To stop these e-mails, turn them off in your settings: ${settingsLink}`,
  ]);
}

interface Row {
  id: number;
  type: NotificationType;
  message: string;
  job_title: string;
  email: string;
  role: Role;
  notify_by_email: boolean;
}

/** The outbox handler of `notification_email`: queues the message unless the user turned them off. */
export async function sendNotificationEmail(
  db: Executor,
  publicUrl: string,
  notificationId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [n] = await rows<Row>(
      tx,
      sql`select n.id, n.type, n.message, n.job_title, u.email, u.role, u.notify_by_email
          from notifications n join user_accounts u on u.user_id = n.user_id
          where n.id = ${notificationId} and u.is_active`,
    );
    // Deleted before the worker came to it, or the user does not want e-mails: nothing to send.
    if (!n?.notify_by_email) return;
    await enqueueEmail(
      tx,
      notificationEmail(
        n.email,
        n.type,
        n.message,
        n.job_title,
        notificationLink(publicUrl, n.role, Number(n.id)),
        `${publicUrl}/settings`,
      ),
    );
  });
}
