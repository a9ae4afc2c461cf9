// The messages of the shared package (every `*_MESSAGES` export: the schemas' field messages, the API's
// errors and answers) and the account calls' answers (apps/api's AUTH_ANSWERS) as the English catalogue of the web app's `messages` namespace, keyed by the
// English text itself (docs/decisions/104-texts-in-english-and-swahili.md, "Messages"). The API answers
// in English; the web app shows a Swahili reader the Swahili text found under the English one
// (apps/web/src/i18n/messages/). A message made by a function (an address, a name, a number inside)
// becomes a template: the function is called with `{{name}}` for each of its parameters.
//
// Imports TypeScript: run with tsx (`npm run check:i18n`, `npm run i18n:messages`) or under vitest.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AUTH_ANSWERS } from '../../apps/api/src/modules/auth/answers.ts';
import * as shared from '../../packages/shared/src/index.ts';
import { ROOT } from './catalogues.mjs';

export const MESSAGES_CATALOGUE = 'apps/web/src/i18n/messages/locales/en.json';

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

export function writeEnglishCatalogue() {
  const path = join(ROOT, MESSAGES_CATALOGUE);
  const text = `${JSON.stringify(englishCatalogue(), null, 2)}\n`;
  if (readFileSync(path, 'utf8') !== text) writeFileSync(path, text);
  return path;
}

if (process.argv[1]?.endsWith('messages.mjs')) {
  const { unreadable } = sharedMessages();
  console.info(`wrote ${writeEnglishCatalogue()}`);
  if (unreadable.length) console.warn(`not made templates (add them to COUNTED): ${unreadable.join(', ')}`);
}
