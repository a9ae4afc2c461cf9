import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connect.ts';
import { normalEmail } from './accounts.ts';
import { users } from './schema.ts';

/**
 * Who is an admin (issue 22 item 1, docs/product/rules.md "Trust and safety"): a verified, active account
 * whose e-mail is in ADMIN_EMAILS, or whose `is_admin` flag was set by `npm run admin -- grant EMAIL`.
 * Only this file writes the flag; sign-up and profile bodies never reach it (accounts.ts inserts false).
 */
export interface AdminAccount {
  id: number;
  email: string;
}

export async function adminAccount(
  db: Executor,
  userId: number,
  adminEmails: readonly string[],
): Promise<AdminAccount | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      isVerified: users.isVerified,
      isActive: users.isActive,
      isAdmin: users.isAdmin,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row?.isVerified || !row.isActive) return null;
  if (!row.isAdmin && !adminEmails.includes(normalEmail(row.email))) return null;
  return { id: row.id, email: row.email };
}

/** Sets the admin flag of the account with this e-mail; false when there is no such account. */
export async function grantAdmin(db: Executor, email: string): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ isAdmin: true, updatedAt: new Date() })
    .where(sql`lower(${users.email}) = ${normalEmail(email)}`)
    .returning({ id: users.id });
  return updated.length > 0;
}

/** Clears the flag again (an admin who left); ADMIN_EMAILS still counts while the address is listed. */
export async function revokeAdmin(db: Executor, email: string): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ isAdmin: false, updatedAt: new Date() })
    .where(sql`lower(${users.email}) = ${normalEmail(email)}`)
    .returning({ id: users.id });
  return updated.length > 0;
}
