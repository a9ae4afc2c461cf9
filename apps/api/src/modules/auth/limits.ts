import type { AppContext } from '../../platform/context.ts';
import { createRateLimiter, type Limit } from '../../platform/rate-limit.ts';

const HOUR = 3600;

/** Every login-failure key of one account starts with this, so a password reset can clear them all. */
export const accountLoginPrefix = (email: string) => `login:account:${email.trim().toLowerCase()}|`;

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
    /**
     * Failed logins (issue 20, item 3) count per account and address, so that a stranger elsewhere
     * cannot lock the owner out; per address, across accounts; and per account across every address, a
     * higher ceiling that slows a guesser spread over many addresses (ASVS 2.2.1: 100 an hour).
     */
    loginAccountFromAddress: (email: string, ip: string): Limit => ({
      key: `${accountLoginPrefix(email)}address:${ip}`,
      max: limits.loginPerAccount,
      windowSeconds: 15 * 60,
    }),
    loginAddress: (ip: string): Limit => ({
      key: `login:ip:${ip}`,
      max: limits.loginPerIp,
      windowSeconds: HOUR,
    }),
    loginAccountEverywhere: (email: string): Limit => ({
      key: `${accountLoginPrefix(email)}all`,
      max: limits.loginAccountCeiling,
      windowSeconds: HOUR,
    }),
  };
}

export type AuthLimits = ReturnType<typeof createAuthLimits>;
