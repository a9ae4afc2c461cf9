// The text catalogues of the web app and of the e-mails (issue 25 item 1; docs/decisions/104-texts-in-english-and-swahili.md):
// every `locales/en.json` under apps/web/src and apps/api/src, with its `sw.json`, read and checked here
// for `npm run check:i18n` (scripts/i18n/check.mjs, run by `npm test` through check.test.mjs) and for
// the review table `npm run docs:swahili` writes (scripts/i18n/swahili-doc.mjs).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SEARCHED = ['apps/web/src', 'apps/api/src'];
const SKIP = new Set(['node_modules', 'dist', 'data', '.vite']);

/** The plural categories each language has (Intl's CLDR rules): en and sw both `one` and `other`. */
export const PLURALS = {
  en: new Intl.PluralRules('en').resolvedOptions().pluralCategories,
  sw: new Intl.PluralRules('sw').resolvedOptions().pluralCategories,
};
const PLURAL_KEY = /^(.+)_(zero|one|two|few|many|other)$/;

/**
 * Namespaces keyed by the English text itself rather than by a name (`messages`: the shared package's
 * and the API's messages, looked up by what the API or a schema said). Their keys are "used" when the
 * text is one of the messages the shared package exports (checked by check.mjs against messages.mjs).
 */
export const TEXT_KEYED = new Set(['apps/web/src/i18n/messages']);

/** The files under `dir`; with `ownTextsOnly`, not those of a subfolder with catalogues of its own. */
function walk(dir, found = [], ownTextsOnly = false, top = true) {
  if (!existsSync(dir)) return found;
  if (ownTextsOnly && !top && existsSync(join(dir, 'locales/en.json'))) return found;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, found, ownTextsOnly, false);
    else found.push(path);
  }
  return found;
}

/** Every catalogue folder: `{ folder, en, sw, notes }`, folder relative to the repository. */
export function catalogues() {
  return SEARCHED.flatMap((dir) => walk(join(ROOT, dir)))
    .filter((path) => /\/locales\/en\.json$/.test(path))
    .sort()
    .map((enPath) => {
      const folder = relative(ROOT, dirname(dirname(enPath)))
        .split('\\')
        .join('/');
      const swPath = join(dirname(enPath), 'sw.json');
      const notesPath = join(dirname(enPath), 'notes.json');
      return {
        folder,
        en: JSON.parse(readFileSync(enPath, 'utf8')),
        sw: existsSync(swPath) ? JSON.parse(readFileSync(swPath, 'utf8')) : null,
        notes: existsSync(notesPath) ? JSON.parse(readFileSync(notesPath, 'utf8')) : {},
      };
    });
}

/** A catalogue as `[dotted key, value]` pairs; a text-keyed one is flat (its keys hold dots). */
export function flatten(catalogue, textKeyed = false, prefix = '') {
  if (textKeyed) return Object.entries(catalogue);
  return Object.entries(catalogue).flatMap(([key, value]) =>
    value !== null && typeof value === 'object'
      ? flatten(value, false, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value]],
  );
}

/** `jobs_one` -> `{ base: 'jobs', category: 'one' }`; null for a key that is not a plural form. */
export function pluralForm(key) {
  const match = PLURAL_KEY.exec(key);
  return match ? { base: match[1], category: match[2] } : null;
}

/** The `{{name}}` placeholders and `<0>`/`<link>` tags of a text, sorted: both languages need the same. */
export function placeholders(text) {
  const names = [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => `{{${m[1]}}}`);
  const tags = [...text.matchAll(/<\/?(\w+)\s*\/?>/g)].map((m) => `<${m[1]}>`);
  return [...new Set([...names, ...tags])].sort();
}

/** The code files of a catalogue's folder (its texts are used there): no tests, no catalogues. */
export function codeFiles(folder) {
  return walk(join(ROOT, folder), [], true)
    .filter((path) => /\.(ts|tsx)$/.test(path) && !/\.test\.tsx?$/.test(path) && !/\/test-[^/]+$/.test(path))
    .map((path) => ({ path: relative(ROOT, path), text: readFileSync(path, 'utf8') }));
}

/**
 * The code files outside a folder that use its texts: they import its `texts.ts` (a feature uses the
 * texts of lib/ or of components/ it shows, e.g. the offline notices in the application form).
 */
export function importersOf(folder) {
  const texts = join(ROOT, folder, 'texts');
  return SEARCHED.flatMap((dir) => walk(join(ROOT, dir)))
    .filter(
      (path) =>
        /\.(ts|tsx)$/.test(path) && !/\.test\.tsx?$/.test(path) && !path.startsWith(join(ROOT, folder, '/')),
    )
    .map((path) => ({ path: relative(ROOT, path), text: readFileSync(path, 'utf8') }))
    .filter(({ path, text }) =>
      [...text.matchAll(/from '(\.[^']*\/texts)(?:\.ts)?'/g)].some(
        (m) => join(ROOT, dirname(path), m[1]) === texts,
      ),
    );
}

/**
 * The keys a folder's code names: every string literal (quotes or a template without `${}`), and the
 * prefix of a template literal that ends in a dot before its first `${}` (`status.${value}`), which
 * uses the whole group under it. Keys are named as literals so that this search is reliable (README).
 */
export function namedKeys(files) {
  const literals = new Set();
  const prefixes = new Set();
  for (const { text } of files) {
    for (const m of text.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"/g)) literals.add(m[1] ?? m[2]);
    for (const m of text.matchAll(/`([^`$]*)(\$\{)?/g)) {
      if (m[2] && m[1].endsWith('.')) prefixes.add(m[1]);
      else if (!m[2]) literals.add(m[1]);
    }
  }
  return { literals, prefixes };
}

/** Whether a key (its plural base for plural forms) is named by the folder's code. */
export function isUsed(key, { literals, prefixes }) {
  const base = pluralForm(key)?.base ?? key;
  if (literals.has(base) || literals.has(key)) return true;
  for (const prefix of prefixes) if (base.startsWith(prefix)) return true;
  return false;
}

/** Texts that may stand in JSX as they are: the brand, symbols, each language's own name, a web address's start. */
export const ALLOWED_JSX_TEXTS = new Set([
  'Kweli Jobs',
  'Kweli',
  'K',
  'English',
  'Kiswahili',
  'https://',
  'http://',
]);
const USER_FACING_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label']);

/**
 * English left in JSX of a converted folder: a JSX text with a word in it, or a user-facing attribute
 * (aria-label, title, placeholder, alt, label) written as a plain string. Parsed with TypeScript, so
 * generics and comparisons are never mistaken for tags. Best effort: a text built in a variable outside
 * JSX is not seen.
 */
export function hardCodedTexts(file) {
  if (!file.path.endsWith('.tsx')) return [];
  const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found = [];
  const line = (node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const visit = (node) => {
    if (ts.isJsxText(node)) {
      const text = node.getText(source).replace(/\s+/g, ' ').trim();
      if (/[A-Za-z]{2,}/.test(text) && !ALLOWED_JSX_TEXTS.has(text)) found.push({ line: line(node), text });
    } else if (ts.isJsxAttribute(node) && node.initializer && ts.isStringLiteral(node.initializer)) {
      const name = node.name.getText(source);
      const text = node.initializer.text.trim();
      if (USER_FACING_ATTRIBUTES.has(name) && /[A-Za-z]{2,}/.test(text) && !ALLOWED_JSX_TEXTS.has(text)) {
        found.push({ line: line(node), text: `${name}="${text}"` });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
