import {
  type ApplicationMessage,
  CONVERSATION_MESSAGES,
  MESSAGES_PAGE_SIZE,
  type MessageSender,
  type MessagesRead,
  type MessageThread,
  THREAD_MESSAGES_MAX,
} from '@kweli/shared';
import { and, count, desc, eq, inArray, isNull, lt, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/connect.ts';
import type { SessionUser } from '../../platform/auth-guard.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import { publish } from '../../platform/events.ts';
import { jobCards } from '../jobs/index.ts';
import { applicationFacts } from './facts.ts';
import { applicationMessages, applications } from './schema.ts';

/**
 * The conversation on a submitted application (issue 28 item 4, decision 092): only its candidate and
 * its job's employer read or write it; anyone else gets 404, as for the application itself, so ids
 * cannot be probed. Reading changes nothing: the reader marks the other side's messages read with its own
 * call (`markThreadRead`). A withdrawn application, or one whose candidate was erased, can still be read
 * but no longer written to.
 */
type Viewer = Pick<SessionUser, 'id' | 'role'>;

interface Thread {
  id: number;
  side: MessageSender;
  closedReason: string | null;
}

/** The application as a thread the viewer may open; `lock` holds its row for a write. */
async function threadFor(db: Executor, viewer: Viewer, id: number, lock = false): Promise<Thread> {
  const side: MessageSender = viewer.role === 'candidate' ? 'candidate' : 'employer';
  const mine: SQL =
    side === 'candidate'
      ? eq(applications.candidateId, viewer.id)
      : and(eq(jobCards.employerId, viewer.id), eq(applications.submissionStatus, 'submitted'))!;
  const query = db
    .select({
      id: applications.id,
      submissionStatus: applications.submissionStatus,
      withdrawnAt: applications.withdrawnAt,
      anonymisedAt: applications.anonymisedAt,
    })
    .from(applications)
    .innerJoin(jobCards, eq(jobCards.id, applications.jobId))
    .where(and(eq(applications.id, id), mine));
  const [found] = lock ? await query.for('update', { of: applications }) : await query;
  if (!found) throw notFound();
  // Only the candidate can know of their draft: they are told plainly that it has no conversation yet.
  if (found.submissionStatus !== 'submitted') throw badRequest(CONVERSATION_MESSAGES.notSent);
  const closedReason = found.anonymisedAt
    ? CONVERSATION_MESSAGES.deletedCandidate
    : found.withdrawnAt
      ? CONVERSATION_MESSAGES.withdrawn
      : null;
  return { id: found.id, side, closedReason };
}

const messageAnswer =
  (side: MessageSender) =>
  (m: typeof applicationMessages.$inferSelect): ApplicationMessage => ({
    id: m.id,
    body: m.body,
    sender: m.senderRole,
    mine: m.senderRole === side,
    erased: m.erasedAt !== null,
    created_at: m.createdAt.toISOString(),
    read_at: m.readAt?.toISOString() ?? null,
  });

async function threadLength(db: Executor, applicationId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(applicationMessages)
    .where(eq(applicationMessages.applicationId, applicationId));
  return row?.n ?? 0;
}

/**
 * GET /applications/{id}/messages/: one page of the thread, oldest first (the newest page, or the one
 * before `before`). A read: it marks nothing read (that is `markThreadRead`).
 */
export async function readThread(
  db: Db,
  viewer: Viewer,
  id: number,
  before?: number,
): Promise<MessageThread> {
  const thread = await threadFor(db, viewer, id);
  const rows = await db
    .select()
    .from(applicationMessages)
    .where(
      and(
        eq(applicationMessages.applicationId, id),
        before === undefined ? undefined : lt(applicationMessages.id, before),
      ),
    )
    .orderBy(desc(applicationMessages.id))
    .limit(MESSAGES_PAGE_SIZE + 1);
  const full = !thread.closedReason && (await threadLength(db, id)) >= THREAD_MESSAGES_MAX;
  const closedReason = thread.closedReason ?? (full ? CONVERSATION_MESSAGES.threadFull : null);
  return {
    results: rows.slice(0, MESSAGES_PAGE_SIZE).reverse().map(messageAnswer(thread.side)),
    has_more: rows.length > MESSAGES_PAGE_SIZE,
    can_write: closedReason === null,
    closed_reason: closedReason,
  };
}

/** The other side's messages the reader (`side`) has not read, up to `upTo` when given. */
const unreadFromOtherSide = (applicationId: number, side: MessageSender, upTo?: number) =>
  and(
    eq(applicationMessages.applicationId, applicationId),
    ne(applicationMessages.senderRole, side),
    isNull(applicationMessages.readAt),
    upTo === undefined ? undefined : lte(applicationMessages.id, upTo),
  );

/**
 * POST /applications/{id}/messages/read/: the reader was shown the thread up to the message `upTo` (the
 * newest on their screen); the other side's unread messages up to it become read. A message that arrived
 * after the page was drawn stays unread. Idempotent: a second call finds nothing to mark and changes
 * nothing. Once nothing of the other side is left unread, the reader's notifications of the thread are
 * read and their gathered e-mail has nothing to tell (`application.messages_read`).
 */
export async function markThreadRead(
  db: Db,
  viewer: Viewer,
  id: number,
  upTo: number,
): Promise<MessagesRead> {
  return db.transaction(async (tx) => {
    const thread = await threadFor(tx, viewer, id);
    const read = await tx
      .update(applicationMessages)
      .set({ readAt: new Date() })
      .where(unreadFromOtherSide(id, thread.side, upTo))
      .returning({ id: applicationMessages.id });
    const unread = await unreadCount(tx, id, thread.side);
    if (read.length > 0 && unread === 0)
      await publish(tx, 'application.messages_read', { applicationId: id, userId: viewer.id });
    return { read: read.length, unread };
  });
}

async function unreadCount(db: Executor, applicationId: number, side: MessageSender): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(applicationMessages)
    .where(unreadFromOtherSide(applicationId, side));
  return row?.n ?? 0;
}

