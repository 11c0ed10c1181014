import type { OrderStatusChange } from '@marketplace/contract';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useBookingStatusLabel, useContractText, useFormat, useT } from '@/i18n/text';
import { OrderSection } from './order-section';

export interface OrderHistorySectionProps {
  readonly history: readonly OrderStatusChange[];
  /** Who made a change, as this portal may name them (admins see everyone, providers less). */
  readonly actorOf: (change: OrderStatusChange) => string;
}

/** An order's status changes, oldest first, as the API records them: the admin's and the provider's order page. */
export function OrderHistorySection({ history, actorOf }: OrderHistorySectionProps) {
  const t = useT();
  // The API's own reasons ("Order placed") in the language on screen; people's reasons as written.
  const contractText = useContractText();
  const format = useFormat();
  const statusLabel = useBookingStatusLabel();
  const state = (status: OrderStatusChange['FromStatus']) => (status ? statusLabel(status) : t('shell.history.new'));
  return (
    <OrderSection title={t('shell.history.title')}>
      {history.length === 0 ? (
        <Typography variant="body2">{t('shell.history.empty')}</Typography>
      ) : (
        // Scrolls sideways on phones (five columns); focusable so the keyboard can scroll it too.
        <TableContainer tabIndex={0} aria-label={t('shell.history.table')}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('shell.history.when')}</TableCell>
                <TableCell>{t('shell.history.what')}</TableCell>
                <TableCell>{t('shell.history.change')}</TableCell>
                <TableCell>{t('shell.history.by')}</TableCell>
                <TableCell>{t('shell.history.reason')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {history.map((change) => (
                <TableRow key={change.HistoryId}>
                  <TableCell>{format.dateTime(change.CreatedAt)}</TableCell>
                  <TableCell dir="auto">{change.ItemName || t('shell.history.theOrder')}</TableCell>
                  <TableCell>
                    {t('shell.history.fromTo', { from: state(change.FromStatus), to: statusLabel(change.ToStatus) })}
                  </TableCell>
                  <TableCell dir="auto">{actorOf(change)}</TableCell>
                  <TableCell dir="auto">{contractText(change.Reason)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </OrderSection>
  );
}
