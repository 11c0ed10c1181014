import { StatusBadge } from '@marketplace/ui';
import { useRecordContext } from 'react-admin';
import type { ProviderRecord } from '@/portals/admin/data-provider/providers-resource';

/** The provider's account state in the spec's colours (section 4), as the design system draws them. */
export function ProviderStateChip() {
  const state = useRecordContext<ProviderRecord>()?.AccState;
  return state ? <StatusBadge kind="account" status={state} /> : null;
}
