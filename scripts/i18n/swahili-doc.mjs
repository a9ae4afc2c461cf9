// `npm run docs:swahili`: writes the review table of docs/product/swahili.md from the catalogues (every
// `locales/en.json` with its `sw.json`, and `locales/notes.json` for a key's note to the reviewer).
// What is above the marker line is written by hand (terms, tone) and kept; the tables below it are made
// here. `npm run check:i18n` fails when the file is not what this script makes.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogues, flatten, ROOT, TEXT_KEYED } from './catalogues.mjs';

export const SWAHILI_DOC = 'docs/product/swahili.md';
export const MARKER =
  '<!-- Below: made by `npm run docs:swahili` from the catalogues. Do not edit by hand. -->';

const cell = (text) =>
  String(text ?? '')
    .replace(/\\/g, '\\\\')
    .replace(/\|/g, '\\|')
    .replace(/\r?\n/g, ' ');

/** The folder's namespace as the code declares it: the folder's name in camelCase. */
const namespaceOf = (folder) =>
  folder
    .split('/')
    .pop()
    .replace(/-(\w)/g, (_, c) => c.toUpperCase());

export function swahiliTables() {
  const parts = [];
  for (const { folder, en, sw, notes } of catalogues()) {
    const textKeyed = TEXT_KEYED.has(folder);
    const swahili = new Map(flatten(sw ?? {}, textKeyed));
    const rows = flatten(en, textKeyed);
    parts.push(
      `### ${folder} (\`${namespaceOf(folder)}\`, ${rows.length} texts)`,
      '',
      textKeyed ? '| English (the key) | Swahili | Note |' : '| Key | English | Swahili | Note |',
      textKeyed ? '| --- | --- | --- |' : '| --- | --- | --- | --- |',
      ...rows.map(([key, english]) =>
        textKeyed
          ? `| ${cell(english)} | ${cell(swahili.get(key))} | ${cell(notes[key])} |`
          : `| \`${cell(key)}\` | ${cell(english)} | ${cell(swahili.get(key))} | ${cell(notes[key])} |`,
      ),
      '',
    );
  }
  return parts.join('\n');
}

/** The whole document: the hand-written part kept, the tables made anew. */
export function swahiliDoc() {
  const path = join(ROOT, SWAHILI_DOC);
  const current = existsSync(path) ? readFileSync(path, 'utf8') : '';
  const head = current.includes(MARKER)
    ? current.slice(0, current.indexOf(MARKER))
    : `${current.trimEnd()}\n\n`;
  // Laid out as the repository's formatter lays out Markdown (biome pads the tables' columns), so that
  // `npm run lint` agrees with the file this makes.
  return execFileSync(join(ROOT, 'node_modules/.bin/biome'), ['format', `--stdin-file-path=${SWAHILI_DOC}`], {
    cwd: ROOT,
    input: `${head}${MARKER}\n\n${swahiliTables()}`,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
}

if (process.argv[1]?.endsWith('swahili-doc.mjs')) {
  writeFileSync(join(ROOT, SWAHILI_DOC), swahiliDoc());
  console.info(`wrote ${SWAHILI_DOC}`);
}
