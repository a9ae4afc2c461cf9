import { useSyncExternalStore } from 'react';
import { storage } from './storage.ts';

/**
 * The data saver (issue 25 item 3, docs/decisions/100-images.md): logos and pictures are not loaded
 * and every card shows its placeholder (initials or the building icon). Kept in this browser under
 * `dataSaver` ("true"/"false") for visitors and signed-in users alike: a data bundle belongs to a phone,
 * so the office computer of the same account keeps its pictures. It survives logout.
 */
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const read = () => storage.get('dataSaver') === 'true';

export function setDataSaver(on: boolean): void {
  storage.set('dataSaver', on ? 'true' : 'false');
  for (const listener of listeners) listener();
}

export function useDataSaver(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}
