import {
  FILE_NAME_FIELDS,
  type FieldErrors,
  hasHiddenCharacters,
  MULTILINE_TEXT_FIELDS,
  TEXT_MESSAGES,
} from '@kweli/shared';
import type { FastifyInstance } from 'fastify';
import { fieldErrors } from './errors.ts';

/**
 * One gate for every text that arrives (issue 20, item 6): the JSON body, the query string and the path
 * parameters of every route are walked before validation, and a string holding a control or
 * text-direction character answers 400 with a field error naming it (dotted, as the validation errors
 * are). Before this, a NUL reached PostgreSQL and answered 500; the rule lives in packages/shared.
 * File names are not refused but cleaned where they are stored (modules/media).
 */
/** The fields of a parsed value whose text is refused, keyed by their dotted path. */
export function hiddenCharacterErrors(value: unknown, prefix = ''): FieldErrors {
  const errors: FieldErrors = {};
  // A list, not recursion: a body may nest thousands of levels deep.
  const pending: { value: unknown; path: string[] }[] = [{ value, path: prefix ? [prefix] : [] }];
  while (pending.length) {
    const { value: item, path } = pending.pop()!;
    if (typeof item === 'string') {
      const field = [...path].reverse().find((segment) => !/^\d+$/.test(segment)) ?? '';
      if (FILE_NAME_FIELDS.has(field)) continue;
      if (hasHiddenCharacters(item, MULTILINE_TEXT_FIELDS.has(field))) {
        errors[path.join('.') || 'non_field_errors'] = [TEXT_MESSAGES.hiddenCharacters];
      }
    } else if (Array.isArray(item)) {
      for (const [i, entry] of item.entries()) pending.push({ value: entry, path: [...path, String(i)] });
    } else if (item && typeof item === 'object' && !Buffer.isBuffer(item)) {
      for (const [key, entry] of Object.entries(item)) pending.push({ value: entry, path: [...path, key] });
    }
  }
  return errors;
}

export function registerHostileTextGate(app: FastifyInstance): void {
  // Synchronous: it runs on every API call (the polled unread count has no text at all).
  app.addHook('preValidation', (request, _reply, done) => {
    const errors = {
      ...hiddenCharacterErrors(request.params),
      ...hiddenCharacterErrors(request.query),
      ...hiddenCharacterErrors(request.body),
    };
    done(Object.keys(errors).length ? fieldErrors(errors) : undefined);
  });
}
