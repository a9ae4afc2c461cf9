import {
  loginPayload,
  passwordResetRequestPayload,
  refreshPayload,
  sessionAnswer,
  setNewPasswordPayload,
} from '@kweli/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth-guard.ts';
import type { ModuleOptions } from '../../platform/context.ts';
import { createEmailVerification } from './email-verification.ts';
import { createAuthLimits } from './limits.ts';
import { createPasswordReset } from './password-reset.ts';
import { createSessions } from './sessions.ts';

/**
 * Accounts and sessions (docs/product/foundation.md §4, §7; docs/product/rules.md "Sessions"): verification,
 * log-in, refresh, log-out, password reset. Signing up (and a first Google sign-in) is the sign-up module's:
 * it adds the profile.
 */
const message = z.object({ message: z.string() });
const linkParams = z.object({ uidb64: z.string().max(40), token: z.string().max(100) });
const tags = ['accounts'];

export const authRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { ctx }) => {
  const limits = createAuthLimits(ctx);
  const sessions = createSessions(ctx, limits);
  const verification = createEmailVerification(ctx, limits);
  const passwordReset = createPasswordReset(ctx, limits);

  app.get(
    '/verify-email/:uidb64/:token/',
    {
      schema: {
        tags,
        summary: 'Verify an e-mail address with the link sent at sign-up (single use, 3 days)',
        params: linkParams,
        response: { 200: message.extend({ email: z.string() }) },
      },
    },
    async (request) => verification.verify(request.params.uidb64, request.params.token),
  );

  app.post(
    '/auth/login/',
    {
      schema: {
        tags,
        summary: 'Log in with e-mail and password',
        description:
          'Unverified accounts answer 403 with `error_type: "not_verified"`; a wrong password and an unknown ' +
          'e-mail answer the same 400.',
        body: loginPayload,
        response: { 200: sessionAnswer },
      },
    },
    async (request) =>
      sessions.login(request.body.email, request.body.password, request.ip, request.headers['user-agent']),
  );

  app.post(
    '/token/refresh/',
    {
      schema: {
        tags,
        summary: 'Exchange a refresh token for a new pair (rotation; a reused token ends its family)',
        body: refreshPayload,
        response: { 200: z.object({ access: z.string(), refresh: z.string() }) },
      },
    },
    async (request) =>
      sessions.refresh(request.body.refresh, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      }),
  );

  app.post(
    '/auth/logout/',
    {
      schema: {
        tags,
        summary: 'Revoke the session of a refresh token',
        body: refreshPayload,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await sessions.logout(request.body.refresh);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/verify-token/',
    {
      preHandler: ctx.guards.authenticate,
      schema: {
        tags,
        summary: 'Check the access token and answer the signed-in role',
        security: [{ bearer: [] }],
        response: {
          200: z.object({ user_id: z.number(), role: z.enum(['candidate', 'employer']), email: z.string() }),
        },
      },
    },
    async (request) => sessions.whoAmI(currentUser(request).id),
  );

  app.post(
    '/password-reset/',
    {
      schema: {
        tags,
        summary: 'Send a password-reset link (same answer whether or not the e-mail exists)',
        body: passwordResetRequestPayload,
        response: { 200: message },
      },
    },
    async (request) => passwordReset.request(request.body.email, request.ip, request.body.language),
  );

  app.post(
    '/password-reset-confirm/:uidb64/:token/',
    {
      schema: {
        tags,
        summary: 'Set a new password with the link from the reset e-mail (single use, 1 hour)',
        params: linkParams,
        body: setNewPasswordPayload,
        response: { 200: message },
      },
    },
    async (request) =>
      passwordReset.confirm(request.params.uidb64, request.params.token, request.body.new_password1),
  );
};
