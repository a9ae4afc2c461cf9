import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * What was typed in a form, kept in the tab (sessionStorage) until it is saved, so that a reload or a
 * phone dropping the page loses nothing (issue 27, item 2). Only the user's own changes are kept (not
 * values filled from the server); a successful submit forgets them, and logout forgets them all. The
 * tab's storage, not localStorage: a closed tab on a shared phone leaves nothing behind.
 */
const PREFIX = 'keptForm:';

function tabStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export const keptForms = {
  read<T>(name: string): T | null {
    const raw = tabStorage()?.getItem(PREFIX + name);
    if (!raw) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  write(name: string, values: unknown): void {
    try {
      tabStorage()?.setItem(PREFIX + name, JSON.stringify(values));
    } catch {
      // A full or refused storage only means the work is not kept; the form goes on.
    }
  },
  forget(name: string): void {
    tabStorage()?.removeItem(PREFIX + name);
  },
  /** Logout: nothing one user typed is left for the next. */
  forgetAll(): void {
    const store = tabStorage();
    if (!store) return;
    for (const key of Object.keys(store)) if (key.startsWith(PREFIX)) store.removeItem(key);
  },
};

/** Keeps the form's values under `name` whenever the user changes a field (not on a reset). */
export function useKeptForm<T extends FieldValues>(
  form: UseFormReturn<T>,
  name: string,
  enabled = true,
): void {
  useEffect(() => {
    if (!enabled) return;
    const subscription = form.watch((values, { name: changed }) => {
      if (changed) keptForms.write(name, values);
    });
    return () => subscription.unsubscribe();
  }, [form, name, enabled]);
}
