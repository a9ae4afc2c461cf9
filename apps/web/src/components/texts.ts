import { defineTexts } from '../i18n/index.ts';
import en from './locales/en.json';

/** The texts of the shared components: header, footer, job card, search, dialogs, list states. */
export const { useT, t, T } = defineTexts('components', en, () => import('./locales/sw.json'));
