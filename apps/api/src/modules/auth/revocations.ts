import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/connect.ts';
import { ACCESS_TOKEN_TTL_SECONDS, type SessionRevocations } from '../../platform/auth-guard.ts';

/**
 * The sessions ended in the last access-token lifetime (issue 20, item 4), kept in memory so that the
 * guard checks an access token without a database read per request. The list is read again at most
 * every FRESH_MS, by the first request that finds it older (the others wait for that one read), so a
 * logout or password reset on any instance is refused everywhere within a second; on the instance that
 * ended the session, at once (`reload`). Revoked sessions are the refresh-token families whose rows got
 * a `revoked_at` (logout, reuse after the grace, password reset, Google taking over an unverified
 * account). An access token outlives its session by at most ACCESS_TOKEN_TTL_SECONDS, so older entries
 * are dropped.
 */
const FRESH_MS = 500;
/** A read overlaps the one before by this much, so a revocation committed late is not missed. */
const OVERLAP_SECONDS = 60;

export function createSessionRevocations(db: Db): SessionRevocations {
  /** Session id -> when it was revoked (ms, database clock). */
  const revoked = new Map<string, number>();
  /** The database clock at the last read (ms); 0 before the first. */
  let readUpTo = 0;
  let lastReadStarted = Number.NEGATIVE_INFINITY;
  let reading: Promise<void> | null = null;

  async function read(): Promise<void> {
    // The clock first: whatever is revoked after this moment is found by the next read.
    const [clock] = await rows<{ now_ms: number }>(
      db,
      sql`select (extract(epoch from now()) * 1000)::float8 as now_ms`,
    );
    const now = clock!.now_ms;
    const since =
      readUpTo === 0
        ? now - (ACCESS_TOKEN_TTL_SECONDS + OVERLAP_SECONDS) * 1000
        : readUpTo - OVERLAP_SECONDS * 1000;
    const found = await rows<{ family_id: string; revoked_ms: number }>(
      db,
      sql`select family_id, max(extract(epoch from revoked_at) * 1000)::float8 as revoked_ms
          from refresh_tokens where revoked_at > to_timestamp(${since / 1000}) group by family_id`,
    );
    for (const row of found) revoked.set(row.family_id, row.revoked_ms);
    readUpTo = now;
    const forgetBefore = now - (ACCESS_TOKEN_TTL_SECONDS + OVERLAP_SECONDS) * 1000;
    for (const [id, at] of revoked) if (at < forgetBefore) revoked.delete(id);
  }

  /** Reads the list again (one read at a time; a caller arriving during one waits for the next). */
  function reload(): Promise<void> {
    // After the read under way, whether it succeeded or not (a failed read is simply tried again).
    const previous = (reading ?? Promise.resolve()).catch(() => undefined);
    const next = previous.then(() => {
      lastReadStarted = performance.now();
      return read();
    });
    const current = next.finally(() => {
      if (reading === current) reading = null;
    });
    reading = current;
    return current;
  }

  return {
    async isRevoked(sessionId: string): Promise<boolean> {
      if (performance.now() - lastReadStarted >= FRESH_MS) await (reading ?? reload());
      return revoked.has(sessionId);
    },
    /** Reads the list now: after this instance ended a session, its tokens are refused at once. */
    reload,
  };
}
