/**
 * The web app's texts in English and Swahili (issue 25, item 1), through i18next (decision record
 * docs/decisions/104-texts-in-english-and-swahili.md). Every folder that shows texts keeps them beside its
 * code in `locales/en.json` and `locales/sw.json` and declares them once in its own `texts.ts`:
 *
 *   import { defineTexts } from '../../i18n';
 *   import en from './locales/en.json';
 *   export const { useT, t, T } = defineTexts('employer', en, () => import('./locales/sw.json'));
 *
 * The English catalogue travels with the folder's code (a lazy screen's texts load with its chunk);
 * the Swahili one is its own chunk, fetched only for a reader who chose Swahili.
 * See README.md in this folder for the conventions (keys, plurals, texts with links).
 *
 * Loading: `changeLanguage('sw')` fetches the Swahili catalogue of every namespace declared so far and
 * only then switches, so a screen never shows a mix. A screen opened later declares its namespace when
 * its chunk runs; `textsReady()` waits for its Swahili catalogue, and every lazy route awaits it before
 * the router renders the screen (routes.tsx), so no English text flashes before the Swahili one.
 */
import { LANGUAGES, type Language } from '@kweli/shared';
import i18next, { type TOptions } from 'i18next';
import { type TextComponents, textsVersionHook, withElements } from './react-binding.ts';

export { LANGUAGES, type Language };

/** One i18next instance for the app; English is the source language and the fallback. */
export const i18n = i18next.createInstance();
i18n.init({
  lng: 'en',
  fallbackLng: 'en',
  resources: {},
  initAsync: false,
  // React escapes what it renders; escaping here would show "&amp;" in texts.
  interpolation: { escapeValue: false },
});

/**
 * Components render again when the language changes or a catalogue is added (a dialog's chunk opened
 * on a click); screens wait for their texts before they render (routes.tsx), so nothing suspends.
 */
export const useTextsVersion = textsVersionHook(i18n);

type Catalogue = { [key: string]: string | Catalogue };
type SwahiliLoader = () => Promise<{ default: Catalogue }>;
const swahiliLoaders = new Map<string, SwahiliLoader>();
/** Namespaces whose Swahili catalogue is loaded or loading. */
const swahiliLoads = new Map<string, Promise<void>>();

/** Namespaces declared so far, with their Swahili loader (the language switch loads them). */
export function declaredNamespaces(): ReadonlyMap<string, SwahiliLoader> {
  return swahiliLoaders;
}

function fetchSwahili(namespace: string): Promise<void> {
  let load = swahiliLoads.get(namespace);
  const loader = swahiliLoaders.get(namespace);
  if (!load && loader) {
    load = loader().then(
      (module) => {
        i18n.addResourceBundle('sw', namespace, module.default, true, true);
      },
      (error: unknown) => {
        // A catalogue that did not arrive (the network) is asked for again next time; meanwhile the
        // screen shows English, the fallback, rather than nothing.
        swahiliLoads.delete(namespace);
        console.warn(`Swahili texts of "${namespace}" could not be loaded`, error);
      },
    );
    swahiliLoads.set(namespace, load);
  }
  return load ?? Promise.resolve();
}

/** The reader's language: English unless Swahili was chosen. */
export function currentLanguage(): Language {
  return i18n.language === 'sw' ? 'sw' : 'en';
}

/**
 * Resolves once the catalogues the current language needs for every namespace declared so far are
 * loaded. Lazy routes await it after their chunk ran (routes.tsx): the screen's namespace is declared
 * by then.
 */
export async function textsReady(): Promise<void> {
  if (currentLanguage() !== 'sw') return;
  await Promise.all([...swahiliLoaders.keys()].map(fetchSwahili));
}

/**
 * Switches the app's language: loads what it needs first, then every `useT` re-renders at once, and
 * `<html lang>` follows (screen readers pick their voice by it). Keeping the choice (the browser, the
 * account) is the caller's: lib/language.ts.
 */
export async function changeLanguage(language: Language): Promise<void> {
  if (language === 'sw') await Promise.all([...swahiliLoaders.keys()].map(fetchSwahili));
  document.documentElement.lang = language;
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/**
 * The locale Intl formats a date or number with: a place's English form as the text was written with
 * (`en-KE` by default, `en-GB` where the spec's dates read "25 Nov 2026"), or Swahili as read in Kenya.
 */
export function intlLocale(english = 'en-KE'): string {
  return currentLanguage() === 'sw' ? 'sw-KE' : english;
}

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type WithoutPlural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;

/** The dotted keys of a catalogue; `jobs_one` / `jobs_other` are asked for as `jobs` with a count. */
export type TextKey<C> = {
  [K in keyof C & string]: C[K] extends string ? WithoutPlural<K> : `${K}.${TextKey<C[K]>}`;
}[keyof C & string];

export type TextFn<C> = (key: TextKey<C>, options?: TOptions) => string;

export interface TransProps<C> {
  /** The text's key; its catalogue entry may hold `<0>…</0>` or `<link>…</link>` parts. */
  k: TextKey<C>;
  values?: Record<string, unknown>;
  components?: TextComponents;
}

/**
 * Declares a folder's texts: the English catalogue at once, the Swahili one by its loader.
 * Returns `useT` (the hook for components), `t` (for code outside React: toasts, titles, helpers)
 * and `T` (a text with elements inside, e.g. a link in a sentence).
 */
export function defineTexts<C extends Catalogue>(namespace: string, english: C, loadSwahili: SwahiliLoader) {
  if (!i18n.hasResourceBundle('en', namespace)) i18n.addResourceBundle('en', namespace, english);
  swahiliLoaders.set(namespace, loadSwahili);
  // A Swahili reader opening a screen whose chunk just ran: its texts start loading now; the route
  // waits for them (textsReady).
  if (currentLanguage() === 'sw') void textsReady();

  // i18next's own key types know nothing of our catalogues (TextKey checks them instead), so its
  // translate function is used through the plain signature.
  const translate = i18n.t as unknown as (key: string, options: TOptions) => string;
  const t: TextFn<C> = (key, options) => translate(key, { ...options, ns: namespace });

  // A new function for each version of the texts, so that what a component memoises with it follows a
  // change of language.
  let bound: { version: number; t: TextFn<C> } | undefined;
  function useT(): TextFn<C> {
    const version = useTextsVersion();
    if (bound?.version !== version) bound = { version, t: (key, options) => t(key, options) };
    return bound.t;
  }

  function T({ k, values, components }: TransProps<C>) {
    useTextsVersion();
    return withElements(t(k, values as TOptions | undefined), components);
  }

  return { useT, t, T };
}
