/** The notifications module's public entry: what other modules may use (docs/architecture.md). */

export { anonymiseApplicationNotifications, eraseNotificationsOf } from './erasure.ts';
export { createNotification } from './events.ts';
export { notificationsData } from './personal-data.ts';
