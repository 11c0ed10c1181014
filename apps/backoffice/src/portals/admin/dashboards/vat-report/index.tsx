import { EmptyState } from '@marketplace/ui';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Title } from 'react-admin';
import { useSearchParams } from 'react-router';
import { api } from '@/api';
import { downloadCsv } from '@/components/csv';
import { FigureCard } from '@/components/figure-card';
import { LoadingSkeleton } from '@/components/loading-skeleton';
import { useContractText, useFormat, useLocale, useT, type Translate } from '@/i18n/text';
import type { Locale } from '@marketplace/contract';
import { VAT_FIGURES, vatReportCsv } from './vat-figures';
import { bahrainMonth, fileNameOf, monthLabel, periodOf, queryOf, searchOf, type VatPeriod } from './vat-period';
import { VatPeriodPicker } from './vat-period-picker';
import { VatReportTable } from './vat-report-table';

// The VAT report, /admin/vat-report (issue 36): a Bahrain month's or quarter's taxable sales,
// output VAT and credit notes from GET /api/Admin/vat-report, summed from the tax documents
// themselves, in total and per day, and the days as a CSV for the return. It opens on the
// previous month, the one a monthly return is filed for.

/** "October 2026" / "أكتوبر 2026", "Q4 2026" / "الربع الرابع من 2026". */
const periodName = (period: VatPeriod, t: Translate, locale: Locale) =>
  period.month === undefined
    ? t('admin.vat.quarterName', { quarter: String(period.quarter), year: String(period.year) })
    : monthLabel(locale, period.month, period.year);

export default function VatReportPage() {
  const t = useT();
  const contractText = useContractText();
  const format = useFormat();
  const locale = useLocale();
  const [search, setSearch] = useSearchParams();
  const current = useMemo(() => bahrainMonth(), []);
  const period = periodOf(search);
  const query = queryOf(period);
  // No figures of the period before stand under the new period's name while it loads: a skeleton does.
  const report = useQuery({ queryKey: ['vat-report', query], queryFn: () => api.taxDocuments.vatReport(query) });
  const name = periodName(period, t, locale);

  // The app bar shows the page title as the page's h1; the period is the h2, its parts h3.
  return (
    <Stack spacing={2} sx={{ marginBlock: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <Title title={t('admin.vat.title')} />
      <Typography color="text.secondary">{t('admin.vat.intro')}</Typography>
      <Card component="section" aria-label={t('admin.vat.period')} variant="outlined">
        <CardContent>
          <Stack
            direction="row"
            sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}
          >
            <VatPeriodPicker
              period={period}
              current={current}
              onChange={(next) => setSearch(searchOf(next), { replace: true })}
            />
            <Button
              variant="outlined"
              startIcon={<FileDownloadOutlined />}
              disabled={!report.data || report.data.Days.length === 0}
              onClick={() => report.data && downloadCsv(fileNameOf(period), vatReportCsv(report.data, t))}
            >
              {t('admin.vat.export')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
      <Stack spacing={0.5}>
        <Typography variant="h6" component="h2">
          {name}
        </Typography>
        {report.data ? (
          <Typography variant="body2" color="text.secondary">
            {t('admin.vat.range', { from: format.date(report.data.From), to: format.date(report.data.To) })}
          </Typography>
        ) : null}
      </Stack>
      {report.isPending ? (
        <LoadingSkeleton label={t('admin.vat.loading')} height={320} />
      ) : report.error ? (
        <Alert severity="error">{t('admin.vat.failed', { error: contractText(report.error.message) })}</Alert>
      ) : report.data.Days.length === 0 ? (
        <EmptyState
          title={t('admin.vat.empty', { period: name })}
          description={t('admin.vat.emptyHelp')}
          icon={<ReceiptLongOutlined />}
          titleComponent="h3"
        />
      ) : (
        <>
          <Stack component="section" aria-label={t('admin.vat.totals')} spacing={1} sx={{ minWidth: 0 }}>
            <Typography variant="subtitle1" component="h3">
              {t('admin.vat.totals')}
            </Typography>
            {/* Four a row on a desktop, two on a phone: the eight figures in even rows. */}
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
              }}
            >
              {VAT_FIGURES.map(({ key, label, count }) => (
                <FigureCard
                  key={key}
                  label={t(label)}
                  value={count ? format.number(report.data.Totals[key]) : format.money(report.data.Totals[key])}
                />
              ))}
            </Box>
          </Stack>
          <Card component="section" aria-label={t('admin.vat.days')} variant="outlined" sx={{ minWidth: 0 }}>
            <CardContent>
              <Typography variant="subtitle1" component="h3" gutterBottom>
                {t('admin.vat.days')}
              </Typography>
              <VatReportTable report={report.data} label={t('admin.vat.daysTable', { period: name })} />
            </CardContent>
          </Card>
        </>
      )}
    </Stack>
  );
}
