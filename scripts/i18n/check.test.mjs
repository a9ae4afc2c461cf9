import { DECISION_TEMPLATES } from '@kweli/shared';
import { describe, expect, it } from 'vitest';
import { checkTexts } from './check.mjs';
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
  });

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
});
