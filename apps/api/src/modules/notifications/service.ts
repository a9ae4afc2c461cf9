import { type Language, type Notification, PAGE_SIZE } from '@kweli/shared';
import { and, count, desc, eq, not, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connect.ts';
import { notFound } from '../../platform/errors.ts';
import { jobCards } from '../jobs/index.ts';
import { notifications } from './schema.ts';
import { type NotificationText, notificationText, notificationTexts } from './texts.ts';

/**
 * A user's own notifications (docs/product/employer.md "Employer notifications", candidate.md "Candidate
 * notifications", docs/product/rules.md "The server is ours"): listed newest first, marked read, deleted,
 * counted. Another user's notification answers 404 like a missing one, so ids cannot be probed.
 */
export async function listNotifications(
  db: Executor,
  userId: number,
  page: number,
  language: Language = 'en',
): Promise<{ count: number; results: Notification[] }> {
  const [total] = await db
    .select({ count: count() })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  const found = await db
    .select({ n: notifications, job: { id: jobCards.id, title: jobCards.jobTitle } })
    .from(notifications)
    .leftJoin(jobCards, eq(jobCards.id, notifications.jobId))
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  return {
    count: Number(total?.count ?? 0),
    results: found.map(({ n, job }) => ({
      id: Number(n.id),
      message: messageIn(language, n.message, n.params),
      type: n.type,
      job: job ? { id: job.id, title: job.title } : null,
      job_title: n.jobTitle,
      application: n.applicationId,
      is_read: n.isRead,
      created_at: n.createdAt.toISOString(),
    })),
  };
}

/**
 * A notification's text in the reader's language (issue 25 item 1, decision 105): written from the facts
 * it kept (migration 0112) with the same catalogue as its e-mail. The stored English text is what an
 * English reader sees, and what a row without facts shows (made before 0112, or anonymised by erasure).
 */
function messageIn(language: Language, stored: string, facts: NotificationText | null): string {
  if (language === 'en' || !facts) return stored;
  try {
    return notificationText(notificationTexts(language), facts);
  } catch {
    // Facts of a shape this code no longer reads: the stored text rather than a failed list.
    return stored;
  }
}

const own = (userId: number, id: number) => and(eq(notifications.id, id), eq(notifications.userId, userId));

/** Marks one of the user's notifications read (marking it again changes nothing). */
export async function markRead(db: Executor, userId: number, id: number): Promise<void> {
  const updated = await db
    .update(notifications)
    .set({ isRead: true })
    .where(own(userId, id))
    .returning({ id: notifications.id });
  if (updated.length === 0) throw notFound();
}

export async function deleteNotification(db: Executor, userId: number, id: number): Promise<void> {
  const deleted = await db.delete(notifications).where(own(userId, id)).returning({ id: notifications.id });
  if (deleted.length === 0) throw notFound();
}

/**
 * The unread count is asked by every signed-in page every 30 seconds, so it is a prepared statement:
 * the database parses and plans it once per connection instead of on every poll.
 */
const preparedUnreadCounts = new WeakMap<Executor, ReturnType<typeof prepareUnreadCount>>();
const prepareUnreadCount = (db: Executor) =>
  db
    .select({ count: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, sql.placeholder('userId')), not(notifications.isRead)))
    .prepare('unread_count');

export async function unreadCount(db: Executor, userId: number): Promise<number> {
  let prepared = preparedUnreadCounts.get(db);
  if (!prepared) {
    prepared = prepareUnreadCount(db);
    preparedUnreadCounts.set(db, prepared);
  }
  const [row] = await prepared.execute({ userId });
  return Number(row?.count ?? 0);
}
