import type { FileType } from '@kweli/shared';
import type { Db } from '../../db/connect.ts';
import type { TestApp } from '../../test/test-app.ts';
import type { TestUser } from '../../test/users.ts';
import { uploads } from './schema.ts';

/** Bytes that pass (or fail) the content checks: real file signatures with some padding. */
export const testFiles = {
  pdf: (size = 256) => withSignature(Buffer.from('%PDF-1.7\n'), size),
  png: (size = 256) =>
    withSignature(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]),
      size,
    ),
  jpeg: (size = 256) => withSignature(Buffer.from([0xff, 0xd8, 0xff, 0xe0]), size),
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

/**
 * The upload factories of the API tests. `uploadTestFile` uploads a file the way the browser does (signed address, then PUT to the local disk) and returns its
 * key, ready for a profile or an application to attach. For tests of the modules that hold files.
 */
export async function uploadTestFile(
  t: Pick<TestApp, 'app'>,
  user: TestUser,
  fileType: FileType,
  options: { educationId?: number } = {},
): Promise<string> {
  const file = DEFAULTS[fileType];
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
  if (put.statusCode !== 204) throw new Error(`upload refused: ${put.statusCode} ${put.body}`);
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
