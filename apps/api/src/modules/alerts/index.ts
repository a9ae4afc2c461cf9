/** The job alerts module's public entry (docs/architecture.md): its routes are combined in modules/index.ts. */

export { eraseAlertsOf } from './erasure.ts';
export { alertToken } from './links.ts';
export { alertsData } from './personal-data.ts';
export { addProfileAlerts } from './profile-alert.ts';
export { runDueAlerts } from './sending.ts';
