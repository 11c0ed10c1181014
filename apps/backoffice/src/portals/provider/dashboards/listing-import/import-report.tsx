import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ListingImportReport } from '@marketplace/contract';
import { useContractText, useT, type Translate } from '@/i18n/text';

// The check's answer: a summary a person can act on, then every problem with its row and column,
// in the order of the file, so the provider fixes them in one pass.

/** The report in a sentence, in the language on screen (`t` of useT). */
export const summaryOf = (report: ListingImportReport, t: Translate): string => {
  if (report.Valid) {
    return t('provider.import.report.valid', { rows: report.Rows, created: report.Created, updated: report.Updated });
  }
  const rows = new Set(report.Errors.filter((e) => e.Row > 0).map((e) => e.Row)).size;
  return rows > 0
    ? t('provider.import.report.invalidInRows', { count: report.Errors.length, rows, total: report.Rows })
    : t('provider.import.report.invalid', { count: report.Errors.length });
};

export function ImportReport({ report }: { readonly report: ListingImportReport }) {
  const t = useT();
  const ct = useContractText();
  return (
    <>
      <Alert severity={report.Valid ? 'success' : 'error'} role="status">
        {summaryOf(report, t)}
      </Alert>
      {report.Errors.length > 0 && (
        <TableContainer sx={{ maxHeight: 480 }}>
          <Table size="small" stickyHeader aria-label={t('provider.import.report.table')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('provider.import.report.row')}</TableCell>
                <TableCell>{t('provider.import.report.column')}</TableCell>
                <TableCell>{t('provider.import.report.problem')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {report.Errors.map((error, index) => (
                <TableRow key={`${error.Row}-${error.Field}-${index}`}>
                  <TableCell>{error.Row === 0 ? t('provider.import.report.file') : error.Row}</TableCell>
                  {/* The file's own column name, as written in its header. */}
                  <TableCell sx={{ overflowWrap: 'break-word' }}>
                    <bdi>{error.Field}</bdi>
                  </TableCell>
                  <TableCell>{ct(error.Message)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}
