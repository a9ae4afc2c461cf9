import { defineTexts } from '../i18n/index.ts';
import en from './locales/en.json';

/** The texts of lib/: the enum labels every screen shows (labels.ts), dates in words, the data saver. */
export const { useT, t, T } = defineTexts('lib', en, () => import('./locales/sw.json'));
