/**
 * The web app's texts in English and Swahili (issue 25, item 1), through i18next (decision record in
 * docs/decisions/). Every folder that shows texts keeps them beside its code in `locales/en.json` and
 * `locales/sw.json` and declares them once in its own `texts.ts`:
 *
 *   import { defineTexts } from '../../i18n';
 *   import en from './locales/en.json';
 *   export const { useT, t, T } = defineTexts('employer', en, () => import('./locales/sw.json'));
 *
 * The English catalogue travels with the folder's code (a lazy screen's texts load with its chunk);
 * the Swahili one is its own chunk, fetched only for a reader who chose Swahili.
 * See README.md in this folder for the conventions (keys, plurals, texts with links).
 */
import i18next, { type TOptions } from 'i18next';
import type { ReactElement } from 'react';
import { initReactI18next, Trans, useTranslation } from 'react-i18next';

export const LANGUAGES = ['en', 'sw'] as const;
export type Language = (typeof LANGUAGES)[number];

/** One i18next instance for the app; English is the source language and the fallback. */
export const i18n = i18next.createInstance();
i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: {},
  initAsync: false,
  // React escapes what it renders; escaping here would show "&amp;" in texts.
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

type Catalogue = { [key: string]: string | Catalogue };
type SwahiliLoader = () => Promise<{ default: Catalogue }>;
const swahiliLoaders = new Map<string, SwahiliLoader>();

/** Namespaces declared so far, with their Swahili loader (the language switch loads them). */
export function declaredNamespaces(): ReadonlyMap<string, SwahiliLoader> {
  return swahiliLoaders;
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
  components?: readonly ReactElement[] | Readonly<Record<string, ReactElement>>;
}

/**
 * Declares a folder's texts: the English catalogue at once, the Swahili one by its loader.
 * Returns `useT` (the hook for components), `t` (for code outside React: toasts, titles, helpers)
 * and `T` (a text with elements inside, e.g. a link in a sentence).
 */
export function defineTexts<C extends Catalogue>(namespace: string, english: C, loadSwahili: SwahiliLoader) {
  if (!i18n.hasResourceBundle('en', namespace)) i18n.addResourceBundle('en', namespace, english);
  swahiliLoaders.set(namespace, loadSwahili);

  // i18next's own key types know nothing of our catalogues (TextKey checks them instead), so its
  // translate function is used through the plain signature.
  const translate = i18n.t as unknown as (key: string, options: TOptions) => string;
  const t: TextFn<C> = (key, options) => translate(key, { ...options, ns: namespace });

  function useT(): TextFn<C> {
    const { t: bound } = useTranslation(namespace);
    return bound as unknown as TextFn<C>;
  }

  function T({ k, values, components }: TransProps<C>) {
    return Trans({ i18n, ns: namespace, i18nKey: k, values, components });
  }

  return { useT, t, T };
}
