import { API_MESSAGES } from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { type Db, rows } from '../db/connect.ts';
import { AppError } from './errors.ts';

/**
 * Fixed-window counters in the rate_limit_hits table, so every API instance shares them. Checked
 * before any password is hashed (GUIDE: argon2 is the costly part). A limited call answers 429 with a
 * detail saying when to retry.
 */
export interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
}

const tooMany = (retryAfterSeconds: number) =>
  new AppError(429, API_MESSAGES.rateLimited(Math.max(1, retryAfterSeconds)));

export function createRateLimiter(db: Db) {
  let hitsSinceSweep = 0;

  async function count(limit: Limit): Promise<{ hits: number; retryAfter: number }> {
    const [row] = await rows<{ hits: number; retry_after: number }>(
      db,
      sql`select hits, ceil(extract(epoch from window_ends_at - now()))::int as retry_after
          from rate_limit_hits where key = ${limit.key} and window_ends_at > now()`,
    );
    return { hits: row?.hits ?? 0, retryAfter: row?.retry_after ?? 0 };
  }

  /** Counts one more hit in the key's window (a new window starts when the old one has ended). */
  async function record(limit: Limit): Promise<{ hits: number; retryAfter: number }> {
    hitsSinceSweep += 1;
    if (hitsSinceSweep >= 500) {
      hitsSinceSweep = 0;
      await db.execute(sql`delete from rate_limit_hits where window_ends_at <= now()`);
    }
    const [row] = await rows<{ hits: number; retry_after: number }>(
      db,
      sql`insert into rate_limit_hits (key, hits, window_ends_at)
          values (${limit.key}, 1, now() + make_interval(secs => ${limit.windowSeconds}))
          on conflict (key) do update set
            hits = case when rate_limit_hits.window_ends_at <= now() then 1 else rate_limit_hits.hits + 1 end,
            window_ends_at = case when rate_limit_hits.window_ends_at <= now()
              then excluded.window_ends_at else rate_limit_hits.window_ends_at end
          returning hits, ceil(extract(epoch from window_ends_at - now()))::int as retry_after`,
    );
    return { hits: row!.hits, retryAfter: row!.retry_after };
  }

  return {
    /** Throws 429 when any of the limits has already been reached (for counting failures only). */
    async check(...limits: Limit[]): Promise<void> {
      for (const limit of limits) {
        const { hits, retryAfter } = await count(limit);
        if (hits >= limit.max) throw tooMany(retryAfter);
      }
    },
    /** Records a failure against each limit. */
    async fail(...limits: Limit[]): Promise<void> {
      for (const limit of limits) await record(limit);
    },
    /** Counts this attempt against each limit and throws 429 when one is exceeded. */
    async consume(...limits: Limit[]): Promise<void> {
      for (const limit of limits) {
        const { hits, retryAfter } = await record(limit);
        if (hits > limit.max) throw tooMany(retryAfter);
      }
    },
    /** Forgets a key (a successful login clears the account's failures). */
    async reset(limit: Limit): Promise<void> {
      await db.execute(sql`delete from rate_limit_hits where key = ${limit.key}`);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
