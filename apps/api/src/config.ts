import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { z } from 'zod';

/**
 * The only reader of process.env. Every setting has a doc line, a format and a default; a bad value
 * stops the start with a message naming the variable.
 */
const optionalString = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .optional();
const optionalUrl = (what: string) =>
  optionalString.refine((v) => v === undefined || URL.canParse(v), {
    error: `must be a valid URL (${what})`,
  });

/** Fastify's `trustProxy` as we allow it: nobody, a hop count, or the proxies' addresses and ranges. */
export type TrustProxy = false | number | string[];

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  /** production, development or test. Production needs real secrets and never loads demo data. */
  NODE_ENV: z.enum(['production', 'development', 'test']).default('development'),
  /** Port the server listens on. */
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Address the server binds to. */
  HOST: z.string().default('0.0.0.0'),
  /** Folder for the embedded database, local files, the mail outbox and the generated dev secret. */
  DATA_DIR: z.string().default('./data'),
  /** PostgreSQL connection string. Unset: the embedded PGlite database in DATA_DIR/db. */
  DATABASE_URL: optionalUrl('postgres://user:password@host:5432/db'),
  /**
   * Optional read connection (a streaming replica of DATABASE_URL): job search, talent search rankings and
   * stored recommendations read from it (docs/operations.md "Scaling out"). Ignored without DATABASE_URL.
   */
  DATABASE_READ_URL: optionalUrl('postgres://user:password@replica:5432/db'),
  /** Public base address of the site, used in e-mail links and share links. */
  PUBLIC_URL: optionalUrl('https://example.com'),
  /** Secret for signing access tokens and file addresses. Required in production (32+ characters). */
  JWT_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, {
    error: 'must be at least 32 characters',
  }),
  /** SMTP server for e-mail, e.g. smtp://user:pass@smtp.example.com:587. Unset: mail goes to DATA_DIR/outbox. */
  SMTP_URL: optionalUrl('smtp://user:password@host:587'),
  /** Sender of e-mail. */
  MAIL_FROM: z.string().default('Kweli Jobs <no-reply@kweli.local>'),
  /** S3-compatible file store. Unset: files are kept on the local disk in DATA_DIR/files. */
  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalUrl('https://s3.example.com'),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** Use path-style addresses (needed by most self-hosted S3-compatible stores). */
  S3_FORCE_PATH_STYLE: booleanFlag,
  /** Google OAuth client id; the Google sign-in button appears only when it is set. */
  GOOGLE_CLIENT_ID: optionalString,
  /** Where Google's signing keys are published (tests point it at their own key set). */
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  /** Support address shown on the contact, help and feedback pages. */
  SUPPORT_EMAIL: z.email().default('support@kweli.co.ke'),
  /**
   * Where data subjects write about their personal data (issue 23 item 7): shown on the privacy page and
   * in /settings. Defaults to SUPPORT_EMAIL.
   */
  PRIVACY_CONTACT_EMAIL: optionalString.pipe(z.email().optional()),
  /**
   * Retention (issue 23 item 6): a candidate who has not used the product for this many months is warned
   * by e-mail, and 30 days later their account is erased as if they had deleted it.
   */
  RETENTION_INACTIVE_MONTHS: z.coerce.number().int().min(2).max(240).default(24),
  /** Load the demo data set on first start of the embedded database (never in production). */
  DEMO_DATA: z
    .enum(['true', 'false', ''])
    .optional()
    .transform((v) => v !== 'false'),
  /**
   * Failed logins allowed per account from one IP address in 15 minutes (docs/product/rules.md "Sessions").
   */
  RATE_LIMIT_LOGIN_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  /**
   * Failed logins allowed per account across all addresses in an hour: a ceiling above the per-address
   * limit that slows a guesser spread over many addresses (ASVS 2.2.1); a password reset clears it.
   */
  RATE_LIMIT_LOGIN_ACCOUNT_CEILING: z.coerce.number().int().min(1).default(100),
  /**
   * Seconds after its rotation during which a refresh token presented again answers a new pair of the
   * same session (two tabs refreshing at once) instead of ending the session as a stolen copy would.
   */
  REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  /** Failed logins allowed per IP address in an hour (many mobile users share one carrier address). */
  RATE_LIMIT_LOGIN_PER_IP: z.coerce.number().int().min(1).default(300),
  /** Sign-ups allowed per IP address in an hour. */
  RATE_LIMIT_SIGNUP_PER_IP: z.coerce.number().int().min(1).default(30),
  /** Password-reset and verification e-mails allowed per e-mail address in an hour. */
  RATE_LIMIT_EMAIL_PER_ADDRESS: z.coerce.number().int().min(1).default(5),
  /** Password-reset and verification e-mails (and sign-up attempts) allowed per IP address in an hour. */
  RATE_LIMIT_EMAIL_PER_IP: z.coerce.number().int().min(1).default(100),
  /** Upload addresses one user may ask for in an hour (POST /generate-upload-signed-url/). */
  UPLOADS_PER_HOUR: z.coerce.number().int().min(1).default(60),
  /**
   * How long public answers that are the same for everyone (job search) are kept in memory, in seconds;
   * 0 turns that off. Another instance sees a change after at most this long (docs/performance.md).
   */
  ANSWER_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(30),
  /**
   * Milliseconds of work each minute, at most, for recommendation lists computed ahead of the candidates'
   * asks (docs/decisions/103-stored-recommendations.md): one list at a time, only while no request is being
   * answered, resting between lists so that this share of each minute is not passed. 0 turns the work off
   * (a first ask then computes the list); 60000 computes whenever the server is idle.
   */
  RECOMMENDATIONS_AHEAD_MS_PER_MINUTE: z.coerce.number().int().min(0).max(60_000).default(3_000),
  /**
   * Seconds an outbox message stays with the worker that claimed it; after that, if it is still not
   * sent (its instance died), another worker takes it. Longer than the slowest send.
   */
  OUTBOX_LEASE_SECONDS: z.coerce.number().int().min(1).default(300),
  /**
   * Which proxies may say who the client is (X-Forwarded-For, X-Forwarded-Proto), as Fastify's
   * `trustProxy`: a hop count, or a comma-separated list of proxy addresses and CIDR ranges (and
   * proxy-addr's names loopback, linklocal, uniquelocal). Unset: none; the socket address is the client.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .transform((v, ctx): TrustProxy => {
      if (!v || v === 'false' || v === '0') return false;
      if (/^\d+$/.test(v)) return Number(v);
      const entries = v.split(',').map((entry) => entry.trim());
      const bad = entries.filter((entry) => !isProxyAddress(entry));
      if (bad.length) {
        ctx.addIssue({
          code: 'custom',
          message: `must be a hop count or a list of proxy addresses or CIDR ranges (not: ${bad.join(', ')})`,
        });
        return z.NEVER;
      }
      return entries;
    }),
  /**
   * Status changes of one application within this many seconds of the first go out as one e-mail with
   * the final status (issue 27, docs/decisions/051-status-emails.md).
   */
  STATUS_EMAIL_WINDOW_SECONDS: z.coerce.number().int().min(0).max(86_400).default(600),
  /**
   * How often each instance looks for job alerts that are due (issue 24, docs/decisions/072). Instant
   * alerts run every fourth tick and take jobs published two ticks ago, so at the default of 30 s (also the
   * most, to keep the issue's five minutes) a job reaches them within 3.5 minutes. The browser journeys
   * use 1.
   */
  ALERT_TICK_SECONDS: z.coerce.number().int().min(1).max(30).default(30),
  /**
   * E-mail addresses of the admins, comma separated (issue 22, docs/product/rules.md "Trust and safety"):
   * a verified account with one of them may use /admin. Others are granted with `npm run admin -- grant`.
   */
  ADMIN_EMAILS: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const emails = (v ?? '')
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean);
      const bad = emails.filter((e) => !z.email().safeParse(e).success);
      if (bad.length) {
        ctx.addIssue({
          code: 'custom',
          message: `must be e-mail addresses, comma separated (not: ${bad.join(', ')})`,
        });
        return z.NEVER;
      }
      return emails;
    }),
  /**
   * How many different reporters (signed-in accounts, or visitors' addresses) take a job off the board
   * until an admin decides (issue 22 item 4).
   */
  REPORTS_TO_HIDE: z.coerce.number().int().min(1).max(1000).default(3),
  /** Log level: fatal, error, warn, info, debug, trace or silent. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Read connection for searches; undefined: they read from DATABASE_URL (or the embedded database). */
  databaseReadUrl: string | undefined;
  publicUrl: string;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  s3:
    | {
        bucket: string;
        endpoint: string | undefined;
        region: string;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        forcePathStyle: boolean;
      }
    | undefined;
  google: { clientId: string | undefined; jwksUrl: string };
  supportEmail: string;
  /** PRIVACY_CONTACT_EMAIL, or the support address. */
  privacyContactEmail: string;
  retentionInactiveMonths: number;
  demoData: boolean;
  rateLimits: {
    loginPerAccount: number;
    loginPerIp: number;
    loginAccountCeiling: number;
    signUpPerIp: number;
    emailPerAddress: number;
    emailPerIp: number;
  };
  answerCacheSeconds: number;
  /** RECOMMENDATIONS_AHEAD_MS_PER_MINUTE: 0 means no lists are computed ahead. */
  recommendationsAheadMsPerMinute: number;
  logLevel: Env['LOG_LEVEL'];
  outboxLeaseSeconds: number;
  trustProxy: TrustProxy;
  refreshReuseGraceSeconds: number;
  uploadsPerHour: number;
  statusEmailWindowSeconds: number;
  alertTickSeconds: number;
  /** Lower-case e-mail addresses of the admins (ADMIN_EMAILS). */
  adminEmails: string[];
  reportsToHide: number;
}

