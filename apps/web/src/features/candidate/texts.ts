import { defineTexts } from '../../i18n/index.ts';
import en from './locales/en.json';

export const { useT, t, T } = defineTexts('candidate', en, () => import('./locales/sw.json'));
