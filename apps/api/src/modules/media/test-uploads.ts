import type { FileType } from '@kweli/shared';
import type { Db } from '../../db/connect.ts';
import type { TestApp } from '../../test/test-app.ts';
import type { TestUser } from '../../test/users.ts';
import { uploads } from './schema.ts';

/** Real 4x4 pictures (images are decoded and resized on upload: media/images.ts). */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVR4nGPgzvOHIwbiOABBAwyBDP11IAAAAABJRU5ErkJggg==',
  'base64',
);
const TINY_JPEG = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAEAAQDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAQb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCdgFEv/9k=',
  'base64',
);

/**
 * Bytes that pass (or fail) the content checks: real file signatures with some padding (the images
 * are whole pictures, padded after their end when `size` is larger).
 */
export const testFiles = {
  pdf: (size = 256) => withSignature(Buffer.from('%PDF-1.7\n'), size),
  png: (size = 256) => withSignature(TINY_PNG, size),
  jpeg: (size = 512) => withSignature(TINY_JPEG, size),
  /** A Windows executable. */
  exe: (size = 256) => withSignature(Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), size),
};

function withSignature(signature: Buffer, size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x20);
  signature.copy(bytes, 0, 0, Math.min(signature.length, size));
  return bytes;
}

const DEFAULTS: Record<FileType, { name: string; type: string; bytes: () => Buffer }> = {
  company_logo: { name: 'logo.png', type: 'image/png', bytes: () => testFiles.png() },
  profile_picture: { name: 'me.jpg', type: 'image/jpeg', bytes: () => testFiles.jpeg() },
  cv: { name: 'My CV.pdf', type: 'application/pdf', bytes: () => testFiles.pdf() },
  education_certificate: { name: 'certificate.pdf', type: 'application/pdf', bytes: () => testFiles.pdf() },
  application_cv: { name: 'cv.pdf', type: 'application/pdf', bytes: () => testFiles.pdf() },
  verification_document: {
    name: 'Certificate of Incorporation.pdf',
    type: 'application/pdf',
    bytes: () => testFiles.pdf(),
  },
};

export class UploadRefused extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: string,
  ) {
    super(`upload refused: ${statusCode} ${body}`);
  }
}

/**
 * The upload factories of the API tests. `uploadTestFile` uploads a file the way the browser does (signed address, then PUT to the local disk) and returns its
 * key, ready for a profile or an application to attach. For tests of the modules that hold files.
 */
export async function uploadTestFile(
  t: Pick<TestApp, 'app'>,
  user: TestUser,
  fileType: FileType,
  options: { educationId?: number; file?: { name: string; type: string; bytes: Buffer } } = {},
): Promise<string> {
  const file = options.file ? { ...options.file, bytes: () => options.file!.bytes } : DEFAULTS[fileType];
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/generate-upload-signed-url/',
    headers: user.headers,
    payload: {
      filename: file.name,
      content_type: file.type,
      file_type: fileType,
      ...(options.educationId ? { education_id: options.educationId } : {}),
    },
  });
  if (res.statusCode !== 200) throw new Error(`upload address refused: ${res.statusCode} ${res.body}`);
  const { signed_url, s3_key } = res.json() as { signed_url: string; s3_key: string };
  const put = await t.app.inject({
    method: 'PUT',
    url: signed_url,
    headers: { 'content-type': file.type },
    payload: file.bytes(),
  });
  if (put.statusCode !== 204) throw new UploadRefused(put.statusCode, put.body);
  return s3_key;
}

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

/** POSTs a multipart form (fields and files) as a browser does: FormData writes the body and its boundary. */
export async function postMultipart(t: TestApp, user: TestUser, path: string, form: FormData) {
  const request = new Request('http://x/', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: `/api${path}`,
    headers: { ...user.headers, 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}
