import { describe, expect, it } from 'vitest';
import { checkTexts } from './check.mjs';

/**
 * `npm test` fails when a text has no Swahili, a key is unused, English is left in the JSX of a converted
 * folder, or the review table is stale (scripts/i18n/check.mjs says what is checked).
 */
describe('the texts in English and Swahili (issue 25 item 1)', () => {
  it('When the catalogues are checked, then nothing is missing, unused or left in English', () => {
    const { catalogues, failures } = checkTexts();
    expect(catalogues).toBeGreaterThan(0);
    expect(failures).toEqual([]);
  });
});
