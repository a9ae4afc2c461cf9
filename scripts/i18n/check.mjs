// `npm run check:i18n` (issue 25 item 1; docs/decisions/104-texts-in-english-and-swahili.md): fails (exit 1)
// when a text has no Swahili, a key is unused, or English is left in the JSX of a converted folder.
// `npm test` runs it too (check.test.mjs), so CI fails on any of these. For every catalogue folder
// (a `locales/en.json` under apps/web/src or apps/api/src):
//
// 1. `locales/sw.json` exists and has exactly the keys of en.json: the same plain keys, and for each
//    plural text (`jobs_one`, `jobs_other`) the forms each language's plural rules have (Intl).
// 2. No value is empty, and both languages use the same `{{placeholders}}` and `<tags>`.
// 3. Every key is named in the folder's code (its .ts/.tsx files, tests left out) as a string literal,
//    or under a template literal's prefix ending in a dot (`status.${value}` uses `status.*`).
// 4. In a folder of the web app, no JSX text with a word in it and no user-facing attribute
//    (aria-label, title, placeholder, alt, label) written as a plain string: best effort.
// 5. The `messages` catalogue (keyed by the English text) holds exactly the shared package's messages
//    (`npm run i18n:messages` remakes it), and its Swahili of the ready-made decision texts is the API's
//    notifications catalogue's, word for word (the API recognises a text sent unchanged by it).
// 6. docs/product/swahili.md is what `npm run docs:swahili` makes of the catalogues.
// 7. No Swahili text uses a word the terms table retired (RETIRED_TERMS).
//
// Imports TypeScript (the shared package's messages): run with tsx or under vitest.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  catalogues,
  codeFiles,
  flatten,
  hardCodedTexts,
  importersOf,
  isUsed,
  namedKeys,
  PLURALS,
  placeholders,
  pluralForm,
  ROOT,
  TEXT_KEYED,
} from './catalogues.mjs';
import {
  decisionTemplateDrift,
  englishCatalogue,
  MESSAGES_CATALOGUE,
  MESSAGES_SWAHILI,
} from './messages.mjs';
import { SWAHILI_DOC, swahiliDoc } from './swahili-doc.mjs';

/**
 * Swahili words the catalogues no longer use, and what replaced them (docs/product/swahili.md, "Terms"):
 * a non-native engineer's corrections, awaiting a native reviewer, kept from coming back one text at a time.
 */
export const RETIRED_TERMS = [
  {
    word: /\btahadhari\b/i,
    use: '"arifa ya kazi" / "arifa za kazi" for a job alert, not "tahadhari" (caution)',
  },
  { word: /\bhai\b/i, use: '"inatumika" (in use) for active, not "hai" (alive)' },
];

/** What a Swahili text should say instead of each retired word it uses. */
export const retiredTerms = (text) =>
  RETIRED_TERMS.filter(({ word }) => word.test(text)).map(({ use }) => use);

/** The keys a language must have for a catalogue's keys: plain keys as they are, plural forms by its rules. */
function expectedKeys(keys, language) {
  const expected = new Set();
  for (const key of keys) {
    const plural = pluralForm(key);
    if (!plural) expected.add(key);
    else for (const category of PLURALS[language]) expected.add(`${plural.base}_${category}`);
  }
  return expected;
}

export function checkTexts() {
  const failures = [];
  const found = catalogues();
  for (const { folder, en, sw } of found) {
    const textKeyed = TEXT_KEYED.has(folder);
    const where = `${folder}/locales`;
    if (!sw) {
      failures.push(`${where}/sw.json is missing`);
      continue;
    }
    const english = new Map(flatten(en, textKeyed));
    const swahili = new Map(flatten(sw, textKeyed));
    for (const [language, texts] of [
      ['en', english],
      ['sw', swahili],
    ]) {
      for (const [key, value] of texts) {
        if (typeof value !== 'string' || !value.trim())
          failures.push(`${where}/${language}.json: "${key}" is empty`);
      }
    }
    const wanted = expectedKeys(english.keys(), 'sw');
    for (const key of wanted) {
      if (!swahili.has(key)) failures.push(`${where}/sw.json: "${key}" has no Swahili`);
    }
    for (const key of swahili.keys()) {
      if (!wanted.has(key)) failures.push(`${where}/sw.json: "${key}" is not a key of en.json`);
    }
    for (const [key, value] of swahili) {
      const source = english.get(key) ?? english.get(`${pluralForm(key)?.base}_other`);
      if (typeof source !== 'string' || typeof value !== 'string') continue;
      const a = placeholders(source).join(' ');
      const b = placeholders(value).join(' ');
      // A Swahili singular may say "moja" (one) instead of {{count}}, as English "1 job" may not.
      const countOptional = pluralForm(key) && a.replace('{{count}}', '').trim() === b;
      if (a !== b && !countOptional)
        failures.push(`${where}/sw.json: "${key}" has ${b || 'no placeholders'}, English has ${a || 'none'}`);
    }
    for (const [key, value] of swahili) {
      if (typeof value !== 'string') continue;
      for (const use of retiredTerms(value)) failures.push(`${where}/sw.json: "${key}": use ${use}`);
    }
    if (textKeyed) continue;

    const files = codeFiles(folder);
    const named = namedKeys([...files, ...importersOf(folder)]);
    for (const key of english.keys()) {
      if (!isUsed(key, named))
        failures.push(`${where}/en.json: "${key}" is not used in ${folder} or by its importers`);
    }
    if (folder.startsWith('apps/web/')) {
      for (const file of files) {
        for (const { line, text } of hardCodedTexts(file)) {
          failures.push(`${file.path}:${line}: English left in JSX: ${text}`);
        }
      }
    }
  }

  // The messages catalogue follows the shared package.
  const messages = JSON.parse(readFileSync(join(ROOT, MESSAGES_CATALOGUE), 'utf8'));
  if (JSON.stringify(messages) !== JSON.stringify(englishCatalogue())) {
    failures.push(`${MESSAGES_CATALOGUE} is not the shared package's messages: run npm run i18n:messages`);
  }
  failures.push(...decisionTemplateDrift(JSON.parse(readFileSync(join(ROOT, MESSAGES_SWAHILI), 'utf8'))));

  const doc = readFileSync(join(ROOT, SWAHILI_DOC), 'utf8');
  if (doc !== swahiliDoc()) failures.push(`${SWAHILI_DOC} is out of date: run npm run docs:swahili`);

  return { catalogues: found.length, failures };
}

if (process.argv[1]?.endsWith('check.mjs')) {
  const { catalogues: count, failures } = checkTexts();
  if (failures.length) {
    console.error(`Texts: ${failures.length} problem(s) in ${count} catalogues:`);
    for (const failure of failures) console.error(`  - ${failure}`);
    process.exit(1);
  }
  console.info(
    `Texts: ${count} catalogues, every key in English and Swahili, used, and the review table up to date.`,
  );
}
