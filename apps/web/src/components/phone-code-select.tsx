import { PHONE_CODES, phoneCodeOfCountry } from '@kweli/shared';

/**
 * The country-code picker of every phone field. Its choice is a country, not a code: the United States
 * and Canada share +1, Russia and Kazakhstan +7, so a picker of codes would show the first country of
 * the code whatever was chosen (issue 27 item 16, decision 056). The form keeps the country with the
 * code; a form kept before it had one shows the first country of its code.
 */
export function PhoneCodeSelect({
  id,
  label,
  code,
  country,
  onChange,
}: {
  id?: string;
  label: string;
  code: string;
  country: string | undefined;
  onChange: (choice: { code: string; country: string }) => void;
}) {
  const chosen =
    country && phoneCodeOfCountry(country) === code
      ? country
      : (PHONE_CODES.find((p) => p.code === code)?.country ?? '');
  return (
    <select
      id={id}
      aria-label={label}
      value={chosen}
      onChange={(e) => {
        const next = e.target.value;
        onChange({ code: phoneCodeOfCountry(next) ?? code, country: next });
      }}
    >
      {PHONE_CODES.map((p) => (
        <option key={p.country} value={p.country}>
          {p.code} {p.country}
        </option>
      ))}
    </select>
  );
}
