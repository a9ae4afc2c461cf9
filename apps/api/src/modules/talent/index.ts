/** The talent module's public entry: what other modules may use (docs/architecture.md). */
export { eraseTalentRecordsOf } from './erasure.ts';
