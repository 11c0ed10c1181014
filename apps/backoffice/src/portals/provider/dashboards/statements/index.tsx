import type { ProviderStatement } from '@marketplace/contract';
import { FilterSelect } from '@marketplace/ui';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { Title, useNotify } from 'react-admin';
import { useSearchParams } from 'react-router';
import { api } from '@/api';
import { LoadingSkeleton } from '@/components/loading-skeleton';
import { useContractText, useFormat, useLocale, useT } from '@/i18n/text';
import { useCurrentProvider } from '@/portals/provider/components/use-current-provider';
import { StatementDownloads } from './statement-downloads';
import { StatementEarnings } from './statement-earnings';
import { defaultStatementMonth, monthLabel, statementMonths } from './statement-months';
import { StatementPayouts } from './statement-payouts';
import { StatementSection } from './statement-section';
import { StatementSummary } from './statement-summary';

// /provider-dashboard/statements(?month=YYYY-MM): a month of the provider's money (issue 36),
// GET /api/Transaction/provider/{id}/statement through the typed client (a statement is not a
// record of the data provider), with its PDF and CSV to keep. The month sits in the address, so a
// reload or a shared link shows the same one; one the picker does not offer falls back to the default.

export default function ProviderStatements() {
  const t = useT();
  const contractText = useContractText();
  const locale = useLocale();
  const notify = useNotify();
  const me = useCurrentProvider();
  const providerId = me.data?.providerId;
  const createdAt = me.data?.business.createdAt;
  const months = useMemo(() => statementMonths(createdAt, new Date()), [createdAt]);
  const [search, setSearch] = useSearchParams();
  const asked = search.get('month');
  const month = asked && months.includes(asked) ? asked : defaultStatementMonth(months);
  const monthName = monthLabel(month, locale);
  const options = useMemo(() => months.map((value) => ({ value, label: monthLabel(value, locale) })), [months, locale]);

  const statement = useQuery({
    queryKey: ['provider-statement', providerId, month],
    queryFn: () => api.transactions.statement(providerId!, month),
    enabled: providerId !== undefined,
    // A refusal (a month not begun) is the answer; "Try again" is there for a network failure.
    retry: false,
  });
  const error = me.error ?? statement.error;
  const problem = error ? t('provider.statements.loadFailed', { error: contractText(error.message) }) : null;
  useEffect(() => {
    if (problem) notify(problem, { type: 'error' });
  }, [problem, notify]);

  const pick = (value: string) => setSearch({ month: value }, { replace: true });

  // The app bar shows the page title as the page's h1; the sections below start at h2.
  return (
    <Stack spacing={2} sx={{ marginBlock: { xs: 1, sm: 2 } }}>
      <Title title={t('provider.statements.title')} />
      {me.isPending ? (
        <LoadingSkeleton label={t('provider.statements.loading')} height={240} />
      ) : (
        <StatementSection
          title={t('provider.statements.heading', { month: monthName })}
          subheader={statement.data ? <Period statement={statement.data} /> : undefined}
        >
          {() => (
            <Stack spacing={2}>
              <Typography variant="body2">{t('provider.statements.intro')}</Typography>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={2}
                useFlexGap
                sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
              >
                <FilterSelect
                  label={t('provider.statements.month')}
                  value={month}
                  options={options}
                  onChange={pick}
                  minWidth={200}
                />
                {providerId && statement.data ? (
                  <StatementDownloads providerId={providerId} month={month} monthName={monthName} />
                ) : null}
              </Stack>
              {problem ? (
                <Alert
                  severity="error"
                  action={
                    providerId ? (
                      <Button color="inherit" size="small" onClick={() => void statement.refetch()}>
                        {t('provider.statements.retry')}
                      </Button>
                    ) : undefined
                  }
                >
                  {problem}
                </Alert>
              ) : statement.data ? (
                <>
                  {statement.data.IsOpen ? <Alert severity="info">{t('provider.statements.open')}</Alert> : null}
                  <StatementSummary
                    statement={statement.data}
                    label={t('provider.statements.summary.label', { month: monthName })}
                  />
                </>
              ) : (
                <LoadingSkeleton label={t('provider.statements.loading')} height={88} />
              )}
            </Stack>
          )}
        </StatementSection>
      )}
      {statement.data ? (
        <>
          <StatementEarnings statement={statement.data} monthName={monthName} />
          <StatementPayouts statement={statement.data} monthName={monthName} />
        </>
      ) : null}
    </Stack>
  );
}

/** "1 Nov 2026 to 30 Nov 2026": the month's first and last days. */
function Period({ statement }: { statement: ProviderStatement }) {
  const t = useT();
  const format = useFormat();
  return <>{t('provider.statements.period', { from: format.date(statement.From), to: format.date(statement.To) })}</>;
}
