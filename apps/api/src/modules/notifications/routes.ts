import {
  errorBody,
  notificationListQuery,
  notificationPage,
  notificationSettings,
  type Role,
  unreadCount as unreadCountBody,
} from '@kweli/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth-guard.ts';
import type { ModuleOptions } from '../../platform/context.ts';
import { pageAnswer } from '../../platform/paging.ts';
import { refusals } from '../../platform/refusals.ts';
import { emailNotificationsOn, setEmailNotifications } from '../auth/index.ts';
import { sendMessageEmail, sendNotificationEmail, sendStatusEmail } from './emails.ts';
import {
  MESSAGE_EMAIL_TOPIC,
  type MessageEmailWork,
  NEW_JOB_POST_TOPIC,
  type NewJobPostWork,
  NOTIFICATION_EMAIL_TOPIC,
  type NotificationEmailWork,
  STATUS_EMAIL_TOPIC,
  type StatusEmailWork,
  setStatusEmailWindow,
} from './events.ts';
import {
  INTERVIEW_CONFIRMATION_TOPIC,
  type InterviewConfirmationWork,
  sendInterviewConfirmation,
} from './interview-notices.ts';
import { notifyCandidatesOfNewJob } from './job-post-matching.ts';
import { deleteNotification, listNotifications, markRead, unreadCount } from './service.ts';
import { registerNotificationSubscriptions } from './subscriptions.ts';

/**
 * Notifications of both roles (docs/product/foundation.md §4, docs/product/employer.md "Employer
 * notifications", candidate.md "Candidate notifications"): each role's list and unread count, mark-read and
 * delete on the caller's own notifications, and the e-mail switch shown on /settings. Also registers the
 * outbox handlers that send notification e-mails and match new jobs to candidates.
 */
const errors = refusals(400, 401, 403);
/** Notification ids are bigints; anything outside a safe integer is simply not found. */
const idParam = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export const notificationRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { ctx }) => {
  registerNotificationSubscriptions();
  app.outbox.handle(NOTIFICATION_EMAIL_TOPIC, async (payload, tx) =>
    sendNotificationEmail(tx, ctx.config.publicUrl, (payload as NotificationEmailWork).notificationId),
  );
  setStatusEmailWindow(ctx.config.statusEmailWindowSeconds);
  app.outbox.handle(STATUS_EMAIL_TOPIC, async (payload, tx) =>
    sendStatusEmail(tx, ctx.config.publicUrl, (payload as StatusEmailWork).applicationId),
  );
  app.outbox.handle(MESSAGE_EMAIL_TOPIC, async (payload, tx) =>
    sendMessageEmail(tx, ctx.config.publicUrl, payload as MessageEmailWork),
  );
  app.outbox.handle(INTERVIEW_CONFIRMATION_TOPIC, async (payload, tx) =>
    sendInterviewConfirmation(tx, ctx.config.publicUrl, payload as InterviewConfirmationWork),
  );
  app.outbox.handle(NEW_JOB_POST_TOPIC, async (payload, tx) => {
    await notifyCandidatesOfNewJob(tx, (payload as NewJobPostWork).jobId);
  });

  for (const role of ['candidate', 'employer'] as const satisfies Role[]) {
    const onlyRole = ctx.guards.requireRole(role);
    app.get(
      `/notifications/${role}-dashboard/`,
      {
        preValidation: onlyRole,
        schema: {
          tags: ['notifications'],
          summary: `The ${role}'s notifications, newest first`,
          querystring: notificationListQuery,
          response: { 200: notificationPage, ...errors },
        },
      },
      async (request) => {
        const { page, language } = request.query;
        const list = await listNotifications(ctx.db, currentUser(request).id, page, language);
        return pageAnswer(ctx.config.publicUrl, request, page, list);
      },
    );
    app.get(
      `/notifications/${role}/unread-count/`,
      {
        preValidation: onlyRole,
        schema: {
          tags: ['notifications'],
          summary: `How many of the ${role}'s notifications are unread`,
          response: { 200: unreadCountBody, ...errors },
        },
      },
      async (request) => ({ count: await unreadCount(ctx.db, currentUser(request).id) }),
    );
  }

  app.post(
    '/notifications/mark-read/:id/',
    {
      preValidation: ctx.guards.authenticate,
      schema: {
        tags: ['notifications'],
        summary: 'Mark one of your notifications read',
        params: idParam,
        response: { 204: z.null(), ...errors, 404: errorBody },
      },
    },
    async (request, reply) => {
      await markRead(ctx.db, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/notifications/delete/:id/',
    {
      preValidation: ctx.guards.authenticate,
      schema: {
        tags: ['notifications'],
        summary: 'Delete one of your notifications',
        params: idParam,
        response: { 204: z.null(), ...errors, 404: errorBody },
      },
    },
    async (request, reply) => {
      await deleteNotification(ctx.db, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/notifications/settings/',
    {
      preValidation: ctx.guards.authenticate,
      schema: {
        tags: ['notifications'],
        summary: 'Whether your notifications are also sent to you by e-mail',
        response: { 200: notificationSettings, ...errors },
      },
    },
    async (request) => ({
      email_notifications: await emailNotificationsOn(ctx.db, currentUser(request).id),
    }),
  );

  app.put(
    '/notifications/settings/',
    {
      preValidation: ctx.guards.authenticate,
      schema: {
        tags: ['notifications'],
        summary: 'Turn notification e-mails on or off',
        body: notificationSettings,
        response: { 200: notificationSettings, ...errors },
      },
    },
    async (request) => ({
      email_notifications: await setEmailNotifications(
        ctx.db,
        currentUser(request).id,
        request.body.email_notifications,
      ),
    }),
  );
};
