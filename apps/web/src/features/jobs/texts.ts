import { defineTexts } from '../../i18n/index.ts';
import en from './locales/en.json';

export const { useT, T } = defineTexts('jobs', en, () => import('./locales/sw.json'));
