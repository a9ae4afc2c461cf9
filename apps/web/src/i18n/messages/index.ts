import { currentLanguage, defineTexts, i18n, useTextsVersion } from '../index.ts';

/**
 * The shared package's messages in the reader's language (issue 25 item 1; decision 104, "Messages"):
 * the schemas' field messages, the API's errors and answers. They are written once, in English, in
 * packages/shared, and the API answers in English; the web app shows a Swahili reader the text its
 * Swahili catalogue holds under the English one. The catalogue is keyed by the English text
 * (`locales/en.json` is made from the shared package by `npm run i18n:messages`; the CI check fails when
 * it is stale or a text has no Swahili). A message with a value inside (an address, a number) is found
 * by its template: "Waiting for confirmation from {{email}}.".
 *
 * English needs nothing loaded: the English text is the message. The Swahili catalogue loads with the
 * other Swahili catalogues (changeLanguage, textsReady).
 */
const NAMESPACE = 'messages';
defineTexts(NAMESPACE, {}, () => import('./locales/sw.json'));

type Template = { pattern: RegExp; names: string[]; swahili: string };
let indexed: { catalogue: Record<string, string>; templates: Template[] } | undefined;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The Swahili catalogue, with a pattern for each template among its keys (made once). */
function swahiliCatalogue() {
  const catalogue = i18n.getResourceBundle('sw', NAMESPACE) as Record<string, string> | undefined;
  if (!catalogue) return undefined;
  if (indexed?.catalogue !== catalogue) {
    const templates: Template[] = [];
    for (const [english, swahili] of Object.entries(catalogue)) {
      if (!english.includes('{{')) continue;
      const names: string[] = [];
      const source = english
        .split(/(\{\{\w+\}\})/)
        .map((part) => {
          const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
          if (!name) return escapeRegExp(part);
          names.push(name);
          return '(.+?)';
        })
        .join('');
      templates.push({ pattern: new RegExp(`^${source}$`, 's'), names, swahili });
    }
    indexed = { catalogue, templates };
  }
  return indexed;
}

/**
 * A message of the shared package or of the API, in the reader's language; a text it does not know
 * (already Swahili, or new) is shown as it came.
 */
export function messageText(english: string): string {
  if (currentLanguage() !== 'sw') return english;
  const swahili = swahiliCatalogue();
  if (!swahili) return english;
  const exact = swahili.catalogue[english];
  if (exact) return exact;
  for (const { pattern, names, swahili: text } of swahili.templates) {
    const match = pattern.exec(english);
    if (!match) continue;
    return names.reduce((out, name, i) => out.replaceAll(`{{${name}}}`, match[i + 1] ?? ''), text);
  }
  return english;
}

/** `messageText` for a component: it renders again when the language changes. */
export function useMessageText(): (english: string) => string {
  useTextsVersion();
  return messageText;
}
