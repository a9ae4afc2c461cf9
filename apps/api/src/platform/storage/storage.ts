/**
 * Where uploaded files live: the local disk (default) or an S3-compatible store (S3_BUCKET). Both hand
 * out signed addresses that expire and cannot be altered; the browser sends and fetches the bytes
 * itself, so files never pass through the API as JSON.
 *
 * With S3 the browser uploads to a staging copy of the key (`pending/<key>`); only once the file has
 * been checked is it copied to its key (`promote`), so nobody can replace a checked file through an
 * address that is still valid. The local disk checks the bytes as they arrive instead.
 */
export const SIGNED_ADDRESS_TTL_SECONDS = 15 * 60;

export interface ReadOptions {
  /** The verified type the file is served with. */
  contentType: string;
  /** The original file name, for Content-Disposition. */
  fileName: string;
}

export interface SignedAddress {
  url: string;
  expiresAt: Date;
}

export interface StoredObject {
  size: number;
  /** The first bytes of the file, enough to tell its type. */
  head: Buffer;
  /** Still in its staging copy (false: already at its key, moved by an earlier, undone attach). */
  staged: boolean;
}

export interface FileStorage {
  kind: 'local' | 's3';
  /** A PUT address for the file's bytes, bound to its content type. */
  signUpload(key: string, contentType: string): Promise<SignedAddress>;
  /** A GET address serving the file with the given type and name. */
  signRead(key: string, options: ReadOptions): Promise<SignedAddress>;
  /** S3 only: the uploaded, not yet attached object (null when nothing was uploaded). */
  inspectPending(key: string): Promise<StoredObject | null>;
  /** S3 only: moves a checked upload from its staging copy to its key, stored with its verified type. */
  promote(key: string, contentType: string): Promise<void>;
  /** Stores a file the server made itself (the demo logos) at its key, already checked. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The whole file, or null when there is none (a person's data export reads their files: issue 23). */
  read(key: string): Promise<Buffer | null>;
  /** Removes a file and any staging copy; a missing file is not an error. */
  remove(key: string): Promise<void>;
}

/**
 * Content-Disposition with the original file name: a plain ASCII fallback and the exact name in
 * RFC 5987 form, `inline` so that images and PDFs open in the browser.
 */
export function inlineDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `inline; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Signed addresses expire at the end of a 15-minute window counted from the start of the current
 * 5-minute slot: every signing of one file within a slot gives the same address, so the browser's
 * HTTP cache serves it again instead of downloading the file once per page.
 */
const SLOT_MS = 5 * 60 * 1000;
export function signingWindow(now = Date.now()): { signedAt: Date; expiresAt: Date } {
  const start = Math.floor(now / SLOT_MS) * SLOT_MS;
  return { signedAt: new Date(start), expiresAt: new Date(start + SIGNED_ADDRESS_TTL_SECONDS * 1000) };
}
