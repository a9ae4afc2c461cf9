/**
 * A row as a person's data export writes it (issue 23 item 2): snake_case names, as the API answers,
 * and times in ISO 8601.
 */
export function plainRecord(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    out[key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)] =
      value instanceof Date ? value.toISOString() : value;
  }
  return out;
}
