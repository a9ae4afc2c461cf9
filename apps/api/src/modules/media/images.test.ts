import { crc32 } from 'node:zlib';
import {
  IMAGE_MAX_BYTES,
  IMAGE_VARIANTS,
  JOB_CARD_LOGO_SIZE,
  MEDIA_MESSAGES,
  publicLogoImage,
} from '@kweli/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { addJob } from '../jobs/test-jobs.ts';
import { resizeOlderImages } from './backfill.ts';
import { jpegFallbackKey, variantKeys, webpKey } from './images.ts';
import { mediaStorage } from './service.ts';
import { insertAttachedUpload, testFiles, UploadRefused, uploadTestFile } from './test-uploads.ts';

/**
 * Logos and profile pictures are resized and re-encoded on upload (issue 25 item 3,
 * docs/decisions/100-images.md): a job card's logo costs under 10 KB whatever was uploaded, no EXIF
 * (GPS) reaches storage, and what is not a decodable image of a sane size is refused with a 400.
 */
let t: TestApp;
let employer: TestUser;
let candidate: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  employer = await createUser(t, 'employer');
  candidate = await createUser(t, 'candidate');
});
afterAll(async () => t.close());

/**
 * A phone photo of about 2 MB (under the 2 MB limit): colour waves with grain, which compresses badly,
 * and an EXIF block with the camera and a GPS position.
 */
async function twoMegabytePhoto(): Promise<Buffer> {
  const width = 1600;
  const height = 1200;
  const raw = Buffer.alloc(width * height * 3);
  let seed = 7;
  const grain = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return (seed / 0x7fffffff - 0.5) * 160;
  };
  const clamp = (v: number) => Math.max(0, Math.min(255, v));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 3;
      const n = grain();
      raw[o] = clamp(128 + 100 * Math.sin(x / 37) + n);
      raw[o + 1] = clamp(128 + 100 * Math.cos(y / 23 + x / 91) + n);
      raw[o + 2] = clamp(128 + 100 * Math.sin((x + y) / 53) + n);
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 97 })
    .withExif({
      IFD0: { Make: 'Tecno', Model: 'Spark 10' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '1/1 17/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '36/1 49/1 0/1',
      },
    })
    .toBuffer();
}

/** A PNG whose header says `width` x `height` (the pixels themselves are a 1x1 picture's). */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
  // IHDR starts at byte 8: length (4), type (4), then width and height, then its CRC after 13 bytes.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

const readUrl = async (url: string) => (await t.app.inject({ method: 'GET', url })).rawPayload;

