import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { defineServerTexts } from './texts.ts';

/**
 * The server's catalogues (issue 25 item 1): every `apps/api/src/**\/locales/` folder holds `en.json` and
 * `sw.json` with the same keys, every Swahili text written (not empty) with the same `{{placeholders}}`.
 * The rule of the web's completeness check, applied to the server's folders by this test on its own.
 */
const SOURCE = fileURLToPath(new URL('..', import.meta.url));
type Catalogue = { [key: string]: string | Catalogue };

function localeFolders(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory() || entry.name === 'node_modules') return [];
    const path = join(dir, entry.name);
    return entry.name === 'locales' ? [path] : localeFolders(path);
  });
}

const flatten = (catalogue: Catalogue, prefix = ''): Map<string, string> =>
  new Map(
    Object.entries(catalogue).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : [...flatten(value, `${prefix}${key}.`)],
    ),
  );
const read = (path: string) => flatten(JSON.parse(readFileSync(path, 'utf8')) as Catalogue);
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('server catalogues', () => {
  const folders = localeFolders(SOURCE);

  it('When the API source is searched, then the modules that write e-mails keep their catalogues there', () => {
    const names = folders.map((folder) => relative(SOURCE, folder));
    for (const module of ['auth', 'notifications', 'alerts', 'privacy', 'moderation', 'applications'])
      expect(names).toContain(join('modules', module, 'locales'));
  });

  it.each(folders.map((folder) => [relative(SOURCE, folder), folder]))(
    'When %s is read, then Swahili has every English key, no other, each written with the same placeholders',
    (_name, folder) => {
      const en = read(join(folder, 'en.json'));
      const sw = read(join(folder, 'sw.json'));
      expect([...sw.keys()].sort()).toEqual([...en.keys()].sort());
      for (const [key, english] of en) {
        const swahili = sw.get(key)!;
        expect(swahili.trim(), key).not.toBe('');
        expect(placeholders(swahili), key).toEqual(placeholders(english));
      }
    },
  );
});

describe('defineServerTexts', () => {
  const texts = defineServerTexts(
    'textsTest',
    { jobs_one: '{{count}} job', jobs_other: '{{count}} jobs', hello: 'Hello {{name}}' },
    { jobs_one: 'kazi {{count}}', jobs_other: 'kazi {{count}}', hello: 'Habari {{name}}' },
  );

  it('When a text is asked in each language, then it comes from that language with its plural and values', () => {
    expect(texts('en')('jobs', { count: 1 })).toBe('1 job');
    expect(texts('en')('jobs', { count: 3 })).toBe('3 jobs');
    expect(texts('sw')('jobs', { count: 3 })).toBe('kazi 3');
    expect(texts('sw')('hello', { name: 'Amina' })).toBe('Habari Amina');
  });

  it('When a value holds what looks like markup or a nested text, then it is put in as it is, never expanded', () => {
    expect(texts('en')('hello', { name: '<b>{{count}}</b> $t(hello)' })).toBe(
      'Hello <b>{{count}}</b> $t(hello)',
    );
  });

  it('When dates and numbers are written, then Intl writes them in the language, in Nairobi time', () => {
    expect(texts('en').number(80000)).toBe('80,000');
    expect(texts('en').date('2026-12-01T00:00:00Z')).toBe('1 December 2026');
    expect(texts('sw').date('2026-12-01T00:00:00Z')).toBe('1 Desemba 2026');
    // 21:30 UTC is the next morning in Nairobi.
    expect(texts('sw').dateTimeParts('2026-11-30T21:30:00Z')).toEqual({
      weekday: 'Jumanne',
      day: '1',
      month: 'Desemba',
      year: '2026',
      hour: '00',
      minute: '30',
    });
  });
});
