import { defineServerTexts } from '../../platform/texts.ts';
import en from './locales/en.json';
import sw from './locales/sw.json';

/** The account e-mails' texts and the frame every e-mail shares (greeting, button's address, sign-off). */
export const authTexts = defineServerTexts('auth', en, sw);