/**
 * POST /applications/{id}/messages/: the caller writes to the other side, who is told at once in the
 * app and, gathered, by e-mail (the notifications module, through `application.message_sent`). The
 * application's row is locked, so the thread's cap holds against parallel writes.
 */
export async function sendMessage(
  db: Db,
  viewer: Viewer,
  id: number,
  body: string,
): Promise<ApplicationMessage> {
  return db.transaction(async (tx) => {
    const thread = await threadFor(tx, viewer, id, true);
    if (thread.closedReason) throw new AppError(409, thread.closedReason);
    if ((await threadLength(tx, id)) >= THREAD_MESSAGES_MAX)
      throw new AppError(409, CONVERSATION_MESSAGES.threadFull);
    const [saved] = await tx
      .insert(applicationMessages)
      .values({ applicationId: id, senderRole: thread.side, senderId: viewer.id, body })
      .returning();
    await publish(tx, 'application.message_sent', {
      ...(await applicationFacts(tx, id)),
      messageId: saved!.id,
      from: thread.side,
    });
    return messageAnswer(thread.side)(saved!);
  });
}

/** How many of the other side's messages on each application the reader (`side`) has not read. */
export async function unreadMessageCounts(
  db: Executor,
  applicationIds: number[],
  side: MessageSender,
): Promise<Map<number, number>> {
  if (applicationIds.length === 0) return new Map();
  const rows = await db
    .select({ applicationId: applicationMessages.applicationId, n: count() })
    .from(applicationMessages)
    .where(
      and(
        inArray(applicationMessages.applicationId, applicationIds),
        ne(applicationMessages.senderRole, side),
        isNull(applicationMessages.readAt),
      ),
    )
    .groupBy(applicationMessages.applicationId);
  return new Map(rows.map((r) => [r.applicationId, r.n]));
}

/** The candidate's data export: each application's thread, both sides' words, as the candidate saw it. */
export async function messagesData(
  db: Executor,
  applicationIds: number[],
): Promise<Map<number, ApplicationMessage[]>> {
  if (applicationIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(applicationMessages)
    .where(inArray(applicationMessages.applicationId, applicationIds))
    .orderBy(applicationMessages.applicationId, applicationMessages.id);
  const byApplication = new Map<number, ApplicationMessage[]>();
  for (const row of rows) {
    const list = byApplication.get(row.applicationId) ?? [];
    list.push(messageAnswer('candidate')(row));
    byApplication.set(row.applicationId, list);
  }
  return byApplication;
}

/**
 * Erasure and retention (issue 23): the threads of these applications keep their dates and sides but no
 * words, the employer's included: they were written to the person and often name them.
 */
export async function eraseMessagesOf(tx: Executor, applicationIds: number[]): Promise<void> {
  if (applicationIds.length === 0) return;
  await tx
    .update(applicationMessages)
    .set({ body: '', erasedAt: sql`coalesce(${applicationMessages.erasedAt}, now())` })
    .where(inArray(applicationMessages.applicationId, applicationIds));
}
