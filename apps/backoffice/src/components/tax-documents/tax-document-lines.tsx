import type { TaxDocument } from '@marketplace/contract';
import { MoneyText } from '@marketplace/ui';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useFormat, useLocale, useT } from '@/i18n/text';
import { useIsolate } from '@/i18n/use-isolate';

/** Figures and amounts sit at the end of their column (the left in Arabic). */
const END = { textAlign: 'end' } as const;

/**
 * A document's lines as issued: each description in the language on screen when the document has
 * it (the Arabic one is printed beside the English), quantity, unit price before VAT, rate, VAT and total.
 */
export function TaxDocumentLines({ document }: { document: TaxDocument }) {
  const t = useT();
  const format = useFormat();
  const locale = useLocale();
  const isolate = useIsolate();
  return (
    // Scrolls sideways on phones (six columns); a named, focusable region so the keyboard can scroll it too.
    <TableContainer
      role="region"
      tabIndex={0}
      aria-label={t('shell.taxDocuments.lines', { number: isolate.ltr(document.Number) })}
    >
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('shell.taxDocuments.line.description')}</TableCell>
            <TableCell sx={END}>{t('shell.taxDocuments.line.quantity')}</TableCell>
            <TableCell sx={END}>{t('shell.taxDocuments.line.unitPrice')}</TableCell>
            <TableCell sx={END}>{t('shell.taxDocuments.line.vatRate')}</TableCell>
            <TableCell sx={END}>{t('shell.taxDocuments.line.vat')}</TableCell>
            <TableCell sx={END}>{t('shell.taxDocuments.line.total')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {document.Lines.map((line) => (
            <TableRow key={line.OrderItemId}>
              <TableCell dir="auto">{(locale === 'ar' && line.DescriptionAr) || line.Description}</TableCell>
              <TableCell sx={END}>{format.number(line.Quantity)}</TableCell>
              <TableCell sx={END}>
                <MoneyText amount={line.UnitPrice} variant="body2" />
              </TableCell>
              <TableCell sx={END}>{format.number(line.VatRate / 100, { style: 'percent' })}</TableCell>
              <TableCell sx={END}>
                <MoneyText amount={line.Vat} variant="body2" />
              </TableCell>
              <TableCell sx={END}>
                <MoneyText amount={line.Total} variant="body2" />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
