import {
  ALERT_FREQUENCIES,
  ALERT_FREQUENCY_LABELS,
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  type AuditAction,
  EDUCATION_LEVELS,
  EMPLOYER_JOB_STATUSES,
  EXPERIENCE_LABELS,
  EXPERIENCE_LEVELS,
  INDUSTRIES,
  JOB_TYPES,
  LABELS,
  LOCATION_TYPES,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  REVIEW_STATUSES,
  type ReportReason,
  SUBMISSION_STATUSES,
  WORKING_PERIODS,
} from '@kweli/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/index.ts';
import { type LabelKind, labelKey, labelText } from './labels.ts';
import en from './locales/en.json';
import sw from './locales/sw.json';

/** Every value of every list, with the English that screens showed before the catalogues. */
const LISTS: Record<LabelKind, [readonly string[], (value: string) => string]> = {
  locationType: [LOCATION_TYPES, (v) => LABELS[v]!],
  workingPeriod: [WORKING_PERIODS, (v) => LABELS[v]!],
  jobType: [JOB_TYPES, (v) => LABELS[v]!],
  reviewStatus: [REVIEW_STATUSES, (v) => LABELS[v]!],
  jobStatus: [EMPLOYER_JOB_STATUSES, (v) => LABELS[v]!],
  submissionStatus: [SUBMISSION_STATUSES, (v) => LABELS[v]!],
  experienceLevel: [EXPERIENCE_LEVELS, (v) => EXPERIENCE_LABELS[v as keyof typeof EXPERIENCE_LABELS]],
  educationLevel: [EDUCATION_LEVELS, (v) => v],
  industry: [INDUSTRIES, (v) => v],
  alertFrequency: [
    ALERT_FREQUENCIES,
    (v) => ALERT_FREQUENCY_LABELS[v as keyof typeof ALERT_FREQUENCY_LABELS],
  ],
  reportReason: [REPORT_REASONS, (v) => REPORT_REASON_LABELS[v as ReportReason]],
  auditAction: [AUDIT_ACTIONS, (v) => AUDIT_ACTION_LABELS[v as AuditAction]],
};

afterEach(() => i18n.changeLanguage('en'));

describe('Enum labels', () => {
  it('When a list has a value, then the catalogue has its label, in English exactly as before and in Swahili', () => {
    for (const [kind, [values, english]] of Object.entries(LISTS) as [
      LabelKind,
      (typeof LISTS)[LabelKind],
    ][]) {
      const enLabels: Record<string, string> = en.labels[kind];
      const swLabels: Record<string, string> = sw.labels[kind];
      expect(Object.keys(enLabels).sort(), kind).toEqual(values.map(labelKey).sort());
      expect(Object.keys(swLabels).sort(), kind).toEqual(values.map(labelKey).sort());
      for (const value of values) {
        expect(labelText(kind, value)).toBe(english(value));
        expect(swLabels[labelKey(value)]?.trim(), `${kind} ${value}`).toBeTruthy();
      }
    }
    expect(Object.keys(en.labels).sort()).toEqual(Object.keys(LISTS).sort());
  });

  it('When the value is empty or unknown, then it shows nothing or the value itself', () => {
    expect(labelText('jobType', null)).toBe('');
    expect(labelText('jobType', '')).toBe('');
    expect(labelText('jobType', 'seasonal')).toBe('seasonal');
  });

  it('When the reader chose Swahili, then the label is the Swahili one', async () => {
    i18n.addResourceBundle('sw', 'lib', sw);
    await i18n.changeLanguage('sw');
    expect(labelText('jobType', 'permanent')).toBe('Ya kudumu');
    expect(labelText('educationLevel', "Bachelor's Degree")).toBe('Shahada ya kwanza');
    expect(labelText('locationType', 'on-site')).toBe('Ofisini');
    expect(labelText('reportReason', 'fee_requested')).toBe('Waliniomba pesa');
    expect(labelText('auditAction', 'employer.suspend')).toBe('Alimsimamisha mwajiri');
  });
});
