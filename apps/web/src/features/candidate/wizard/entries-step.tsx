import { EDUCATION_LEVELS, todayInNairobi, UNIVERSITIES } from '@kweli/shared';
import type { ReactNode } from 'react';
import { FormField } from '../../../components/form-field.tsx';
import { useLabel } from '../../../lib/labels.ts';
import { DateSelect } from '../components/date-select.tsx';
import { useT } from '../texts.ts';
import { type ExperienceDraft, emptyEducation, emptyExperience } from './draft.ts';
import type { StepProps } from './personal-step.tsx';

/**
 * Step 2: work experience and education entries. An entry can be removed while there is more than
 * one; ticking current clears the end date and disables it (docs/product/candidate.md §2).
 */
export function EntriesStep({ draft, update, errors }: StepProps) {
  const t = useT();
  const label = useLabel();
  const today = todayInNairobi();
  const removed = (list: number[], id?: number) => (id ? [...list, id] : list);

  return (
    <div className="stack">
      <h2>{t('entries.work')}</h2>
      <EntryList
        kind="experience"
        entries={draft.experiences}
        errorsAt="work_experiences"
        errors={errors}
        fresh={emptyExperience}
        onList={(experiences, removedId) =>
          update({
            experiences,
            ...(removedId ? { removedExperiences: removed(draft.removedExperiences, removedId) } : {}),
          })
        }
      >
        {(entry, set, err, name) => (
          <>
            <div className="grid wizard-grid">
              <FormField
                id={`${entry.key}-company`}
                label={t('entries.companyName')}
                value={entry.company_name}
                onChange={(e) => set({ company_name: e.target.value })}
                error={err('company_name')}
              />
              <FormField
                id={`${entry.key}-title`}
                label={t('entries.jobTitle')}
                value={entry.job_title}
                onChange={(e) => set({ job_title: e.target.value })}
                error={err('job_title')}
              />
            </div>
            <EntryDates
              name={name}
              entry={entry}
              today={today}
              current={t('entries.currentWork')}
              err={err}
              change={set}
            />
            <div className="field">
              <label htmlFor={`${entry.key}-duties`}>{t('entries.responsibilities')}</label>
              <textarea
                id={`${entry.key}-duties`}
                rows={3}
                value={entry.responsibilities}
                onChange={(e) => set({ responsibilities: e.target.value })}
              />
            </div>
          </>
        )}
      </EntryList>

      <h2>{t('entries.education')}</h2>
      <datalist id="universities">
        {UNIVERSITIES.map((u) => (
          <option key={u} value={u} />
        ))}
      </datalist>
      <EntryList
        kind="educationEntry"
        entries={draft.educations}
        errorsAt="educations"
        errors={errors}
        fresh={emptyEducation}
        onList={(educations, removedId) =>
          update({
            educations,
            ...(removedId ? { removedEducations: removed(draft.removedEducations, removedId) } : {}),
          })
        }
      >
        {(entry, set, err, name) => (
          <>
            <div className="grid wizard-grid">
              <FormField
                id={`${entry.key}-institution`}
                label={t('entries.institution')}
                list="universities"
                value={entry.institution_name}
                onChange={(e) => set({ institution_name: e.target.value })}
                error={err('institution_name')}
              />
              <FormField
                id={`${entry.key}-course`}
                label={t('entries.course')}
                value={entry.course}
                onChange={(e) => set({ course: e.target.value })}
                error={err('course')}
              />
            </div>
            <div className="field">
              <label htmlFor={`${entry.key}-level`}>{t('entries.level')}</label>
              <select
                id={`${entry.key}-level`}
                value={entry.education_level}
                onChange={(e) => set({ education_level: e.target.value })}
              >
                <option value="">{t('entries.notGiven')}</option>
                {EDUCATION_LEVELS.map((l) => (
                  <option key={l} value={l}>
                    {label('educationLevel', l)}
                  </option>
                ))}
              </select>
            </div>
            <EntryDates
              name={name}
              entry={entry}
              today={today}
              current={t('entries.currentStudy')}
              err={err}
              change={set}
            />
          </>
        )}
      </EntryList>
    </div>
  );
}

