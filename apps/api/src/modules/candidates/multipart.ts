import { withoutHiddenCharacters } from '@kweli/shared';
import { badRequest } from '../../platform/errors.ts';

/** A file part of a multipart body, held in memory (the route's body limit bounds it). */
export interface UploadedPart {
  name: string;
  type: string;
  bytes: Buffer;
}

/** A multipart form's fields: text fields as strings, file fields as parts. */
export type MultipartFields = Record<string, string | UploadedPart>;

export const isUploadedPart = (v: unknown): v is UploadedPart =>
  typeof v === 'object' && v !== null && Buffer.isBuffer((v as UploadedPart).bytes);

/**
 * Parses a multipart/form-data body with the platform's own parser (the Fetch API's `formData`), so
 * no extra dependency is needed for the one route that takes a file with its fields.
 */
export async function parseMultipart(contentType: string, body: Buffer): Promise<MultipartFields> {
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw badRequest('The form could not be read.');
  }
  const fields: MultipartFields = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') fields[name] = value;
    else if (value.size > 0 || value.name)
      fields[name] = {
        name: withoutHiddenCharacters(value.name),
        type: value.type,
        bytes: Buffer.from(await value.arrayBuffer()),
      };
  }
  return fields;
}

/** Form fields are text: a tick box arrives as "true"/"on", an empty date as "". */
export function formToEntry(fields: MultipartFields, booleans: string[]): Record<string, unknown> {
  const entry: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (isUploadedPart(value)) continue;
    entry[name] = booleans.includes(name) ? ['true', 'on', '1'].includes(value.toLowerCase()) : value;
  }
  return entry;
}
