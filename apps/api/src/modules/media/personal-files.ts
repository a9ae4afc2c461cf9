import { and, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/connect.ts';
import { removeVariants } from './images.ts';
import { uploads } from './schema.ts';
import { mediaStorage } from './service.ts';

/**
 * A person's own files, for the privacy centre (issue 23 item 2): the files they uploaded and attached,
 * read whole, and the storage of their data export (a ZIP under `media/data_export/<user>/`, a key no
 * upload can take).
 */
export interface OwnFile {
  key: string;
  fileType: string;
  name: string;
  contentType: string;
}

export async function ownFiles(db: Executor, userId: number): Promise<OwnFile[]> {
  const found = await db
    .select({
      key: uploads.s3Key,
      fileType: uploads.fileType,
      name: uploads.originalName,
      contentType: uploads.contentType,
    })
    .from(uploads)
    .where(and(eq(uploads.ownerId, userId), isNotNull(uploads.storedAt), isNotNull(uploads.attachedAt)))
    .orderBy(uploads.id);
  return found;
}

export const readStoredFile = (key: string): Promise<Buffer | null> => mediaStorage().read(key);

export const dataExportKey = (userId: number, exportId: string) =>
  `media/data_export/${userId}/${exportId}.zip`;

export const storeDataExport = (key: string, bytes: Buffer) =>
  mediaStorage().put(key, bytes, 'application/zip');

/** A download address of an export (15 minutes, like every signed address; asked again when needed). */
export const signDataExport = (key: string) =>
  mediaStorage().signRead(key, { contentType: 'application/zip', fileName: 'kweli-jobs-my-data.zip' });

export const removeStoredFile = (key: string) => mediaStorage().remove(key);

/**
 * Erasure (issue 23 items 3 and 6): every file a person uploaded is removed from storage and its row
 * deleted, inside the caller's transaction. Files first: a file that cannot be removed undoes the
 * erasure, which the person (or the next retention run) can ask again.
 */
export async function eraseFilesOf(tx: Executor, ownerId: number): Promise<number> {
  const found = await tx.select({ key: uploads.s3Key }).from(uploads).where(eq(uploads.ownerId, ownerId));
  for (const { key } of found) {
    await mediaStorage().remove(key);
    await removeVariants(mediaStorage(), key);
  }
  await tx.delete(uploads).where(eq(uploads.ownerId, ownerId));
  return found.length;
}
