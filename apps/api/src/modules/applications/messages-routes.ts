import {
  applicationMessage,
  errorBody,
  messagePayload,
  messagesQuery,
  messagesRead,
  messagesReadPayload,
  messageThread,
  recordId,
} from '@kweli/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth-guard.ts';
import type { ModuleOptions } from '../../platform/context.ts';
import { refusals } from '../../platform/refusals.ts';
import { markThreadRead, readThread, sendMessage } from './messages.ts';

/**
 * The conversation on a submitted application (issue 28 item 4, decision 092): its candidate and its job's
 * employer, both signed in; anyone else's call is 404, as for the application.
 */
const errors = refusals(400, 401, 403, 404);
const idParam = z.object({ id: recordId });

export const applicationMessageRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { ctx }) => {
  app.get(
    '/applications/:id/messages/',
    {
      preValidation: ctx.guards.authenticate,
      schema: {
        tags: ['applications'],
        summary:
          "The messages on a submitted application (its candidate's or your job's), oldest first, 50 a page (reading marks nothing read)",
        params: idParam,
        querystring: messagesQuery,
        response: { 200: messageThread, ...errors },
      },
    },
    async (request) => readThread(ctx.db, currentUser(request), request.params.id, request.query.before),
  );

  app.post(
    '/applications/:id/messages/',
    {
      preValidation: ctx.guards.authenticate,
      schema: {
        tags: ['applications'],
        summary:
          'Write to the other side of a submitted application (1 to 2,000 characters, text only); refused once it is withdrawn',
        params: idParam,
        body: messagePayload,
        response: { 201: applicationMessage, ...errors, 409: errorBody },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await sendMessage(ctx.db, currentUser(request), request.params.id, request.body.body)),
  );

  // The reader's own write, not a side effect of the GET (docs/architecture.md "No GET writes").
  app.post(
    '/applications/:id/messages/read/',
    {
      preValidation: ctx.guards.authenticate,
      schema: {
        tags: ['applications'],
        summary:
          "Mark the other side's messages read up to the newest you were shown (up_to); calling again changes nothing",
        params: idParam,
        body: messagesReadPayload,
        response: { 200: messagesRead, ...errors },
      },
    },
    async (request) => markThreadRead(ctx.db, currentUser(request), request.params.id, request.body.up_to),
  );
};
