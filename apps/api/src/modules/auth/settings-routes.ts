import {
  accountPreferencesPayload,
  accountSession,
  accountSettings,
  changeEmailPayload,
  changePasswordPayload,
  confirmEmailChangePayload,
  errorBody,
  fieldErrorBody,
} from '@kweli/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth-guard.ts';
import type { ModuleOptions } from '../../platform/context.ts';
import { createAccountSettings } from './account-settings.ts';
import { createAuthLimits } from './limits.ts';

/**
 * Account settings of any signed-in role (issue 23 item 1; docs/product/rules.md "Account settings").
 * Every call acts on the caller's own account; a session id of another account answers 404.
 */
const tags = ['account'];
const message = z.object({ message: z.string() });
const errors = { 400: fieldErrorBody.or(errorBody), 401: errorBody, 429: errorBody };
const sessionParam = z.object({ id: z.uuid() });

export const accountSettingsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { ctx }) => {
  const account = createAccountSettings(ctx, createAuthLimits(ctx));
  const signedIn = { preValidation: ctx.guards.authenticate, security: [{ bearer: [] }] };

  app.get(
    '/account/',
    {
      preValidation: signedIn.preValidation,
      schema: {
        tags,
        summary: 'The account as /settings shows it: e-mail, role, whether it has a password',
        security: signedIn.security,
        response: { 200: accountSettings, 401: errorBody },
      },
    },
    async (request) => account.settings(currentUser(request).id),
  );

  app.patch(
    '/account/',
    {
      preValidation: signedIn.preValidation,
      schema: {
        tags,
        summary: "The account's language (`en` or `sw`): the web app and the e-mails use it",
        security: signedIn.security,
        body: accountPreferencesPayload,
        response: { 200: accountSettings, ...errors },
      },
    },
    async (request) => account.setPreferences(currentUser(request).id, request.body),
  );

  app.post(
    '/account/password/',
    {
      preValidation: signedIn.preValidation,
      schema: {
        tags,
        summary: 'Change the password: the current one, the new one twice; every other session ends',
        security: signedIn.security,
        body: changePasswordPayload,
        response: { 200: message, ...errors },
      },
    },
    async (request) => account.changePassword(currentUser(request), request.body, request.ip),
  );

  app.post(
    '/account/email/',
    {
      preValidation: signedIn.preValidation,
      schema: {
        tags,
        summary: 'Change the e-mail address: a link to the new address confirms it; the old one is told',
        description: '`password` is required when the account has one.',
        security: signedIn.security,
        body: changeEmailPayload,
        response: { 200: message, ...errors },
      },
    },
    async (request) => account.requestEmailChange(currentUser(request), request.body, request.ip),
  );

  app.post(
    '/account/email/confirm/',
    {
      schema: {
        tags,
        summary: 'Confirm a new e-mail address with the link sent to it (single use, 24 hours)',
        body: confirmEmailChangePayload,
        response: { 200: message.extend({ email: z.string() }), 400: fieldErrorBody.or(errorBody) },
      },
    },
    async (request) => account.confirmEmailChange(request.body.uidb64, request.body.token),
  );

  app.get(
    '/account/sessions/',
    {
      preValidation: signedIn.preValidation,
      schema: {
        tags,
        summary: "The live sessions of the account: device, place, last use; the caller's is `current`",
        security: signedIn.security,
        response: { 200: z.array(accountSession), 401: errorBody },
      },
    },
    async (request) => account.sessions(currentUser(request)),
  );

  app.post(
    '/account/sessions/sign-out-others/',
    {
      preValidation: signedIn.preValidation,
      schema: {
        tags,
        summary: 'End every session of the account but this one, at once',
        security: signedIn.security,
        response: { 200: message.extend({ ended: z.number().int() }), 401: errorBody },
      },
    },
    async (request) => account.signOutOthers(currentUser(request)),
  );

  app.delete(
    '/account/sessions/:id/',
    {
      preValidation: signedIn.preValidation,
      schema: {
        tags,
        summary: 'End one session of the account',
        security: signedIn.security,
        params: sessionParam,
        response: { 200: message, 401: errorBody, 404: errorBody },
      },
    },
    async (request) => account.signOutSession(currentUser(request), request.params.id),
  );
};
