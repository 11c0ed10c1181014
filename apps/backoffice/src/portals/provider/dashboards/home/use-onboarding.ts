import { useQuery } from '@tanstack/react-query';
import { api } from '@/api';
import type { CurrentProvider } from '@/portals/provider/data-provider/current-provider';
import { PROVIDER_PROFILE } from '@/config/paths';
import { useVerificationSummary } from '@/portals/provider/components/use-verification-summary';
import { onboardingSteps } from './onboarding';

/** Saved bank details: true; none yet (null, or a 404): false; a failed read: unknown (null). */
async function readBankDetails(providerId: string): Promise<boolean | null> {
  try {
    return (await api.payouts.bankDetails(providerId)) !== null;
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
  const bank = useQuery({
    queryKey: ['provider-home', 'bank-details', providerId],
    queryFn: () => readBankDetails(providerId!),
    enabled: providerId !== undefined,
  });
  // The verification's summary as the bank details: a failed read leaves its step out.
  const verification = useVerificationSummary(providerId);
  if (!me || !listings.data) return { steps: undefined, error: listings.error };
  if (bank.isPending || verification.isPending) return { steps: undefined, error: null };
  const steps = onboardingSteps(
    {
      profile: me.profile,
      business: me.business,
      listingCount: listings.data.TotalItems,
      hasBankDetails: bank.data ?? undefined,
      verification: verification.data?.Status,
    },
    PROVIDER_PROFILE,
  );
  return { steps, error: null };
}
