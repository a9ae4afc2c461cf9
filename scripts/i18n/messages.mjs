// The messages of the shared package (every `*_MESSAGES` export: the schemas' field messages, the API's
// errors and answers) and the account calls' answers (apps/api's AUTH_ANSWERS) as the English catalogue of the web app's `messages` namespace, keyed by the
// English text itself (docs/decisions/104-texts-in-english-and-swahili.md, "Messages"). The API answers
// in English; the web app shows a Swahili reader the Swahili text found under the English one
// (apps/web/src/i18n/messages/). A message made by a function (an address, a name, a number inside)
// becomes a template: the function is called with `{{name}}` for each of its parameters. The Swahili of
// the ready-made decision texts is written too, from the API's notifications catalogue (its one source).
//
// Imports TypeScript: run with tsx (`npm run check:i18n`, `npm run i18n:messages`) or under vitest.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AUTH_ANSWERS } from '../../apps/api/src/modules/auth/answers.ts';
import * as shared from '../../packages/shared/src/index.ts';
import { ROOT } from './catalogues.mjs';

export const MESSAGES_CATALOGUE = 'apps/web/src/i18n/messages/locales/en.json';
export const MESSAGES_SWAHILI = 'apps/web/src/i18n/messages/locales/sw.json';
/**
 * The notifications module's Swahili: the one source of the ready-made decision texts' Swahili
 * (`status.templates`), which the e-mail and the in-app notification write and recognise.
 */
export const DECISION_TEMPLATES_SOURCE = 'apps/api/src/modules/notifications/locales/sw.json';

/**
 * Messages whose function cannot be called with names (it counts or formats a number): their forms are
 * written out here, each as the function's answers read, with `{{count}}` for the number.
 */
const COUNTED = {
  'API_MESSAGES.rateLimited': [
    'Too many attempts. Please try again in {{count}} second.',
    'Too many attempts. Please try again in {{count}} seconds.',
    'Too many attempts. Please try again in {{count}} minute.',
    'Too many attempts. Please try again in {{count}} minutes.',
  ],
  'MEDIA_MESSAGES.tooLarge': ['The file is too large. The maximum size is {{count}}MB.'],
};

/** The parameter names of a function, from its source (`(email) => ...`, `function (a, b) {...}`). */
function parameterNames(fn) {
  const source = fn.toString();
  const list =
    /^(?:async\s*)?(?:function[^(]*)?\(([^)]*)\)/.exec(source)?.[1] ?? /^(\w+)\s*=>/.exec(source)?.[1];
  return (list ?? '')
    .split(',')
    .map((p) => p.replace(/=.*$/, '').trim())
    .filter(Boolean);
}

/** Every message text of the shared package, sorted; and the messages that could not be made templates. */
export function sharedMessages() {
  const texts = new Set();
  const unreadable = [];
  const add = (name, value) => {
    if (typeof value === 'string') {
      if (value.trim()) texts.add(value);
    } else if (typeof value === 'function') {
      if (COUNTED[name]) {
        for (const text of COUNTED[name]) texts.add(text);
        return;
      }
      let text;
      try {
        text = value(...parameterNames(value).map((p) => `{{${p}}}`));
      } catch {
        text = undefined;
      }
      if (typeof text === 'string' && !/NaN|undefined|\[object /.test(text)) texts.add(text);
      else unreadable.push(name);
    } else if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, inner] of Object.entries(value)) add(`${name}.${key}`, inner);
    }
  };
  for (const [name, value] of Object.entries(shared)) {
    // The ready-made decision texts too: an employer reading Swahili gets the Swahili one to send.
    if (/_MESSAGES$/.test(name) || name === 'DECISION_TEMPLATES') add(name, value);
  }
  // The account calls' own answers, worded by the API alone (the login page shows them).
  add('AUTH_ANSWERS', AUTH_ANSWERS);
  return { texts: [...texts].sort(), unreadable };
}

/** The English catalogue as it should be: each text under itself. */
export function englishCatalogue() {
  return Object.fromEntries(sharedMessages().texts.map((text) => [text, text]));
}

const readJson = (path) => JSON.parse(readFileSync(join(ROOT, path), 'utf8'));

/**
 * The Swahili each ready-made decision text must have in the web app's `messages` catalogue: the API's,
 * under the English the shared package makes (`{{job}}`, `{{company}}`). The decision form offers an
 * employer reading Swahili the web's copy; the API knows a text sent unchanged only if it is its own
 * word for word, and only then writes it in the candidate's language (an English reader gets English:
 * notifications/texts.ts `employerMessage`). So the web's copy is written from the API's here.
 */
export function decisionTemplatesSwahili(apiSwahili = readJson(DECISION_TEMPLATES_SOURCE)) {
  return Object.fromEntries(
    Object.entries(shared.DECISION_TEMPLATES).map(([kind, template]) => [
      template(...parameterNames(template).map((p) => `{{${p}}}`)),
      apiSwahili.status?.templates?.[kind],
    ]),
  );
}

/** Where the web's Swahili of a ready-made decision text is not the API's: one line per text. */
export function decisionTemplateDrift(webSwahili, wanted = decisionTemplatesSwahili()) {
  return Object.entries(wanted)
    .filter(([english, swahili]) => !swahili || webSwahili[english] !== swahili)
    .map(([english, swahili]) =>
      swahili
        ? `${MESSAGES_SWAHILI}: the ready-made text "${english.slice(0, 40)}..." is not ${DECISION_TEMPLATES_SOURCE}'s: run npm run i18n:messages`
        : `${DECISION_TEMPLATES_SOURCE}: no Swahili for the ready-made text "${english.slice(0, 40)}..."`,
    );
}

/** The web's Swahili of the ready-made decision texts, written from the API's (the rest is by hand). */
export function writeDecisionTemplatesSwahili() {
  const path = join(ROOT, MESSAGES_SWAHILI);
  const catalogue = readJson(MESSAGES_SWAHILI);
  for (const [english, swahili] of Object.entries(decisionTemplatesSwahili())) {
    if (swahili) catalogue[english] = swahili;
  }
  const text = `${JSON.stringify(catalogue, null, 2)}\n`;
  if (readFileSync(path, 'utf8') !== text) writeFileSync(path, text);
  return path;
}

export function writeEnglishCatalogue() {
  const path = join(ROOT, MESSAGES_CATALOGUE);
  const text = `${JSON.stringify(englishCatalogue(), null, 2)}\n`;
  if (readFileSync(path, 'utf8') !== text) writeFileSync(path, text);
  return path;
}

if (process.argv[1]?.endsWith('messages.mjs')) {
  const { unreadable } = sharedMessages();
  console.info(`wrote ${writeEnglishCatalogue()}`);
  console.info(`wrote the ready-made decision texts' Swahili in ${writeDecisionTemplatesSwahili()}`);
  if (unreadable.length) console.warn(`not made templates (add them to COUNTED): ${unreadable.join(', ')}`);
}
