import type { ProviderStatement } from '@marketplace/contract';
import Stack from '@mui/material/Stack';
import { FigureCard } from '@/components/figure-card';
import { useFormat, useT } from '@/i18n/text';

/**
 * The month in six figures, in the order the money moves: what was owed at the start, what the
 * month's items earned less the commission, what was paid out, what is owed at the end
 * (closing = opening + net - paid out).
 */
export function StatementSummary({ statement, label }: { statement: ProviderStatement; label: string }) {
  const t = useT();
  const format = useFormat();
  const figures: [string, number][] = [
    [t('provider.statements.summary.opening'), statement.OpeningBalance],
    [t('provider.statements.summary.gross'), statement.Totals.Gross],
    [t('provider.statements.summary.commission'), statement.Totals.Commission],
    [t('provider.statements.summary.net'), statement.Totals.Net],
    [t('provider.statements.summary.paidOut'), statement.Totals.PaidOut],
    [t('provider.statements.summary.closing'), statement.ClosingBalance],
  ];
  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }} role="group" aria-label={label}>
      {figures.map(([name, amount]) => (
        <FigureCard key={name} label={name} value={format.money(amount)} />
      ))}
    </Stack>
  );
}
