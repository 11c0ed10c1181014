import type { OrderStatusChange } from '@marketplace/contract';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { formatDateTime } from '../../components/dates';
import { BOOKING_STATUS_LABELS } from '@marketplace/ui';
import { OrderSection } from './order-section';

const state = (status: OrderStatusChange['FromStatus']) => (status ? BOOKING_STATUS_LABELS[status] : 'New');

/** The API names only people the provider knows; staff come by role, the system with none. */
const ROLE_NAMES: Record<string, string> = {
  admin: 'Marketplace team',
  superAdmin: 'Marketplace team',
  customer: 'Customer',
  provider: 'Provider',
};
const actor = (change: OrderStatusChange) => change.ChangedByName || ROLE_NAMES[change.ChangedByRole] || 'System';

/** Every change of the provider's items, oldest first, as the API records it. */
export function OrderHistorySection({ history }: { history: readonly OrderStatusChange[] }) {
  return (
    <OrderSection title="Status history">
      {history.length === 0 ? (
        <Typography variant="body2">No changes yet.</Typography>
      ) : (
        // Scrolls sideways on phones (five columns); focusable so the keyboard can scroll it too.
        <TableContainer tabIndex={0} aria-label="Status history table">
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>When</TableCell>
                <TableCell>What</TableCell>
                <TableCell>Change</TableCell>
                <TableCell>By</TableCell>
                <TableCell>Reason</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {history.map((change) => (
                <TableRow key={change.HistoryId}>
                  <TableCell>{formatDateTime(change.CreatedAt)}</TableCell>
                  <TableCell>{change.ItemName || 'The order'}</TableCell>
                  <TableCell>{`${state(change.FromStatus)} → ${BOOKING_STATUS_LABELS[change.ToStatus]}`}</TableCell>
                  <TableCell>{actor(change)}</TableCell>
                  <TableCell>{change.Reason}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </OrderSection>
  );
}
