import { IMAGE_VARIANTS, MEDIA_MESSAGES } from '@kweli/shared';
import sharp from 'sharp';
import type { FileStorage } from '../../platform/storage/storage.ts';

/**
 * Logos and profile pictures, resized and re-encoded on upload (issue 25 item 3,
 * docs/decisions/100-images.md). One upload becomes:
 * - at its own key, the picture re-encoded at most ORIGINAL_MAX_SIDE wide and high, in its own format
 *   (a GIF becomes a PNG): what the owner's data export holds. The bytes sent are not kept;
 * - WebP at each of IMAGE_VARIANTS.widths and one small JPEG (on white), for `srcset` and `<picture>`.
 * Every output is written without metadata (sharp keeps none unless asked): a phone photo's EXIF, GPS
 * position included, never reaches storage. The picture is turned upright from its EXIF first.
 */
const ORIGINAL_MAX_SIDE = 1024;
const WEBP_QUALITY = 72;
const JPEG_QUALITY = 70;

// Images are small once resized; libvips's operation cache only holds memory on a server.
sharp.cache(false);

export interface ImageFile {
  key: string;
  bytes: Buffer;
  contentType: string;
}

export interface ResizedImage {
  /** The re-encoded picture, for the upload's own key. */
  original: ImageFile;
  /** The WebP widths and the JPEG fallback, each at its own key beside the upload's. */
  variants: ImageFile[];
}

export type ResizeResult = { ok: true; image: ResizedImage } | { ok: false; message: string };

const withoutExtension = (key: string) => key.replace(/\.[A-Za-z0-9]+$/, '');

export const webpKey = (key: string, width: number) => `${withoutExtension(key)}.w${width}.webp`;
export const jpegFallbackKey = (key: string) =>
  `${withoutExtension(key)}.w${IMAGE_VARIANTS.fallbackWidth}.jpg`;

/** Every key a resized upload wrote besides its own: removed with it. */
export const variantKeys = (key: string): string[] => [
  ...IMAGE_VARIANTS.widths.map((w) => webpKey(key, w)),
  jpegFallbackKey(key),
];

const OUTPUT_FORMAT: Record<string, 'jpeg' | 'png' | 'webp'> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'png',
};

/**
 * Resizes and re-encodes an image already checked by its first bytes. A file that does not decode as
 * an image, or whose header announces more than IMAGE_VARIANTS.maxInputPixels pixels (a decompression
 * bomb: a small PNG that would unpack into gigabytes), is refused with a message for the user; the
 * pixel count is read from the header, before anything is decoded.
 */
export async function resizeImage(key: string, bytes: Buffer): Promise<ResizeResult> {
  const limit = IMAGE_VARIANTS.maxInputPixels;
  const tooLarge = { ok: false, message: MEDIA_MESSAGES.imageTooManyPixels(limit / 1_000_000) } as const;
  const unreadable = { ok: false, message: MEDIA_MESSAGES.imageUnreadable } as const;
  let format: string | undefined;
  try {
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (!meta.width || !meta.height) return unreadable;
    if (meta.width * meta.height > limit) return tooLarge;
    format = meta.format;
  } catch {
    return unreadable;
  }
  const input = () => sharp(bytes, { limitInputPixels: limit, failOn: 'error' }).rotate();
  try {
    const originalFormat = OUTPUT_FORMAT[`image/${format === 'jpg' ? 'jpeg' : format}`] ?? 'png';
    const original = await input()
      .resize({
        width: ORIGINAL_MAX_SIDE,
        height: ORIGINAL_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .toFormat(originalFormat, originalFormat === 'png' ? { compressionLevel: 9 } : { quality: 82 })
      .toBuffer();
    const square = (width: number) => ({
      width,
      height: width,
      fit: 'inside' as const,
      withoutEnlargement: true,
    });
    const webps = await Promise.all(
      IMAGE_VARIANTS.widths.map(async (width) => ({
        key: webpKey(key, width),
        bytes: await input().resize(square(width)).webp({ quality: WEBP_QUALITY }).toBuffer(),
        contentType: 'image/webp',
      })),
    );
    const jpeg = await input()
      .resize(square(IMAGE_VARIANTS.fallbackWidth))
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
      .toBuffer();
    return {
      ok: true,
      image: {
        original: { key, bytes: original, contentType: `image/${originalFormat}` },
        variants: [...webps, { key: jpegFallbackKey(key), bytes: jpeg, contentType: 'image/jpeg' }],
      },
    };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) return tooLarge;
    return unreadable;
  }
}

/** Writes the variants first and the picture last, so a stored picture always has its variants. */
export async function storeResizedImage(storage: FileStorage, image: ResizedImage): Promise<void> {
  for (const variant of image.variants) await storage.put(variant.key, variant.bytes, variant.contentType);
  await storage.put(image.original.key, image.original.bytes, image.original.contentType);
}

/** Removes an upload's variants (nothing happens for a file that has none). */
export async function removeVariants(storage: FileStorage, key: string): Promise<void> {
  for (const variant of variantKeys(key)) await storage.remove(variant);
}
