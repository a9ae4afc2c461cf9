import { FieldError } from '../../../components/form-field.tsx';
import { PhoneCodeSelect } from '../../../components/phone-code-select.tsx';
import { useT } from '../texts.ts';

/**
 * A phone number as the spec stores it: a country-code picker (default +254) and the number without
 * the code. The page joins them on save and splits a stored number back on load.
 */
export function PhoneField({
  id,
  label,
  code,
  country,
  number,
  error,
  onChange,
}: {
  id: string;
  label: string;
  code: string;
  /** The country chosen with the code (several share +1, +7): decision 056. */
  country?: string | undefined;
  number: string;
  error?: string | undefined;
  onChange: (value: { code: string; country: string; number: string }) => void;
}) {
  const t = useT();
  const errorId = `${id}-error`;
  return (
    <fieldset className="field phone-field">
      <legend>{label}</legend>
      <div className="phone-inputs">
        <PhoneCodeSelect
          id={`${id}-code`}
          label={t('phone.countryCode', { label })}
          code={code}
          country={country}
          onChange={(choice) => onChange({ ...choice, number })}
        />
        <input
          id={id}
          type="tel"
          inputMode="tel"
          aria-label={label}
          value={number}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => onChange({ code, country: country ?? '', number: e.target.value })}
        />
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
