import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  LISTING_IMPORT_COLUMN_HELP,
  LISTING_IMPORT_COLUMNS,
  LISTING_IMPORT_MESSAGES,
  type ListingImportReport,
} from '@marketplace/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { Link } from 'react-router';
import { api } from '@/api';
import { AccountStateBanner } from '@/portals/provider/components/account-state-banner';
import { useCurrentProvider } from '@/portals/provider/components/use-current-provider';
import { PROVIDER_LISTINGS } from '@/config/paths';
import { CsvSource } from './csv-source';
import { ImportReport } from './import-report';

// /provider-dashboard/listings/import: a CSV of new listings and stock updates is checked first
// (POST /api/service-items/import with DryRun: every row judged, nothing written), and only a file
// that passed, unchanged since, can be imported: all its rows in one transaction.

interface Checked {
  readonly csv: string;
  readonly report: ListingImportReport;
}

export default function ProviderListingImport() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const me = useCurrentProvider();
  const active = me.data?.business.accState === 'active';
  const [csv, setCsv] = useState('');
  const [checked, setChecked] = useState<Checked | null>(null);
  const [done, setDone] = useState<ListingImportReport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const fail = (error: Error) => {
    setProblem(error.message);
    notify(error.message, { type: 'error' });
  };
  const check = useMutation({
    mutationFn: (text: string) => api.serviceItems.importCsv({ Csv: text, DryRun: true }),
    onSuccess: (report, text) => setChecked({ csv: text, report }),
    onError: fail,
  });
  const run = useMutation({
    mutationFn: (text: string) => api.serviceItems.importCsv({ Csv: text }),
    onSuccess: async (report, text) => {
      // Something may have changed since the check (a listing deleted): show the new report then.
      if (!report.Valid) return setChecked({ csv: text, report });
      setDone(report);
      notify(`Imported ${report.Created + report.Updated} listings.`, { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['listings'] });
    },
    onError: fail,
  });

  const onChange = (text: string) => {
    setCsv(text);
    setProblem(null);
    setDone(null);
  };
  const startOver = () => {
    onChange('');
    setChecked(null);
  };
  const current = checked && checked.csv === csv ? checked.report : null;
  const count = current ? current.Created + current.Updated : 0;
  const busy = check.isPending || run.isPending;

  return (
    <Stack spacing={2} sx={{ marginBlock: { xs: 1, sm: 2 } }}>
      <Title title="Import listings" />
      <AccountStateBanner />
      <Card>
        <CardHeader title="1. Choose the file" slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="body2">
              One listing per row, under a header row. New listings leave ServiceItemId empty; a row with the id of one
              of your listings updates its price, stock or availability. Nothing is written until every row is valid.
            </Typography>
            <ColumnHelp />
            <CsvSource csv={csv} onChange={onChange} onProblem={setProblem} disabled={busy || done !== null} />
          </Stack>
        </CardContent>
      </Card>
      <Card>
        <CardHeader title="2. Check and import" slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
        <CardContent>
          <Stack spacing={2}>
            {problem && <Alert severity="error">{problem}</Alert>}
            {!active && me.data && <Alert severity="info">{LISTING_IMPORT_MESSAGES.notActive}</Alert>}
            {current && !done && <ImportReport report={current} />}
            {done ? (
              <Alert
                severity="success"
                role="status"
                action={
                  <Button color="inherit" size="small" onClick={startOver}>
                    Import another file
                  </Button>
                }
              >
                Imported: {done.Created} new listings and {done.Updated} updates.{' '}
                <Link to={PROVIDER_LISTINGS}>Back to your listings</Link>
              </Alert>
            ) : (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <Button
                  variant="outlined"
                  disabled={!active || busy || csv.trim() === ''}
                  onClick={() => check.mutate(csv)}
                >
                  {check.isPending ? 'Checking...' : 'Check the file'}
                </Button>
                <Button
                  variant="contained"
                  disabled={!active || busy || !current?.Valid}
                  onClick={() => run.mutate(csv)}
                >
                  {run.isPending ? 'Importing...' : importLabel(current?.Valid ? count : null)}
                </Button>
              </Stack>
            )}
            {!done && (
              <Link to={PROVIDER_LISTINGS} style={{ alignSelf: 'flex-start' }}>
                Back to your listings
              </Link>
            )}
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}

/** "Import N listings" once a check found the file valid; before that the count is unknown. */
const importLabel = (count: number | null) =>
  count === null ? 'Import listings' : `Import ${count} ${count === 1 ? 'listing' : 'listings'}`;

function ColumnHelp() {
  return (
    <Typography component="ul" variant="body2" sx={{ margin: 0, paddingInlineStart: 3 }}>
      {LISTING_IMPORT_COLUMNS.map((column) => (
        <li key={column}>
          <strong>{column}</strong>: {LISTING_IMPORT_COLUMN_HELP[column]}
        </li>
      ))}
    </Typography>
  );
}
