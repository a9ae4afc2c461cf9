import { EDUCATION_LEVELS, todayInNairobi, UNIVERSITIES } from '@kweli/shared';
import type { ReactNode } from 'react';
import { FormField } from '../../../components/form-field.tsx';
import { DateSelect } from '../components/date-select.tsx';
import { type ExperienceDraft, emptyEducation, emptyExperience } from './draft.ts';
import type { StepProps } from './personal-step.tsx';

/**
 * Step 2: work experience and education entries. An entry can be removed while there is more than
 * one; ticking current clears the end date and disables it (docs/product/candidate.md §2).
 */
export function EntriesStep({ draft, update, errors }: StepProps) {
  const today = todayInNairobi();
  const removed = (list: number[], id?: number) => (id ? [...list, id] : list);

  return (
    <div className="stack">
      <h2>Work experience</h2>
      <EntryList
        noun="Experience"
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
                label="Company name"
                value={entry.company_name}
                onChange={(e) => set({ company_name: e.target.value })}
                error={err('company_name')}
              />
              <FormField
                id={`${entry.key}-title`}
                label="Job title"
                value={entry.job_title}
                onChange={(e) => set({ job_title: e.target.value })}
                error={err('job_title')}
              />
            </div>
            <EntryDates
              name={name}
              entry={entry}
              today={today}
              current="I currently work here"
              err={err}
              change={set}
            />
            <div className="field">
              <label htmlFor={`${entry.key}-duties`}>Responsibilities</label>
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

      <h2>Education</h2>
      <datalist id="universities">
        {UNIVERSITIES.map((u) => (
          <option key={u} value={u} />
        ))}
      </datalist>
      <EntryList
        noun="Education"
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
                label="Institution name"
                list="universities"
                value={entry.institution_name}
                onChange={(e) => set({ institution_name: e.target.value })}
                error={err('institution_name')}
              />
              <FormField
                id={`${entry.key}-course`}
                label="Course"
                value={entry.course}
                onChange={(e) => set({ course: e.target.value })}
                error={err('course')}
              />
            </div>
            <div className="field">
              <label htmlFor={`${entry.key}-level`}>Education level</label>
              <select
                id={`${entry.key}-level`}
                value={entry.education_level}
                onChange={(e) => set({ education_level: e.target.value })}
              >
                <option value="">Not given</option>
                {EDUCATION_LEVELS.map((l) => (
                  <option key={l} value={l}>
                    {l}
                  </option>
                ))}
              </select>
            </div>
            <EntryDates
              name={name}
              entry={entry}
              today={today}
              current="I currently study here"
              err={err}
              change={set}
            />
          </>
        )}
      </EntryList>
    </div>
  );
}

/**
 * One kind of entry: each in its card ("Experience 1") with its fields, removable while there is more
 * than one (an id already saved is kept to delete on save), and the button that adds one. Ticking
 * current clears the end date.
 */
function EntryList<E extends { key: string; id?: number; to_date: string; is_current: boolean }>(props: {
  /** "Experience", "Education": the cards' legends and the buttons' words. */
  noun: string;
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
  const { noun, entries, onList } = props;
  const word = noun.toLowerCase();
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
        return (
          <fieldset key={entry.key} className="card entry">
            <legend>
              {noun} {n}
            </legend>
            {props.children(
              entry,
              set(entry.key),
              (f) => props.errors[`${props.errorsAt}.${i}.${f}`],
              `${noun} ${n}`,
            )}
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
                Remove {word} {n}
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
        Add {word}
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
  return (
    <>
      <DateSelect
        label={`${name} start date`}
        value={entry.from_date}
        max={today}
        onChange={(from_date) => change({ from_date })}
        error={err('from_date')}
      />
      <DateSelect
        label={`${name} end date`}
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
