import { VERIFICATION_MESSAGES, type VerificationDecision } from '@kweli/shared';
import type { Db } from '../../db/connect.ts';
import type { AdminAccount } from '../auth/index.ts';
import { decideVerification, verificationDecided } from '../employers/index.ts';
import { createNotification } from '../notifications/index.ts';
import { recordDecision } from './audit.ts';

/**
 * POST /admin/verifications/{employer_id}/decide/ (issue 22 item 2): the decision (the employers module
 * keeps it and, on approval, the badge goes onto the employer's jobs), its audit entry and the employer's
 * notification (in the app and, through the outbox, by e-mail), all in one transaction.
 */
export async function decideEmployerVerification(
  db: Db,
  admin: AdminAccount,
  employerId: number,
  decision: VerificationDecision,
  reason: string,
): Promise<{ employer_id: number; status: 'verified' | 'rejected' }> {
  const status = await db.transaction(async (tx) => {
    const decided = await decideVerification(tx, employerId, decision, admin.id, reason);
    await recordDecision(tx, admin, {
      action: decision === 'approve' ? 'verification.approve' : 'verification.reject',
      subjectType: 'employer',
      subjectId: employerId,
      reason,
    });
    await createNotification(tx, {
      userId: employerId,
      type: 'verification',
      message:
        decision === 'approve'
          ? VERIFICATION_MESSAGES.approvedNotification
          : VERIFICATION_MESSAGES.rejectedNotification(reason),
      // The same words as facts, for the e-mail in the employer's language.
      params:
        decision === 'approve' ? { text: 'verificationApproved' } : { text: 'verificationRejected', reason },
      jobId: null,
      jobTitle: '',
      applicationId: null,
    });
    return decided.status;
  });
  verificationDecided(db);
  return { employer_id: employerId, status };
}
