import { employerProfile, employerProfilePatch, errorBody } from '@kweli/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth-guard.ts';
import type { ModuleOptions } from '../../platform/context.ts';
import { registerEmployerFiles } from './files.ts';
import { getEmployerProfile, updateEmployerProfile } from './service.ts';

/**
 * The company profile (docs/product/employer.md §7): GET and PATCH /employer-profile/, and GET
 * /employer/profile/, the same answer fetched after login. Employers only; the role is checked before the
 * input is read.
 */
const errors = {
  400: errorBody.or(z.record(z.string(), z.array(z.string()))),
  401: errorBody,
  403: errorBody,
  404: errorBody,
};

export const employerRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { ctx }) => {
  registerEmployerFiles();
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
};
