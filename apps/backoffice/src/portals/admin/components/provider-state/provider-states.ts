import type { ProviderAccountState } from '@marketplace/contract';

// The provider account states in the order of the list's tabs (their colours, spec section 4, are
// the design system's StatusBadge) and the changes the API allows
// (docs/decisions.md, "Provider state changes": pending -> active | rejected, rejected -> active,
// active <-> inactive; anything else is 409 and nothing returns to pending).

export const PROVIDER_STATES: readonly ProviderAccountState[] = ['pending', 'active', 'rejected', 'inactive'];

export const STATE_LABELS: Record<ProviderAccountState, string> = {
  pending: 'Pending',
  active: 'Active',
  rejected: 'Rejected',
  inactive: 'Inactive',
};

export interface StateChange {
  readonly to: ProviderAccountState;
  /** The button's and the dialog's verb. */
  readonly label: string;
  /** Rejecting must say why (the reason is quoted in the mail to the provider). */
  readonly reasonRequired: boolean;
  readonly done: string;
}

const approve: StateChange = { to: 'active', label: 'Approve', reasonRequired: false, done: 'Provider approved.' };

export const STATE_CHANGES: Record<ProviderAccountState, readonly StateChange[]> = {
  pending: [approve, { to: 'rejected', label: 'Reject', reasonRequired: true, done: 'Provider rejected.' }],
  rejected: [approve],
  active: [{ to: 'inactive', label: 'Deactivate', reasonRequired: false, done: 'Provider deactivated.' }],
  inactive: [{ to: 'active', label: 'Reactivate', reasonRequired: false, done: 'Provider reactivated.' }],
};
