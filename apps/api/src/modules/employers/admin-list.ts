import { type EmployerAccountStatus, PAGE_SIZE } from '@kweli/shared';
import { and, asc, count, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/connect.ts';
import { userAccounts } from '../auth/index.ts';
import { employerProfiles } from './schema.ts';

/** An employer account as the admins' Employers section lists it (issue 22 item 6), without its jobs. */
export interface EmployerAccountRow {
  id: number;
  companyName: string;
  contactName: string;
  email: string;
  suspendedAt: Date | null;
  suspensionReason: string | null;
  createdAt: Date;
}

/** `%`, `_` and `\` in a search are literal characters, not patterns. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The employer accounts whose company name, contact name or e-mail contains `q`, of one status if
 * given, by company name, 20 a page. Admins only (the moderation module calls it).
 */
export async function listEmployerAccounts(
  db: Executor,
  { q, status, page }: { q: string; status?: EmployerAccountStatus; page: number },
): Promise<{ count: number; results: EmployerAccountRow[] }> {
  const conditions: (SQL | undefined)[] = [eq(userAccounts.role, 'employer')];
  if (q) {
    const pattern = `%${literal(q)}%`;
    conditions.push(
      or(
        ilike(employerProfiles.companyName, pattern),
        ilike(employerProfiles.userName, pattern),
        ilike(userAccounts.email, pattern),
      ),
    );
  }
  if (status === 'suspended') conditions.push(isNotNull(userAccounts.suspendedAt));
  if (status === 'active') conditions.push(isNull(userAccounts.suspendedAt));
  const where = and(...conditions);
  const [total] = await db
    .select({ n: count() })
    .from(employerProfiles)
    .innerJoin(userAccounts, eq(userAccounts.userId, employerProfiles.userId))
    .where(where);
  const found = await db
    .select({
      id: employerProfiles.userId,
      companyName: employerProfiles.companyName,
      contactName: employerProfiles.userName,
      email: userAccounts.email,
      suspendedAt: userAccounts.suspendedAt,
      suspensionReason: userAccounts.suspensionReason,
      createdAt: userAccounts.createdAt,
    })
    .from(employerProfiles)
    .innerJoin(userAccounts, eq(userAccounts.userId, employerProfiles.userId))
    .where(where)
    .orderBy(asc(employerProfiles.companyName), asc(employerProfiles.userId))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  return { count: Number(total?.n ?? 0), results: found };
}
