import type { Readable } from 'node:stream';
import {
  FILE_RULES,
  type FileType,
  fileExtension,
  IMAGE_VARIANTS,
  MEDIA_MESSAGES,
  MEDIA_TYPES,
  normaliseContentType,
  RESIZED_FILE_TYPES,
  type SignedMediaAnswer,
  type UploadUrlAnswer,
  type UploadUrlRequest,
  withoutHiddenCharacters,
} from '@kweli/shared';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connect.ts';
import type { SessionUser } from '../../platform/auth-guard.ts';
import { AppError, fieldError, fieldErrors, forbidden, notFound } from '../../platform/errors.ts';
import { publish } from '../../platform/events.ts';
import type { LocalStorage } from '../../platform/storage/local.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import { jpegFallbackKey, resizeImage, storeResizedImage, webpKey } from './images.ts';
import { buildKey, isValidKey } from './keys.ts';
import { holderCheck, readPolicy } from './policies.ts';
import { uploads } from './schema.ts';
import { sniffContentType } from './sniff.ts';

/**
 * Uploads and reads of files (docs/product/rules.md "Files"). Every upload is a row in `uploads` from the
 * moment its address is handed out: who made it, for what, the original name, and whether it has been stored
 * (its bytes checked) and attached to a profile, an education or an application. Reads are signed
 * only for a viewer allowed to read that file.
 */

/** The name kept for a download: the last path segment, without control or text-direction characters. */
const storedFileName = (name: string) => withoutHiddenCharacters(name.split(/[\\/]/).pop() ?? name) || 'file';

/** The process's file store, set when the media module is registered (other modules attach files). */
let activeStorage: FileStorage | undefined;
export function setMediaStorage(storage: FileStorage): void {
  activeStorage = storage;
}
export function mediaStorage(): FileStorage {
  if (!activeStorage) throw new Error('the media module is not registered');
  return activeStorage;
}

type Checked = { ok: true; contentType: string } | { ok: false; message: string };

/**
 * Checks a file's real content against its upload's rules: not empty, not over the size limit, and
 * bytes of an accepted type of the same kind as declared (a "PDF" must hold a PDF).
 */
export function checkContent(fileType: FileType, declaredType: string, size: number, head: Buffer): Checked {
  const rule = FILE_RULES[fileType];
  if (size <= 0) return { ok: false, message: MEDIA_MESSAGES.empty };
  if (size > rule.maxBytes) return { ok: false, message: MEDIA_MESSAGES.tooLarge(rule.maxBytes) };
  const real = sniffContentType(head);
  const declared = MEDIA_TYPES[normaliseContentType(declaredType, '')];
  if (!real || !rule.contentTypes.includes(real) || declared?.kind !== MEDIA_TYPES[real]?.kind) {
    return { ok: false, message: rule.typeMessage };
  }
  return { ok: true, contentType: real };
}

/** POST /generate-upload-signed-url/: records the upload and signs the address to send it to. */
export async function createUploadAddress(
  db: Executor,
  user: SessionUser,
  request: UploadUrlRequest,
): Promise<UploadUrlAnswer> {
  const rule = FILE_RULES[request.file_type];
  if (user.role !== rule.role) throw forbidden();
  const declaredType = request.content_type.trim();
  const type = normaliseContentType(declaredType, request.filename);
  if (!rule.contentTypes.includes(type)) throw fieldError('content_type', rule.typeMessage);
  if (!MEDIA_TYPES[type]?.extensions.includes(fileExtension(request.filename))) {
    throw fieldError('filename', rule.typeMessage);
  }
  let educationId: number | null = null;
  if (request.file_type === 'education_certificate') {
    if (!request.education_id) throw fieldError('education_id', MEDIA_MESSAGES.educationMissing);
    if (!(await holderCheck(request.file_type)(db, user.id, request.education_id))) throw notFound();
    educationId = request.education_id;
  }
  const key = buildKey(user.id, request.file_type, request.filename);
  await db.insert(uploads).values({
    ownerId: user.id,
    s3Key: key,
    fileType: request.file_type,
    originalName: storedFileName(request.filename),
    contentType: declaredType,
    educationId,
  });
  const address = await mediaStorage().signUpload(key, declaredType);
  return { signed_url: address.url, s3_key: key };
}

