import { TEST_USER_ID } from '@marketplace/client/testing';
import type { BackofficePortal, Role } from '@marketplace/contract';
import type { AuthProvider } from 'react-admin';
import { canAccessIn } from '@/access-control';

/**
 * A signed-in user of `role` for component tests: the real access rules (src/access-control.ts),
 * no session or network. Screens that check permissions see exactly what that role would.
 */
export function fakeAuthProvider(role: Role, portal: BackofficePortal = 'admin'): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getIdentity: async () => ({ id: TEST_USER_ID, fullName: 'Fatima Ali' }),
    getPermissions: async () => role,
    canAccess: async ({ resource, action }) => canAccessIn(portal, role, { resource, action }),
  };
}
