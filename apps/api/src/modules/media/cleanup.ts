import { inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Db, rows } from '../../db/connect.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import { removeVariants } from './images.ts';
import { fileHolders } from './policies.ts';
import { uploads } from './schema.ts';

/**
 * The orphan sweep: files uploaded but never attached to anything, and files released by their holder,
 * are removed (file and row) a day later. It runs in every API instance; `FOR UPDATE SKIP LOCKED` lets
 * instances share the work without removing one file twice or touching a file being attached.
 */
export const ORPHAN_AGE_MS = 24 * 60 * 60 * 1000;
const BATCH = 100;
const FIRST_SWEEP_MS = 5 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * A released file is kept while any holder still names it. Each module that holds file keys registers
 * the condition over its own table (media/policies.ts), so media reads no other module's tables.
 */
function stillNamed(): SQL {
  const holders = fileHolders();
  if (holders.length === 0) throw new Error('no module registered as a file holder');
  return sql`(${sql.join(holders, sql` or `)})`;
}

/** Removes one batch of orphans older than a day; returns how many were removed. */
export async function sweepOrphanUploads(db: Db, storage: FileStorage, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - ORPHAN_AGE_MS).toISOString();
  return db.transaction(async (tx) => {
    const orphans = await rows<{ id: number; s3_key: string }>(
      tx,
      sql`select u.id, u.s3_key from uploads u
          where (u.attached_at is null and u.created_at < ${cutoff})
             or (u.released_at < ${cutoff} and not ${stillNamed()})
          order by u.id
          limit ${BATCH}
          for update skip locked`,
    );
    if (orphans.length === 0) return 0;
    // Files first: if one cannot be removed the transaction is undone and the next sweep tries again.
    for (const orphan of orphans) {
      await storage.remove(orphan.s3_key);
      await removeVariants(storage, orphan.s3_key);
    }
    await tx.delete(uploads).where(
      inArray(
        uploads.id,
        orphans.map((o) => o.id),
      ),
    );
    return orphans.length;
  });
}

/** Runs the sweep a few minutes after start and then every hour, until the server closes. */
export function scheduleOrphanSweep(app: FastifyInstance, db: Db, storage: FileStorage): void {
  const timers: NodeJS.Timeout[] = [];
  const sweep = async () => {
    try {
      let removed = 0;
      for (;;) {
        const batch = await sweepOrphanUploads(db, storage);
        removed += batch;
        if (batch < BATCH) break;
      }
      if (removed > 0) app.log.info({ removed }, 'orphan uploads removed');
    } catch (error) {
      app.log.error({ err: error }, 'orphan upload sweep failed');
    }
  };
  app.addHook('onReady', async () => {
    timers.push(setTimeout(sweep, FIRST_SWEEP_MS).unref(), setInterval(sweep, SWEEP_EVERY_MS).unref());
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearTimeout(timer);
  });
}
