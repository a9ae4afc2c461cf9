import {
  FILE_RULES,
  type FileType,
  MB,
  MEDIA_MESSAGES,
  PUBLIC_LOGOS_PATH,
  publicLogoImage,
  RESIZED_FILE_TYPES,
} from '@kweli/shared';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { applications, educations, uploads } from '../../db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { addApplication } from '../applications/test-applications.ts';
import { updateCandidateProfile } from '../candidates/test-candidates.ts';
import { addJob } from '../jobs/test-jobs.ts';
import { claimUpload, releaseUpload } from './service.ts';
import { testFiles, uploadTestFile } from './test-uploads.ts';

let t: TestApp;
let employer: TestUser;
let otherEmployer: TestUser;
let candidate: TestUser;
let otherCandidate: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  employer = await createUser(t, 'employer');
  otherEmployer = await createUser(t, 'employer');
  candidate = await createUser(t, 'candidate');
  otherCandidate = await createUser(t, 'candidate');
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const askAddress = (user: TestUser | null, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/generate-upload-signed-url/',
    headers: user?.headers ?? {},
    payload,
  });

const put = (url: string, type: string, bytes: Buffer) =>
  t.app.inject({ method: 'PUT', url, headers: { 'content-type': type }, payload: bytes });

const readAddress = (key: string, user: TestUser | null) =>
  t.app.inject({
    method: 'GET',
    url: `/api/get-signed-media-url/?file_path=${encodeURIComponent(key)}`,
    headers: user?.headers ?? {},
  });

const uploadCount = async () => (await t.db.select().from(uploads)).length;

async function claimError(run: Promise<void>): Promise<unknown> {
  try {
    await run;
  } catch (error) {
    if (error instanceof AppError) return error.fields;
    throw error;
  }
  return 'claimed';
}

async function newEducation(owner: TestUser): Promise<number> {
  const [row] = await t.db
    .insert(educations)
    .values({ candidateId: owner.id, institutionName: 'University of Nairobi', course: 'BSc' })
    .returning({ id: educations.id });
  return row!.id;
}

const ownerOf: Record<FileType, () => TestUser> = {
  company_logo: () => employer,
  profile_picture: () => candidate,
  cv: () => candidate,
  education_certificate: () => candidate,
  application_cv: () => candidate,
  verification_document: () => employer,
};

