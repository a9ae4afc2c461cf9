import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MEDIA_MESSAGES } from '@kweli/shared';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { claimUpload, mediaStorage } from './service.ts';
import { postMultipart, testFiles } from './test-uploads.ts';

/** The S3 adapter against a real S3-compatible server (s3rver) on a loopback port, through real HTTP. */
let s3: S3rver;
let s3Dir: string;
let t: TestApp;
let candidate: TestUser;
let employer: TestUser;

beforeAll(async () => {
  s3Dir = mkdtempSync(join(tmpdir(), 'kweli-s3-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: 'kweli' }],
  });
  const { port } = await s3.run();
  t = await createTestApp({
    S3_BUCKET: 'kweli',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  });
  candidate = await createUser(t, 'candidate');
  employer = await createUser(t, 'employer');
});
afterAll(async () => {
  await t.close();
  await s3.close();
  rmSync(s3Dir, { recursive: true, force: true });
});

async function presignedUpload(
  user: TestUser,
  fileType: 'cv' | 'company_logo',
  name: string,
  type: string,
  bytes: Buffer,
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/generate-upload-signed-url/',
    headers: user.headers,
    payload: { filename: name, content_type: type, file_type: fileType },
  });
  expect(res.statusCode, res.body).toBe(200);
  const { signed_url, s3_key } = res.json() as { signed_url: string; s3_key: string };
  expect(signed_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/kweli\/pending\/media\/.+X-Amz-Signature=/);
  const put = await fetch(signed_url, { method: 'PUT', headers: { 'content-type': type }, body: bytes });
  expect(put.status, await put.text()).toBe(200);
  return { signed_url, s3_key };
}

describe('files in an S3-compatible store', () => {
  it('When a CV is uploaded to the presigned address, attached and read, then the stored file is served with its type', async () => {
    const bytes = testFiles.pdf(4096);
    const { s3_key } = await presignedUpload(candidate, 'cv', 'My CV.pdf', 'application/pdf', bytes);
    await claimUpload(t.db, { key: s3_key, ownerId: candidate.id, fileTypes: ['cv'], field: 'cv_file' });
    const [row] = await t.db.select().from(uploads).where(eq(uploads.s3Key, s3_key));
    expect(row).toMatchObject({ contentType: 'application/pdf', sizeBytes: 4096 });

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/get-signed-media-url/?file_path=${encodeURIComponent(s3_key)}`,
      headers: employer.headers,
    });
    expect(res.statusCode).toBe(200);
    const read = await fetch(res.json().url);
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('application/pdf');
    expect(read.headers.get('content-disposition')).toContain('inline; filename="My CV.pdf"');
    expect(Buffer.from(await read.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('When the object is swapped through the upload address after the attach, then the attached file is unchanged', async () => {
    const bytes = testFiles.png(1000);
    const { signed_url, s3_key } = await presignedUpload(
      employer,
      'company_logo',
      'logo.png',
      'image/png',
      bytes,
    );
    await claimUpload(t.db, {
      key: s3_key,
      ownerId: employer.id,
      fileTypes: ['company_logo'],
      field: 'company_logo',
    });
    const stored = await mediaStorage().read(s3_key);
    await fetch(signed_url, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: testFiles.exe(),
    });
    expect((await mediaStorage().read(s3_key))?.equals(stored!)).toBe(true);
    const res = await t.app.inject({ method: 'GET', url: `/api/get-signed-media-url/?file_path=${s3_key}` });
    const read = await fetch(res.json().url);
    // The logo was resized when attached: its small JPEG is what the address gives.
    expect(read.headers.get('content-type')).toBe('image/jpeg');
  });

  it('When a .pdf holding an executable or an over-size file is attached, then it is refused with the spec’s message', async () => {
    const cases: [Buffer, string][] = [
      [testFiles.exe(), MEDIA_MESSAGES.cvType],
      [testFiles.pdf(5 * 1024 * 1024 + 1), MEDIA_MESSAGES.tooLarge(5 * 1024 * 1024)],
    ];
    for (const [bytes, message] of cases) {
      const { s3_key } = await presignedUpload(candidate, 'cv', 'cv.pdf', 'application/pdf', bytes);
      let fields: unknown;
      try {
        await claimUpload(t.db, { key: s3_key, ownerId: candidate.id, fileTypes: ['cv'], field: 'cv_file' });
      } catch (error) {
        fields = error instanceof AppError ? error.fields : error;
      }
      expect(fields).toEqual({ cv_file: [message] });
      const [row] = await t.db.select().from(uploads).where(eq(uploads.s3Key, s3_key));
      expect(row!.attachedAt).toBeNull();
    }
  });

  it('When nothing was sent to the address, then attaching says so', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/generate-upload-signed-url/',
      headers: candidate.headers,
      payload: { filename: 'cv.pdf', content_type: 'application/pdf', file_type: 'cv' },
    });
    await expect(
      claimUpload(t.db, {
        key: res.json().s3_key,
        ownerId: candidate.id,
        fileTypes: ['cv'],
        field: 'cv_file',
      }),
    ).rejects.toMatchObject({ fields: { cv_file: [MEDIA_MESSAGES.notUploaded] } });
  });
  it('When an education is sent with its certificate as multipart, then the file is put in the store and readable', async () => {
    const form = new FormData();
    form.set('institution_name', 'Strathmore University');
    form.set('course', 'BCom');
    form.set('from_date', '2015-09-01');
    form.set('certificate', new Blob([testFiles.pdf()], { type: 'application/pdf' }), 'degree.pdf');
    const res = await postMultipart(t, candidate, '/educations/', form);
    expect(res.statusCode).toBe(201);
    const { certificate } = res.json();
    const signed = await t.app.inject({
      method: 'GET',
      url: `/api/get-signed-media-url/?file_path=${encodeURIComponent(certificate)}`,
      headers: candidate.headers,
    });
    const read = await fetch(signed.json().url);
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('application/pdf');
  });
});
