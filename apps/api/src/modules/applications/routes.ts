import {
  application,
  applicationListQuery,
  applicationPage,
  applicationPayload,
  applicationReadQuery,
  applicationUpdatePayload,
  applyCheck,
  applyCheckQuery,
  errorBody,
  recordId,
  reviewedApplication,
} from '@kweli/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth-guard.ts';
import type { ModuleOptions } from '../../platform/context.ts';
import { pageAnswer } from '../../platform/paging.ts';
import { refusals } from '../../platform/refusals.ts';
import { registerApplicationFiles } from './files.ts';
import { readReviewableApplication } from './review.ts';
import {
  checkApply,
  createApplication,
  deleteDraft,
  getApplication,
  listApplications,
  updateApplication,
  withdrawApplication,
} from './service.ts';

/**
 * The candidate's applications (docs/product/candidate.md §7). Candidates only, except reading one
 * application, which the employer of the job may do once it is submitted. The role is checked before the
 * input.
 */
const errors = refusals(400, 401, 403, 404);
const idParam = z.object({ id: recordId });

export const applicationRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { ctx }) => {
  registerApplicationFiles();
  const candidateOnly = ctx.guards.requireRole('candidate');

  app.get(
    '/applications/',
    {
      preValidation: candidateOnly,
      schema: {
        tags: ['applications'],
        summary: "The candidate's applications, newest first; filtered by job and submission status",
        querystring: applicationListQuery,
        response: { 200: applicationPage, ...errors },
      },
    },
    async (request) => {
      const list = await listApplications(ctx.db, currentUser(request).id, request.query);
      return pageAnswer(ctx.config.publicUrl, request, request.query.page, list);
    },
  );

  app.get(
    '/applications/apply-check/',
    {
      preValidation: candidateOnly,
      schema: {
        tags: ['applications'],
        summary: 'Whether the candidate may apply to a job: new, continue a draft, or refused and why',
        querystring: applyCheckQuery,
        response: { 200: applyCheck, ...errors },
      },
    },
    async (request) => checkApply(ctx.db, currentUser(request).id, request.query.job),
  );

  app.get(
    '/applications/:id/',
    {
      preValidation: ctx.guards.authenticate,
      schema: {
        tags: ['applications'],
        summary:
          "One application: the candidate's own, or a submitted one to the employer's job (a read changes nothing)",
        params: idParam,
        querystring: applicationReadQuery,
        // The richer shape first: a union keeps the first option that fits.
        response: { 200: reviewedApplication.or(application), ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (user.role === 'employer') {
        return readReviewableApplication(
          ctx.db,
          user.id,
          request.params.id,
          request.query.include_candidate_profile,
        );
      }
      return getApplication(ctx.db, user, request.params.id);
    },
  );

  app.post(
    '/applications/',
    {
      preValidation: candidateOnly,
      schema: {
        tags: ['applications'],
        summary: 'Start a draft application to a job, or send it at once (one per candidate and job)',
        body: applicationPayload,
        response: { 200: application, 201: application, ...errors, 409: errorBody },
      },
    },
    async (request, reply) => {
      const { application: saved, created } = await createApplication(
        ctx.db,
        currentUser(request).id,
        request.body,
      );
      return reply.status(created ? 201 : 200).send(saved);
    },
  );

  app.put(
    '/applications/:id/',
    {
      preValidation: candidateOnly,
      schema: {
        tags: ['applications'],
        summary: 'Change a draft application, or submit it; a submitted application cannot change',
        params: idParam,
        body: applicationUpdatePayload,
        response: { 200: application, ...errors },
      },
    },
    async (request) => updateApplication(ctx.db, currentUser(request).id, request.params.id, request.body),
  );

  app.post(
    '/applications/:id/withdraw/',
    {
      preValidation: candidateOnly,
      schema: {
        tags: ['applications'],
        summary:
          'Withdraw your submitted application: it stays listed as withdrawn and its status no longer changes',
        params: idParam,
        response: { 200: application, ...errors, 409: errorBody },
      },
    },
    async (request) => withdrawApplication(ctx.db, currentUser(request).id, request.params.id),
  );

  app.delete(
    '/applications/:id/',
    {
      preValidation: candidateOnly,
      schema: {
        tags: ['applications'],
        summary: 'Delete a draft application',
        params: idParam,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteDraft(ctx.db, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
