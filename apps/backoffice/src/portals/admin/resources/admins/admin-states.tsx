import type { AdminUserStatus, Role } from '@marketplace/contract';
import { HueChip, type Hue } from '@marketplace/ui';

// The account states of GET /api/Admin/admins in the design system's hues: invited waits for the
// person (yellow, like a pending provider), active is green, disabled grey (like an inactive one).

const LABELS: Record<AdminUserStatus, string> = { invited: 'Invited', active: 'Active', disabled: 'Disabled' };
const HUES: Record<AdminUserStatus, Hue> = { invited: 'yellow', active: 'green', disabled: 'grey' };

export const ADMIN_STATE_CHOICES = (Object.keys(LABELS) as AdminUserStatus[]).map((id) => ({ id, name: LABELS[id] }));

export const adminStateLabel = (status: AdminUserStatus) => LABELS[status] ?? status;

export const roleLabel = (role: Role) => (role === 'superAdmin' ? 'Super admin' : 'Admin');

export function AdminStateChip({ status }: { status: AdminUserStatus }) {
  return <HueChip hue={HUES[status]} label={LABELS[status]} />;
}
