import {
  alertLinkQuery,
  createJobAlertPayload,
  errorBody,
  jobAlert,
  jobAlertList,
  subscribeJobAlertPayload,
  updateJobAlertPayload,
} from '@kweli/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth-guard.ts';
import type { ModuleOptions } from '../../platform/context.ts';
import { subscribe as subscribeTo } from '../../platform/events.ts';
import { createRateLimiter } from '../../platform/rate-limit.ts';
import { refusals } from '../../platform/refusals.ts';
import { alertPagePath } from './links.ts';
import { syncProfileAlert } from './profile-alert.ts';
import { SWEEP_EVERY_MINUTES } from './schedule.ts';
import { runDueAlerts } from './sending.ts';
import {
  confirmAlert,
  createAlert,
  deleteAlert,
  listAlerts,
  subscribe,
  sweepVisitorAlerts,
  unsubscribe,
  updateAlert,
} from './service.ts';

/**
 * Job alerts (issue 24 items 3 and 4; docs/product/rules.md "Job alerts"): a candidate's own alerts, a
 * visitor's subscription confirmed by e-mail, the signed confirm and one-click unsubscribe links (no
 * sign-in), and the schedule that e-mails new jobs, started with the outbox worker.
 */
const errors = refusals(400, 401, 403);
const idParam = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const detail = z.object({ detail: z.string() });
const HOUR = 3600;

export const alertRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { ctx }) => {
  const links = { publicUrl: ctx.config.publicUrl, secret: ctx.config.jwtSecret };
  const tick = ctx.config.alertTickSeconds;
  // Every instance: the due alerts are shared among them, each claimed by one (decision 071).
  app.outbox.every('job alerts', tick * 1000, () => runDueAlerts(ctx.db, links, new Date(), tick), {
    everyInstance: true,
  });
  app.outbox.every('job alerts clean-up', SWEEP_EVERY_MINUTES * 60_000, () => sweepVisitorAlerts(ctx.db));
  subscribeTo('candidate.preferences_changed', 'alerts: the weekly alert of the preferences', (tx, event) =>
    syncProfileAlert(tx, event),
  );
  const candidateOnly = ctx.guards.requireRole('candidate');
  const limiter = createRateLimiter(ctx.db);
  // RFC 8058: mail programs POST `List-Unsubscribe=One-Click` as a form, multipart/form-data (which it
  // says they SHOULD use) or application/x-www-form-urlencoded; its content is not needed.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 1024 },
    (_r, _b, done) => done(null, null),
  );

  app.post(
    '/job-alerts/',
    {
      preValidation: candidateOnly,
      schema: {
        tags: ['job alerts'],
        summary: 'Create a job alert for a search (at most 20)',
        body: createJobAlertPayload,
        response: { 201: jobAlert, ...errors },
      },
    },
    async (request, reply) => {
      const alert = await createAlert(ctx.db, currentUser(request).id, request.body, new Date(), tick);
      return reply.code(201).send(alert);
    },
  );

  app.get(
    '/job-alerts/',
    {
      preValidation: candidateOnly,
      schema: {
        tags: ['job alerts'],
        summary: 'Your job alerts',
        response: { 200: jobAlertList, ...errors },
      },
    },
    async (request) => listAlerts(ctx.db, currentUser(request).id),
  );

  app.patch(
    '/job-alerts/:id/',
    {
      preValidation: candidateOnly,
      schema: {
        tags: ['job alerts'],
        summary: "Change one of your job alerts' search or frequency",
        params: idParam,
        body: updateJobAlertPayload,
        response: { 200: jobAlert, ...errors, 404: errorBody },
      },
    },
    async (request) =>
      updateAlert(ctx.db, currentUser(request).id, request.params.id, request.body, new Date(), tick),
  );

  app.delete(
    '/job-alerts/:id/',
    {
      preValidation: candidateOnly,
      schema: {
        tags: ['job alerts'],
        summary: 'End one of your job alerts',
        params: idParam,
        response: { 204: z.null(), ...errors, 404: errorBody },
      },
    },
    async (request, reply) => {
      await deleteAlert(ctx.db, currentUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/job-alerts/subscribe/',
    {
      schema: {
        tags: ['job alerts'],
        summary: "A visitor's job alert: starts once the link e-mailed to the address is opened",
        body: subscribeJobAlertPayload,
        response: { 202: detail, 400: errors[400], 429: errorBody },
      },
    },
    async (request, reply) => {
      const email = request.body.email.trim().toLowerCase();
      await limiter.consume(
        {
          key: `alert-email:address:${email}`,
          max: ctx.config.rateLimits.emailPerAddress,
          windowSeconds: HOUR,
        },
        { key: `alert-email:ip:${request.ip}`, max: ctx.config.rateLimits.emailPerIp, windowSeconds: HOUR },
      );
      await subscribe(ctx.db, request.body, links);
      return reply.code(202).send({ detail: 'Check your e-mail to start the job alert.' });
    },
  );

  app.post(
    '/job-alerts/confirm/',
    {
      schema: {
        tags: ['job alerts'],
        summary: "Start a visitor's job alert (the signed link of its e-mail)",
        querystring: alertLinkQuery,
        response: { 200: detail, 400: errors[400], 404: errorBody, 410: errorBody },
      },
    },
    async (request) => ({
      detail: await confirmAlert(
        ctx.db,
        links.secret,
        request.query.alert,
        request.query.token,
        new Date(),
        tick,
      ),
    }),
  );

  app.post(
    '/job-alerts/unsubscribe/',
    {
      schema: {
        tags: ['job alerts'],
        summary: 'End one job alert without signing in (RFC 8058 one-click; the signed link of its e-mails)',
        querystring: alertLinkQuery,
        response: { 200: detail, 400: errors[400], 404: errorBody },
      },
    },
    async (request) => ({
      detail: await unsubscribe(ctx.db, links.secret, request.query.alert, request.query.token),
    }),
  );

  // Opened in a browser, the one-click address shows the web page, which ends the alert and says so.
  app.get(
    '/job-alerts/unsubscribe/',
    { schema: { hide: true, querystring: alertLinkQuery } },
    async (request, reply) =>
      reply.redirect(
        `${alertPagePath('unsubscribe')}?alert=${request.query.alert}&token=${encodeURIComponent(request.query.token)}`,
        303,
      ),
  );
};
