import { defineTexts } from '../../i18n/index.ts';
import en from './locales/en.json';

export const { useT, t, T } = defineTexts('auth', en, () => import('./locales/sw.json'));
