import type { Language, Role } from '@kweli/shared';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connect.ts';
import { users } from './schema.ts';

/**
 * The users table, read and written only here (and by the token and streak files of this module).
 * Other modules create accounts through `insertUser`: sign-up adds the profile in the same transaction.
 */
export type UserRow = typeof users.$inferSelect;

export const normalEmail = (email: string) => email.trim().toLowerCase();

export async function findUserByEmail(executor: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await executor
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${normalEmail(email)}`);
  return row;
}

export async function findUserByGoogleSub(executor: Executor, sub: string): Promise<UserRow | undefined> {
  const [row] = await executor.select().from(users).where(eq(users.googleSub, sub));
  return row;
}

export interface NewUser {
  email: string;
  role: Role;
  passwordHash?: string;
  verified: boolean;
  googleSub?: string;
  /** The language the person read the site in when the account was opened (English by default). */
  language?: Language;
}

/** A new active user; the caller's transaction adds whatever belongs with it (its profile, its link). */
export async function insertUser(tx: Executor, values: NewUser): Promise<UserRow> {
  const [user] = await tx
    .insert(users)
    .values({
      email: values.email,
      role: values.role,
      passwordHash: values.passwordHash ?? null,
      isVerified: values.verified,
      isActive: true,
      isAdmin: false,
      googleSub: values.googleSub ?? null,
      language: values.language ?? 'en',
    })
    .returning();
  return user!;
}

/**
 * Google has verified this address, so linking it also verifies the account. `removePassword` when
 * nobody had verified the account before: its password may be a stranger's (issue 20, item 1).
 */
export async function linkGoogleAccount(
  executor: Executor,
  userId: number,
  sub: string,
  options: { removePassword?: boolean } = {},
): Promise<void> {
  await executor
    .update(users)
    .set({
      googleSub: sub,
      isVerified: true,
      ...(options.removePassword ? { passwordHash: null } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
}

/** A second account with the same e-mail (two sign-ups racing) fails on the unique index. */
export const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};