export interface ReceivedFile {
  ownerId: number;
  fileType: FileType;
  fileName: string;
  declaredType: string;
  bytes: Buffer;
  /** For a certificate: the education entry it belongs to. */
  educationId?: number | null;
  /** The holder's field, named in the error when the file is refused. */
  field: string;
}

/**
 * A file the server received itself (a certificate sent with a new education as multipart, the demo
 * data's CVs): checked by the same rules as an upload, stored at a fresh key through the storage port
 * and recorded as stored. The holder then attaches it with `claimUpload`, like any other upload.
 */
export async function storeReceivedFile(
  executor: Executor,
  file: ReceivedFile,
  storage: FileStorage = mediaStorage(),
): Promise<string> {
  const rule = FILE_RULES[file.fileType];
  const type = normaliseContentType(file.declaredType, file.fileName);
  if (
    !rule.contentTypes.includes(type) ||
    !MEDIA_TYPES[type]?.extensions.includes(fileExtension(file.fileName))
  )
    throw fieldError(file.field, rule.typeMessage);
  const checked = checkContent(file.fileType, type, file.bytes.length, file.bytes);
  if (!checked.ok) throw fieldError(file.field, checked.message);
  const key = buildKey(file.ownerId, file.fileType, file.fileName);
  const stored = await storeChecked(storage, file.fileType, key, file.bytes, checked.contentType);
  if (!stored.ok) throw fieldError(file.field, stored.message);
  await executor.insert(uploads).values({
    ownerId: file.ownerId,
    s3Key: key,
    fileType: file.fileType,
    originalName: storedFileName(file.fileName),
    educationId: file.educationId ?? null,
    storedAt: new Date(),
    ...stored.row,
  });
  return key;
}

type StoredRow = { contentType: string; sizeBytes: number; resizedAt: Date | null };

/**
 * Writes a file whose bytes passed `checkContent`: a logo or picture resized and re-encoded with its
 * variants (media/images.ts; refused when it does not decode or is too large in pixels), anything
 * else as it came. Answers the upload row's new values.
 */
async function storeChecked(
  storage: FileStorage,
  fileType: FileType,
  key: string,
  bytes: Buffer,
  contentType: string,
): Promise<{ ok: true; row: StoredRow } | { ok: false; message: string }> {
  if (!RESIZED_FILE_TYPES.includes(fileType)) {
    await storage.put(key, bytes, contentType);
    return { ok: true, row: { contentType, sizeBytes: bytes.length, resizedAt: null } };
  }
  const resized = await resizeImage(key, bytes);
  if (!resized.ok) return resized;
  await storeResizedImage(storage, resized.image);
  const { original } = resized.image;
  return {
    ok: true,
    row: { contentType: original.contentType, sizeBytes: original.bytes.length, resizedAt: new Date() },
  };
}

/** Reads at most `limit + 1` bytes: enough to know the body is too large without holding all of it. */
async function readUpTo(stream: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    const buffer = chunk as Buffer;
    chunks.push(buffer);
    total += buffer.length;
    if (total > limit) break;
  }
  return Buffer.concat(chunks, Math.min(total, limit + 1));
}

export const ADDRESS_EXPIRED = 'This address has expired.';
export const ADDRESS_INVALID = 'This address is not valid.';

/**
 * The PUT of a file to our own server (local disk): the signature, then the bytes are checked as they
 * arrive; a refused file is never written.
 */
