/**
 * Orders (bars, left axis) and revenue (line, right axis) over time for one currency. The chart has an
 * accessible name and a text summary next to it, since a chart is not readable for screen readers. Only
 * the report page's chunk loads @mui/x-charts.
 */
import { TABLE_TEXTS } from '@ausweis/shared/constants';
import { formatMoney } from '@ausweis/shared/format';
import type { OrderReport } from '@ausweis/shared/schemas/reports';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { useId } from 'react';
import { type ChartPoint, chartSummary, formatCount } from './report-data';

/** Contrast of at least 3:1 against white for both marks. */
const COUNT_COLOR = '#4a78b0';
const SUM_COLOR = '#c2410c';
const CHART_TEXTS = { noData: TABLE_TEXTS.noData, loading: 'Wird geladen …' };

const amountTick = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });

export function ReportChart({
  points,
  unit,
  currency,
}: {
  points: readonly ChartPoint[];
  unit: OrderReport['series_unit'];
  currency: string;
}) {
  const summaryId = useId();
  const per = unit === 'month' ? 'Monat' : 'Tag';
  const title = `Bestätigte Bestellungen und Umsatz pro ${per} (${currency})`;
  const summary = chartSummary(points, unit, currency);
  const symbol = formatMoney(0, currency).replace(/^[\d,.\s]+/, '');
  return (
    <Box
      component="figure"
      aria-labelledby={`${summaryId}-title`}
      aria-describedby={summaryId}
      sx={{ m: 0, minWidth: 0 }}
    >
      <Typography id={`${summaryId}-title`} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <ChartsDataProvider
        height={300}
        localeText={CHART_TEXTS}
        margin={{ top: 16, right: 8, bottom: 8, left: 8 }}
        series={[
          {
            type: 'bar',
            id: 'count',
            label: 'Bestätigte Bestellungen',
            data: points.map((p) => p.count),
            yAxisId: 'count',
            color: COUNT_COLOR,
            valueFormatter: (v) => (v === null ? '' : formatCount(v)),
          },
          {
            type: 'line',
            id: 'sum',
            label: `Umsatz (${symbol})`,
            data: points.map((p) => p.sum / 100),
            yAxisId: 'sum',
            color: SUM_COLOR,
            curve: 'linear',
            // Daily points of a month are too dense for marks; the tooltip shows each value.
            showMark: points.length <= 14,
            valueFormatter: (v) => (v === null ? '' : formatMoney(Math.round(v * 100), currency)),
          },
        ]}
        xAxis={[
          {
            id: 'period',
            scaleType: 'band',
            data: points.map((p) => p.label),
            label: per,
            // Every month's bar keeps its label (the chart would drop those that collide), slanted
            // where they do not fit side by side; days are too many for that and keep every few.
            ...(unit === 'month'
              ? {
                  tickLabelInterval: () => true,
                  tickLabelStyle: { fontSize: 11, angle: -40, textAnchor: 'end' as const },
                  height: 'auto' as const,
                }
              : { tickLabelStyle: { fontSize: 11 } }),
          },
        ]}
        yAxis={[
          {
            id: 'count',
            position: 'left',
            label: 'Anzahl',
            min: 0,
            tickMinStep: 1,
            valueFormatter: (v: number) => formatCount(v),
          },
          {
            id: 'sum',
            position: 'right',
            label: `Umsatz in ${symbol}`,
            min: 0,
            valueFormatter: (v: number) => amountTick.format(v),
          },
        ]}
      >
        <ChartsWrapper legendPosition={{ vertical: 'top', horizontal: 'center' }}>
          <ChartsLegend />
          {/* Named by the figure and described by its caption (the surface's own title lands on role="none"). */}
          <ChartsSurface>
            <ChartsGrid horizontal />
            <BarPlot />
            <LinePlot />
            <MarkPlot />
            <ChartsXAxis axisId="period" />
            <ChartsYAxis axisId="count" />
            <ChartsYAxis axisId="sum" />
            <ChartsAxisHighlight x="band" />
          </ChartsSurface>
          <ChartsTooltip />
        </ChartsWrapper>
      </ChartsDataProvider>
      <Typography id={summaryId} component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {summary}
      </Typography>
    </Box>
  );
}
