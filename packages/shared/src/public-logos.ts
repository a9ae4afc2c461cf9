/**
 * Company logos' public addresses (docs/decisions/106-a-visitors-bytes-second-pass.md). A logo is
 * readable by anyone once its company profile uses it (media's read policy for `company_logo`), and
 * its key names one upload that can never be replaced, so it needs no signature and no expiry: its
 * address is worked out from the key, here, by the web app and the server alike, and the server
 * (`GET /api/logos/...`, modules/media) sends it with a year's caching. Every other file (CVs,
 * certificates, pictures, documents) is still read only through a signed, short-lived address.
 *
 * Zod-free, like the text modules: the landing page's entry uses it (docs/decisions/016-web-budgets.md).
 */

/**
 * Logos and profile pictures are resized and re-encoded on upload (issue 25 item 3,
 * docs/decisions/100-images.md): WebP at these widths for `srcset` (a job card shows a logo at 80 px:
 * 80 for 1x screens, 160 for 2x, 320 for larger views), and one small JPEG for browsers without WebP.
 * Larger images than `maxInputPixels` are refused before they are decoded (decompression bombs).
 */
export const IMAGE_VARIANTS = {
  widths: [80, 160, 320],
  fallbackWidth: 160,
  maxInputPixels: 40_000_000,
} as const;

/** Where public logos are served: `/api/logos/<owner id>/<file name>/<variant>`. */
export const PUBLIC_LOGOS_PATH = '/api/logos/';

/** A company logo's storage key (media/keys.ts `buildKey`): `media/company_logo/<owner id>/<name>.<ext>`. */
const LOGO_KEY = /^media\/company_logo\/(\d+)\/([A-Za-z0-9_-][A-Za-z0-9_.-]*)$/;

/** The variants a logo's public address may name: the WebP widths and the JPEG fallback. */
export const LOGO_VARIANTS: readonly string[] = [
  ...IMAGE_VARIANTS.widths.map((width) => `w${width}.webp`),
  `w${IMAGE_VARIANTS.fallbackWidth}.jpg`,
];

/** The key of a public logo's address path (after PUBLIC_LOGOS_PATH), with the variant it asks for. */
export function logoKeyOfPath(path: string): { key: string; variant: string } | null {
  const [owner, name, variant, ...rest] = path.split('/');
  if (rest.length || !owner || !name || !variant || !LOGO_VARIANTS.includes(variant)) return null;
  const key = `media/company_logo/${owner}/${name}`;
  return LOGO_KEY.test(key) && !key.includes('..') ? { key, variant } : null;
}

export interface PublicImage {
  url: string;
  sources?: { type: string; srcset: string }[];
}

/**
 * A logo's public addresses, drawn like a signed resized image (components/responsive-image.tsx): the
 * small JPEG as `url`, the WebP widths as a srcset. Null for anything that is not a logo's key.
 */
export function publicLogoImage(key: string): PublicImage | null {
  const match = LOGO_KEY.exec(key);
  if (!match || key.includes('..')) return null;
  const base = `${PUBLIC_LOGOS_PATH}${match[1]}/${match[2]}/`;
  return {
    url: `${base}w${IMAGE_VARIANTS.fallbackWidth}.jpg`,
    sources: [
      {
        type: 'image/webp',
        srcset: IMAGE_VARIANTS.widths.map((width) => `${base}w${width}.webp ${width}w`).join(', '),
      },
    ],
  };
}
