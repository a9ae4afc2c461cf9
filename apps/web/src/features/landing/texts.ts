import { defineTexts } from '../../i18n/index.ts';
import en from './locales/en.json';

export const { useT } = defineTexts('landing', en, () => import('./locales/sw.json'));
