import type { BookingStatus, ProviderAccountState, TransactionStatus } from '@marketplace/contract';
import type { ChipProps } from '@mui/material/Chip';
import { HueChip } from '../hue-chip';
import { BOOKING_STATUS_LABELS } from './booking-status-labels';
import { accountStateHue, bookingStatusHue, transactionStatusHue, type Hue } from '../../theme/status-colors';

export type StatusBadgeProps = Omit<ChipProps, 'label' | 'color'> &
  (
    | { kind: 'booking'; status: BookingStatus }
    | { kind: 'account'; status: ProviderAccountState }
    | { kind: 'transaction'; status: TransactionStatus }
  );

function hueAndLabel(props: StatusBadgeProps): { hue: Hue; label: string } {
  switch (props.kind) {
    case 'booking':
      return { hue: bookingStatusHue[props.status], label: BOOKING_STATUS_LABELS[props.status] };
    case 'account':
      return { hue: accountStateHue[props.status], label: capitalise(props.status) };
    case 'transaction':
      return { hue: transactionStatusHue[props.status], label: capitalise(props.status) };
  }
}

function capitalise(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** A booking, account or transaction status in the spec's colour, always with its word too. */
export function StatusBadge(props: StatusBadgeProps) {
  const { hue, label } = hueAndLabel(props);
  const { kind: _kind, status: _status, ...chipProps } = props;
  return <HueChip {...chipProps} hue={hue} label={label} />;
}
