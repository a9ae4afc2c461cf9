import { useEffect, useId, useState } from 'react';
import { FieldError } from '../../../components/form-field.tsx';
import { i18n } from '../../../i18n/index.ts';
import { useT } from '../texts.ts';

/**
 * A date as three drop-downs (day, month, year), so that a phone user picks a birth date decades back
 * in three taps. The year list shows 100 years back from the latest allowed date
 * (docs/product/candidate.md §9), and nothing after `max` can be chosen: later years are absent, later months
 * and days of the last year are disabled (the 18-year cut-off of the date of birth, "today" for experience
 * dates).
 */
export const YEARS_SHOWN = 100;

/** The months' names in the reader's language ("January", "Januari"), made once per language. */
const monthNames = new Map<string, string[]>();
function monthsIn(language: string): string[] {
  let names = monthNames.get(language);
  if (!names) {
    const format = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' });
    names = Array.from({ length: 12 }, (_, i) => format.format(new Date(Date.UTC(2000, i, 1))));
    monthNames.set(language, names);
  }
  return names;
}

const pad = (n: number) => String(n).padStart(2, '0');
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

interface Parts {
  year: string;
  month: string;
  day: string;
}

const split = (value: string): Parts => {
  const [year = '', month = '', day = ''] = value ? value.split('-') : [];
  return { year, month: month ? String(Number(month)) : '', day: day ? String(Number(day)) : '' };
};

export interface DateSelectProps {
  label: string;
  value: string;
  /** The latest date that may be chosen (yyyy-MM-dd). */
  max: string;
  onChange: (value: string) => void;
  required?: boolean;
  disabled?: boolean;
  error?: string | undefined;
}

export function DateSelect({ label, value, max, onChange, required, disabled, error }: DateSelectProps) {
  const t = useT();
  const id = useId();
  const [parts, setParts] = useState<Parts>(() => split(value));
  // A date set from outside (the saved profile) shows; a cleared one (current ticked) empties all three.
  useEffect(() => {
    if (value) setParts(split(value));
    else if (disabled) setParts(split(''));
  }, [value, disabled]);

  const [maxYear, maxMonth, maxDay] = max.split('-').map(Number) as [number, number, number];
  const years = Array.from({ length: YEARS_SHOWN }, (_, i) => maxYear - i);
  const year = Number(parts.year);
  const month = Number(parts.month);
  const lastDay = year && month ? daysIn(year, month) : 31;

  const change = (next: Partial<Parts>) => {
    const merged = { ...parts, ...next };
    // A day beyond the new month's end, or a month or day beyond the limit, is cleared.
    const y = Number(merged.year);
    const m = Number(merged.month);
    if (y && m && Number(merged.day) > daysIn(y, m)) merged.day = '';
    if (y === maxYear && m > maxMonth) merged.month = '';
    if (y === maxYear && Number(merged.month) === maxMonth && Number(merged.day) > maxDay) merged.day = '';
    setParts(merged);
    const complete = merged.year && merged.month && merged.day;
    onChange(complete ? `${merged.year}-${pad(Number(merged.month))}-${pad(Number(merged.day))}` : '');
  };

  const errorId = `${id}-error`;
  const described = error ? errorId : undefined;
  return (
    <fieldset className="field date-select" aria-describedby={described} disabled={disabled}>
      <legend>
        {label}
        {required ? ' *' : ''}
      </legend>
      <div className="date-select-parts">
        <label>
          <span className="sr-only">{t('date.dayOf', { label })}</span>
          <select
            aria-label={t('date.dayOf', { label })}
            value={parts.day}
            aria-invalid={error ? true : undefined}
            onChange={(e) => change({ day: e.target.value })}
          >
            <option value="">{t('date.day')}</option>
            {Array.from({ length: lastDay }, (_, i) => i + 1).map((d) => (
              <option key={d} value={d} disabled={year === maxYear && month === maxMonth && d > maxDay}>
                {d}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="sr-only">{t('date.monthOf', { label })}</span>
          <select
            aria-label={t('date.monthOf', { label })}
            value={parts.month}
            aria-invalid={error ? true : undefined}
            onChange={(e) => change({ month: e.target.value })}
          >
            <option value="">{t('date.month')}</option>
            {monthsIn(i18n.language).map((name, i) => (
              <option key={name} value={i + 1} disabled={year === maxYear && i + 1 > maxMonth}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="sr-only">{t('date.yearOf', { label })}</span>
          <select
            aria-label={t('date.yearOf', { label })}
            value={parts.year}
            aria-invalid={error ? true : undefined}
            onChange={(e) => change({ year: e.target.value })}
          >
            <option value="">{t('date.year')}</option>
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </label>
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
