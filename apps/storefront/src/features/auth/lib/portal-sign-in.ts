import {
  decodeTokenClaims,
  isLocale,
  LOGIN_ERRORS,
  normaliseTokenPair,
  portalLoginProblem,
  roleFromClaim,
  type Locale,
  type LoginPortal,
  type Role,
  type TokenPair,
} from '@marketplace/contract';

// Spec sections 4 and 5: "a login succeeds only when the role in the token matches the portal".
// The API checks this too; the page checks again before saving anything, so a token meant for the
// other portal (or a deleted user's) never reaches storage, even for a moment.

export interface PortalSignIn {
  readonly tokens: TokenPair;
  readonly role: Role;
  /** The account's language, when the API says it (issue 33): the app opens in it. */
  readonly language?: Locale;
}

/** Thrown with the spec's text; the form shows `message` as is. */
export class SignInRefused extends Error {
  override readonly name = 'SignInRefused';
}

export function acceptSignIn(response: unknown, portal: LoginPortal): PortalSignIn {
  const tokens = normaliseTokenPair(response);
  const claims = decodeTokenClaims(tokens?.jwtToken);
  const role = claims && roleFromClaim(claims.role);
  // A body without usable tokens is a server fault, not the person's: the generic login text.
  if (!tokens || !claims || !role) throw new SignInRefused(LOGIN_ERRORS.fallback);
  const problem = portalLoginProblem(claims, portal);
  if (problem) throw new SignInRefused(problem);
  const language = (response as { Language?: unknown } | null)?.Language;
  return isLocale(language) ? { tokens, role, language } : { tokens, role };
}