describe('a logo uploaded as a 2 MB photo', () => {
  it('When it is saved as the company logo, then a job card shows it for under 10 KB, with no EXIF or GPS kept', async () => {
    const photo = await twoMegabytePhoto();
    expect(photo.length).toBeGreaterThan(1.5 * 1024 * 1024);
    expect(photo.length).toBeLessThanOrEqual(IMAGE_MAX_BYTES);
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const job = await addJob(t, { employerId: employer.id, jobTitle: 'Field Officer' });
    const key = await uploadTestFile(t, employer, 'company_logo', {
      file: { name: 'Office photo.jpg', type: 'image/jpeg', bytes: photo },
    });
    const saved = await t.call(employer, 'PATCH', '/employer-profile/', {
      company_name: 'Savanna Labs',
      company_logo: key,
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const search = await t.call(null, 'GET', '/jobs/search/');
    const card = search.json().results.find((r: { id: number }) => r.id === job.id);
    expect(card.company_logo).toBe(key);
    const signed = await t.call(null, 'GET', `/get-signed-media-url/?file_path=${encodeURIComponent(key)}`);
    expect(signed.statusCode).toBe(200);
    const { url, sources } = signed.json() as { url: string; sources: { type: string; srcset: string }[] };
    const srcset = new Map(
      sources[0]!.srcset.split(', ').map((candidate) => {
        const [address, width] = candidate.split(' ');
        return [Number.parseInt(width!, 10), address!];
      }),
    );
    // The card is 80 px: a 1x screen loads the 80 w WebP, a 2x phone the 160 w; old browsers the JPEG.
    const cardFiles = {
      webp1x: await readUrl(srcset.get(JOB_CARD_LOGO_SIZE)!),
      webp2x: await readUrl(srcset.get(JOB_CARD_LOGO_SIZE * 2)!),
      jpeg: await readUrl(url),
    };
    for (const [name, bytes] of Object.entries(cardFiles)) {
      expect(bytes.length, name).toBeGreaterThan(100);
      expect(bytes.length, name).toBeLessThan(10 * 1024);
    }
    expect((await sharp(cardFiles.webp2x).metadata()).width).toBe(160);

    // Nothing stored keeps the photo's metadata, and the bytes sent are not kept.
    const stored = [key, ...variantKeys(key)];
    for (const storedKey of stored) {
      const bytes = await mediaStorage().read(storedKey);
      expect(bytes, storedKey).not.toBeNull();
      const meta = await sharp(bytes!).metadata();
      expect(meta.exif, storedKey).toBeUndefined();
      expect(bytes!.includes('Tecno'), storedKey).toBe(false);
    }
    const original = (await mediaStorage().read(key))!;
    expect(original.length).toBeLessThan(photo.length);
    expect(Math.max((await sharp(original).metadata()).width!, 0)).toBeLessThanOrEqual(1024);
    const [row] = await t.db.select().from(uploads).where(eq(uploads.s3Key, key));
    expect(row).toMatchObject({ contentType: 'image/jpeg', sizeBytes: original.length });
  });
});

describe('refused images', () => {
  const refusedCases: [string, () => Promise<Buffer>, string][] = [
    [
      'a PNG signature followed by no picture',
      async () => testFiles.png(2048).fill(7, 16),
      MEDIA_MESSAGES.imageUnreadable,
    ],
    [
      'a small PNG announcing 20000 x 20000 pixels (a decompression bomb)',
      () => pngClaiming(20_000, 20_000),
      MEDIA_MESSAGES.imageTooManyPixels(IMAGE_VARIANTS.maxInputPixels / 1_000_000),
    ],
  ];
  for (const [what, bytes, message] of refusedCases) {
    it(`When ${what} is uploaded as a profile picture, then it answers 400 “${message}” and nothing is stored`, async () => {
      const error = await uploadTestFile(t, candidate, 'profile_picture', {
        file: { name: 'me.png', type: 'image/png', bytes: await bytes() },
      }).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(UploadRefused);
      const refused = error as UploadRefused;
      expect(refused.statusCode).toBe(400);
      expect(JSON.parse(refused.body)).toEqual({ file: [message] });
      const [row] = await t.db
        .select()
        .from(uploads)
        .where(eq(uploads.ownerId, candidate.id))
        .orderBy(uploads.id);
      expect(row?.storedAt ?? null).toBeNull();
    });
  }

  it('When a tiny GIF is uploaded as a profile picture, then it is kept as a PNG with its WebP widths', async () => {
    const gif = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#b3541e' } })
      .gif()
      .toBuffer();
    const key = await uploadTestFile(t, candidate, 'profile_picture', {
      file: { name: 'me.gif', type: 'image/gif', bytes: gif },
    });
    const [row] = await t.db.select().from(uploads).where(eq(uploads.s3Key, key));
    expect(row!.contentType).toBe('image/png');
    expect((await sharp((await mediaStorage().read(key))!).metadata()).format).toBe('png');
    for (const width of IMAGE_VARIANTS.widths) {
      expect((await sharp((await mediaStorage().read(webpKey(key, width)))!).metadata()).format).toBe('webp');
    }
    expect((await mediaStorage().read(jpegFallbackKey(key)))!.subarray(0, 2)).toEqual(
      Buffer.from([0xff, 0xd8]),
    );
  });
});

describe('logos stored before resizing', () => {
  it('When an older logo has no variants, then it is served as it was, and the backfill resizes it', async () => {
    const key = `media/company_logo/${employer.id}/old-logo_1700000000000abcdef.png`;
    const png = await sharp({ create: { width: 96, height: 96, channels: 4, background: '#0b6e4f' } })
      .png()
      .toBuffer();
    await mediaStorage().put(key, png, 'image/png');
    await insertAttachedUpload(t.db, {
      ownerId: employer.id,
      key,
      fileType: 'company_logo',
      originalName: 'old-logo.png',
      contentType: 'image/png',
    });
    const before = (await t.call(null, 'GET', `/get-signed-media-url/?file_path=${key}`)).json();
    expect(before.sources).toBeUndefined();
    expect((await readUrl(before.url)).equals(png)).toBe(true);
    // Its public address sends it as it was too, kept an hour only: the resized one replaces it.
    const unsized = await t.app.inject({ method: 'GET', url: publicLogoImage(key)!.url });
    expect(unsized.statusCode).toBe(200);
    expect(unsized.headers['content-type']).toBe('image/png');
    expect(unsized.headers['cache-control']).toBe('public, max-age=3600');
    expect(unsized.rawPayload.equals(png)).toBe(true);

    const quiet = { warn: () => undefined };
    expect(await resizeOlderImages(t.db, mediaStorage(), quiet)).toBeGreaterThanOrEqual(1);
    const after = (await t.call(null, 'GET', `/get-signed-media-url/?file_path=${key}`)).json();
    expect(after.sources[0].type).toBe('image/webp');
    expect((await readUrl(after.url)).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    const resized = await t.app.inject({ method: 'GET', url: publicLogoImage(key)!.url });
    expect(resized.headers['content-type']).toBe('image/jpeg');
    expect(resized.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await resizeOlderImages(t.db, mediaStorage(), quiet)).toBe(0);
  });
});