export async function receiveLocalUpload(
  db: Executor,
  storage: LocalStorage,
  upload: { key: string; contentType: string; query: Record<string, string | undefined>; body: Readable },
): Promise<void> {
  const { key, contentType } = upload;
  const signature = storage.checkUploadSignature(key, contentType, upload.query);
  if (signature !== 'ok') throw forbidden(signature === 'expired' ? ADDRESS_EXPIRED : ADDRESS_INVALID);
  if (!isValidKey(key)) throw notFound();
  const [row] = await db.select().from(uploads).where(eq(uploads.s3Key, key));
  if (!row) throw notFound();
  // Once attached, a file is what was checked and shown to others: it cannot be replaced.
  if (row.attachedAt) throw new AppError(409, 'This file is already in use and cannot be replaced.');
  const bytes = await readUpTo(upload.body, FILE_RULES[row.fileType].maxBytes);
  const checked = checkContent(row.fileType, row.contentType, bytes.length, bytes);
  if (!checked.ok) throw fieldErrors({ file: [checked.message] });
  const stored = await storeChecked(storage, row.fileType, key, bytes, checked.contentType);
  if (!stored.ok) throw fieldErrors({ file: [stored.message] });
  await db
    .update(uploads)
    .set({ storedAt: new Date(), ...stored.row })
    .where(eq(uploads.id, row.id));
}

export interface ClaimRequest {
  key: string;
  ownerId: number;
  /** The kinds of upload the holder takes (an application takes an application CV or the profile's CV). */
  fileTypes: readonly FileType[];
  /** The holder's field, named in the error when the file is refused. */
  field: string;
  /** For a certificate: the education entry it was uploaded for. */
  educationId?: number | null;
}

/**
 * Attaches an upload to its holder, inside the holder's transaction: the file must be the owner's, of
 * an accepted kind, and its bytes checked (on arrival on the local disk; here, from the object's size
 * and first bytes, with S3). Throws a field error with the spec's text when it is refused, so that
 * nothing is saved. Attaching the same file again is harmless.
 */
export async function claimUpload(executor: Executor, request: ClaimRequest): Promise<void> {
  const { key, ownerId, fileTypes, field } = request;
  const missing = () => fieldError(field, MEDIA_MESSAGES.notFound);
  if (!isValidKey(key)) throw missing();
  const [row] = await executor.select().from(uploads).where(eq(uploads.s3Key, key)).for('update');
  if (!row || row.ownerId !== ownerId) throw missing();
  if (!fileTypes.includes(row.fileType)) throw fieldError(field, FILE_RULES[fileTypes[0]!].typeMessage);
  if (request.educationId != null && row.educationId !== request.educationId) throw missing();
  if (row.attachedAt) {
    if (row.releasedAt)
      await executor.update(uploads).set({ releasedAt: null }).where(eq(uploads.id, row.id));
    return;
  }
  const stored = {
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    storedAt: row.storedAt,
    resizedAt: row.resizedAt,
  };
  if (!row.storedAt) {
    const storage = mediaStorage();
    const object = await storage.inspectPending(key);
    if (!object) throw fieldError(field, MEDIA_MESSAGES.notUploaded);
    const checked = checkContent(row.fileType, row.contentType, object.size, object.head);
    if (!checked.ok) throw fieldError(field, checked.message);
    if (object.staged) await storage.promote(key, checked.contentType);
    Object.assign(stored, { contentType: checked.contentType, sizeBytes: object.size, storedAt: new Date() });
    // Sent straight to the object store (S3): a logo or picture is resized here, from the whole file.
    if (RESIZED_FILE_TYPES.includes(row.fileType)) {
      const bytes = await storage.read(key);
      if (!bytes) throw fieldError(field, MEDIA_MESSAGES.notUploaded);
      const resized = await storeChecked(storage, row.fileType, key, bytes, checked.contentType);
      if (!resized.ok) throw fieldError(field, resized.message);
      Object.assign(stored, resized.row);
    }
  }
  await executor
    .update(uploads)
    .set({ ...stored, attachedAt: new Date(), releasedAt: null })
    .where(eq(uploads.id, row.id));
}

/**
 * The holder no longer uses the file. It is removed a day later by the orphan sweep, unless something
 * still names it (a CV kept by an application after the profile's CV changed).
 */
export async function releaseUpload(executor: Executor, key: string): Promise<void> {
  await executor
    .update(uploads)
    .set({ releasedAt: sql`now()` })
    .where(and(eq(uploads.s3Key, key), isNotNull(uploads.attachedAt)));
}

/**
 * Who may read a file: its owner always; once attached, whoever a read policy of the holding modules
 * allows (employers: logos anyone; candidates: picture, CV and certificates employers too, unless the
 * candidate is hidden from them; applications: an application's CV the employer of the job it was sent
 * to, and a hidden candidate's files the employers they applied to). Anyone else gets the answer of a
 * file that does not exist.
 */
