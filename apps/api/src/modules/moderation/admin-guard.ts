import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../../platform/auth-guard.ts';
import type { AppContext } from '../../platform/context.ts';
import { forbidden } from '../../platform/errors.ts';
import { type AdminAccount, adminAccount } from '../auth/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The admin of an /admin/ call; set by the admin guard. */
    admin?: AdminAccount;
  }
}

/**
 * The guard of every /api/admin/ route (issue 22 item 1): a valid session (401 otherwise), then an account
 * that is an admin now, read from the database on every call (403 otherwise): a flag taken back or an
 * address removed from ADMIN_EMAILS counts at once, whatever the token says.
 */
export function createAdminGuard(ctx: AppContext) {
  return async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await ctx.guards.authenticate(request, reply);
    const admin = await adminAccount(ctx.db, currentUser(request).id, ctx.config.adminEmails);
    if (!admin) throw forbidden();
    request.admin = admin;
  };
}

export function currentAdmin(request: FastifyRequest): AdminAccount {
  if (!request.admin) throw forbidden();
  return request.admin;
}
