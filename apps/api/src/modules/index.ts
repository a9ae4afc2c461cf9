import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../platform/context.ts';
import { alertRoutes } from './alerts/routes.ts';
import { interviewRoutes } from './applications/interview-routes.ts';
import { applicationMessageRoutes } from './applications/messages-routes.ts';
import { applicationReviewRoutes } from './applications/review-routes.ts';
import { applicationRoutes } from './applications/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { accountSettingsRoutes } from './auth/settings-routes.ts';
import { candidateRoutes } from './candidates/routes.ts';
import { employerRoutes } from './employers/routes.ts';
import { healthRoutes } from './health/routes.ts';
import { employerJobRoutes } from './jobs/employer-routes.ts';
import { publicJobRoutes } from './jobs/public-routes.ts';
import { mediaRoutes } from './media/routes.ts';
import { moderationRoutes } from './moderation/routes.ts';
import { notificationRoutes } from './notifications/routes.ts';
import { privacyRoutes } from './privacy/routes.ts';
import { recommendationRoutes } from './recommendations/routes.ts';
import { savedJobRoutes } from './saved-jobs/routes.ts';
import { signUpRoutes } from './signup/routes.ts';
import { talentRoutes } from './talent/routes.ts';

/** Every module's routes, mounted under /api. A new module adds one line here. */
export const modules: FastifyPluginAsyncZod<ModuleOptions>[] = [
  healthRoutes,
  authRoutes,
  accountSettingsRoutes,
  signUpRoutes,
  mediaRoutes,
  talentRoutes,
  employerRoutes,
  employerJobRoutes,
  publicJobRoutes,
  savedJobRoutes,
  applicationRoutes,
  applicationReviewRoutes,
  applicationMessageRoutes,
  interviewRoutes,
  candidateRoutes,
  recommendationRoutes,
  notificationRoutes,
  privacyRoutes,
  moderationRoutes,
  alertRoutes,
];
