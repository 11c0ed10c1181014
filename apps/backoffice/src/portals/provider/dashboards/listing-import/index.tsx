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
import { useContractText, useT, type Translate } from '@/i18n/text';
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
  const t = useT();
  const ct = useContractText();
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
      notify(t('provider.import.imported', { count: report.Created + report.Updated }), { type: 'success' });
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
      <Title title={t('provider.import.title')} />
      <AccountStateBanner />
      <Card>
        <CardHeader title={t('provider.import.chooseStep')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="body2">{t('provider.import.intro')}</Typography>
            <ColumnHelp />
            <CsvSource csv={csv} onChange={onChange} onProblem={setProblem} disabled={busy || done !== null} />
          </Stack>
        </CardContent>
      </Card>
      <Card>
        <CardHeader title={t('provider.import.checkStep')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
        <CardContent>
          <Stack spacing={2}>
            {/* A contract text (the API's message, a file check's) in the language on screen; ours already is. */}
            {problem && <Alert severity="error">{ct(problem)}</Alert>}
            {!active && me.data && <Alert severity="info">{ct(LISTING_IMPORT_MESSAGES.notActive)}</Alert>}
            {current && !done && <ImportReport report={current} />}
            {done ? (
              <Alert
                severity="success"
                role="status"
                action={
                  <Button color="inherit" size="small" onClick={startOver}>
                    {t('provider.import.another')}
                  </Button>
                }
              >
                {t('provider.import.done', { created: done.Created, updated: done.Updated })}{' '}
                <Link to={PROVIDER_LISTINGS}>{t('provider.import.back')}</Link>
              </Alert>
            ) : (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <Button
                  variant="outlined"
                  disabled={!active || busy || csv.trim() === ''}
                  onClick={() => check.mutate(csv)}
                >
                  {check.isPending ? t('provider.import.checking') : t('provider.import.check')}
                </Button>
                <Button
                  variant="contained"
                  disabled={!active || busy || !current?.Valid}
                  onClick={() => run.mutate(csv)}
                >
                  {run.isPending ? t('provider.import.importing') : importLabel(t, current?.Valid ? count : null)}
                </Button>
              </Stack>
            )}
            {!done && (
              <Link to={PROVIDER_LISTINGS} style={{ alignSelf: 'flex-start' }}>
                {t('provider.import.back')}
              </Link>
            )}
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}

/** "Import N listings" once a check found the file valid; before that the count is unknown. */
const importLabel = (t: Translate, count: number | null) =>
  count === null ? t('provider.import.importListings') : t('provider.import.importCount', { count });

/** The columns by their names in the file (English in every language), each with what it takes. */
function ColumnHelp() {
  const ct = useContractText();
  return (
    <Typography component="ul" variant="body2" sx={{ margin: 0, paddingInlineStart: 3 }}>
      {LISTING_IMPORT_COLUMNS.map((column) => (
        <li key={column}>
          <strong>
            <bdi>{column}</bdi>
          </strong>
          : {ct(LISTING_IMPORT_COLUMN_HELP[column])}
        </li>
      ))}
    </Typography>
  );
}
