import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ListingImportReport } from '@marketplace/contract';

// The check's answer: a summary a person can act on, then every problem with its row and column,
// in the order of the file, so the provider fixes them in one pass.

export const summaryOf = (report: ListingImportReport): string => {
  if (report.Valid) {
    return `All ${report.Rows} rows are valid: ${report.Created} new listings and ${report.Updated} updates.`;
  }
  const rows = new Set(report.Errors.filter((e) => e.Row > 0).map((e) => e.Row)).size;
  const where = rows > 0 ? ` in ${rows} of ${report.Rows} rows` : '';
  return `${report.Errors.length} problems found${where}. Nothing was imported: fix the file and check it again.`;
};

export function ImportReport({ report }: { readonly report: ListingImportReport }) {
  return (
    <>
      <Alert severity={report.Valid ? 'success' : 'error'} role="status">
        {summaryOf(report)}
      </Alert>
      {report.Errors.length > 0 && (
        <TableContainer sx={{ maxHeight: 480 }}>
          <Table size="small" stickyHeader aria-label="Problems found in the file">
            <TableHead>
              <TableRow>
                <TableCell>Row</TableCell>
                <TableCell>Column</TableCell>
                <TableCell>Problem</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {report.Errors.map((error, index) => (
                <TableRow key={`${error.Row}-${error.Field}-${index}`}>
                  <TableCell>{error.Row === 0 ? 'File' : error.Row}</TableCell>
                  <TableCell sx={{ overflowWrap: 'break-word' }}>{error.Field}</TableCell>
                  <TableCell>{error.Message}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}
