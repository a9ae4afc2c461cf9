import { APPLICATION_MESSAGES } from '@kweli/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/connect.ts';
import { candidateMessageText, newApplicationMessage } from './events.ts';
import { messageEmails, notifications, statusEmails } from './schema.ts';

/**
 * Erasure (issue 23 items 3 and 6): the person's own notifications and status e-mail records go; the
 * employers' "… applied for …" notifications of the given applications name "Deleted candidate".
 */
export async function eraseNotificationsOf(tx: Executor, userId: number): Promise<void> {
  await tx.delete(notifications).where(eq(notifications.userId, userId));
  await tx.delete(statusEmails).where(eq(statusEmails.candidateId, userId));
  await tx.delete(messageEmails).where(eq(messageEmails.userId, userId));
}

/**
 * The employers' notifications about these applications stop naming their candidate (the facts kept for
 * the e-mail's language go: the stored message, naming "Deleted candidate", is all that is left).
 */
export async function anonymiseApplicationNotifications(
  tx: Executor,
  applicationIds: number[],
): Promise<void> {
  if (applicationIds.length === 0) return;
  const named = await tx
    .select({ id: notifications.id, type: notifications.type, jobTitle: notifications.jobTitle })
    .from(notifications)
    .where(
      and(
        inArray(notifications.applicationId, applicationIds),
        inArray(notifications.type, ['new_application', 'new_message']),
      ),
    );
  for (const row of named) {
    const told = row.type === 'new_message' ? candidateMessageText : newApplicationMessage;
    await tx
      .update(notifications)
      .set({ message: told(APPLICATION_MESSAGES.deletedCandidate, row.jobTitle), params: null })
      .where(eq(notifications.id, row.id));
  }
}
