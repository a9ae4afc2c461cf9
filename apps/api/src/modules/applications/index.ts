/** The applications module's public entry: what other modules may use (docs/architecture.md). */
export { applicationFacts } from './facts.ts';
export { applicationsData } from './personal-data.ts';