export class ConfigError extends Error {}

/** Builds the config from an environment (process.env by default); throws ConfigError naming each bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  const dataDir = resolve(env.DATA_DIR);
  if (isProduction && !env.JWT_SECRET) {
    throw new ConfigError('Invalid configuration:\n  JWT_SECRET: is required when NODE_ENV=production');
  }
  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    databaseReadUrl: env.DATABASE_URL ? env.DATABASE_READ_URL : undefined,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    jwtSecret: env.JWT_SECRET ?? developmentSecret(dataDir),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    google: { clientId: env.GOOGLE_CLIENT_ID, jwksUrl: env.GOOGLE_JWKS_URL },
    supportEmail: env.SUPPORT_EMAIL,
    privacyContactEmail: env.PRIVACY_CONTACT_EMAIL ?? env.SUPPORT_EMAIL,
    retentionInactiveMonths: env.RETENTION_INACTIVE_MONTHS,
    demoData: env.DEMO_DATA && !isProduction && !env.DATABASE_URL,
    rateLimits: {
      loginPerAccount: env.RATE_LIMIT_LOGIN_PER_ACCOUNT,
      loginPerIp: env.RATE_LIMIT_LOGIN_PER_IP,
      loginAccountCeiling: env.RATE_LIMIT_LOGIN_ACCOUNT_CEILING,
      signUpPerIp: env.RATE_LIMIT_SIGNUP_PER_IP,
      emailPerAddress: env.RATE_LIMIT_EMAIL_PER_ADDRESS,
      emailPerIp: env.RATE_LIMIT_EMAIL_PER_IP,
    },
    answerCacheSeconds: env.ANSWER_CACHE_SECONDS,
    recommendationsAheadMsPerMinute: env.RECOMMENDATIONS_AHEAD_MS_PER_MINUTE,
    logLevel: env.LOG_LEVEL,
    outboxLeaseSeconds: env.OUTBOX_LEASE_SECONDS,
    trustProxy: env.TRUST_PROXY,
    refreshReuseGraceSeconds: env.REFRESH_REUSE_GRACE_SECONDS,
    uploadsPerHour: env.UPLOADS_PER_HOUR,
    statusEmailWindowSeconds: env.STATUS_EMAIL_WINDOW_SECONDS,
    alertTickSeconds: env.ALERT_TICK_SECONDS,
    adminEmails: env.ADMIN_EMAILS,
    reportsToHide: env.REPORTS_TO_HIDE,
  };
}

/** Outside production a secret is generated once and kept in the data folder, so sessions survive restarts. */
function developmentSecret(dataDir: string): string {
  const file = join(dataDir, 'dev-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
