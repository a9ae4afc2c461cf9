/** The notifications module's public entry: what other modules may use (docs/architecture.md). */

export { createNotification } from './events.ts';
export { notificationsData } from './personal-data.ts';
