import type { TextKey } from '../i18n/index.ts';
import type en from './locales/en.json';
import { t, useT } from './texts.ts';

/**
 * The labels of the product's enumerations in the reader's language, in one catalogue home (the `lib`
 * namespace's `labels`), for every folder: job types, location types, working periods, review and job
 * statuses, experience levels, education levels, industries, alert frequencies, the reasons a job is
 * reported and the admins' decisions in the audit log. Counties and
 * countries are proper names and are shown as they are.
 *
 *   const label = useLabel();        // in a component
 *   label('jobType', job.job_type)   // "Permanent" / "Ya kudumu"
 *   labelText('industry', 'Finance') // outside React
 *
 * The key is the stored value in camelCase ('on-site' → onSite, "Bachelor's Degree" → bachelorsDegree),
 * so a catalogue entry is found from the value the API answers; labels.test.ts holds every value of the
 * shared lists to an entry whose English is today's text (`LABELS`, `EXPERIENCE_LABELS`, the lists'
 * own names, `ALERT_FREQUENCY_LABELS`). A value with no entry shows as it is, as `label()` did.
 */
export type LabelKind = keyof (typeof en)['labels'];

/** 'on-site' → 'onSite', 'in_review' → 'inReview', "Primary School (KCPE)" → 'primarySchoolKcpe'. */
export function labelKey(value: string): string {
  const words = value
    .replace(/['’]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return words.map((word, i) => (i === 0 ? word : word[0]!.toUpperCase() + word.slice(1))).join('');
}

type Translate = (key: TextKey<typeof en>, options?: { defaultValue: string }) => string;

function labelWith(translate: Translate, kind: LabelKind, value: string | null | undefined): string {
  if (!value) return '';
  const key = `labels.${kind}.${labelKey(value)}` as TextKey<typeof en>;
  return translate(key, { defaultValue: value });
}

/** A value's label outside React (a toast, a title): `labelText('jobStatus', 'in_review')`. */
export function labelText(kind: LabelKind, value: string | null | undefined): string {
  return labelWith(t, kind, value);
}

/** In a component: `const label = useLabel(); label('jobType', job.job_type)`; follows the language. */
export function useLabel(): (kind: LabelKind, value: string | null | undefined) => string {
  const translate = useT();
  return (kind, value) => labelWith(translate, kind, value);
}
