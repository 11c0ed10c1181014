import { useQuery } from '@tanstack/react-query';
import { api } from '../../api';
import type { CurrentProvider } from '../../data-provider/provider/current-provider';
import { PROVIDER_PROFILE } from '../../config/paths';
import { onboardingSteps } from './onboarding';

type BankDetailsCall = (providerId: string) => Promise<unknown>;
/** GET of the payout bank details; newer than this screen, so read only when the client has it. */
const bankDetailsCall = (): BankDetailsCall | undefined =>
  (api.payouts as { bankDetails?: BankDetailsCall }).bankDetails;

/** Saved bank details: true; none yet (null or 404): false; anything else: unknown. */
async function readBankDetails(call: BankDetailsCall, providerId: string): Promise<boolean | null> {
  try {
    const details = await call(providerId);
    return details !== null && details !== undefined && details !== '';
  } catch (error) {
    if ((error as { status?: number }).status === 404) return false;
    return null;
  }
}

/** The onboarding steps of the signed-in provider; undefined until the figures behind them are read. */
export function useOnboarding(me: CurrentProvider | undefined) {
  const providerId = me?.providerId;
  const listings = useQuery({
    queryKey: ['provider-home', 'listing-count', providerId],
    queryFn: () => api.serviceItems.list({ ProviderId: providerId, Limit: 1 }),
    enabled: providerId !== undefined,
  });
  const call = bankDetailsCall();
  const bank = useQuery({
    queryKey: ['provider-home', 'bank-details', providerId],
    queryFn: () => readBankDetails(call!, providerId!),
    enabled: providerId !== undefined && call !== undefined,
  });
  if (!me || !listings.data) return { steps: undefined, error: listings.error };
  if (call && bank.isPending) return { steps: undefined, error: null };
  const steps = onboardingSteps(
    {
      profile: me.profile,
      business: me.business,
      listingCount: listings.data.TotalItems,
      hasBankDetails: bank.data ?? undefined,
    },
    PROVIDER_PROFILE,
  );
  return { steps, error: null };
}
