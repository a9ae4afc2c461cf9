import type { Executor } from './db/connect.ts';
import { grantAdmin, revokeAdmin } from './modules/auth/index.ts';

/**
 * `npm run admin -- grant EMAIL` / `revoke EMAIL` (issue 22 item 1, docs/operations.md "Admins"): sets or
 * clears an account's admin flag straight on the database, the only way besides ADMIN_EMAILS to make
 * an admin. Answers the exit code and the line to print.
 */
export const ADMIN_USAGE = 'Usage: npm run admin -- grant EMAIL | revoke EMAIL';

export async function runAdminCommand(
  db: Executor,
  args: string[],
): Promise<{ code: number; message: string }> {
  const [verb, email, ...rest] = args;
  if ((verb !== 'grant' && verb !== 'revoke') || !email || rest.length)
    return { code: 2, message: ADMIN_USAGE };
  const done = verb === 'grant' ? await grantAdmin(db, email) : await revokeAdmin(db, email);
  if (!done) return { code: 1, message: `No account uses ${email}: sign up first, then grant.` };
  return {
    code: 0,
    message:
      verb === 'grant'
        ? `${email} is an admin (the account must be verified to open /admin).`
        : `${email} is no longer an admin by grant (ADMIN_EMAILS still counts while it lists the address).`,
  };
}