const ENTRY_TEXTS = {
  experience: {
    name: 'entries.experience.name',
    remove: 'entries.experience.remove',
    add: 'entries.experience.add',
  },
  educationEntry: {
    name: 'entries.educationEntry.name',
    remove: 'entries.educationEntry.remove',
    add: 'entries.educationEntry.add',
  },
} as const;

/**
 * One kind of entry: each in its card ("Experience 1") with its fields, removable while there is more
 * than one (an id already saved is kept to delete on save), and the button that adds one. Ticking
 * current clears the end date.
 */
function EntryList<E extends { key: string; id?: number; to_date: string; is_current: boolean }>(props: {
  /** Which entries: their cards' names ("Experience 1") and the buttons' words. */
  kind: 'experience' | 'educationEntry';
  entries: E[];
  /** Where the entries' field messages are, as the server names them ("work_experiences"). */
  errorsAt: string;
  errors: Record<string, string>;
  fresh: () => E;
  onList: (entries: E[], removedId?: number) => void;
  children: (
    entry: E,
    set: (change: Partial<E>) => void,
    err: (field: string) => string | undefined,
    name: string,
  ) => ReactNode;
}) {
  const t = useT();
  const { kind, entries, onList } = props;
  const texts = ENTRY_TEXTS[kind];
  const set = (key: string) => (change: Partial<E>) =>
    onList(
      entries.map((e) =>
        e.key === key ? { ...e, ...change, ...(change.is_current ? { to_date: '' } : {}) } : e,
      ),
    );
  return (
    <>
      {entries.map((entry, i) => {
        const n = i + 1;
        const name = t(texts.name, { n });
        return (
          <fieldset key={entry.key} className="card entry">
            <legend>{name}</legend>
            {props.children(entry, set(entry.key), (f) => props.errors[`${props.errorsAt}.${i}.${f}`], name)}
            {entries.length > 1 ? (
              <button
                type="button"
                className="button button-danger"
                onClick={() =>
                  onList(
                    entries.filter((e) => e.key !== entry.key),
                    entry.id,
                  )
                }
              >
                {t(texts.remove, { n })}
              </button>
            ) : null}
          </fieldset>
        );
      })}
      <button
        type="button"
        className="button button-secondary"
        onClick={() => onList([...entries, props.fresh()])}
      >
        {t(texts.add)}
      </button>
    </>
  );
}

type EntryDatesChange = Partial<Pick<ExperienceDraft, 'from_date' | 'to_date' | 'is_current'>>;

/**
 * An entry's period: start and end date (none after today) and "I currently work/study here", which
 * clears the end date and disables it.
 */
function EntryDates({
  name,
  entry,
  today,
  current,
  err,
  change,
}: {
  /** "Experience 1", "Education 2": the dates' labels start with it. */
  name: string;
  entry: { key: string; from_date: string; to_date: string; is_current: boolean };
  today: string;
  /** The checkbox's label. */
  current: string;
  err: (field: string) => string | undefined;
  change: (change: EntryDatesChange) => void;
}) {
  const t = useT();
  return (
    <>
      <DateSelect
        label={t('entries.startDate', { name })}
        value={entry.from_date}
        max={today}
        onChange={(from_date) => change({ from_date })}
        error={err('from_date')}
      />
      <DateSelect
        label={t('entries.endDate', { name })}
        value={entry.to_date}
        max={today}
        disabled={entry.is_current}
        onChange={(to_date) => change({ to_date })}
        error={err('to_date')}
      />
      <div className="checkbox">
        <input
          id={`${entry.key}-current`}
          type="checkbox"
          checked={entry.is_current}
          onChange={(e) => change({ is_current: e.target.checked })}
        />
        <label htmlFor={`${entry.key}-current`}>{current}</label>
      </div>
    </>
  );
}
