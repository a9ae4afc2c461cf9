import {
  employerProfile,
  employerProfilePatch,
  employerVerification,
  employerVerificationPayload,
  errorBody,
  publicCompany as publicCompanySchema,
} from '@kweli/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth-guard.ts';
import type { ModuleOptions } from '../../platform/context.ts';
import { refusals } from '../../platform/refusals.ts';
import { registerEmployerFiles } from './files.ts';
import { getEmployerProfile, publicCompany, updateEmployerProfile } from './service.ts';
import { getVerification, submitVerification } from './verification.ts';

/**
 * The company profile (docs/product/employer.md §7): GET and PATCH /employer-profile/, and GET
 * /employer/profile/, the same answer fetched after login. Employers only; the role is checked before the
 * input is read.
 */
const errors = refusals(400, 401, 403, 404);

/** Ids are Postgres integers: a larger number is simply not found, never a database error. */
const companyParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const employerRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { ctx }) => {
  registerEmployerFiles(ctx.config.adminEmails);
  const employerOnly = ctx.guards.requireRole('employer');

  for (const url of ['/employer-profile/', '/employer/profile/']) {
    app.get(
      url,
      {
        preValidation: employerOnly,
        schema: {
          tags: ['employers'],
          summary: "The signed-in employer's company profile",
          response: { 200: employerProfile, ...errors },
        },
      },
      async (request) => getEmployerProfile(ctx.db, currentUser(request).id),
    );
  }

  app.get(
    '/companies/:id/',
    {
      schema: {
        tags: ['employers'],
        summary: "A company's public page: its profile, without contacts (no sign-in needed)",
        description: 'A closed account, an unknown id or a company without a name answers 404.',
        params: companyParam,
        response: { 200: publicCompanySchema, 400: errors[400], 404: errorBody },
      },
    },
    async (request) => publicCompany(ctx.db, request.params.id),
  );

  app.patch(
    '/employer-profile/',
    {
      preValidation: employerOnly,
      schema: {
        tags: ['employers'],
        summary: 'Update any fields of the company profile; company_logo takes an uploaded key',
        body: employerProfilePatch,
        response: { 200: employerProfile, ...errors },
      },
    },
    async (request) => updateEmployerProfile(ctx.db, currentUser(request).id, request.body),
  );

  app.get(
    '/employer/verification/',
    {
      preValidation: employerOnly,
      schema: {
        tags: ['employers'],
        summary:
          "The signed-in employer's verification: unverified, pending, verified or rejected (with the reason)",
        response: { 200: employerVerification, ...errors },
      },
    },
    async (request) => getVerification(ctx.db, currentUser(request).id),
  );

  app.post(
    '/employer/verification/',
    {
      preValidation: employerOnly,
      schema: {
        tags: ['employers'],
        summary:
          'Ask to be verified: KRA PIN, registration number, NEA licence (agencies) and the uploaded registration document (PDF)',
        description:
          'Answers 201 pending. While a request is pending or once verified, another answers 409 and changes nothing; after a rejection a new request replaces it.',
        body: employerVerificationPayload,
        response: { 201: employerVerification, 409: errorBody, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await submitVerification(ctx.db, currentUser(request).id, request.body)),
  );
};
