import type { BookingStatus, ProviderAccountState, TransactionStatus } from '@marketplace/contract';
import type { ChipProps } from '@mui/material/Chip';
import { HueChip } from '../hue-chip';
import { BOOKING_STATUS_LABELS } from './booking-status-labels';
import { useUiText, type UiMessageId } from '../../lib/ui-text';
import { accountStateHue, bookingStatusHue, transactionStatusHue, type Hue } from '../../theme/status-colors';

export type StatusBadgeProps = Omit<ChipProps, 'label' | 'color'> &
  (
    | { kind: 'booking'; status: BookingStatus }
    | { kind: 'account'; status: ProviderAccountState }
    | { kind: 'transaction'; status: TransactionStatus }
    | { kind: 'payout'; status: TransactionStatus }
  );

const ACCOUNT_STATE_LABELS: Readonly<Record<ProviderAccountState, UiMessageId>> = {
  active: 'ui.accountState.active',
  pending: 'ui.accountState.pending',
  rejected: 'ui.accountState.rejected',
  inactive: 'ui.accountState.inactive',
};

const TRANSACTION_STATUS_LABELS: Readonly<Record<TransactionStatus, UiMessageId>> = {
  completed: 'ui.transactionStatus.completed',
  pending: 'ui.transactionStatus.pending',
  failed: 'ui.transactionStatus.failed',
  cancelled: 'ui.transactionStatus.cancelled',
};

/** A payout's states in the contract's words (PAYOUT_STATUS_LABELS): "Paid", "Rejected". */
export const PAYOUT_STATUS_MESSAGES: Readonly<Record<TransactionStatus, UiMessageId>> = {
  completed: 'ui.payoutStatus.completed',
  pending: 'ui.payoutStatus.pending',
  failed: 'ui.payoutStatus.failed',
  cancelled: 'ui.payoutStatus.cancelled',
};

function hueAndLabel(props: StatusBadgeProps): { hue: Hue; label: UiMessageId } {
  switch (props.kind) {
    case 'booking':
      return { hue: bookingStatusHue[props.status], label: BOOKING_STATUS_LABELS[props.status] };
    case 'account':
      return { hue: accountStateHue[props.status], label: ACCOUNT_STATE_LABELS[props.status] };
    case 'transaction':
      return { hue: transactionStatusHue[props.status], label: TRANSACTION_STATUS_LABELS[props.status] };
    case 'payout':
      return { hue: transactionStatusHue[props.status], label: PAYOUT_STATUS_MESSAGES[props.status] };
  }
}

/** A booking, account, transaction or payout status in the spec's colour, always with its word too. */
export function StatusBadge(props: StatusBadgeProps) {
  const t = useUiText();
  const { hue, label } = hueAndLabel(props);
  const { kind: _kind, status: _status, ...chipProps } = props;
  return <HueChip {...chipProps} hue={hue} label={t(label)} />;
}
