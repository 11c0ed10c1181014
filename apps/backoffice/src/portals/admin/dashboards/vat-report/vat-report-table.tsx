import type { VatReport } from '@marketplace/contract';
import { MoneyText } from '@marketplace/ui';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useFormat, useT } from '@/i18n/text';
import { VAT_FIGURES, type VatFigures } from './vat-figures';

/** Figures and amounts sit at the end of their column (the left in Arabic). */
const END = { textAlign: 'end' } as const;
/** An amount stays on one line; the headers above may wrap, so nine columns fit a desktop. */
const FIGURE = { ...END, whiteSpace: 'nowrap' } as const;
/** The total row reads as the others do, in bold (a table footer's default is smaller and paler). */
const TOTAL = { typography: 'body2', fontWeight: 600, color: 'text.primary' } as const;

/** The period's days that have documents, one row each, and the period's totals as the last row. */
export function VatReportTable({ report, label }: { report: VatReport; label: string }) {
  const t = useT();
  const format = useFormat();
  const cells = (figures: VatFigures, sx?: object) =>
    VAT_FIGURES.map(({ key, count }) => (
      <TableCell key={key} sx={{ ...FIGURE, ...sx }}>
        {count ? (
          format.number(figures[key])
        ) : (
          <MoneyText amount={figures[key]} variant="body2" sx={{ fontWeight: 'inherit' }} />
        )}
      </TableCell>
    ));
  return (
    // Scrolls sideways on phones (nine columns); a named, focusable region so the keyboard can scroll it too.
    <TableContainer role="region" tabIndex={0} aria-label={label}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('admin.vat.day')}</TableCell>
            {VAT_FIGURES.map(({ key, label: figure }) => (
              <TableCell key={key} sx={END}>
                {t(figure)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {report.Days.map((day) => (
            <TableRow key={day.Date}>
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                {format.date(day.Date)}
              </TableCell>
              {cells(day)}
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell component="th" scope="row" sx={TOTAL}>
              {t('admin.vat.total')}
            </TableCell>
            {cells(report.Totals, TOTAL)}
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
