import { consentRecord, errorBody, fieldErrorBody, privacyPageQuery, profileViewPage } from '@kweli/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth-guard.ts';
import type { ModuleOptions } from '../../platform/context.ts';
import { pageAnswer } from '../../platform/paging.ts';
import { listConsents, listViews } from './records.ts';
import { registerPrivacySubscriptions } from './subscriptions.ts';

/**
 * The privacy centre (issue 23; docs/product/rules.md "Privacy"): the user's consents and, for a
 * candidate, who saw their data. Each call reads only the caller's own records.
 */
const tags = ['privacy'];

export const privacyRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { ctx }) => {
  registerPrivacySubscriptions();

  app.get(
    '/privacy/consents/',
    {
      preValidation: ctx.guards.authenticate,
      schema: {
        tags,
        summary: 'The consents of the account, newest first: terms and notice accepted, visibility answers',
        security: [{ bearer: [] }],
        response: { 200: z.array(consentRecord), 401: errorBody },
      },
    },
    async (request) => listConsents(ctx.db, currentUser(request).id),
  );

  app.get(
    '/privacy/views/',
    {
      preValidation: ctx.guards.requireRole('candidate'),
      schema: {
        tags,
        summary:
          "Each time an employer opened the candidate's talent profile or application or their CV, newest first",
        security: [{ bearer: [] }],
        querystring: privacyPageQuery,
        response: { 200: profileViewPage, 400: fieldErrorBody.or(errorBody), 401: errorBody, 403: errorBody },
      },
    },
    async (request) =>
      pageAnswer(
        ctx.config.publicUrl,
        request,
        request.query.page,
        await listViews(ctx.db, currentUser(request).id, request.query.page),
      ),
  );
};
