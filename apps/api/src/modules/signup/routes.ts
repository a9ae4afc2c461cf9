import {
  candidateSignUpPayload,
  emailOnlyPayload,
  employerSignUpPayload,
  googleSignInPayload,
  sessionAnswer,
} from '@kweli/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '../../platform/context.ts';
import { createAuthLimits, createEmailVerification, createSessions } from '../auth/index.ts';
import { createSignUp, signUpName } from './service.ts';

/**
 * Opening an account (docs/product/foundation.md §4): sign-up, a new verification link, and a first Google
 * sign-in.
 */
const message = z.object({ message: z.string() });
const signedUp = z.object({
  message: z.string(),
  email: z.string(),
  role: z.enum(['candidate', 'employer']),
});
const tags = ['accounts'];

export const signUpRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { ctx }) => {
  const limits = createAuthLimits(ctx);
  const verification = createEmailVerification(ctx, limits);
  const sessions = createSessions(ctx, limits);
  const signUp = createSignUp(ctx, limits, verification);
  const nameOf = signUpName(ctx);

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
      const answer = await signUp.signUp('candidate', { ...user, fullName: full_name }, request.ip);
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
      const answer = await signUp.signUp(
        'employer',
        { ...user, userName: user_name, companyName: company_name ?? '' },
        request.ip,
      );
      return reply.status(201).send(answer);
    },
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
    async (request) => verification.resend(request.body.email, request.ip, nameOf),
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
    async (request) =>
      sessions.googleSignIn(
        request.body.credential,
        request.body.userType,
        request.ip,
        (identity, role) => signUp.openGoogleAccount(identity, role, request.body.language),
        request.headers['user-agent'],
      ),
  );
};
