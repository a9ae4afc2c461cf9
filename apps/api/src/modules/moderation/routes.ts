import { adminListQuery, adminMe, auditPage } from '@kweli/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../platform/context.ts';
import { pageAnswer } from '../../platform/paging.ts';
import { refusals } from '../../platform/refusals.ts';
import { createAdminGuard, currentAdmin } from './admin-guard.ts';
import { listAudit } from './audit.ts';

/**
 * The admin API (issue 22, docs/product/rules.md "Trust and safety"), all under /api/admin/ and all for
 * admins only: 401 without a session, 403 for any other account.
 */
const errors = refusals(400, 401, 403);

export const moderationRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { ctx }) => {
  const adminOnly = createAdminGuard(ctx);

  app.get(
    '/admin/me/',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'The signed-in admin (the console asks it first; anyone else is refused)',
        response: { 200: adminMe, ...errors },
      },
    },
    async (request) => {
      const admin = currentAdmin(request);
      return { id: admin.id, email: admin.email };
    },
  );

  app.get(
    '/admin/audit/',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Every admin decision, newest first: who, what, about which object, when and why',
        querystring: adminListQuery,
        response: { 200: auditPage, ...errors },
      },
    },
    async (request) => {
      const { page } = request.query;
      return pageAnswer(ctx.config.publicUrl, request, page, await listAudit(ctx.db, page));
    },
  );
};
