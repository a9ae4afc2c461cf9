import { defineTexts } from '../../i18n/index.ts';
import en from './locales/en.json';

export const { useT, t, T } = defineTexts('applications', en, () => import('./locales/sw.json'));
