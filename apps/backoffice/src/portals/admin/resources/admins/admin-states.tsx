import type { AdminUserStatus, Role } from '@marketplace/contract';
import { HueChip, type Hue } from '@marketplace/ui';
import { useMemo } from 'react';
import { useT, type MessageId, type Translate } from '@/i18n/text';

// The account states of GET /api/Admin/admins in the design system's hues: invited waits for the
// person (yellow, like a pending provider), active is green, disabled grey (like an inactive one).

const LABELS: Record<AdminUserStatus, MessageId> = {
  invited: 'admin.admins.state.invited',
  active: 'admin.admins.state.active',
  disabled: 'admin.admins.state.disabled',
};
const HUES: Record<AdminUserStatus, Hue> = { invited: 'yellow', active: 'green', disabled: 'grey' };
const STATES = Object.keys(LABELS) as AdminUserStatus[];

/** An account state in words; a state this version does not know stays as the API sent it. */
export const adminStateLabel = (status: AdminUserStatus, t: Translate) =>
  status in LABELS ? t(LABELS[status]) : status;

export const roleLabel = (role: Role, t: Translate) =>
  t(role === 'superAdmin' ? 'admin.admins.role.superAdmin' : 'admin.admins.role.admin');

/** The states as a filter's choices, in the language on screen. */
export function useAdminStateChoices() {
  const t = useT();
  return useMemo(() => STATES.map((id) => ({ id, name: t(LABELS[id]) })), [t]);
}

export function AdminStateChip({ status }: { status: AdminUserStatus }) {
  const t = useT();
  return <HueChip hue={HUES[status]} label={adminStateLabel(status, t)} />;
}
