import { PHONE_CODES } from '@kweli/shared';

/**
 * A phone number as the spec stores it: a country-code picker (default +254) and the number without
 * the code. The page joins them on save and splits a stored number back on load.
 */
export function PhoneField({
  id,
  label,
  code,
  number,
  error,
  onChange,
}: {
  id: string;
  label: string;
  code: string;
  number: string;
  error?: string | undefined;
  onChange: (value: { code: string; number: string }) => void;
}) {
  const errorId = `${id}-error`;
  return (
    <fieldset className="field phone-field">
      <legend>{label}</legend>
      <div className="phone-inputs">
        <select
          id={`${id}-code`}
          aria-label={`${label} country code`}
          value={code}
          onChange={(e) => onChange({ code: e.target.value, number })}
        >
          {PHONE_CODES.map((p) => (
            <option key={`${p.country}${p.code}`} value={p.code}>
              {p.code} {p.country}
            </option>
          ))}
        </select>
        <input
          id={id}
          type="tel"
          inputMode="tel"
          aria-label={label}
          value={number}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => onChange({ code, number: e.target.value })}
        />
      </div>
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
