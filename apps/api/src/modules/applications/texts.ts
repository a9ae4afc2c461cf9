import { defineServerTexts } from '../../platform/texts.ts';
import en from './locales/en.json';
import sw from './locales/sw.json';

/** The applications module's texts for people (an interview's calendar file) in English and Swahili. */
export const applicationTexts = defineServerTexts('applications', en, sw);
