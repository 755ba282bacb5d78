/**
 * 'Auswertung Bestellungen und Umsatz' (/admin/report, docs/product.md#screens 'Order report', super admins with
 * can_report): the figures of a date range per currency, the orders per country, a chart over time, and
 * the same report as an Excel file.
 */
import { defaultDateRange } from '@ausweis/shared/schemas/date-range';
import { RECEIVABLES_TEXTS, REPORT_TEXTS } from '@ausweis/shared/schemas/reports';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { type DateRangeDraft, validDateRange } from '../../components/date-range';
import { PageHeader } from '../../components/PageHeader';
import { downloadOrderReport, useOrderReport } from './api';
import { ReportCountryTable } from './ReportCountryTable';
import { ReportReceivables } from './ReportReceivables';
import { ReportSummaryTable } from './ReportSummaryTable';
import { chartPoints, seriesCurrencies } from './report-data';

/**
 * The chart library (@mui/x-charts) and the date picker are most of this page's code: their chunks load
 * beside the report's query, which starts with the page on the default range, and the figures show
 * without waiting for them.
 */
const loadChart = () => import('./ReportChart');
void loadChart();
const ReportChart = lazy(() => loadChart().then((m) => ({ default: m.ReportChart })));
const DateRangeFields = lazy(() =>
  import('../../components/DateRangeFields').then((m) => ({ default: m.DateRangeFields })),
);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

export default function ReportPage() {
  const [draft, setDraft] = useState<DateRangeDraft>(() => defaultDateRange());
  const range = useMemo(() => validDateRange(draft), [draft]);
  const report = useOrderReport(range);
  const [downloading, setDownloading] = useState(false);
  const data = range ? report.data : undefined;

  const download = async () => {
    if (!range || downloading) return;
    setDownloading(true);
    try {
      await downloadOrderReport(range);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack spacing={2}>
      <PageHeader title={REPORT_TEXTS.title} />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(160px, 220px)) auto' },
            gap: 1.5,
            alignItems: 'start',
          }}
        >
          <Suspense fallback={<Box sx={{ gridColumn: { sm: 'span 2' }, minHeight: 56 }} />}>
            <DateRangeFields value={draft} onChange={(p) => setDraft((d) => ({ ...d, ...p }))} />
          </Suspense>
          <Button
            variant="contained"
            startIcon={<DownloadIcon />}
            disabled={!range}
            loading={downloading}
            onClick={download}
            sx={{ minHeight: 40, mt: { sm: 1 }, justifySelf: { xs: 'stretch', sm: 'start' } }}
          >
            {REPORT_TEXTS.download}
          </Button>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          Ohne Testbestellungen. Beträge brutto; Bestätigt heißt online bezahlt oder vom Mandanten per
          Rechnung bezahlt.
        </Typography>
      </Paper>
      {data && (
        <Box aria-busy={report.isFetching} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {/* A bar, not dimmed figures: dimmed text would fall below the contrast WCAG asks for. */}
          <Box sx={{ height: 4 }}>
            {report.isPlaceholderData && <LinearProgress aria-label="Auswertung wird geladen" />}
          </Box>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', xl: 'minmax(0, 5fr) minmax(0, 6fr)' },
              gap: 2,
              alignItems: 'start',
            }}
          >
            <Section title="Kennzahlen">
              <ReportSummaryTable totals={data.totals} />
            </Section>
            <Section title="Bestätigte Bestellungen nach Land">
              <ReportCountryTable values={data.values} />
            </Section>
            <Section title={RECEIVABLES_TEXTS.title}>
              <ReportReceivables receivables={data.receivables} />
            </Section>
          </Box>
          <Section title="Verlauf">
            <Stack spacing={3}>
              {seriesCurrencies(data).map((currency) => (
                <Suspense key={currency} fallback={<Box sx={{ minHeight: 360 }} aria-busy="true" />}>
                  <ReportChart
                    currency={currency}
                    unit={data.series_unit}
                    points={chartPoints(data, currency)}
                  />
                </Suspense>
              ))}
              {seriesCurrencies(data).length === 0 && (
                <Typography color="text.secondary">Keine Bestellungen im Zeitraum.</Typography>
              )}
            </Stack>
          </Section>
        </Box>
      )}
    </Stack>
  );
}
