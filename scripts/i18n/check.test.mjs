import { DECISION_TEMPLATES } from '@kweli/shared';
import { describe, expect, it } from 'vitest';
import { checkTexts, retiredTerms } from './check.mjs';
import { decisionTemplateDrift, decisionTemplatesSwahili } from './messages.mjs';

/**
 * `npm test` fails when a text has no Swahili, a key is unused, English is left in the JSX of a converted
 * folder, or the review table is stale (scripts/i18n/check.mjs says what is checked).
 */
describe('the texts in English and Swahili (issue 25 item 1)', () => {
  it('When the catalogues are checked, then nothing is missing, unused or left in English', () => {
    const { catalogues, failures } = checkTexts();
    expect(catalogues).toBeGreaterThan(0);
    expect(failures).toEqual([]);
    // It parses every source file with TypeScript: seconds on a quiet machine, more on a busy shared one.
  }, 60_000);

  it("When the web's Swahili of a ready-made decision text differs from the API's by one word, then the check names it", () => {
    const wanted = decisionTemplatesSwahili();
    const rejected = DECISION_TEMPLATES.rejected('{{job}}', '{{company}}');
    const shortlisted = DECISION_TEMPLATES.shortlisted('{{job}}', '{{company}}');
    expect(Object.keys(wanted).sort()).toEqual([rejected, shortlisted].sort());
    expect(wanted[rejected]).toMatch(/^Asante kwa kuomba kazi ya \{\{job\}\} katika \{\{company\}\}/);
    expect(decisionTemplateDrift({ ...wanted })).toEqual([]);

    const drifted = { ...wanted, [rejected]: wanted[rejected].replace('kila la heri', 'heri') };
    const failures = decisionTemplateDrift(drifted);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toContain('Thank you for applying for {{job}}');
    expect(failures[0]).toContain('apps/api/src/modules/notifications/locales/sw.json');
    expect(decisionTemplateDrift({ [shortlisted]: wanted[shortlisted] })).toHaveLength(1);
  });

  it('When a Swahili text says "tahadhari" for a job alert or "hai" for active, then the check names the term to use', () => {
    expect(retiredTerms('Unda tahadhari kwa utafutaji huu')).toEqual([
      expect.stringContaining('arifa ya kazi'),
    ]);
    expect(retiredTerms('Tahadhari yako ya kazi imewashwa.')).toHaveLength(1);
    expect(retiredTerms('Vikao vilivyo hai')).toEqual([expect.stringContaining('inatumika')]);
    expect(retiredTerms('Hai')).toHaveLength(1);
    // The corrected texts, and words that merely start with "hai" (negative verb forms), pass.
    expect(retiredTerms('Vikao vinavyotumika')).toEqual([]);
    expect(retiredTerms('Arifa hii ya kazi haikupatikana. Hatua hii haiwezi kutenduliwa.')).toEqual([]);
  });
});
