import {
  LANGUAGES,
  type Language,
  type NairobiDateTimeParts,
  nairobiDateTimeParts,
  TIME_ZONE,
} from '@kweli/shared';
import i18next, { type TOptions } from 'i18next';

/**
 * The server's texts in English and Swahili (issue 25 item 1: "e-mails go out in the recipient's
 * language"), through i18next as in the web app (apps/web/src/i18n). One instance for the server; each
 * module that writes to people keeps its catalogues beside its code, in `locales/en.json` and
 * `locales/sw.json` (the same keys: `npm run check:i18n` reads every `apps/api/src/**\/locales/`), and
 * declares them once:
 *
 *   import en from './locales/en.json';
 *   import sw from './locales/sw.json';
 *   export const texts = defineServerTexts('auth', en, sw);
 *   const t = texts(language);  t('verify.subject')  t.dateTime(iso)
 *
 * Both catalogues are loaded with the code (a server has no reason to load them lazily), so a text is
 * ready in any language at once. English is the source and the fallback: an English text is exactly
 * the one the spec gives and the tests assert.
 */
export type { Language };
export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);
/** The language of a stored value, English for anything else (an old row, a null). */
export const languageOr = (value: unknown): Language => (isLanguage(value) ? value : 'en');

/** Intl's locales: the Kenyan forms of each language (dates, numbers, plural rules). */
export const LOCALES: Record<Language, string> = { en: 'en-KE', sw: 'sw-KE' };

const i18n = i18next.createInstance();
i18n.init({
  lng: 'en',
  fallbackLng: 'en',
  resources: {},
  initAsync: false,
  // E-mails escape what they put into HTML themselves (platform/html.ts); the text body is plain.
  interpolation: { escapeValue: false },
  returnEmptyString: false,
});

type Catalogue = { [key: string]: string | Catalogue };
type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type WithoutPlural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;

/** The dotted keys of a catalogue; `jobs_one` / `jobs_other` are asked for as `jobs` with a count. */
export type TextKey<C> = {
  [K in keyof C & string]: C[K] extends string ? WithoutPlural<K> : `${K}.${TextKey<C[K]>}`;
}[keyof C & string];

/** The texts of one module in one language, with Intl's formats for that language. */
export interface Texts<C> {
  (key: TextKey<C>, options?: TOptions): string;
  readonly language: Language;
  /** A number grouped as the language writes it (en-KE: "80,000"; sw-KE: "80,000"). */
  number(n: number): string;
  /** A date in Nairobi: "1 December 2026" / "1 Desemba 2026". */
  date(value: string | Date): string;
  /** The parts of a date and time in Nairobi, for a catalogue's own pattern (`{{weekday}} {{day}} …`). */
  dateTimeParts(value: string | Date): NairobiDateTimeParts;
}

const toDate = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);

/**
 * Declares a module's texts (namespace: the module's name in camelCase). Answers a function that gives
 * them in a language; what a module writes to a person goes through it with that person's language.
 */
export function defineServerTexts<C extends Catalogue>(
  namespace: string,
  english: C,
  swahili: Catalogue,
): (language: Language) => Texts<C> {
  i18n.addResourceBundle('en', namespace, english, true, true);
  i18n.addResourceBundle('sw', namespace, swahili, true, true);
  const cache = new Map<Language, Texts<C>>();
  return (language) => {
    const known = cache.get(language);
    if (known) return known;
    const fixed = i18n.getFixedT(language, namespace) as unknown as (
      key: string,
      options?: TOptions,
    ) => string;
    const locale = LOCALES[language];
    const numbers = new Intl.NumberFormat(locale);
    const dates = new Intl.DateTimeFormat(locale, {
      timeZone: TIME_ZONE,
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    const texts = Object.assign((key: TextKey<C>, options?: TOptions) => fixed(key, options), {
      language,
      number: (n: number) => numbers.format(n),
      date: (value: string | Date) => dates.format(toDate(value)),
      // The one Nairobi date-time formatter of the product (packages/shared limits.ts), here in the
      // reader's locale.
      dateTimeParts: (value: string | Date) => nairobiDateTimeParts(value, locale),
    }) as Texts<C>;
    cache.set(language, texts);
    return texts;
  };
}
