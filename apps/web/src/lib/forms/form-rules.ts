import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Path, PathValue, Resolver, UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '../../api/client.ts';

/**
 * The pieces every form of the app shares (one form approach: react-hook-form holding the values, the
 * shared zod schemas and rules checking them through zodResolver). Field messages are read flat
 * ("educations.0.course"), as the server's field errors are written.
 */

/**
 * A zod schema from a shared rule written as a function answering `{ field: message }` (for example
 * `jobSaveErrors`), so that the rule keeps one home and the form still checks through zodResolver.
 */
export function schemaFromRule<T>(rule: (values: T) => Record<string, string>) {
  return z
    .custom<T>(() => true)
    .superRefine((values, ctx) => {
      for (const [path, message] of Object.entries(rule(values as T))) {
        ctx.addIssue({ code: 'custom', path: path.split('.'), message });
      }
    });
}

/**
 * A resolver whose schema depends on where the form is (a wizard's step, the button pressed): `schema`
 * is asked at each check; null checks nothing. A step's schema may cover only its own fields: the form
 * keeps its values as typed (raw), the schema only says what is refused.
 */
export function resolverOf<T extends FieldValues>(schema: () => z.ZodType | null): Resolver<T> {
  return (values, context, options) => {
    const current = schema();
    if (!current) return { values, errors: {} };
    // zodResolver types its values by the schema's input; a step's schema takes the whole form's values.
    return zodResolver(current as z.ZodType<T, T>, undefined, { raw: true })(values, context, options);
  };
}

/** react-hook-form's nested errors as `{ "a.b": message }`, the first message of each field. */
export function flatMessages(errors: FieldErrors, prefix = ''): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (!value || key === 'ref') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof (value as { message?: unknown }).message === 'string') {
      found[path] = (value as { message: string }).message;
    } else if (typeof value === 'object') {
      Object.assign(found, flatMessages(value as FieldErrors, path));
    }
  }
  return found;
}

/**
 * A form read by field blocks written as controlled parts (`form={values} errors={errors}
 * onChange={setForm}`): the values, the flat messages, and `setForm(next)` setting each value that
 * changed (marking the form dirty). `accepts` names the fields the blocks may set.
 */
export function controlledFields<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'watch' | 'formState' | 'setValue'>,
  accepts: (name: string) => boolean = () => true,
) {
  const values = form.watch();
  const errors = flatMessages(form.formState.errors);
  const setForm = (next: T) => {
    for (const [name, value] of Object.entries(next)) {
      if (accepts(name) && value !== values[name]) {
        form.setValue(name as Path<T>, value as PathValue<T, Path<T>>, { shouldDirty: true });
      }
    }
  };
  return { values, errors, setForm };
}

/** Puts field messages (the server's, or a step's own check) on their fields; the old ones go. */
export function showFieldMessages<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'clearErrors' | 'setError'>,
  messages: Record<string, string>,
): void {
  form.clearErrors();
  for (const [path, message] of Object.entries(messages)) {
    form.setError(path as Path<T>, { type: 'refused', message });
  }
}

/**
 * A failed save's field messages put on their fields; false when the failure names no field (the
 * caller then says it another way).
 */
export function showRefusedFields<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'clearErrors' | 'setError'>,
  error: unknown,
): boolean {
  const fields = error instanceof ApiError ? error.fieldMessages() : {};
  if (!Object.keys(fields).length) return false;
  showFieldMessages(form, fields);
  return true;
}

/**
 * Moves to the first refused field of a form: scrolled into view and focused, so that on a phone the
 * message beside it is on the screen (issue 27, item 7). Waits for the messages to render;
 * `whenNoneShown` runs when no refused field is on the screen (the caller then says it another way).
 */
export function focusFirstRefused(root: HTMLElement | null, whenNoneShown?: () => void): void {
  // Two frames: the messages (and a step the form moved to) render in the first.
  const afterRender = (then: () => void) =>
    window.requestAnimationFrame(() => window.requestAnimationFrame(then));
  afterRender(() => {
    const field = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) {
      whenNoneShown?.();
      return;
    }
    field.scrollIntoView?.({ block: 'center' });
    field.focus({ preventScroll: true });
  });
}
