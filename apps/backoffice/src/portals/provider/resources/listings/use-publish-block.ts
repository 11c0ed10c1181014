import type { ProviderAccountState } from '@marketplace/contract';
import { useQuery } from '@tanstack/react-query';
import { useT, type MessageId } from '@/i18n/text';
import { currentProvider } from '@/portals/provider/data-provider';

// Only an active business publishes listings: the screens say why before the provider tries.

const PUBLISH_BLOCK_REASONS: Record<Exclude<ProviderAccountState, 'active'>, MessageId> = {
  pending: 'provider.listings.publishBlock.pending',
  rejected: 'provider.listings.publishBlock.rejected',
  inactive: 'provider.listings.publishBlock.inactive',
};

export interface PublishBlock {
  /** Still reading the account state. */
  readonly loading: boolean;
  /** Why the provider cannot publish (in the language on screen), or null when the business is active. */
  readonly reason: string | null;
}

export function usePublishBlock(): PublishBlock {
  const t = useT();
  const { data: state, isPending } = useQuery({
    queryKey: ['provider', 'accState'],
    queryFn: async () => (await currentProvider()).business.accState,
  });
  if (isPending || !state) return { loading: isPending, reason: null };
  return { loading: false, reason: state === 'active' ? null : t(PUBLISH_BLOCK_REASONS[state]) };
}
