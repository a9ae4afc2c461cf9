import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * References from code and docs to the product's description resolve inside the repository: every
 * `docs/product/<page>.md §N` names a section of that page and every `docs/product/<page>.md "Name"` one of
 * its headings or bold labels (docs/product/README.md says how to cite). Nothing points at the
 * specification that once lived outside the repository, and decision records are numbered once each.
 */
const ROOT = new URL('..', import.meta.url).pathname;
const SOURCES = ['apps', 'packages', 'e2e', 'scripts', 'bench', 'docs', 'README.md'];
const SKIP = new Set(['node_modules', 'dist', 'data', 'test-results', '.vite']);
const TEXT = /\.(ts|tsx|mjs|js|css|md|sql)$/;

function sourceFiles(path = '') {
  const full = join(ROOT, path);
  if (!existsSync(full)) return [];
  if (TEXT.test(path)) return [path];
  const found = [];
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const child = path ? `${path}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...sourceFiles(child));
    else if (TEXT.test(entry.name)) found.push(child);
  }
  return found;
}

const files = SOURCES.flatMap((s) => sourceFiles(s)).filter(
  (f) => f !== 'scripts/product-references.test.mjs',
);
// Comment prefixes removed, so that a reference broken over two comment lines reads as one.
const read = (f) => readFileSync(join(ROOT, f), 'utf8').replace(/\n[ \t]*(?:\*|\/\/|--)?[ \t]*/g, ' ');

const pages = new Map();
function page(name) {
  if (!pages.has(name)) {
    const path = join(ROOT, 'docs/product', name);
    if (!existsSync(path)) pages.set(name, null);
    else {
      const text = readFileSync(path, 'utf8');
      const names = new Set();
      for (const m of text.matchAll(/^#{2,4} (?:[\d.]+ )?(.+)$/gm)) {
        names.add(m[1].toLowerCase());
        names.add(m[1].replace(/ \(.*\)$/, '').toLowerCase());
      }
      for (const m of text.matchAll(/\*\*([^*]+)\*\*/g)) names.add(m[1].replace(/[.:]$/, '').toLowerCase());
      pages.set(name, { text, names });
    }
  }
  return pages.get(name);
}

describe('references to the product description', () => {
  it('When code and docs cite docs/product, then every page, section and heading cited exists', () => {
    const broken = [];
    let count = 0;
    const reference =
      /docs\/product\/([a-z]+\.md)((?:[ ,;]+(?:and )?(?:§\d+(?:\.\d+)?(?:-§\d+)?|"[^"]+"|[a-z]+\.md(?= ["§])))*)/gi;
    for (const file of files) {
      for (const m of read(file).matchAll(reference)) {
        count++;
        if (!page(m[1])) broken.push(`${file}: docs/product/${m[1]} does not exist`);
        // A list of references may name a second page by its file name alone: "employer.md §2, candidate.md §3".
        let current = m[1];
        for (const part of m[2].matchAll(/([a-z]+\.md)|§(\d+(?:\.\d+)?)|"([^"]+)"/gi)) {
          if (part[1]) {
            current = part[1];
            continue;
          }
          const target = page(current);
          if (!target) {
            if (current !== m[1]) broken.push(`${file}: docs/product/${current} does not exist`);
          } else if (part[2]) {
            const n = part[2];
            const heading = n.includes('.') ? `\n### ${n} ` : `\n## ${n}. `;
            if (!target.text.includes(heading)) broken.push(`${file}: ${current} §${n} does not exist`);
          } else if (!target.names.has(part[3].toLowerCase())) {
            broken.push(`${file}: ${current} "${part[3]}" is not a heading or label there`);
          }
        }
      }
    }
    expect(broken).toEqual([]);
    expect(count).toBeGreaterThan(100);
  });

  it('When code and docs are searched, then none points at the specification outside the repository', () => {
    const outside =
      /\bDECISIONS\b|\b[Ss]pec 0[123]\b|shared\/spec\/|0[123]-(?:foundation|employer|candidate)\.md/;
    const found = files.filter((f) => f !== 'docs/architecture.md' && outside.test(read(f)));
    expect(found, 'cite docs/product/<page>.md instead (docs/product/README.md)').toEqual([]);
  });
});

describe('decision records', () => {
  it('When the decision records are listed, then each number is used once and matches the title', () => {
    const records = readdirSync(join(ROOT, 'docs/decisions')).filter((f) => /^\d{3}-.+\.md$/.test(f));
    const numbers = records.map((f) => f.slice(0, 3));
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const f of records) {
      const title = readFileSync(join(ROOT, 'docs/decisions', f), 'utf8').split('\n')[0];
      expect(title, f).toMatch(new RegExp(`^# ${f.slice(0, 3)}:`));
    }
  });
});
