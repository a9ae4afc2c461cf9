import { defineServerTexts } from '../../platform/texts.ts';
import en from './locales/en.json';
import sw from './locales/sw.json';

/** The moderation module's e-mails in English and Swahili (issue 25 item 1). */
export const moderationTexts = defineServerTexts('moderation', en, sw);
