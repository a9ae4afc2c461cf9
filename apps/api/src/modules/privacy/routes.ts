import {
  consentRecord,
  dataExportAnswer,
  eraseAccountPayload,
  erasureAnswer,
  errorBody,
  fieldErrorBody,
  privacyPageQuery,
  profileViewPage,
} from '@kweli/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth-guard.ts';
import type { ModuleOptions } from '../../platform/context.ts';
import { pageAnswer } from '../../platform/paging.ts';
import { createErasure } from './erasure.ts';
import { createDataExports, EXPORT_TOPIC } from './export.ts';
import { listConsents, listViews } from './records.ts';
import { createRetention, RETENTION_CHECK_EVERY_MS } from './retention.ts';
import { registerPrivacySubscriptions } from './subscriptions.ts';

/**
 * The privacy centre (issue 23; docs/product/rules.md "Privacy"): the user's consents and, for a
 * candidate, who saw their data. Each call reads only the caller's own records.
 */
const tags = ['privacy'];

export const privacyRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { ctx }) => {
  registerPrivacySubscriptions();
  const exports = createDataExports(ctx);
  app.outbox.handle(EXPORT_TOPIC, exports.make);
  const signedIn = { preValidation: ctx.guards.authenticate };
  const erasure = createErasure(ctx);
  const retention = createRetention(ctx);
  app.outbox.every('privacy retention', RETENTION_CHECK_EVERY_MS, () => retention.runIfDue());

  app.delete(
    '/account/',
    {
      ...signedIn,
      schema: {
        tags: ['account'],
        summary: 'Delete my account: erases the person at once and ends every session (issue 23 item 3)',
        description:
          'The password when the account has one; an account that signs in with Google only must have signed in within the last 10 minutes (403 otherwise). A wrong password counts as a failed login.',
        security: [{ bearer: [] }],
        body: eraseAccountPayload,
        response: {
          202: erasureAnswer,
          400: fieldErrorBody.or(errorBody),
          401: errorBody,
          403: errorBody,
          429: errorBody,
        },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(await erasure.eraseOwnAccount(currentUser(request), request.body ?? {}, request.ip)),
  );

  app.post(
    '/privacy/export/',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          'Ask for a copy of all your data (a ZIP of data.json and your files), made in the background',
        description: 'Answers 202 at once; while one is being made, asking again answers that one.',
        security: [{ bearer: [] }],
        response: { 202: dataExportAnswer, 401: errorBody },
      },
    },
    async (request, reply) => reply.status(202).send(await exports.request(currentUser(request))),
  );

  app.get(
    '/privacy/export/:id/',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'The state of one of your data exports, with a download address when it is ready',
        security: [{ bearer: [] }],
        params: z.object({ id: z.uuid() }),
        response: {
          200: dataExportAnswer,
          400: fieldErrorBody.or(errorBody),
          401: errorBody,
          404: errorBody,
        },
      },
    },
    async (request) => exports.status(currentUser(request), request.params.id),
  );

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
