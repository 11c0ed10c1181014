import type { ProviderAccountState } from '@marketplace/contract';
import { useQuery } from '@tanstack/react-query';
import { currentProvider } from '@/portals/provider/data-provider';

// Only an active business publishes listings: the screens say why before the provider tries.

export const PUBLISH_BLOCK_REASONS: Record<Exclude<ProviderAccountState, 'active'>, string> = {
  pending:
    'Your business is under review. You can add listings once an admin approves it; until then nothing is shown to customers.',
  rejected:
    'Your business was not approved. Correct your business profile and resubmit it: you can add listings once it is approved.',
  inactive:
    'Your business is inactive, so its listings are hidden from customers and no new ones can be added. Contact the marketplace’s support team to reactivate it.',
};

export interface PublishBlock {
  /** Still reading the account state. */
  readonly loading: boolean;
  /** Why the provider cannot publish, or null when the business is active. */
  readonly reason: string | null;
}

export function usePublishBlock(): PublishBlock {
  const { data: state, isPending } = useQuery({
    queryKey: ['provider', 'accState'],
    queryFn: async () => (await currentProvider()).business.accState,
  });
  if (isPending || !state) return { loading: isPending, reason: null };
  return { loading: false, reason: state === 'active' ? null : PUBLISH_BLOCK_REASONS[state] };
}