async function addressFor(fileType: FileType, name: string, type: string) {
  const owner = ownerOf[fileType]();
  const educationId = fileType === 'education_certificate' ? await newEducation(owner) : undefined;
  const res = await askAddress(owner, {
    filename: name,
    content_type: type,
    file_type: fileType,
    ...(educationId ? { education_id: educationId } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return { ...(res.json() as { signed_url: string; s3_key: string }), owner, educationId };
}

describe('POST /api/generate-upload-signed-url/', () => {
  it('When no token is sent, then it answers 401', async () => {
    const res = await askAddress(null, {
      filename: 'cv.pdf',
      content_type: 'application/pdf',
      file_type: 'cv',
    });
    expect(res.statusCode).toBe(401);
    expect((await askAddress(null, {})).statusCode).toBe(401);
  });

  it('When a role asks for the other role’s kind of file, then it answers 403 and records nothing', async () => {
    const before = await uploadCount();
    const logo = await askAddress(candidate, {
      filename: 'logo.png',
      content_type: 'image/png',
      file_type: 'company_logo',
    });
    expect(logo.statusCode).toBe(403);
    const cv = await askAddress(employer, {
      filename: 'cv.pdf',
      content_type: 'application/pdf',
      file_type: 'cv',
    });
    expect(cv.statusCode).toBe(403);
    expect(await uploadCount()).toBe(before);
  });

  it('When the name is unsafe, then the key is in the owner’s folder with a safe, timestamped name', async () => {
    const res = await askAddress(candidate, {
      filename: '../../etc/My CV (final)!.pdf',
      content_type: 'application/pdf',
      file_type: 'cv',
    });
    expect(res.statusCode).toBe(200);
    const { s3_key, signed_url } = res.json();
    expect(s3_key).toMatch(new RegExp(`^media/cv/${candidate.id}/My_CV_final_\\d{13}[0-9a-f]{6}\\.pdf$`));
    expect(s3_key).not.toContain('..');
    expect(signed_url).toMatch(/^\/api\/files\/media\/cv\/.+\?expires=\d+&signature=[\w-]+$/);
  });

  it('When the declared type or the name does not fit the kind of file, then the spec’s message is given and nothing is recorded', async () => {
    const before = await uploadCount();
    const cases: [TestUser, Record<string, unknown>, Record<string, string[]>][] = [
      [
        candidate,
        { filename: 'cv.png', content_type: 'image/png', file_type: 'cv' },
        { content_type: [MEDIA_MESSAGES.cvType] },
      ],
      [
        candidate,
        { filename: 'cv.docx', content_type: 'application/pdf', file_type: 'application_cv' },
        { filename: [MEDIA_MESSAGES.cvType] },
      ],
      [
        employer,
        { filename: 'logo.svg', content_type: 'image/svg+xml', file_type: 'company_logo' },
        { content_type: [MEDIA_MESSAGES.imageType] },
      ],
      [
        candidate,
        {
          filename: 'cert.webp',
          content_type: 'image/webp',
          file_type: 'education_certificate',
          education_id: 1,
        },
        { content_type: [MEDIA_MESSAGES.certificateType] },
      ],
      [
        candidate,
        { filename: 'cert.pdf', content_type: 'application/pdf', file_type: 'education_certificate' },
        { education_id: [MEDIA_MESSAGES.educationMissing] },
      ],
    ];
    for (const [user, payload, body] of cases) {
      const res = await askAddress(user, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual(body);
    }
    expect(await uploadCount()).toBe(before);
  });

  it('When a certificate is for another candidate’s education, then it answers 404', async () => {
    const theirs = await newEducation(otherCandidate);
    const res = await askAddress(candidate, {
      filename: 'cert.pdf',
      content_type: 'application/pdf',
      file_type: 'education_certificate',
      education_id: theirs,
    });
    expect(res.statusCode).toBe(404);
  });

  it('When the body is not valid, then field messages are given', async () => {
    const res = await askAddress(candidate, {
      filename: '',
      content_type: 'application/pdf',
      file_type: 'video',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(['file_type', 'filename']);
  });
});

/** Per kind of file: a file it takes, and files it refuses with the message they get. */
const ALLOWED: Record<FileType, { name: string; type: string; bytes: Buffer }> = {
  company_logo: { name: 'logo.png', type: 'image/png', bytes: testFiles.png() },
  profile_picture: { name: 'me.jpeg', type: 'image/jpeg', bytes: testFiles.jpeg() },
  cv: { name: 'cv.pdf', type: 'application/pdf', bytes: testFiles.pdf() },
  education_certificate: { name: 'cert.png', type: 'image/png', bytes: testFiles.png() },
  application_cv: { name: 'cv.pdf', type: 'application/pdf', bytes: testFiles.pdf() },
  verification_document: { name: 'registration.pdf', type: 'application/pdf', bytes: testFiles.pdf() },
};

describe('PUT of a file to its signed address (local disk)', () => {
  for (const fileType of Object.keys(ALLOWED) as FileType[]) {
    const rule = FILE_RULES[fileType];
    const declaredPdf = rule.contentTypes.includes('application/pdf');
    const refused: [string, string, string, Buffer, string][] = [
      declaredPdf
        ? ['a .pdf name holding an executable', 'x.pdf', 'application/pdf', testFiles.exe(), rule.typeMessage]
        : ['a .png name holding an executable', 'x.png', 'image/png', testFiles.exe(), rule.typeMessage],
      declaredPdf
        ? ['an image named .pdf', 'photo.pdf', 'application/pdf', testFiles.png(), rule.typeMessage]
        : ['a PDF named .png', 'doc.png', 'image/png', testFiles.pdf(), rule.typeMessage],
      [
        `a file of ${rule.maxBytes / MB} MB + 1 byte`,
        ALLOWED[fileType].name,
        ALLOWED[fileType].type,
        fileType === 'company_logo' || fileType === 'profile_picture' || fileType === 'education_certificate'
          ? testFiles.png(rule.maxBytes + 1)
          : testFiles.pdf(rule.maxBytes + 1),
        MEDIA_MESSAGES.tooLarge(rule.maxBytes),
      ],
      [
        'an empty file',
        ALLOWED[fileType].name,
        ALLOWED[fileType].type,
        Buffer.alloc(0),
        MEDIA_MESSAGES.empty,
      ],
    ];
    if (fileType === 'profile_picture') refused[2]![3] = testFiles.jpeg(rule.maxBytes + 1);

    it(`When a ${fileType} is uploaded and attached, then it is stored with its real type`, async () => {
      const file = ALLOWED[fileType];
      const { signed_url, s3_key, owner, educationId } = await addressFor(fileType, file.name, file.type);
      const res = await put(signed_url, file.type, file.bytes);
      expect(res.statusCode, res.body).toBe(204);
      await claimUpload(t.db, {
        key: s3_key,
        ownerId: owner.id,
        fileTypes: [fileType],
        field: 'file',
        educationId,
      });
      const [row] = await t.db.select().from(uploads).where(eq(uploads.s3Key, s3_key));
      expect(row!.contentType).toBe(file.type);
      if (RESIZED_FILE_TYPES.includes(fileType)) {
        // Stored re-encoded, with its variants (media/images.ts): its size is the stored picture's.
        expect(row!.resizedAt).toBeInstanceOf(Date);
        expect(row!.sizeBytes).toBeGreaterThan(0);
      } else {
        expect(row).toMatchObject({ sizeBytes: file.bytes.length, resizedAt: null });
      }
      expect(row!.attachedAt).toBeInstanceOf(Date);
    });

    for (const [what, name, type, bytes, message] of refused) {
      it(`When ${what} is sent as a ${fileType}, then it is refused with “${message}” and cannot be attached`, async () => {
        const { signed_url, s3_key, owner } = await addressFor(fileType, name, type);
        const res = await put(signed_url, type, bytes);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ file: [message] });
        const error = await claimError(
          claimUpload(t.db, { key: s3_key, ownerId: owner.id, fileTypes: [fileType], field: 'cv_file' }),
        );
        expect(error).toEqual({ cv_file: [MEDIA_MESSAGES.notUploaded] });
        const [row] = await t.db.select().from(uploads).where(eq(uploads.s3Key, s3_key));
        expect(row).toMatchObject({ storedAt: null, attachedAt: null });
      });
    }
  }

  it('When the signature, the key or the content type is altered, then the upload is refused with 403', async () => {
    const { signed_url } = await addressFor('cv', 'cv.pdf', 'application/pdf');
    const bytes = testFiles.pdf();
    const tampered = signed_url.replace(
      /signature=(.)/,
      (_m, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`,
    );
    expect((await put(tampered, 'application/pdf', bytes)).json()).toEqual({
      detail: 'This address is not valid.',
    });
    const otherKey = signed_url.replace(`/cv/${candidate.id}/`, `/cv/${otherCandidate.id}/`);
    expect((await put(otherKey, 'application/pdf', bytes)).statusCode).toBe(403);
    const escaped = signed_url.replace('/api/files/media/', '/api/files/media/cv/../../');
    expect((await put(escaped, 'application/pdf', bytes)).statusCode).toBe(403);
    expect((await put(signed_url, 'image/png', testFiles.png())).statusCode).toBe(403);
    const later = signed_url.replace(/expires=(\d+)/, (_m, e: string) => `expires=${Number(e) + 3600}`);
    expect((await put(later, 'application/pdf', bytes)).statusCode).toBe(403);
  });

  it('When the signed address has expired, then the upload is refused with 403', async () => {
    const { signed_url } = await addressFor('cv', 'cv.pdf', 'application/pdf');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 16 * 60 * 1000);
    const res = await put(signed_url, 'application/pdf', testFiles.pdf());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'This address has expired.' });
  });

  it('When a file is already attached, then it cannot be replaced through its address', async () => {
    const { signed_url, s3_key } = await addressFor('cv', 'cv.pdf', 'application/pdf');
    expect((await put(signed_url, 'application/pdf', testFiles.pdf())).statusCode).toBe(204);
    await claimUpload(t.db, { key: s3_key, ownerId: candidate.id, fileTypes: ['cv'], field: 'cv_file' });
    expect((await put(signed_url, 'application/pdf', testFiles.pdf(300))).statusCode).toBe(409);
  });
});

describe('claimUpload and releaseUpload', () => {
  it('When another user’s file, a file of the wrong kind or another education’s certificate is attached, then the spec’s message is given', async () => {
    const cv = await uploadTestFile(t, candidate, 'cv');
    expect(
      await claimError(
        claimUpload(t.db, { key: cv, ownerId: otherCandidate.id, fileTypes: ['cv'], field: 'cv_file' }),
      ),
    ).toEqual({ cv_file: [MEDIA_MESSAGES.notFound] });
    const picture = await uploadTestFile(t, candidate, 'profile_picture');
    expect(
      await claimError(
        claimUpload(t.db, { key: picture, ownerId: candidate.id, fileTypes: ['cv'], field: 'cv_file' }),
      ),
    ).toEqual({ cv_file: [MEDIA_MESSAGES.cvType] });
    const education = await newEducation(candidate);
    const certificate = await uploadTestFile(t, candidate, 'education_certificate', {
      educationId: education,
    });
    expect(
      await claimError(
        claimUpload(t.db, {
          key: certificate,
          ownerId: candidate.id,
          fileTypes: ['education_certificate'],
          field: 'certificate',
          educationId: education + 1000,
        }),
      ),
    ).toEqual({ certificate: [MEDIA_MESSAGES.notFound] });
    expect(
      await claimError(
        claimUpload(t.db, {
          key: 'media/cv/1/../x.pdf',
          ownerId: candidate.id,
          fileTypes: ['cv'],
          field: 'cv',
        }),
      ),
    ).toEqual({ cv: [MEDIA_MESSAGES.notFound] });
  });

  it('When a file is attached twice, released and attached again, then it stays attached and is no longer released', async () => {
    const cv = await uploadTestFile(t, candidate, 'cv');
    const claim = {
      key: cv,
      ownerId: candidate.id,
      fileTypes: ['application_cv', 'cv'] as FileType[],
      field: 'cv',
    };
    await claimUpload(t.db, claim);
    await claimUpload(t.db, claim);
    await releaseUpload(t.db, cv);
    let [row] = await t.db.select().from(uploads).where(eq(uploads.s3Key, cv));
    expect(row!.releasedAt).toBeInstanceOf(Date);
    await claimUpload(t.db, claim);
    [row] = await t.db.select().from(uploads).where(eq(uploads.s3Key, cv));
    expect(row!.releasedAt).toBeNull();
    expect(row!.attachedAt).toBeInstanceOf(Date);
  });

  it('When the holder’s transaction fails after the attach, then the file is not attached', async () => {
    const cv = await uploadTestFile(t, candidate, 'cv');
    await expect(
      t.db.transaction(async (tx) => {
        await claimUpload(tx, { key: cv, ownerId: candidate.id, fileTypes: ['cv'], field: 'cv_file' });
        throw new Error('the profile could not be saved');
      }),
    ).rejects.toThrow('the profile could not be saved');
    const [row] = await t.db.select().from(uploads).where(eq(uploads.s3Key, cv));
    expect(row!.attachedAt).toBeNull();
  });
});

describe('GET /api/get-signed-media-url/ and reading the file', () => {
  async function attached(user: TestUser, fileType: FileType): Promise<string> {
    const key = await uploadTestFile(t, user, fileType);
    await claimUpload(t.db, { key, ownerId: user.id, fileTypes: [fileType], field: 'file' });
    return key;
  }

  it('When a visitor reads an attached logo, then the file is served with a safe type, inline, and nosniff', async () => {
    const key = await attached(employer, 'company_logo');
    const res = await readAddress(key, null);
    expect(res.statusCode).toBe(200);
    const { url, expires_at } = res.json();
    expect(new Date(expires_at).getTime()).toBeGreaterThan(Date.now() + 9 * 60 * 1000);
    // A resized logo: its small JPEG at `url`, its WebP widths as a srcset.
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['content-disposition']).toBe(
      `inline; filename="logo.png"; filename*=UTF-8''logo.png`,
    );
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);
    const [source] = res.json().sources;
    expect(source.type).toBe('image/webp');
    const candidates = (source.srcset as string).split(', ').map((c) => c.split(' '));
    expect(candidates.map(([, width]) => width)).toEqual(['80w', '160w', '320w']);
    const webp = await t.app.inject({ method: 'GET', url: candidates[0]![0]! });
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });

  it('When the same file is asked for twice, then the same address is given (the browser cache can reuse it)', async () => {
    const key = await attached(employer, 'company_logo');
    const first = (await readAddress(key, null)).json().url;
    const second = (await readAddress(key, employer)).json().url;
    expect(second).toBe(first);
  });

  it('When a visitor or another candidate reads a CV, then it answers 404; the candidate and an employer may read it', async () => {
    const key = await attached(candidate, 'cv');
    expect((await readAddress(key, null)).statusCode).toBe(404);
    expect((await readAddress(key, otherCandidate)).statusCode).toBe(404);
    expect((await readAddress(key, candidate)).statusCode).toBe(200);
    const res = await readAddress(key, employer);
    expect(res.statusCode).toBe(200);
    const file = await t.app.inject({ method: 'GET', url: res.json().url });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('filename="My CV.pdf"');
  });

  it('When a file is not attached yet, then only its owner may read it', async () => {
    const key = await uploadTestFile(t, candidate, 'profile_picture');
    expect((await readAddress(key, candidate)).statusCode).toBe(200);
    expect((await readAddress(key, employer)).statusCode).toBe(404);
  });

  it('When an application CV is read, then the job’s employer may once it is submitted; other employers may not', async () => {
    const key = await attached(candidate, 'application_cv');
    const job = await addJob(t, { employerId: employer.id, jobTitle: 'Data Analyst', status: 'published' });
    const application = await addApplication(t, {
      jobId: job.id,
      candidateId: candidate.id,
      cv: key,
      submissionStatus: 'draft',
    });
    expect((await readAddress(key, employer)).statusCode).toBe(404);
    await t.db
      .update(applications)
      .set({ submissionStatus: 'submitted' })
      .where(eq(applications.id, application.id));
    expect((await readAddress(key, employer)).statusCode).toBe(200);
    expect((await readAddress(key, otherEmployer)).statusCode).toBe(404);
    expect((await readAddress(key, otherCandidate)).statusCode).toBe(404);
    expect((await readAddress(key, candidate)).statusCode).toBe(200);
  });

  it('When a candidate is hidden from employers, then no employer may read their CV, picture or certificates unless the candidate applied to one of its jobs; the refusal is that of a missing file', async () => {
    const hidden = await createUser(t, 'candidate');
    await updateCandidateProfile(t, hidden.id, { visibleToEmployers: false });
    const educationId = await newEducation(hidden);
    const keys = [
      await attached(hidden, 'cv'),
      await attached(hidden, 'profile_picture'),
      await uploadTestFile(t, hidden, 'education_certificate', { educationId }),
    ];
    await claimUpload(t.db, {
      key: keys[2]!,
      ownerId: hidden.id,
      fileTypes: ['education_certificate'],
      field: 'file',
    });
    const missing = await readAddress(`media/cv/${hidden.id}/nothing_1700000000000abcdef.pdf`, employer);
    expect(missing.statusCode).toBe(404);
    for (const key of keys) {
      const refused = await readAddress(key, employer);
      expect(refused.statusCode, key).toBe(404);
      expect(refused.json()).toEqual(missing.json());
      expect((await readAddress(key, hidden)).statusCode).toBe(200);
    }
    const job = await addJob(t, { employerId: employer.id, jobTitle: 'Hidden Hire', status: 'published' });
    const draft = await addApplication(t, {
      jobId: job.id,
      candidateId: hidden.id,
      submissionStatus: 'draft',
    });
    expect((await readAddress(keys[0]!, employer)).statusCode).toBe(404);
    await t.db
      .update(applications)
      .set({ submissionStatus: 'submitted' })
      .where(eq(applications.id, draft.id));
    for (const key of keys) {
      expect((await readAddress(key, employer)).statusCode, key).toBe(200);
      expect((await readAddress(key, otherEmployer)).statusCode, key).toBe(404);
    }
  });

  it('When the path is not one of our keys, then it answers 404', async () => {
    const key = await attached(employer, 'company_logo');
    for (const path of [
      `${key.split('/').slice(0, 3).join('/')}/../../etc/passwd`,
      '/etc/passwd',
      'media/x',
    ]) {
      expect((await readAddress(path, employer)).statusCode, path).toBe(404);
    }
  });

  it('When the token is not valid, then it answers 401 so the browser can refresh', async () => {
    const key = await attached(employer, 'company_logo');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/get-signed-media-url/?file_path=${key}`,
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('When a read address is altered or has expired, then the file is not served', async () => {
    const key = await attached(candidate, 'cv');
    const { url } = (await readAddress(key, candidate)).json();
    const renamed = url.replace(/name=[^&]+/, 'name=evil.html');
    expect((await t.app.inject({ method: 'GET', url: renamed })).statusCode).toBe(403);
    const retyped = url.replace(/type=[^&]+/, 'type=text%2Fhtml');
    expect((await t.app.inject({ method: 'GET', url: retyped })).statusCode).toBe(403);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 16 * 60 * 1000);
    const expired = await t.app.inject({ method: 'GET', url });
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual({ detail: 'This address has expired.' });
  });
});

describe('GET /api/logos/... (public logo addresses, decision 106)', () => {
  async function attached(user: TestUser, fileType: FileType): Promise<string> {
    const key = await uploadTestFile(t, user, fileType);
    await claimUpload(t.db, { key, ownerId: user.id, fileTypes: [fileType], field: 'file' });
    return key;
  }
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('When a visitor asks for an attached logo by its public address, then every variant is served, typed, kept a year, with no signature', async () => {
    const key = await attached(employer, 'company_logo');
    const image = publicLogoImage(key)!;
    expect(image.url).not.toContain('signature');
    const jpeg = await get(image.url);
    expect(jpeg.statusCode).toBe(200);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(jpeg.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(jpeg.headers['x-content-type-options']).toBe('nosniff');
    expect(jpeg.rawPayload.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);
    const candidates = image.sources![0]!.srcset.split(', ').map((c) => c.split(' '));
    expect(candidates.map(([, width]) => width)).toEqual(['80w', '160w', '320w']);
    for (const [url] of candidates) {
      const webp = await get(url!);
      expect(webp.statusCode, url).toBe(200);
      expect(webp.headers['content-type']).toBe('image/webp');
      expect(webp.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    }
    // The same bytes as the signed address gives.
    const signed = (await readAddress(key, null)).json();
    expect((await get(signed.url)).rawPayload.equals(jpeg.rawPayload)).toBe(true);
  });

  it('When a logo is not attached yet, then its public address answers 404 (only its owner may read it, signed)', async () => {
    const key = await uploadTestFile(t, employer, 'company_logo');
    expect((await get(publicLogoImage(key)!.url)).statusCode).toBe(404);
    expect((await readAddress(key, employer)).statusCode).toBe(200);
  });

  it('When a CV, a picture or a certificate is asked for at a logo address, then it answers 404: they still need their signature', async () => {
    const educationId = await newEducation(candidate);
    const keys = [
      await attached(candidate, 'cv'),
      await attached(candidate, 'profile_picture'),
      await uploadTestFile(t, candidate, 'education_certificate', { educationId }),
    ];
    for (const key of keys) {
      // Not a logo's key: no public address is made for it.
      expect(publicLogoImage(key), key).toBeNull();
      const [, , owner, name] = key.split('/');
      for (const variant of ['w160.jpg', 'w80.webp'])
        expect((await get(`${PUBLIC_LOGOS_PATH}${owner}/${name}/${variant}`)).statusCode, key).toBe(404);
    }
    // The CV itself is served only at its signed address, and not without its signature.
    const { url } = (await readAddress(keys[0]!, candidate)).json();
    expect((await get(url)).statusCode).toBe(200);
    expect((await get(url.split('?')[0]!)).statusCode).toBe(403);
  });

  it('When the address is not a logo variant of one of our keys, then it answers 404', async () => {
    const key = await attached(employer, 'company_logo');
    const [, , owner, name] = key.split('/');
    for (const path of [
      `${owner}/${name}/original.png`,
      `${owner}/${name}`,
      `${owner}/${name}/w160.jpg/more`,
      `${owner}/..%2F..%2Fcv/w160.jpg`,
      `../cv/${owner}/${name}/w160.jpg`,
      `${owner}/nothing_1700000000000abcdef.png/w160.jpg`,
    ]) {
      expect((await get(`${PUBLIC_LOGOS_PATH}${path}`)).statusCode, path).toBe(404);
    }
  });
});
