import type { AppContext } from '../../platform/context.ts';
import { createRateLimiter, type Limit } from '../../platform/rate-limit.ts';

const HOUR = 3600;

/**
 * The account calls' rate limits (docs/product/foundation.md §7): one place that names each limit's key and
 * window, so sign-up, log-in, verification and password reset count against the same budgets.
 */
export function createAuthLimits(ctx: AppContext) {
  const limits = ctx.config.rateLimits;
  return {
    limiter: createRateLimiter(ctx.db),
    signUp: (ip: string): Limit => ({ key: `signup:ip:${ip}`, max: limits.signUpPerIp, windowSeconds: HOUR }),
    /** The e-mails sent to one address and from one IP address. */
    email: (email: string, ip: string): [Limit, Limit] => [
      { key: `email:address:${email}`, max: limits.emailPerAddress, windowSeconds: HOUR },
      { key: `email:ip:${ip}`, max: limits.emailPerIp, windowSeconds: HOUR },
    ],
    loginAccount: (email: string): Limit => ({
      key: `login:account:${email}`,
      max: limits.loginPerAccount,
      windowSeconds: 15 * 60,
    }),
    loginAddress: (ip: string): Limit => ({
      key: `login:ip:${ip}`,
      max: limits.loginPerIp,
      windowSeconds: HOUR,
    }),
  };
}

export type AuthLimits = ReturnType<typeof createAuthLimits>;
