import type { OrderStatusChange } from '@marketplace/contract';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../dates';
import { OrderSection } from './order-section';
import { bookingStatusLabel } from '@/i18n';

const state = (status: OrderStatusChange['FromStatus']) => (status ? bookingStatusLabel(status) : 'New');

export interface OrderHistorySectionProps {
  readonly history: readonly OrderStatusChange[];
  /** Who made a change, as this portal may name them (admins see everyone, providers less). */
  readonly actorOf: (change: OrderStatusChange) => string;
}

/** An order's status changes, oldest first, as the API records them: the admin's and the provider's order page. */
export function OrderHistorySection({ history, actorOf }: OrderHistorySectionProps) {
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
                  <TableCell>{`${state(change.FromStatus)} → ${bookingStatusLabel(change.ToStatus)}`}</TableCell>
                  <TableCell>{actorOf(change)}</TableCell>
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
