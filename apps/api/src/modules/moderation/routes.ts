import {
  adminEmployerPage,
  adminEmployerQuery,
  adminListQuery,
  adminMe,
  adminVerificationPage,
  adminVerificationQuery,
  auditPage,
  errorBody,
  heldJobPage,
  jobDecisionAnswer,
  jobDecisionPayload,
  jobReportAnswer,
  jobReportPage,
  jobReportPayload,
  REPORT_MESSAGES,
  suspensionAnswer,
  suspensionPayload,
  verificationDecisionAnswer,
  verificationDecisionPayload,
} from '@kweli/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/connect.ts';
import type { ModuleOptions } from '../../platform/context.ts';
import { pageAnswer } from '../../platform/paging.ts';
import { createRateLimiter } from '../../platform/rate-limit.ts';
import { refusals } from '../../platform/refusals.ts';
import { listVerifications } from '../employers/index.ts';
import { listHeldJobs } from '../jobs/index.ts';
import { createAdminGuard, currentAdmin } from './admin-guard.ts';
import { listAudit } from './audit.ts';
import { decideJob } from './job-review.ts';
import { listReports, reportJob } from './reports.ts';
import { listEmployers, suspendEmployer, unsuspendEmployer } from './suspensions.ts';
import { decideEmployerVerification } from './verifications.ts';

/**
 * The admin API (issue 22, docs/product/rules.md "Trust and safety"), all under /api/admin/ and all for
 * admins only: 401 without a session, 403 for any other account.
 */
const errors = refusals(400, 401, 403, 404);
/** Ids are Postgres integers: a larger number is simply not found. */
const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const employerParam = z.object({ employer_id: idParam.shape.id });

export const moderationRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { ctx }) => {
  const adminOnly = createAdminGuard(ctx);
  const limiter = createRateLimiter(ctx.db);

  /** A paged list of the console that takes only `page` (the audit log, the held jobs, the reports). */
  const adminList = <T>(
    path: string,
    summary: string,
    response: z.ZodType,
    list: (db: Db, page: number) => Promise<{ count: number; results: T[] }>,
  ) =>
    app.get(
      path,
      {
        preValidation: adminOnly,
        schema: {
          tags: ['admin'],
          summary,
          querystring: adminListQuery,
          response: { 200: response, ...errors },
        },
      },
      async (request) =>
        pageAnswer(ctx.config.publicUrl, request, request.query.page, await list(ctx.db, request.query.page)),
    );

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

  adminList(
    '/admin/audit/',
    'Every admin decision, newest first: who, what, about which object, when and why',
    auditPage,
    listAudit,
  );

  adminList(
    '/admin/jobs/',
    'The moderation queue: jobs held for review (by screening), oldest first, with their reasons',
    heldJobPage,
    listHeldJobs,
  );

  app.post(
    '/admin/jobs/:id/decide/',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Approve a held job (it is published) or remove it, with a reason; the employer is notified',
        params: idParam,
        body: jobDecisionPayload,
        response: { 200: jobDecisionAnswer, ...errors },
      },
    },
    async (request) => {
      const { decision, reason } = request.body;
      return decideJob(ctx.db, currentAdmin(request), request.params.id, decision, reason);
    },
  );

  app.post(
    '/jobs/:id/report/',
    {
      schema: {
        tags: ['jobs'],
        summary:
          'Report a public job (anyone; 20 an hour per address): 201 the first time, 200 and nothing added for the same reporter again',
        params: idParam,
        body: jobReportPayload,
        response: { 200: jobReportAnswer, 201: jobReportAnswer, 429: errorBody, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await ctx.guards.optionalViewer(request);
      const { created } = await reportJob(
        ctx.db,
        limiter,
        { viewer, address: request.ip, reportsToHide: ctx.config.reportsToHide },
        request.params.id,
        request.body,
      );
      return reply.status(created ? 201 : 200).send({ detail: REPORT_MESSAGES.received });
    },
  );

  adminList(
    '/admin/reports/',
    'Reports of jobs, newest first, with the job, the reason and the reporter',
    jobReportPage,
    listReports,
  );

  app.get(
    '/admin/employers/',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        summary:
          'Employer accounts by company name, with their status and open jobs; `q` searches company, contact and e-mail',
        querystring: adminEmployerQuery,
        response: { 200: adminEmployerPage, ...errors },
      },
    },
    async (request) => {
      const { page, q, status } = request.query;
      return pageAnswer(
        ctx.config.publicUrl,
        request,
        page,
        await listEmployers(ctx.db, { page, q, ...(status ? { status } : {}) }),
      );
    },
  );

  app.post(
    '/admin/employers/:id/suspend/',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        summary:
          'Suspend an employer: logins refused, sessions ended, open jobs withdrawn (their waiting applicants told)',
        description:
          'Suspending a suspended employer changes nothing. A candidate’s or unknown id answers 404.',
        params: idParam,
        body: suspensionPayload,
        response: { 200: suspensionAnswer, ...errors },
      },
    },
    async (request) => suspendEmployer(ctx, currentAdmin(request), request.params.id, request.body.reason),
  );

  app.post(
    '/admin/employers/:id/unsuspend/',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Lift an employer’s suspension: it may log in again; withdrawn jobs stay closed',
        params: idParam,
        body: suspensionPayload,
        response: { 200: suspensionAnswer, ...errors },
      },
    },
    async (request) => unsuspendEmployer(ctx, currentAdmin(request), request.params.id, request.body.reason),
  );

  app.get(
    '/admin/verifications/',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        summary:
          'Employer verification requests by status (default pending, oldest first), with the signals that help to decide',
        querystring: adminVerificationQuery,
        response: { 200: adminVerificationPage, ...errors },
      },
    },
    async (request) => {
      const { status, page } = request.query;
      return pageAnswer(ctx.config.publicUrl, request, page, await listVerifications(ctx.db, status, page));
    },
  );

  app.post(
    '/admin/verifications/:employer_id/decide/',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        summary:
          'Approve or reject a pending employer verification, with a reason; the employer is notified (409 once decided)',
        params: employerParam,
        body: verificationDecisionPayload,
        response: { 200: verificationDecisionAnswer, 409: errorBody, ...errors },
      },
    },
    async (request) => {
      const { decision, reason } = request.body;
      return decideEmployerVerification(
        ctx.db,
        currentAdmin(request),
        request.params.employer_id,
        decision,
        reason,
      );
    },
  );
};
