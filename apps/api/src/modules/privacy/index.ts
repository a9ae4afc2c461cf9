/** The privacy module's public entry (docs/architecture.md): the top layer; nothing imports it yet. */
export { listConsents, listViews } from './records.ts';
