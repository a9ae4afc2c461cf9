import {
  errorBody,
  interview,
  interviewAcceptPayload,
  interviewDeclinePayload,
  interviewPayload,
  interviewsPage,
  interviewsQuery,
  recordId,
} from '@kweli/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth-guard.ts';
import type { ModuleOptions } from '../../platform/context.ts';
import { pageAnswer } from '../../platform/paging.ts';
import { refusals } from '../../platform/refusals.ts';
import {
  acceptInterview,
  cancelInterview,
  declineInterview,
  interviewCalendar,
  inviteToInterview,
  listInterviews,
  runDueInterviewReminders,
} from './interviews.ts';

/**
 * Interviews (issue 28 item 3, docs/decisions/091-interviews.md): the employer invites and cancels, the
 * candidate accepts or declines, both read their own and download a confirmed one's calendar file. The
 * role is checked before the input; another party's interview answers 404. The reminders run on the
 * outbox worker's schedule, each tick on one instance (decision 122; it claims its reminders with SKIP LOCKED).
 */
const errors = refusals(400, 401, 403, 404);
const idParam = z.object({ id: recordId });
/** How often one instance looks for interviews to remind of. */
export const REMINDER_TICK_MS = 60_000;

export const interviewRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { ctx }) => {
  const employerOnly = ctx.guards.requireRole('employer');
  const candidateOnly = ctx.guards.requireRole('candidate');
  const links = { publicUrl: ctx.config.publicUrl };
  app.outbox.every('interview reminders', REMINDER_TICK_MS, () => runDueInterviewReminders(ctx.db));

  app.post(
    '/applications/:id/interviews/',
    {
      preValidation: employerOnly,
      schema: {
        tags: ['interviews'],
        summary:
          'Invite the candidate of a submitted application to one of your jobs to an interview: 1 to 3 times (within 90 days), a mode, a location (required in person) and a duration of 15 to 480 minutes. The application becomes shortlisted.',
        params: idParam,
        body: interviewPayload,
        response: { 201: interview, ...errors, 409: errorBody },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await inviteToInterview(ctx.db, currentUser(request).id, request.params.id, request.body)),
  );

  app.get(
    '/interviews/',
    {
      preValidation: ctx.guards.authenticate,
      schema: {
        tags: ['interviews'],
        summary:
          "Your interviews, newest first: an employer's for its jobs, a candidate's own; optionally of one application",
        querystring: interviewsQuery,
        response: { 200: interviewsPage, ...refusals(400, 401) },
      },
    },
    async (request) => {
      const list = await listInterviews(ctx.db, currentUser(request), request.query);
      return pageAnswer(ctx.config.publicUrl, request, request.query.page, list);
    },
  );

  app.post(
    '/interviews/:id/accept/',
    {
      preValidation: candidateOnly,
      schema: {
        tags: ['interviews'],
        summary: 'Accept an interview you were invited to, at one of the times offered',
        params: idParam,
        body: interviewAcceptPayload,
        response: { 200: interview, ...errors, 409: errorBody },
      },
    },
    async (request) =>
      acceptInterview(ctx.db, currentUser(request).id, request.params.id, request.body.slot, links),
  );

  app.post(
    '/interviews/:id/decline/',
    {
      preValidation: candidateOnly,
      schema: {
        tags: ['interviews'],
        summary: 'Decline an interview you were invited to, with a reason (optional, up to 1,000 characters)',
        params: idParam,
        body: interviewDeclinePayload,
        response: { 200: interview, ...errors, 409: errorBody },
      },
    },
    async (request) =>
      declineInterview(ctx.db, currentUser(request).id, request.params.id, request.body.reason),
  );

  app.post(
    '/interviews/:id/cancel/',
    {
      preValidation: employerOnly,
      schema: {
        tags: ['interviews'],
        summary: 'Cancel an interview of one of your jobs that is waiting for an answer or confirmed',
        params: idParam,
        response: { 200: interview, ...errors, 409: errorBody },
      },
    },
    async (request) => cancelInterview(ctx.db, currentUser(request).id, request.params.id),
  );

  app.get(
    '/interviews/:id/calendar.ics',
    {
      preValidation: ctx.guards.authenticate,
      schema: {
        tags: ['interviews'],
        summary: 'The iCalendar file (text/calendar) of a confirmed interview, for its two parties only',
        params: idParam,
        produces: ['text/calendar'],
        response: { 200: z.string(), ...refusals(400, 401, 404), 409: errorBody },
      },
    },
    async (request, reply) => {
      const file = await interviewCalendar(ctx.db, currentUser(request), request.params.id, links);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .header('cache-control', 'private, no-store')
        .send(file.content);
    },
  );
};
