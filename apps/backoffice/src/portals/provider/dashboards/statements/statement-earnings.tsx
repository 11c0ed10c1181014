import type { ProviderStatement, StatementEarning } from '@marketplace/contract';
import { EmptyState, MoneyText } from '@marketplace/ui';
import PaidOutlined from '@mui/icons-material/PaidOutlined';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useFormat, useLocale, useT } from '@/i18n/text';
import { useIsolate } from '@/i18n/use-isolate';
import { END, StatementCards, TOTAL, useNarrow } from './statement-rows';
import { StatementSection } from './statement-section';

/** The item as it was ordered, in the language on screen when it has a name in it. */
function useItemName(): (earning: StatementEarning) => string {
  const locale = useLocale();
  return (earning) => (locale === 'ar' && earning.ItemNameAr) || earning.ItemName;
}

/** "10%": a commission rate as the API sends it (percent). */
function useRate(): (rate: number) => string {
  const format = useFormat();
  return (rate) => format.number(rate / 100, { style: 'percent', maximumFractionDigits: 2 });
}

/** The month's earnings, oldest first: one per completed item, its price less the platform's commission. */
export function StatementEarnings({ statement, monthName }: { statement: ProviderStatement; monthName: string }) {
  const t = useT();
  const narrow = useNarrow();
  return (
    <StatementSection title={t('provider.statements.earnings.title')}>
      {(headingId) =>
        statement.Earnings.length === 0 ? (
          <EmptyState
            title={t('provider.statements.earnings.empty', { month: monthName })}
            description={t('provider.statements.earnings.emptyHelp')}
            icon={<PaidOutlined />}
            titleComponent="p"
            sx={{ paddingBlock: 3 }}
          />
        ) : narrow ? (
          <EarningCards earnings={statement.Earnings} headingId={headingId} />
        ) : (
          <EarningsTable statement={statement} headingId={headingId} />
        )
      }
    </StatementSection>
  );
}

function EarningsTable({ statement, headingId }: { statement: ProviderStatement; headingId: string }) {
  const t = useT();
  const format = useFormat();
  const itemName = useItemName();
  const rate = useRate();
  return (
    // Scrolls sideways when the window is narrow; a named, focusable region so the keyboard can scroll it too.
    <TableContainer role="region" tabIndex={0} aria-labelledby={headingId}>
      <Table size="small" aria-labelledby={headingId}>
        <TableHead>
          <TableRow>
            <TableCell>{t('provider.statements.earnings.date')}</TableCell>
            <TableCell>{t('provider.statements.earnings.order')}</TableCell>
            <TableCell>{t('provider.statements.earnings.item')}</TableCell>
            <TableCell sx={END}>{t('provider.statements.earnings.amount')}</TableCell>
            <TableCell sx={END}>{t('provider.statements.earnings.commission')}</TableCell>
            <TableCell sx={END}>{t('provider.statements.earnings.net')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {statement.Earnings.map((earning) => (
            <TableRow key={earning.TransactionId}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.date(earning.Date)}</TableCell>
              <TableCell>
                <bdi>{earning.OrderNumber}</bdi>
              </TableCell>
              <TableCell dir="auto">{itemName(earning)}</TableCell>
              <TableCell sx={END}>
                <MoneyText amount={earning.Amount} variant="body2" />
              </TableCell>
              <TableCell sx={END}>
                <MoneyText amount={earning.Commission} variant="body2" />{' '}
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {t('provider.statements.earnings.rate', { rate: rate(earning.CommissionRate) })}
                </Typography>
              </TableCell>
              <TableCell sx={END}>
                <MoneyText amount={earning.Net} variant="body2" />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell component="th" scope="row" sx={TOTAL} colSpan={3}>
              {t('provider.statements.total')}
            </TableCell>
            <TableCell sx={{ ...END, ...TOTAL }}>
              <MoneyText amount={statement.Totals.Gross} />
            </TableCell>
            <TableCell sx={{ ...END, ...TOTAL }}>
              <MoneyText amount={statement.Totals.Commission} />
            </TableCell>
            <TableCell sx={{ ...END, ...TOTAL }}>
              <MoneyText amount={statement.Totals.Net} />
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}

/** Phones (360 px): one card per earning, amount - commission = net; the month's totals are the figures above. */
function EarningCards({ earnings, headingId }: { earnings: readonly StatementEarning[]; headingId: string }) {
  const t = useT();
  const format = useFormat();
  const isolate = useIsolate();
  const itemName = useItemName();
  const rate = useRate();
  return (
    <StatementCards items={earnings} headingId={headingId} keyOf={(earning) => earning.TransactionId}>
      {(earning) => (
        <CardContent>
          <Typography variant="subtitle1" component="p" dir="auto">
            {itemName(earning)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('provider.statements.earnings.card', {
              number: isolate.ltr(`#${earning.OrderNumber}`),
              date: format.date(earning.Date),
            })}
          </Typography>
          <Typography variant="body2">
            {t('provider.statements.earnings.cardAmounts', {
              amount: format.money(earning.Amount),
              commission: format.money(earning.Commission),
              rate: rate(earning.CommissionRate),
              net: format.money(earning.Net),
            })}
          </Typography>
        </CardContent>
      )}
    </StatementCards>
  );
}
