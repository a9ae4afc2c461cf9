import { defineTexts, type TextKey } from '../../i18n/index.ts';
import en from './locales/en.json';

export const { useT, t, T } = defineTexts('talent', en, () => import('./locales/sw.json'));

/** A key of this folder's catalogue, for tables of labels kept outside components. */
export type TalentText = TextKey<typeof en>;
