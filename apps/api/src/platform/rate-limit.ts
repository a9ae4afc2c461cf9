import { API_MESSAGES } from '@kweli/shared';
import { sql } from 'drizzle-orm';
import { type Db, type Executor, rows } from '../db/connect.ts';
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

  async function giveBack(limit: Limit): Promise<void> {
    await db.execute(
      sql`update rate_limit_hits set hits = hits - 1
          where key = ${limit.key} and hits > 0 and window_ends_at > now()`,
    );
  }

  return {
    /**
     * Takes one attempt from each limit before the costly work, and throws 429 (giving back what it took)
     * when one is used up. The counting update is the check, so parallel attempts cannot all slip past a
     * check made before any of them failed. Answers how to give the attempt back when it turns out not to
     * be a failure (a right password).
     */
    async attempt(...limits: Limit[]): Promise<() => Promise<void>> {
      const taken: Limit[] = [];
      const release = async () => {
        for (const limit of taken) await giveBack(limit);
      };
      for (const limit of limits) {
        const { hits, retryAfter } = await record(limit);
        taken.push(limit);
        if (hits > limit.max) {
          await release();
          throw tooMany(retryAfter);
        }
      }
      return release;
    },
    /** Counts this attempt against each limit and throws 429 when one is exceeded. */
    async consume(...limits: Limit[]): Promise<void> {
      for (const limit of limits) {
        const { hits, retryAfter } = await record(limit);
        if (hits > limit.max) throw tooMany(retryAfter);
      }
    },
    /** Forgets a key (a successful login clears the account's failures from that address). */
    async reset(limit: Limit): Promise<void> {
      await db.execute(sql`delete from rate_limit_hits where key = ${limit.key}`);
    },
    /** Forgets every key that starts with a prefix (a password reset clears all of an account's failures). */
    async resetPrefix(prefix: string): Promise<void> {
      await db.execute(sql`delete from rate_limit_hits where left(key, ${prefix.length}) = ${prefix}`);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/**
 * Erasure (issue 23 items 3 and 6): the counters whose key names the address (failed logins, e-mails
 * sent to it) go with the account; they would otherwise keep the address for up to an hour.
 */
export async function forgetRateLimitsNaming(executor: Executor, email: string): Promise<void> {
  await executor.execute(sql`delete from rate_limit_hits where strpos(lower(key), lower(${email})) > 0`);
}
