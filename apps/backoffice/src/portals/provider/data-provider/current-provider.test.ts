import { createMemorySession, type Api } from '@marketplace/client';
import { observeSession } from '@marketplace/client/session';
import { sessionFor, TEST_USER_ID } from '@marketplace/client/testing';
import type { UserProfile } from '@marketplace/contract';
import { describe, expect, it, vi } from 'vitest';
import { createCurrentProvider } from './current-provider';

const PROVIDER_ID = '6f1c2a55-3b1e-4c55-9a57-0d0c1f3e2b10';
const profile = { id: TEST_USER_ID, provider: { providerId: PROVIDER_ID, accState: 'active' } } as UserProfile;

function setUp(getUser: (userId: string) => Promise<UserProfile>, signedIn = true) {
  const api = { providers: { getUser: vi.fn(getUser) } } as unknown as Api & {
    providers: { getUser: ReturnType<typeof vi.fn> };
  };
  const session = observeSession(createMemorySession(signedIn ? sessionFor('Provider') : null));
  return { api, current: createCurrentProvider(api, session) };
}

describe('the current provider', () => {
  it("reads the signed-in user's business once and shares it", async () => {
    const { api, current } = setUp(async () => profile);
    const [first, second] = await Promise.all([current(), current()]);
    expect(first).toMatchObject({ userId: TEST_USER_ID, providerId: PROVIDER_ID });
    expect(second).toBe(first);
    expect(api.providers.getUser).toHaveBeenCalledTimes(1);
    expect(api.providers.getUser).toHaveBeenCalledWith(TEST_USER_ID);
  });

  it('reads again after forget (the profile or state changed)', async () => {
    const { api, current } = setUp(async () => profile);
    await current();
    current.forget();
    await current();
    expect(api.providers.getUser).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failed read, and refuses an account without a business', async () => {
    let calls = 0;
    const { current } = setUp(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return { ...profile, provider: undefined };
    });
    await expect(current()).rejects.toThrow('offline');
    await expect(current()).rejects.toMatchObject({ status: 403 });
  });

  it('asks to sign in again without a session', async () => {
    const { api, current } = setUp(async () => profile, false);
    await expect(current()).rejects.toMatchObject({ status: 401 });
    expect(api.providers.getUser).not.toHaveBeenCalled();
  });
});
