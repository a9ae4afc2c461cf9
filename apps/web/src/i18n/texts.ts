import { defineTexts } from './index.ts';
import en from './locales/en.json';

export const { useT } = defineTexts('i18n', en, () => import('./locales/sw.json'));
