/** The answers of the account calls that are ours to word (the browser shows the spec's own texts). */
export const AUTH_ANSWERS = {
  signedUp: 'Account created. Check your e-mail for the verification link.',
  verified: 'Your e-mail address is verified. You can now log in.',
  verificationNotFound: 'This verification link is not valid or has already been used.',
  verificationInvalid: 'This verification link is not valid.',
  verificationExpired: 'This verification link has expired. Log in to request a new one.',
  badCredentials: 'Invalid email or password.',
  notVerified: 'Your e-mail address is not verified yet.',
  inactive: 'This account has been deactivated.',
  suspended:
    'This employer account is suspended by the Kweli Jobs moderators: you cannot log in and its jobs are off the board. If you think this is a mistake, reply to the e-mail we sent you.',
  resetSent: 'If an account exists for this e-mail, a password reset link has been sent.',
  verificationResent:
    'If this e-mail belongs to an account that is not yet verified, a new link has been sent.',
  resetDone: 'Your password has been reset. You can now log in.',
  resetInvalid: 'This password reset link is invalid or has expired.',
  refreshInvalid: 'The session has ended. Please log in again.',
  googleNotConfigured: 'Google sign-in is not enabled on this site.',
  googleInvalid: 'The Google sign-in could not be verified.',
  chooseRole: 'Choose whether you are joining as a candidate or as an employer.',
} as const;
