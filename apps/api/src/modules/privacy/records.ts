import type { ConsentRecord, ProfileView, ViewKind } from '@kweli/shared';
import { PAGE_SIZE } from '@kweli/shared';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/connect.ts';
import { companyCopy } from '../employers/index.ts';
import { consents, dataViews } from './schema.ts';

/**
 * What the privacy centre records (issue 23 items 4 and 5; docs/product/rules.md "Privacy"): consents
 * and views, each written in the transaction of the change or look it reports (platform/events.ts).
 */
export async function recordTermsAccepted(tx: Executor, userId: number, version: string): Promise<void> {
  await tx.insert(consents).values({ userId, kind: 'terms_and_privacy', version, granted: true });
}

/** An answer to "visible to employers" is recorded when it is the first or differs from the last one. */
export async function recordVisibilityAnswer(tx: Executor, userId: number, visible: boolean): Promise<void> {
  const [last] = await tx
    .select({ granted: consents.granted })
    .from(consents)
    .where(and(eq(consents.userId, userId), eq(consents.kind, 'visible_to_employers')))
    .orderBy(desc(consents.createdAt), desc(consents.id))
    .limit(1);
  if (last?.granted === visible) return;
  await tx.insert(consents).values({ userId, kind: 'visible_to_employers', version: null, granted: visible });
}

export async function recordView(
  tx: Executor,
  view: { candidateId: number; employerId: number; what: ViewKind },
): Promise<void> {
  // An employer looking at its own data is no one else seeing it.
  if (view.candidateId === view.employerId) return;
  const company = await companyCopy(tx, view.employerId).catch(() => null);
  await tx.insert(dataViews).values({
    candidateId: view.candidateId,
    employerId: view.employerId,
    companyName: company?.companyName ?? '',
    what: view.what,
  });
}

export async function listConsents(db: Executor, userId: number): Promise<ConsentRecord[]> {
  const found = await db
    .select()
    .from(consents)
    .where(eq(consents.userId, userId))
    .orderBy(desc(consents.createdAt), desc(consents.id))
    .limit(1000);
  return found.map((row) => ({
    kind: row.kind,
    version: row.version,
    granted: row.granted,
    at: row.createdAt.toISOString(),
  }));
}

export async function listViews(
  db: Executor,
  candidateId: number,
  page: number,
): Promise<{ count: number; results: ProfileView[] }> {
  const [counted] = await db
    .select({ n: count() })
    .from(dataViews)
    .where(eq(dataViews.candidateId, candidateId));
  const found = await db
    .select()
    .from(dataViews)
    .where(eq(dataViews.candidateId, candidateId))
    .orderBy(desc(dataViews.createdAt), desc(dataViews.id))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  return {
    count: counted?.n ?? 0,
    results: found.map((row) => ({
      company_name: row.companyName,
      what: row.what,
      at: row.createdAt.toISOString(),
    })),
  };
}
