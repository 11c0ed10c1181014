import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { isProviderState, STATE_COLOURS, STATE_LABELS } from './provider-states';

/** The provider's account state in the spec's colours. */
export function ProviderStateChip() {
  const record = useRecordContext();
  const state = record?.AccState;
  if (!isProviderState(state)) return null;
  return <Chip size="small" color={STATE_COLOURS[state]} label={STATE_LABELS[state]} />;
}
