import {
  type AdminVerification,
  type EmployerVerification,
  emailMatchesWebsite,
  PAGE_SIZE,
  VERIFICATION_MESSAGES,
  type VerificationDecision,
} from '@kweli/shared';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/connect.ts';
import { AppError } from '../../platform/errors.ts';
import { publish } from '../../platform/events.ts';
import { madeStale, PUBLIC_JOBS } from '../../platform/stale-answers.ts';
import { userAccounts } from '../auth/index.ts';
import { claimUpload, releaseUpload } from '../media/index.ts';
import { employerProfiles, employerVerifications } from './schema.ts';

/**
 * Employer verification (issue 22 item 2, decision 062). An employer sends its KRA PIN, registration
 * number, NEA licence (agencies) and registration document; an admin approves or rejects it. The rule on
 * sending again: while a request is pending or once verified, another is refused (409) and changes
 * nothing; after a rejection a new request replaces the old one (its document is released).
 */
type Row = typeof employerVerifications.$inferSelect;

const UNVERIFIED: EmployerVerification = {
  status: 'unverified',
  submitted_at: null,
  decided_at: null,
  reason: null,
  kra_pin: null,
  registration_number: null,
  nea_licence: null,
  document: null,
};

function toAnswer(row: Row | undefined): EmployerVerification {
  if (!row) return UNVERIFIED;
  return {
    status: row.status,
    submitted_at: row.submittedAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
    reason: row.reason,
    kra_pin: row.kraPin,
    registration_number: row.registrationNumber,
    nea_licence: row.neaLicence,
    document: row.document,
  };
}

/** GET /employer/verification/ */
export async function getVerification(db: Executor, employerId: number): Promise<EmployerVerification> {
  const [row] = await db
    .select()
    .from(employerVerifications)
    .where(eq(employerVerifications.employerId, employerId));
  return toAnswer(row);
}

/** Whether an admin verified this employer (the badge copied onto its new jobs). */
export async function isVerifiedEmployer(db: Executor, employerId: number): Promise<boolean> {
  const [row] = await db
    .select({ status: employerVerifications.status })
    .from(employerVerifications)
    .where(eq(employerVerifications.employerId, employerId));
  return row?.status === 'verified';
}

const refusal = (status: Row['status']) =>
  new AppError(
    409,
    status === 'verified' ? VERIFICATION_MESSAGES.alreadyVerified : VERIFICATION_MESSAGES.alreadyPending,
  );

export interface VerificationRequest {
  kra_pin: string;
  registration_number: string;
  nea_licence: string | null;
  document: string;
}

/** POST /employer/verification/: 201 pending, or 409 while pending or verified. */
export async function submitVerification(
  db: Db,
  employerId: number,
  request: VerificationRequest,
): Promise<EmployerVerification> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(employerVerifications)
      .where(eq(employerVerifications.employerId, employerId))
      .for('update');
    if (before && before.status !== 'rejected') throw refusal(before.status);
    await claimUpload(tx, {
      key: request.document,
      ownerId: employerId,
      fileTypes: ['verification_document'],
      field: 'document',
    });
    const values = {
      status: 'pending' as const,
      kraPin: request.kra_pin,
      registrationNumber: request.registration_number,
      neaLicence: request.nea_licence,
      document: request.document,
      submittedAt: new Date(),
      decidedAt: null,
      decidedBy: null,
      reason: null,
    };
    // A parallel first request of the same employer waits on the key and then finds it pending.
    const [row] = await tx
      .insert(employerVerifications)
      .values({ employerId, ...values })
      .onConflictDoUpdate({
        target: employerVerifications.employerId,
        set: values,
        setWhere: eq(employerVerifications.status, 'rejected'),
      })
      .returning();
    if (!row) throw refusal('pending');
    if (before && before.document !== request.document) await releaseUpload(tx, before.document);
    return toAnswer(row);
  });
}

/** GET /admin/verifications/?status=: pending oldest first (a queue), decided ones newest first. */
export async function listVerifications(
  db: Executor,
  status: Row['status'],
  page: number,
): Promise<{ count: number; results: AdminVerification[] }> {
  const where = eq(employerVerifications.status, status);
  const [total] = await db.select({ n: count() }).from(employerVerifications).where(where);
  const order =
    status === 'pending'
      ? [asc(employerVerifications.submittedAt), asc(employerVerifications.employerId)]
      : [desc(employerVerifications.decidedAt), desc(employerVerifications.employerId)];
  const found = await db
    .select({
      row: employerVerifications,
      companyName: employerProfiles.companyName,
      companyEmail: employerProfiles.companyEmail,
      website: employerProfiles.website,
      email: userAccounts.email,
    })
    .from(employerVerifications)
    .leftJoin(employerProfiles, eq(employerProfiles.userId, employerVerifications.employerId))
    .leftJoin(userAccounts, eq(userAccounts.userId, employerVerifications.employerId))
    .where(where)
    .orderBy(...order)
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  return {
    count: Number(total?.n ?? 0),
    results: found.map(({ row, companyName, companyEmail, website, email }) => {
      const site = website ?? '';
      return {
        employer_id: row.employerId,
        company_name: companyName ?? '',
        email: email ?? '',
        company_email: companyEmail ?? '',
        website: site,
        kra_pin: row.kraPin,
        registration_number: row.registrationNumber,
        nea_licence: row.neaLicence,
        document: row.document,
        status: row.status,
        submitted_at: row.submittedAt.toISOString(),
        decided_at: row.decidedAt?.toISOString() ?? null,
        reason: row.reason,
        signals: {
          email_domain_matches_website:
            emailMatchesWebsite(companyEmail ?? '', site) || emailMatchesWebsite(email ?? '', site),
        },
      };
    }),
  };
}

/**
 * An admin's decision on a pending request, inside the caller's transaction (the moderation module
 * writes the audit entry and the notification in the same one). Only a pending request is decided:
 * none is 404, a decided one 409. Approving copies the badge onto the employer's jobs.
 */
export async function decideVerification(
  tx: Executor,
  employerId: number,
  decision: VerificationDecision,
  adminId: number,
  reason: string,
): Promise<{ employerId: number; status: 'verified' | 'rejected' }> {
  const [row] = await tx
    .update(employerVerifications)
    .set({
      status: decision === 'approve' ? 'verified' : 'rejected',
      decidedAt: sql`now()`,
      decidedBy: adminId,
      reason,
    })
    .where(and(eq(employerVerifications.employerId, employerId), eq(employerVerifications.status, 'pending')))
    .returning({ status: employerVerifications.status });
  if (!row) {
    const [exists] = await tx
      .select({ status: employerVerifications.status })
      .from(employerVerifications)
      .where(eq(employerVerifications.employerId, employerId));
    if (!exists) throw new AppError(404, VERIFICATION_MESSAGES.notSubmitted);
    throw new AppError(409, VERIFICATION_MESSAGES.alreadyDecided);
  }
  if (row.status === 'verified') {
    await publish(tx, 'employer.verification_changed', { employerId, verified: true });
  }
  return { employerId, status: row.status === 'verified' ? 'verified' : 'rejected' };
}

/** After a decision's transaction: the badge is on public job answers. */
export function verificationDecided(db: Db): void {
  madeStale(db, PUBLIC_JOBS);
}
