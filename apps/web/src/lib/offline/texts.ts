import { defineTexts } from '../../i18n/index.ts';
import en from './locales/en.json';

/** What the app says when the phone has no network (issue 25 item 2). */
export const { useT } = defineTexts('offline', en, () => import('./locales/sw.json'));
