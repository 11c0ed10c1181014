import { makeJwt } from '@marketplace/client/testing';
import { onTestFinished, vi } from 'vitest';
import { api, session } from '@/api';
import { providerFixture } from '@/portals/provider/testing/provider-fixtures';
import { currentProvider } from '@/portals/provider/data-provider';
import type { CurrentProvider } from '@/portals/provider/data-provider/current-provider';

// The provider dashboard's screens read the signed-in provider through the back office's one
// currentProvider (src/data-provider/index.ts): the user from the session the storefront writes,
// their profile from GET /api/Provider/user/{id}. Tests sign a provider in the same way instead of
// replacing the module, so their files can share a worker's modules (scripts/vitest-isolation.mjs).

/**
 * Signs in `provider` (providerFixture() unless given): the session names its user, and a spy on
 * the real `api.providers.getUser` answers its profile. currentProvider forgets any earlier answer
 * now and again after the test, when the session is cleared too, so no other test or file sees
 * this provider. Call it again in a test to change the provider; restore the spies after each test
 * (vi.restoreAllMocks()). `forget` spies on currentProvider.forget and still forgets.
 */
export function signInProvider(provider: CurrentProvider = providerFixture()) {
  currentProvider.forget();
  session.write({ jwtToken: makeJwt('Provider', { nameid: provider.userId }), refreshToken: 'refresh-Provider' });
  onTestFinished(() => {
    session.clear();
    currentProvider.forget();
  });
  const getUser = vi.spyOn(api.providers, 'getUser').mockResolvedValue(provider.profile);
  const forget = vi.spyOn(currentProvider, 'forget');
  // A second sign-in in the same test counts only what the screen forgets from now on.
  forget.mockClear();
  return { getUser, forget };
}
