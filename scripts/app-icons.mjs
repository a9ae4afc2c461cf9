// `node scripts/app-icons.mjs`: draws the installed app's icons (issue 25 item 2) from the brand mark of
// apps/web/public/favicon.svg: 192 and 512 px with rounded corners, and a 512 px "maskable" one whose
// mark stays inside the middle 80 % that Android keeps when it cuts the icon to its own shape. The PNGs
// are committed (a few KB each); run this again only when the mark changes. sharp is the API's image
// library (decision 100).
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const web = fileURLToPath(new URL('../apps/web/', import.meta.url));
const out = join(web, 'public/icons');
const favicon = readFileSync(join(web, 'public/favicon.svg'), 'utf8');
const mark = favicon.match(/<path d="([^"]+)"/)?.[1];
const green = favicon.match(/fill="(#[0-9a-f]{6})"/i)?.[1];
if (!mark || !green) throw new Error('favicon.svg no longer has the mark this script draws from');

/** The mark on green, on a 32-unit square: `inset` units of plain green around a 32-unit mark. */
const icon = (size, { rounded, inset }) => {
  const box = 32 + 2 * inset;
  const corner = rounded ? ' rx="6"' : '';
  return sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${-inset} ${-inset} ${box} ${box}">` +
        `<rect x="${-inset}" y="${-inset}" width="${box}" height="${box}"${corner} fill="${green}"/>` +
        `<path d="${mark}" fill="#fff"/></svg>`,
    ),
  ).png({ compressionLevel: 9, palette: true });
};

mkdirSync(out, { recursive: true });
await icon(192, { rounded: true, inset: 0 }).toFile(join(out, 'icon-192.png'));
await icon(512, { rounded: true, inset: 0 }).toFile(join(out, 'icon-512.png'));
// The mark spans 16 of the favicon's 32 units; 8 units of green on each side keep it well inside the
// maskable safe zone (a circle of 40 % of the width around the centre).
await icon(512, { rounded: false, inset: 8 }).toFile(join(out, 'icon-maskable-512.png'));
console.info(`icons written to ${out}`);
