/** The auth module's public entry: what other modules may use (docs/architecture.md). */

export { createAccountSettings } from './account-settings.ts';
export {
  findUserByEmail,
  insertUser,
  isUniqueViolation,
  type NewUser,
  normalEmail,
  type UserRow,
} from './accounts.ts';
export { type AdminAccount, adminAccount, grantAdmin, revokeAdmin } from './admins.ts';
export { AUTH_ANSWERS } from './answers.ts';
export { type AccountName, createEmailVerification, type EmailVerification } from './email-verification.ts';
export { compose, helloLine, signOff } from './emails.ts';
export {
  claimWarnedInactiveCandidates,
  type ErasedAccount,
  eraseAccountRow,
  erasedEmail,
  pruneEndedSessions,
  warnInactiveCandidates,
} from './erasure.ts';
export type { GoogleIdentity } from './google.ts';
export { userLanguage, userLanguages } from './languages.ts';
export { type AuthLimits, createAuthLimits } from './limits.ts';
export { accountData } from './personal-data.ts';
export { emailNotificationsOn, setEmailNotifications, type UserFacts, userFacts } from './profile-facts.ts';
export { userAccounts } from './read-models.ts';
export { createSessions } from './sessions.ts';
export { liftSuspension, type SuspendedAccount, suspendAccount } from './suspensions.ts';
export { authTexts } from './texts.ts';
