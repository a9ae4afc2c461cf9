import { defineServerTexts } from '../../platform/texts.ts';
import en from './locales/en.json';
import sw from './locales/sw.json';

/** The privacy module's e-mails in English and Swahili (issue 25 item 1). */
export const privacyTexts = defineServerTexts('privacy', en, sw);
