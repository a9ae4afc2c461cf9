import { RESIZED_FILE_TYPES } from '@kweli/shared';
import { and, asc, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connect.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import { resizeImage, storeResizedImage } from './images.ts';
import { uploads } from './schema.ts';

/**
 * Logos and pictures stored before uploads were resized (issue 25 item 3) are resized once, in the
 * background after start: until then they are served as they were (no `sources`), so nothing stops
 * showing. A file that cannot be read as an image is left as it is, and logged.
 */
const BATCH = 50;
const FIRST_RUN_MS = 30 * 1000;

export async function resizeOlderImages(
  db: Db,
  storage: FileStorage,
  log: Pick<FastifyInstance['log'], 'warn'> = console,
): Promise<number> {
  let resized = 0;
  let after = 0;
  for (;;) {
    const batch = await db
      .select({ id: uploads.id, key: uploads.s3Key })
      .from(uploads)
      .where(
        and(
          inArray(uploads.fileType, [...RESIZED_FILE_TYPES]),
          isNotNull(uploads.storedAt),
          isNull(uploads.resizedAt),
          gt(uploads.id, after),
        ),
      )
      .orderBy(asc(uploads.id))
      .limit(BATCH);
    for (const row of batch) {
      after = row.id;
      const bytes = await storage.read(row.key);
      const result = bytes ? await resizeImage(row.key, bytes) : null;
      if (!result?.ok) {
        log.warn({ key: row.key }, 'a stored image could not be resized; it is served as it is');
        continue;
      }
      await storeResizedImage(storage, result.image);
      await db
        .update(uploads)
        .set({
          resizedAt: new Date(),
          contentType: result.image.original.contentType,
          sizeBytes: result.image.original.bytes.length,
        })
        .where(eq(uploads.id, row.id));
      resized++;
    }
    if (batch.length < BATCH) return resized;
  }
}

/** Runs the backfill once, half a minute after start (there is nothing to do once it has run). */
export function scheduleImageBackfill(app: FastifyInstance, db: Db, storage: FileStorage): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setTimeout(async () => {
      try {
        const resized = await resizeOlderImages(db, storage, app.log);
        if (resized > 0) app.log.info({ resized }, 'older images resized');
      } catch (error) {
        app.log.error({ err: error }, 'resizing older images failed');
      }
    }, FIRST_RUN_MS).unref();
  });
  app.addHook('onClose', async () => clearTimeout(timer));
}
