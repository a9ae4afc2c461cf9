import { defineTexts } from '../../i18n/index.ts';
import en from './locales/en.json';

/**
 * Our descriptions of the curated resources: a folder and namespace of their own apart from lib's, as
 * only the lazy pages that list them (blog, guides, tips, Learning Hub) should load them.
 */
export const { t } = defineTexts('learningResources', en, () => import('./locales/sw.json'));
