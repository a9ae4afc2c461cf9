/** The candidates module's public entry: what other modules may use (docs/architecture.md). */
export { candidateEntriesRead, entriesOfCandidates } from './entries.ts';
export { eraseCandidateProfile } from './erasure.ts';
export { candidateSignUpName, createCandidateProfile, loadProfile, preferredPlaces } from './profile.ts';
export { candidateNames } from './read-models.ts';
