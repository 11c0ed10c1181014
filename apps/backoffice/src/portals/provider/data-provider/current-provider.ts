import type { Api } from '@marketplace/client';
import { signedInUser, type ObservableSession } from '@marketplace/client/session';
import type { UserProfile, UserProfileProvider } from '@marketplace/contract';
import { HttpError } from 'react-admin';
import type { MessageId } from '@/i18n/text';

// The provider dashboard's calls name the signed-in provider by ProviderId (listings, stats,
// earnings, payouts) or by UserId (orders). Both come from the session's user and their profile,
// read once per signed-in user and shared by every resource; a change of business profile or
// account state reads it again (`forget`).

// The errors' messages are ids of the catalogs: react-admin's notifications translate them.
const NO_BUSINESS: MessageId = 'provider.app.noBusiness';
const SIGN_IN_AGAIN: MessageId = 'provider.app.signInAgain';

export interface CurrentProvider {
  readonly userId: string;
  readonly providerId: string;
  readonly profile: UserProfile;
  readonly business: UserProfileProvider;
}

export interface CurrentProviderSource {
  /** The signed-in provider, read once per user. */
  (): Promise<CurrentProvider>;
  /** Read the profile again at the next call (after the business profile or state changed). */
  forget(): void;
}

export function createCurrentProvider(api: Api, session: ObservableSession): CurrentProviderSource {
  let cached: { userId: string; value: Promise<CurrentProvider> } | null = null;
  const read = async (userId: string): Promise<CurrentProvider> => {
    const profile = await api.providers.getUser(userId);
    if (!profile.provider) throw new HttpError(NO_BUSINESS, 403);
    return { userId, providerId: profile.provider.providerId, profile, business: profile.provider };
  };
  const current = (() => {
    const user = signedInUser(session.read());
    if (!user) return Promise.reject(new HttpError(SIGN_IN_AGAIN, 401));
    if (cached?.userId !== user.userId) {
      const value = read(user.userId);
      cached = { userId: user.userId, value };
      // A failed read is not kept: the next call tries again.
      value.catch(() => {
        if (cached?.value === value) cached = null;
      });
    }
    return cached.value;
  }) as CurrentProviderSource;
  current.forget = () => {
    cached = null;
  };
  return current;
}
