import {
  applicantsExportQuery,
  applicantsPage,
  applicantsPipeline,
  applicantsPipelineQuery,
  applicantsQuery,
  application,
  applicationNote,
  applicationNotes,
  applicationReadQuery,
  bulkStatusAnswer,
  bulkStatusPayload,
  errorBody,
  notePayload,
  type ReviewStatus,
  ratingPayload,
  recordId,
  reviewedApplication,
  reviewStatusPayload,
  shortlist,
} from '@kweli/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth-guard.ts';
import type { ModuleOptions } from '../../platform/context.ts';
import { pageAnswer } from '../../platform/paging.ts';
import { refusals } from '../../platform/refusals.ts';
import { applicantsCsv } from './export.ts';
import { addNote, rateApplication, readNotes } from './notes.ts';
import {
  bulkUpdateReviewStatus,
  listApplicants,
  listShortlist,
  openApplication,
  pipelineFirstPages,
  updateReviewStatus,
} from './review.ts';

/**
 * The employer's review calls (docs/product/employer.md §7). Employers only; the role is checked before the
 * input. The reading of one application by its employer is GET /applications/{id}/ in routes.ts (one route
 * per path), which hands employers to review.ts; opening it (which marks a pending one reviewed) is a POST,
 * so that no read writes.
 */
const errors = refusals(400, 401, 403, 404);

export const applicationReviewRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { ctx }) => {
  const employerOnly = ctx.guards.requireRole('employer');

  app.get(
    '/applications/for_job/',
    {
      preValidation: employerOnly,
      schema: {
        tags: ['applications'],
        summary: "The submitted applications to one of the employer's jobs, newest first",
        querystring: applicantsQuery,
        response: { 200: applicantsPage, ...errors },
      },
    },
    async (request) => {
      const { job_id: jobId, page, meets_requirements: meets, review_status: status } = request.query;
      const list = await listApplicants(ctx.db, currentUser(request).id, jobId, page, meets, status);
      return { ...pageAnswer(ctx.config.publicUrl, request, page, list), status_counts: list.status_counts };
    },
  );

  app.get(
    '/applications/for_job/pipeline/',
    {
      preValidation: employerOnly,
      schema: {
        tags: ['applications'],
        summary:
          "The first page of each review status of one of the employer's jobs, and the counts: the pipeline's columns in one call",
        querystring: applicantsPipelineQuery,
        response: { 200: applicantsPipeline, ...errors },
      },
    },
    async (request) => {
      const { job_id: jobId, meets_requirements: meets } = request.query;
      const board = await pipelineFirstPages(ctx.db, currentUser(request).id, jobId, meets);
      // Each column's pages after the first are the list's, filtered by that status.
      const list = request.url.split('pipeline/')[0]!;
      const column = (status: ReviewStatus) =>
        pageAnswer(
          ctx.config.publicUrl,
          { url: list, query: { ...request.query, review_status: status } },
          1,
          board.columns[status],
        );
      const columns = {
        pending: column('pending'),
        reviewed: column('reviewed'),
        shortlisted: column('shortlisted'),
        rejected: column('rejected'),
      };
      return { status_counts: board.status_counts, columns };
    },
  );

  app.get(
    '/applications/for_job/export.csv',
    {
      preValidation: employerOnly,
      schema: {
        tags: ['applications'],
        summary:
          'The submitted applications to one of your jobs as CSV (text/csv, an attachment): one row each, screening answers and rating, never the notes',
        querystring: applicantsExportQuery,
        produces: ['text/csv'],
        // The CSV text itself: a string with a text/csv type is sent as it is, never as JSON.
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const { fileName, csv } = await applicantsCsv(ctx.db, currentUser(request).id, request.query.job_id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.get(
    '/applications/shortlisted/',
    {
      preValidation: employerOnly,
      schema: {
        tags: ['applications'],
        summary: "The employer's shortlisted applications, grouped by job",
        response: { 200: shortlist, ...errors },
      },
    },
    async (request) => listShortlist(ctx.db, currentUser(request).id),
  );

  app.post(
    '/applications/:id/open/',
    {
      preValidation: employerOnly,
      schema: {
        tags: ['applications'],
        summary:
          'Open a submitted application to one of your jobs: a pending one becomes reviewed (once); answers it as read',
        params: z.object({ id: recordId }),
        querystring: applicationReadQuery,
        response: { 200: reviewedApplication.or(application), ...errors },
      },
    },
    async (request) =>
      openApplication(
        ctx.db,
        currentUser(request).id,
        request.params.id,
        request.query.include_candidate_profile,
      ),
  );

  app.patch(
    '/applications/:id/update-status/',
    {
      preValidation: employerOnly,
      schema: {
        tags: ['applications'],
        summary: 'Change the review status of a submitted application to one of your jobs',
        params: z.object({ id: recordId }),
        body: reviewStatusPayload,
        response: { 200: application, ...errors, 409: errorBody },
      },
    },
    async (request) =>
      updateReviewStatus(
        ctx.db,
        currentUser(request).id,
        request.params.id,
        request.body.review_status,
        request.body.message,
      ),
  );

  app.get(
    '/applications/:id/notes/',
    {
      preValidation: employerOnly,
      schema: {
        tags: ['applications'],
        summary:
          "Your private notes and rating of an application to one of your jobs (never the candidate's)",
        params: z.object({ id: recordId }),
        response: { 200: applicationNotes, ...errors },
      },
    },
    async (request) => readNotes(ctx.db, currentUser(request).id, request.params.id),
  );

  app.post(
    '/applications/:id/notes/',
    {
      preValidation: employerOnly,
      schema: {
        tags: ['applications'],
        summary: 'Add a private note to an application to one of your jobs',
        params: z.object({ id: recordId }),
        body: notePayload,
        response: { 201: applicationNote, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addNote(ctx.db, currentUser(request).id, request.params.id, request.body.body)),
  );

  app.patch(
    '/applications/:id/',
    {
      preValidation: employerOnly,
      schema: {
        tags: ['applications'],
        summary: 'Rate an application to one of your jobs, 1 to 5 (null clears it); only you see it',
        params: z.object({ id: recordId }),
        body: ratingPayload,
        response: { 200: applicationNotes, ...errors },
      },
    },
    async (request) =>
      rateApplication(ctx.db, currentUser(request).id, request.params.id, request.body.rating),
  );

  app.post(
    '/applications/bulk-update-status/',
    {
      preValidation: employerOnly,
      schema: {
        tags: ['applications'],
        summary:
          'Change the review status of up to 200 submitted applications to your jobs at once, all or none, with an optional message',
        body: bulkStatusPayload,
        response: { 200: bulkStatusAnswer, ...errors, 409: errorBody },
      },
    },
    async (request) =>
      bulkUpdateReviewStatus(
        ctx.db,
        currentUser(request).id,
        request.body.ids,
        request.body.review_status,
        request.body.message,
      ),
  );
};
