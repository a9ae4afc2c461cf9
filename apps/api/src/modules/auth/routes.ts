import {
  candidateSignUpPayload,
  emailOnlyPayload,
  employerSignUpPayload,
  googleSignInPayload,
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
import { createAuthService } from './service.ts';

/** Accounts and sessions (spec 01 §4, §7; DECISIONS "Sessions"): the calls keep the documents' paths. */
const message = z.object({ message: z.string() });
const signedUp = z.object({
  message: z.string(),
  email: z.string(),
  role: z.enum(['candidate', 'employer']),
});
const linkParams = z.object({ uidb64: z.string().max(40), token: z.string().max(100) });
const tags = ['accounts'];

export const authRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { ctx }) => {
  const auth = createAuthService(ctx);

  app.post(
    '/signup/candidate/',
    {
      schema: {
        tags,
        summary: 'Create a candidate account (unverified until the e-mail link is opened)',
        body: candidateSignUpPayload,
        response: { 201: signedUp },
      },
    },
    async (request, reply) => {
      const { user, full_name } = request.body;
      const answer = await auth.signUp('candidate', { ...user, fullName: full_name }, request.ip);
      return reply.status(201).send(answer);
    },
  );

  app.post(
    '/signup/employer/',
    {
      schema: {
        tags,
        summary: 'Create an employer account (unverified until the e-mail link is opened)',
        body: employerSignUpPayload,
        response: { 201: signedUp },
      },
    },
    async (request, reply) => {
      const { user, user_name, company_name } = request.body;
      const answer = await auth.signUp(
        'employer',
        { ...user, userName: user_name, companyName: company_name ?? '' },
        request.ip,
      );
      return reply.status(201).send(answer);
    },
  );

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
    async (request) => auth.verifyEmail(request.params.uidb64, request.params.token),
  );

  app.post(
    '/verify-email/resend/',
    {
      schema: {
        tags,
        summary: 'Send a new verification link (same answer whether or not the account exists)',
        body: emailOnlyPayload,
        response: { 200: message },
      },
    },
    async (request) => auth.resendVerification(request.body.email, request.ip),
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
    async (request) => auth.login(request.body.email, request.body.password, request.ip),
  );

  app.post(
    '/auth/google/',
    {
      schema: {
        tags,
        summary: 'Sign in with a Google ID token',
        description:
          'A new Google account without `userType` answers `requireUserType: true`; repeat the call with ' +
          'the chosen `userType` to create a verified account of that role.',
        body: googleSignInPayload,
        response: {
          200: z.union([sessionAnswer, z.object({ requireUserType: z.literal(true), message: z.string() })]),
        },
      },
    },
    async (request) => auth.googleSignIn(request.body.credential, request.body.userType, request.ip),
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
    async (request) => auth.refresh(request.body.refresh),
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
      await auth.logout(request.body.refresh);
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
    async (request) => auth.whoAmI(currentUser(request).id),
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
    async (request) => auth.requestPasswordReset(request.body.email, request.ip),
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
      auth.confirmPasswordReset(request.params.uidb64, request.params.token, request.body.new_password1),
  );
};
