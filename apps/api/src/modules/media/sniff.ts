/**
 * The real type of a file from its first bytes (its "magic number"), never from its name or the type
 * the browser declared. Only the types we accept are recognised; anything else is null.
 */
const SIGNATURES: { type: string; matches: (b: Buffer) => boolean }[] = [
  { type: 'application/pdf', matches: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-' },
  {
    type: 'image/png',
    matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { type: 'image/jpeg', matches: (b) => b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/gif', matches: (b) => /^GIF8[79]a$/.test(b.subarray(0, 6).toString('latin1')) },
  {
    type: 'image/webp',
    matches: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

/** Enough leading bytes for every signature above. */
export const SNIFF_LENGTH = 16;

export function sniffContentType(firstBytes: Buffer): string | null {
  return SIGNATURES.find((s) => s.matches(firstBytes))?.type ?? null;
}
