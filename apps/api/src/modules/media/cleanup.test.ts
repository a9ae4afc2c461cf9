import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema.ts';
import { createLocalStorage } from '../../platform/storage/local.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { updateCandidateProfile } from '../candidates/test-candidates.ts';
import { ORPHAN_AGE_MS, sweepOrphanUploads } from './cleanup.ts';
import { claimUpload, releaseUpload } from './service.ts';
import { uploadTestFile } from './test-uploads.ts';

let t: TestApp;
let candidate: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  candidate = await createUser(t, 'candidate');
});
afterAll(async () => {
  await t.close();
});

const fileOnDisk = (key: string) => existsSync(join(t.config.dataDir, 'files', key));
const rowOf = async (key: string) => (await t.db.select().from(uploads).where(eq(uploads.s3Key, key)))[0];
const dayAgo = () => new Date(Date.now() - ORPHAN_AGE_MS - 60_000).toISOString();
const age = (key: string) =>
  t.db.execute(
    sql`update uploads set created_at = ${dayAgo()}, released_at = case when released_at is null then null else ${dayAgo()}::timestamptz end where s3_key = ${key}`,
  );

describe('the orphan sweep', () => {
  it('When files are a day old, then the never-attached and the released ones nobody names are removed, the others kept', async () => {
    const attach = (key: string) =>
      claimUpload(t.db, { key, ownerId: candidate.id, fileTypes: ['cv'], field: 'cv' });
    const orphan = await uploadTestFile(t, candidate, 'cv');
    const fresh = await uploadTestFile(t, candidate, 'cv');
    const attached = await uploadTestFile(t, candidate, 'cv');
    const released = await uploadTestFile(t, candidate, 'cv');
    const stillNamed = await uploadTestFile(t, candidate, 'cv');
    for (const key of [attached, released, stillNamed]) await attach(key);
    await updateCandidateProfile(t, candidate.id, { cvFile: stillNamed });
    await releaseUpload(t.db, released);
    await releaseUpload(t.db, stillNamed);
    for (const key of [orphan, attached, released, stillNamed]) await age(key);

    const storage = createLocalStorage(t.config);
    expect(await sweepOrphanUploads(t.db, storage)).toBe(2);

    for (const key of [orphan, released]) {
      expect(await rowOf(key), key).toBeUndefined();
      expect(fileOnDisk(key), key).toBe(false);
    }
    for (const key of [fresh, attached, stillNamed]) {
      expect(await rowOf(key), key).toBeDefined();
      expect(fileOnDisk(key), key).toBe(true);
    }
    expect(await sweepOrphanUploads(t.db, storage)).toBe(0);
  });
});
