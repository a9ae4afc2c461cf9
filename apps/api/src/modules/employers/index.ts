/** The employers module's public entry: what other modules may use (docs/architecture.md). */

export { type EmployerAccountRow, listEmployerAccounts } from './admin-list.ts';
export { eraseCompanyProfile } from './erasure.ts';
export { companyProfileData } from './personal-data.ts';
export {
  type CompanyCopy,
  companyCopy,
  createEmployerProfile,
  employerSignUpName,
  findPublicCompany,
  publicCompaniesBetween,
  publicCompanyGroups,
} from './service.ts';
export {
  decideVerification,
  listVerifications,
  verificationDecided,
} from './verification.ts';
