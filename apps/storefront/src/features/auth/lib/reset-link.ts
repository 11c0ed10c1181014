import { paths } from '@/config/paths';

// Spec 2.6: the reset page reads token, email and redirect from the query. The two path variants
// (/reset-password/customer/:token, /reset-password/provider/:token) carry the token in the path
// and imply the redirect.

export const PROVIDER_REDIRECT = 'provider-auth';

export interface ResetLink {
  readonly token: string | null;
  readonly email: string | null;
  readonly redirect: string | null;
}

export function readResetLink(pathname: string, pathToken: string | undefined, search: URLSearchParams): ResetLink {
  const fromProviderPath = /^\/reset-password\/provider\//i.test(pathname);
  const fromCustomerPath = /^\/reset-password\/customer\//i.test(pathname);
  const pathRedirect = fromProviderPath ? PROVIDER_REDIRECT : fromCustomerPath ? 'customer-auth' : null;
  return {
    token: pathToken?.trim() || search.get('token')?.trim() || null,
    email: search.get('email')?.trim() || null,
    redirect: pathRedirect ?? search.get('redirect'),
  };
}

/** /provider-login when redirect is provider-auth, otherwise /customer-auth (spec 2.6). */
export function loginPathFor(redirect: string | null): string {
  return redirect === PROVIDER_REDIRECT ? paths.providerLogin.getHref() : paths.customerAuth.getHref();
}

/** Our choice: long enough to read 'Password Reset Complete' before the login page opens. */
export const RESET_COMPLETE_REDIRECT_DELAY_MS = 3000;
