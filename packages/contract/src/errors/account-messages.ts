// Texts the API sends in account flows where the spec has none of its own (our wording). The apps
// show the server's Message first (spec section 8), so these reach users verbatim.

export const ACCOUNT_MESSAGES = {
  registered: 'Registration successful. Please check your e-mail to verify your account.',
  duplicateEmail: 'An account with this e-mail address already exists. Sign in or reset your password.',
  unknownCategory: 'The selected business category does not exist.',
  signedIn: 'Signed in',
  sessionExpired: 'Your session has expired. Please sign in again.',
  tooManySignIns: 'Too many sign-in attempts for this account. Please wait 15 minutes and try again.',
  tooManySignInsNewDevice:
    'Too many failed sign-ins to this account from devices it has not been used on. Sign in on a device you have used before, try again later, or reset your password: the e-mailed link also lets this device in.',
  // The same answer whether or not the address has an account, so nobody can probe for accounts.
  resetLinkSent: 'If an account exists for this e-mail address, a password reset link has been sent to it.',
  verificationSent: 'If this account still needs verification, a new link has been sent to its e-mail address.',
  emailVerified: 'Your email address has been verified. You can now log in.',
  verificationLinkInvalid: 'This verification link is invalid or has expired. Please request a new one.',
  profileNotYours: 'You can only view or change your own profile.',
  profileNotFound: 'This profile does not exist.',
} as const;
