import { defineTexts } from '../../i18n/index.ts';
import en from './locales/en.json';

/** The texts of the content pages (about, terms, privacy, FAQ, blog, guides, tips, help, employers). */
export const { useT, T } = defineTexts('content', en, () => import('./locales/sw.json'));
