import type { ProviderAccountState } from '@marketplace/contract';
import { useCallback } from 'react';
import { useT, type MessageId } from '@/i18n/text';

// The provider account states in the order of the list's tabs (their colours, spec section 4, are
// the design system's StatusBadge) and the changes the API allows
// (docs/decisions.md, "Provider state changes": pending -> active | rejected, rejected -> active,
// active <-> inactive; anything else is 409 and nothing returns to pending).

export const PROVIDER_STATES: readonly ProviderAccountState[] = ['pending', 'active', 'rejected', 'inactive'];

const STATE_LABELS: Record<ProviderAccountState, MessageId> = {
  pending: 'admin.components.providerState.pending',
  active: 'admin.components.providerState.active',
  rejected: 'admin.components.providerState.rejected',
  inactive: 'admin.components.providerState.inactive',
};

/** "Pending" / "قيد المراجعة": an account state's name in the language on screen. */
export function useProviderStateLabel(): (state: ProviderAccountState) => string {
  const t = useT();
  return useCallback((state: ProviderAccountState) => t(STATE_LABELS[state]), [t]);
}

export interface StateChange {
  readonly to: ProviderAccountState;
  /** The button's and the dialog's verb. */
  readonly label: MessageId;
  /** The dialog's question, naming the business: "Reject {name}?". */
  readonly title: MessageId;
  /** Rejecting must say why (the reason is quoted in the mail to the provider). */
  readonly reasonRequired: boolean;
  readonly done: MessageId;
}

/** Approving a pending or rejected business (issue 38: only once its documents are accepted); reactivating is not one. */
export const APPROVE: StateChange = {
  to: 'active',
  label: 'admin.components.providerState.approve',
  title: 'admin.components.providerState.approveTitle',
  reasonRequired: false,
  done: 'admin.components.providerState.approved',
};

export const STATE_CHANGES: Record<ProviderAccountState, readonly StateChange[]> = {
  pending: [
    APPROVE,
    {
      to: 'rejected',
      label: 'admin.components.providerState.reject',
      title: 'admin.components.providerState.rejectTitle',
      reasonRequired: true,
      done: 'admin.components.providerState.rejectedDone',
    },
  ],
  rejected: [APPROVE],
  active: [
    {
      to: 'inactive',
      label: 'admin.components.providerState.deactivate',
      title: 'admin.components.providerState.deactivateTitle',
      reasonRequired: false,
      done: 'admin.components.providerState.deactivated',
    },
  ],
  inactive: [
    {
      to: 'active',
      label: 'admin.components.providerState.reactivate',
      title: 'admin.components.providerState.reactivateTitle',
      reasonRequired: false,
      done: 'admin.components.providerState.reactivated',
    },
  ],
};
