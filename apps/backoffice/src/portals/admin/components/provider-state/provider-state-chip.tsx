import { StatusBadge } from '@marketplace/ui';
import { useRecordContext } from 'react-admin';
import { isProviderState } from './provider-states';

/** The provider's account state in the spec's colours (section 4), as the design system draws them. */
export function ProviderStateChip() {
  const state = useRecordContext()?.AccState;
  return isProviderState(state) ? <StatusBadge kind="account" status={state} /> : null;
}
