import type { ProviderStatement, StatementPayout } from '@marketplace/contract';
import { EmptyState, MoneyText } from '@marketplace/ui';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import Box from '@mui/material/Box';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useFormat, useT } from '@/i18n/text';
import { END, StatementCards, TOTAL, useNarrow } from './statement-rows';
import { StatementSection } from './statement-section';

/** "PO-2026-000024" left to right in Arabic text too, and never broken after a dash on a narrow screen. */
const Reference = ({ value }: { value: string }) => (
  <Box component="bdi" sx={{ whiteSpace: 'nowrap' }}>
    {value}
  </Box>
);

/** The payouts paid to the provider's bank account in the month, oldest first (requests still pending are not). */
export function StatementPayouts({ statement, monthName }: { statement: ProviderStatement; monthName: string }) {
  const t = useT();
  const narrow = useNarrow();
  return (
    <StatementSection title={t('provider.statements.payouts.title')}>
      {(headingId) =>
        statement.Payouts.length === 0 ? (
          <EmptyState
            title={t('provider.statements.payouts.empty', { month: monthName })}
            description={t('provider.statements.payouts.emptyHelp')}
            icon={<AccountBalanceOutlined />}
            titleComponent="p"
            sx={{ paddingBlock: 3 }}
          />
        ) : narrow ? (
          <PayoutCards payouts={statement.Payouts} headingId={headingId} />
        ) : (
          <PayoutsTable statement={statement} headingId={headingId} />
        )
      }
    </StatementSection>
  );
}

function PayoutsTable({ statement, headingId }: { statement: ProviderStatement; headingId: string }) {
  const t = useT();
  const format = useFormat();
  return (
    <TableContainer role="region" tabIndex={0} aria-labelledby={headingId}>
      <Table size="small" aria-labelledby={headingId}>
        <TableHead>
          <TableRow>
            <TableCell>{t('provider.statements.payouts.date')}</TableCell>
            <TableCell>{t('provider.statements.payouts.reference')}</TableCell>
            <TableCell sx={END}>{t('provider.statements.payouts.amount')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {statement.Payouts.map((payout) => (
            <TableRow key={payout.TransactionId}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.date(payout.Date)}</TableCell>
              <TableCell>
                <Reference value={payout.ReferenceNumber} />
              </TableCell>
              <TableCell sx={END}>
                <MoneyText amount={payout.Amount} variant="body2" />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell component="th" scope="row" sx={TOTAL} colSpan={2}>
              {t('provider.statements.total')}
            </TableCell>
            <TableCell sx={{ ...END, ...TOTAL }}>
              <MoneyText amount={statement.Totals.PaidOut} />
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}

/** Phones (360 px): one card per payout, its amount first. */
function PayoutCards({ payouts, headingId }: { payouts: readonly StatementPayout[]; headingId: string }) {
  const t = useT();
  const format = useFormat();
  return (
    <StatementCards items={payouts} headingId={headingId} keyOf={(payout) => payout.TransactionId}>
      {(payout) => (
        <CardContent>
          <MoneyText amount={payout.Amount} variant="subtitle1" component="p" />
          <Typography variant="body2" color="text.secondary">
            {t('provider.statements.payouts.paidOn', { date: format.date(payout.Date) })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('provider.statements.payouts.reference')}: <Reference value={payout.ReferenceNumber} />
          </Typography>
        </CardContent>
      )}
    </StatementCards>
  );
}
