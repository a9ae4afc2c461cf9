/** The curated resources (learning-resources/resources.ts), at the address the pages import. */
export * from './learning-resources/resources.ts';
