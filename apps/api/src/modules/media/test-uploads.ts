import type { FileType } from '@kweli/shared';
import type { Db } from '../../db/connect.ts';
import { uploads } from './schema.ts';

/**
 * An upload as a holder left it (stored and attached), written straight to the table, for the tests
 * of other modules that show files without going through an upload.
 */
export async function insertAttachedUpload(
  db: Db,
  upload: { ownerId: number; key: string; fileType: FileType; originalName: string; contentType: string },
): Promise<void> {
  await db.insert(uploads).values({
    ownerId: upload.ownerId,
    s3Key: upload.key,
    fileType: upload.fileType,
    originalName: upload.originalName,
    contentType: upload.contentType,
    storedAt: new Date(),
    attachedAt: new Date(),
  });
}
