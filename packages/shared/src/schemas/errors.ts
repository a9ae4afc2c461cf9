import { z } from 'zod';

/**
 * The error bodies of the API (docs/product/rules.md "API shape"): `{ detail }` for a non-field error, or
 * `{ field_name: [messages] }` with status 400 for field errors. Nested fields use dotted names
 * ("user.email").
 */
export const errorBody = z.object({ detail: z.string() }).catchall(z.unknown());
/** Field errors: `{ field_name: [messages] }`. */
export const fieldErrorBody = z.record(z.string(), z.array(z.string()));
export type FieldErrors = Record<string, string[]>;

/** The error handler's generic texts: in api-messages.ts, without zod, for the web app's entry. */
export { API_MESSAGES } from '../api-messages.ts';
