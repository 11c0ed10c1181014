import type { Api } from '@marketplace/client';
import { endSession, needsRestore, signedInUser } from '@marketplace/client/session';
import {
  fullName,
  landingPathFor,
  PERSIST_RESTORE_TIMEOUT_MS,
  type BackofficePortal,
  type Role,
} from '@marketplace/contract';
import { DEVICE_STORAGE_KEYS } from '@marketplace/ui';
import type { AuthProvider, UserIdentity } from 'react-admin';
import { canAccessIn, portalAdmits } from './access-control';
import { storefrontPaths } from '@/config/paths';
import { leaveTo } from './full-page';

// react-admin's auth provider over the session the storefront writes (docs/decisions.md, "Back
// office"). Nobody signs in here: providers and admins sign in at the storefront's
// /provider-login, and the back office reads the same `persist:root` entry on the same origin.
//
//   checkAuth    a usable session (an expired access token is renewed once, through the client's
//                single-flight refresh) whose role this portal admits; a visitor is sent to
//                /provider-login (what is left of an unusable session ended first), a signed-in
//                user of another portal to their own landing page (spec 2.2) without being signed
//                out. Both leave with a full page load from here, not through react-admin's logout
//                redirect: that navigation is a React transition, and the store and query reset
//                react-admin schedules beside it re-rendered the portal, whose checkAuth failed
//                again and navigated again, in a loop that lasted until a transition happened to
//                commit (more than 10 s on a busy machine; issue 31).
//   checkError   a 401 the client could not cure (or a session gone meanwhile) signs out; a 403
//                is a refused action, shown as an error, not a sign-out.
//   logout       ends the session for both apps (endSession) and lands on /start.
//   canAccess    src/access-control.ts: the portal's roles, super-admin-only resources.
//
// Redirect targets are storefront paths: the portal's router sends any path outside its basename
// to the server with a full page load (shell/leave-back-office.tsx).

export interface BackofficeAuthOptions {
  readonly portal: BackofficePortal;
  /** The back office's one Api (src/api.ts): its client owns the session and the refresh. */
  readonly api: Pick<Api, 'auth' | 'http' | 'providers'>;
  /** A full page load; injectable for tests. */
  readonly leave?: (path: string) => void;
  readonly restoreTimeoutMs?: number;
}

/** What checkAuth and checkError reject with: react-admin redirects there, without a toast. */
export interface AuthRedirect {
  readonly redirectTo: string;
  readonly message: false;
}

const toSignIn: AuthRedirect = { redirectTo: storefrontPaths.providerLogin, message: false };

/** The page is being replaced: settle nothing, so react-admin keeps its loading screen meanwhile. */
const pageIsLeaving = () => new Promise<never>(() => {});

const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
    ? error.status
    : undefined;

export function createAuthProvider(options: BackofficeAuthOptions): AuthProvider {
  const { api, portal } = options;
  const session = api.http.session;
  const leave = options.leave ?? leaveTo;
  const currentRole = (): Role | null => signedInUser(session.read())?.role ?? null;

  /** True unless the session could not be renewed (the client then sent the user to /start). */
  async function restore(): Promise<boolean> {
    if (!needsRestore(session.read())) return true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Spec: give up waiting after the restore time and go on with what is stored.
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(true), options.restoreTimeoutMs ?? PERSIST_RESTORE_TIMEOUT_MS);
    });
    try {
      return await Promise.race([api.http.refreshSession(), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async login() {
      throw new Error('Sign in at /provider-login: the back office has no sign-in page.');
    },

    async checkAuth() {
      if (!(await restore())) return pageIsLeaving();
      const user = signedInUser(session.read());
      if (!user?.role) {
        await endSession({ auth: api.auth, session, keep: DEVICE_STORAGE_KEYS });
        leave(storefrontPaths.providerLogin);
        return pageIsLeaving();
      }
      if (!portalAdmits(portal, user.role)) {
        leave(landingPathFor(user.role));
        return pageIsLeaving();
      }
    },

    async checkError(error: unknown) {
      if (statusOf(error) === 401 || !signedInUser(session.read())) throw toSignIn;
    },

    async logout() {
      const hadSession = session.read() !== null;
      await endSession({ auth: api.auth, session, keep: DEVICE_STORAGE_KEYS });
      // A sign-out lands on /start (spec 4); a visitor turned away lands where back-office users sign in.
      return hadSession ? storefrontPaths.start : storefrontPaths.providerLogin;
    },

    async getIdentity(): Promise<UserIdentity> {
      const user = signedInUser(session.read());
      if (!user) throw toSignIn;
      try {
        // Spec 6: providers, admins and super admins are read from the provider endpoint.
        const profile = await api.providers.getUser(user.userId);
        return {
          id: user.userId,
          // Isolated (U+2068 ... U+2069): a Latin name inside the Arabic app bar and menu label keeps
          // its own direction and does not reorder the words around it.
          fullName: `\u2068${fullName(profile)}\u2069`,
          avatar: profile.imageUrl || undefined,
          // The account's language: the portal follows it (shell/layout/portal-user-menu.tsx).
          language: profile.language,
        };
      } catch {
        // The name is a courtesy: without the profile the app bar shows the e-mail.
        return { id: user.userId, fullName: user.email };
      }
    },

    async getPermissions() {
      return currentRole();
    },

    async canAccess({ resource, action }) {
      return canAccessIn(portal, currentRole(), { resource, action });
    },
  };
}