async function canRead(db: Executor, viewer: SessionUser | null, row: typeof uploads.$inferSelect) {
  if (viewer?.id === row.ownerId) return true;
  if (!row.attachedAt) return false;
  return readPolicy(row.fileType)(db, viewer, row.s3Key, row.ownerId);
}

/** GET /get-signed-media-url/: a read address, or 404 for a file the viewer may not read (or none). */
export async function signMediaRead(
  db: Executor,
  viewer: SessionUser | null,
  key: string,
): Promise<SignedMediaAnswer> {
  if (!isValidKey(key)) throw notFound();
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.s3Key, key), isNotNull(uploads.storedAt)));
  if (!row || !(await canRead(db, viewer, row))) throw notFound();
  // An employer signing a candidate's CV is on the candidate's record of who saw their data (issue 23
  // item 5); the privacy centre, above every module, hears it as an event.
  if (
    (row.fileType === 'cv' || row.fileType === 'application_cv') &&
    viewer?.role === 'employer' &&
    viewer.id !== row.ownerId
  ) {
    await publish(db, 'candidate.viewed', { candidateId: row.ownerId, employerId: viewer.id, what: 'cv' });
  }
  const storage = mediaStorage();
  if (row.resizedAt) {
    // A resized image: the small JPEG as the plain address, the WebP widths as a srcset.
    const fallback = await storage.signRead(jpegFallbackKey(key), {
      contentType: 'image/jpeg',
      fileName: row.originalName,
    });
    const webps = await Promise.all(
      IMAGE_VARIANTS.widths.map(async (width) => {
        const signed = await storage.signRead(webpKey(key, width), {
          contentType: 'image/webp',
          fileName: row.originalName,
        });
        return `${signed.url} ${width}w`;
      }),
    );
    return {
      url: fallback.url,
      expires_at: fallback.expiresAt.toISOString(),
      sources: [{ type: 'image/webp', srcset: webps.join(', ') }],
    };
  }
  const address = await storage.signRead(key, {
    contentType: row.contentType,
    fileName: row.originalName,
  });
  return { url: address.url, expires_at: address.expiresAt.toISOString() };
}

/**
 * A company logo by its public address (`GET /api/logos/...`, packages/shared `public-logos.ts`): the
 * variant asked for of a logo anyone may read, that is one stored and attached to a company profile
 * (what `canRead` allows a visitor for a logo). A logo not resized yet (before the backfill) is sent as
 * it was uploaded, whatever the variant, and kept an hour only, so that the resized one replaces it.
 * Null for anything else: another type of file, an upload not attached, a key that names nothing.
 */
export async function readPublicLogo(
  db: Executor,
  key: string,
  variant: string,
): Promise<{ bytes: Buffer; contentType: string; resized: boolean } | null> {
  if (!isValidKey(key)) return null;
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.s3Key, key), isNotNull(uploads.storedAt), isNotNull(uploads.attachedAt)));
  if (row?.fileType !== 'company_logo') return null;
  const storage = mediaStorage();
  if (!row.resizedAt) {
    const bytes = await storage.read(key);
    return bytes && { bytes, contentType: row.contentType, resized: false };
  }
  const webp = /^w(\d+)\.webp$/.exec(variant);
  const variantKey = webp ? webpKey(key, Number(webp[1])) : jpegFallbackKey(key);
  const bytes = await storage.read(variantKey);
  return bytes && { bytes, contentType: webp ? 'image/webp' : 'image/jpeg', resized: true };
}

/**
 * The names files were uploaded with, by key: a CV is listed by its own name ("Amina CV 2025.pdf"), not
 * by its storage key (issue 27 item 9). Keys with no upload row are left out.
 */
export async function uploadedNames(db: Executor, keys: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(keys.filter((k): k is string => Boolean(k)))];
  if (wanted.length === 0) return new Map();
  const found = await db
    .select({ key: uploads.s3Key, name: uploads.originalName })
    .from(uploads)
    .where(inArray(uploads.s3Key, wanted));
  return new Map(found.map((r) => [r.key, r.name]));
}
