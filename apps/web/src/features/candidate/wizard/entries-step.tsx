import { EDUCATION_LEVELS, todayInNairobi, UNIVERSITIES } from '@kweli/shared';
import { FormField } from '../../../components/form-field.tsx';
import { DateSelect } from '../components/date-select.tsx';
import { type EducationDraft, type ExperienceDraft, emptyEducation, emptyExperience } from './draft.ts';
import type { StepProps } from './personal-step.tsx';

/**
 * Step 2: work experience and education entries. An entry can be removed while there is more than
 * one; ticking current clears the end date and disables it (docs/product/candidate.md §2).
 */
export function EntriesStep({ draft, update, errors }: StepProps) {
  const today = todayInNairobi();
  const setExperience = (key: string, change: Partial<ExperienceDraft>) =>
    update({
      experiences: draft.experiences.map((e) =>
        e.key === key ? { ...e, ...change, ...(change.is_current ? { to_date: '' } : {}) } : e,
      ),
    });
  const setEducation = (key: string, change: Partial<EducationDraft>) =>
    update({
      educations: draft.educations.map((e) =>
        e.key === key ? { ...e, ...change, ...(change.is_current ? { to_date: '' } : {}) } : e,
      ),
    });
  const removeExperience = (entry: ExperienceDraft) =>
    update({
      experiences: draft.experiences.filter((e) => e.key !== entry.key),
      removedExperiences: entry.id ? [...draft.removedExperiences, entry.id] : draft.removedExperiences,
    });
  const removeEducation = (entry: EducationDraft) =>
    update({
      educations: draft.educations.filter((e) => e.key !== entry.key),
      removedEducations: entry.id ? [...draft.removedEducations, entry.id] : draft.removedEducations,
    });

  return (
    <div className="stack">
      <h2>Work experience</h2>
      {draft.experiences.map((entry, i) => {
        const n = i + 1;
        const err = (f: string) => errors[`work_experiences.${i}.${f}`];
        return (
          <fieldset key={entry.key} className="card entry">
            <legend>Experience {n}</legend>
            <div className="grid wizard-grid">
              <FormField
                id={`${entry.key}-company`}
                label="Company name"
                value={entry.company_name}
                onChange={(e) => setExperience(entry.key, { company_name: e.target.value })}
                error={err('company_name')}
              />
              <FormField
                id={`${entry.key}-title`}
                label="Job title"
                value={entry.job_title}
                onChange={(e) => setExperience(entry.key, { job_title: e.target.value })}
                error={err('job_title')}
              />
            </div>
            <EntryDates
              name={`Experience ${n}`}
              entry={entry}
              today={today}
              current="I currently work here"
              err={err}
              change={(change) => setExperience(entry.key, change)}
            />
            <div className="field">
              <label htmlFor={`${entry.key}-duties`}>Responsibilities</label>
              <textarea
                id={`${entry.key}-duties`}
                rows={3}
                value={entry.responsibilities}
                onChange={(e) => setExperience(entry.key, { responsibilities: e.target.value })}
              />
            </div>
            {draft.experiences.length > 1 ? (
              <button type="button" className="button button-danger" onClick={() => removeExperience(entry)}>
                Remove experience {n}
              </button>
            ) : null}
          </fieldset>
        );
      })}
      <button
        type="button"
        className="button button-secondary"
        onClick={() => update({ experiences: [...draft.experiences, emptyExperience()] })}
      >
        Add experience
      </button>

      <h2>Education</h2>
      <datalist id="universities">
        {UNIVERSITIES.map((u) => (
          <option key={u} value={u} />
        ))}
      </datalist>
      {draft.educations.map((entry, i) => {
        const n = i + 1;
        const err = (f: string) => errors[`educations.${i}.${f}`];
        return (
          <fieldset key={entry.key} className="card entry">
            <legend>Education {n}</legend>
            <div className="grid wizard-grid">
              <FormField
                id={`${entry.key}-institution`}
                label="Institution name"
                list="universities"
                value={entry.institution_name}
                onChange={(e) => setEducation(entry.key, { institution_name: e.target.value })}
                error={err('institution_name')}
              />
              <FormField
                id={`${entry.key}-course`}
                label="Course"
                value={entry.course}
                onChange={(e) => setEducation(entry.key, { course: e.target.value })}
                error={err('course')}
              />
            </div>
            <div className="field">
              <label htmlFor={`${entry.key}-level`}>Education level</label>
              <select
                id={`${entry.key}-level`}
                value={entry.education_level}
                onChange={(e) => setEducation(entry.key, { education_level: e.target.value })}
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
              name={`Education ${n}`}
              entry={entry}
              today={today}
              current="I currently study here"
              err={err}
              change={(change) => setEducation(entry.key, change)}
            />
            {draft.educations.length > 1 ? (
              <button type="button" className="button button-danger" onClick={() => removeEducation(entry)}>
                Remove education {n}
              </button>
            ) : null}
          </fieldset>
        );
      })}
      <button
        type="button"
        className="button button-secondary"
        onClick={() => update({ educations: [...draft.educations, emptyEducation()] })}
      >
        Add education
      </button>
    </div>
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
