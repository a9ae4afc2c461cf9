import { crc32, deflateSync } from 'node:zlib';
import { resizeImage, storeResizedImage } from '../../modules/media/images.ts';
import { buildKey } from '../../modules/media/keys.ts';
import { uploads } from '../../modules/media/schema.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import type { Executor } from '../connect.ts';

/**
 * Demo company logos: small real PNG files (a rounded badge in the company's colour with a white band
 * and a dot), made here so the repository holds no binary files and every company looks different.
 */
const SIZE = 96;

const PALETTE: [number, number, number][] = [
  [11, 110, 79],
  [29, 78, 216],
  [179, 84, 30],
  [124, 58, 237],
  [190, 24, 93],
  [15, 118, 110],
  [161, 98, 7],
  [55, 65, 81],
];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 96x96 RGBA PNG for the company at this position in the demo list. */
export function demoLogoPng(index: number): Buffer {
  const [r, g, b] = PALETTE[index % PALETTE.length]!;
  const band = (index * 7) % 40;
  const rows: Buffer[] = [];
  const radius = SIZE / 2;
  for (let y = 0; y < SIZE; y++) {
    const row = Buffer.alloc(1 + SIZE * 4); // filter byte 0, then RGBA pixels
    for (let x = 0; x < SIZE; x++) {
      const dx = x - radius + 0.5;
      const dy = y - radius + 0.5;
      const inside = dx * dx + dy * dy <= radius * radius;
      const white = (y > 28 + band / 4 && y < 40 + band / 4) || (dx + 14) ** 2 + (dy - 18) ** 2 < 100;
      const o = 1 + x * 4;
      row[o] = white ? 255 : r;
      row[o + 1] = white ? 255 : g;
      row[o + 2] = white ? 255 : b;
      row[o + 3] = inside ? 255 : 0;
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Writes each company's logo through the storage port and records it as an attached upload of its
 * employer, as if uploaded and saved through the profile; answers the keys in the same order.
 */
export async function storeDemoLogos(
  tx: Executor,
  storage: FileStorage,
  companies: { ownerId: number; name: string }[],
): Promise<string[]> {
  const now = new Date();
  const rows = await Promise.all(
    companies.map(async (company, index) => {
      const fileName = `${company.name.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase()}-logo.png`;
      const key = buildKey(company.ownerId, 'company_logo', fileName);
      // Resized like any uploaded logo (media/images.ts): WebP widths and a small JPEG beside it.
      const resized = await resizeImage(key, demoLogoPng(index));
      if (!resized.ok) throw new Error(`demo logo ${index}: ${resized.message}`);
      await storeResizedImage(storage, resized.image);
      return {
        ownerId: company.ownerId,
        s3Key: key,
        fileType: 'company_logo' as const,
        originalName: fileName,
        contentType: resized.image.original.contentType,
        sizeBytes: resized.image.original.bytes.length,
        storedAt: now,
        attachedAt: now,
        resizedAt: now,
      };
    }),
  );
  if (rows.length > 0) await tx.insert(uploads).values(rows);
  return rows.map((r) => r.s3Key);
}
