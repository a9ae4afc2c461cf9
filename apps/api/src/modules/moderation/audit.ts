import { type AuditAction, type AuditEntry, PAGE_SIZE } from '@kweli/shared';
import { count, desc } from 'drizzle-orm';
import type { Executor } from '../../db/connect.ts';
import type { AdminAccount } from '../auth/index.ts';
import { auditLog } from './schema.ts';

/**
 * The audit log (issue 22 item 1): every admin decision, written in the transaction that makes it, so
 * that a decision and its entry exist together or not at all.
 */
export async function recordDecision(
  tx: Executor,
  admin: AdminAccount,
  decision: { action: AuditAction; subjectType: 'job' | 'employer'; subjectId: number; reason: string },
): Promise<void> {
  await tx.insert(auditLog).values({
    adminId: admin.id,
    adminEmail: admin.email,
    action: decision.action,
    subjectType: decision.subjectType,
    subjectId: decision.subjectId,
    reason: decision.reason,
  });
}

/** Newest first, 20 a page. */
export async function listAudit(
  db: Executor,
  page: number,
): Promise<{ count: number; results: AuditEntry[] }> {
  const [total] = await db.select({ n: count() }).from(auditLog);
  const found = await db
    .select()
    .from(auditLog)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  return {
    count: Number(total?.n ?? 0),
    results: found.map((r) => ({
      id: Number(r.id),
      admin_id: r.adminId,
      admin_email: r.adminEmail,
      action: r.action,
      subject_type: r.subjectType,
      subject_id: r.subjectId,
      reason: r.reason,
      created_at: r.createdAt.toISOString(),
    })),
  };
}
