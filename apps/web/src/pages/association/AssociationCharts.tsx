import { useMemo } from 'react';
import { useTranslation } from '../../components/i18n/index.js';
import * as echarts from 'echarts/core';
import { PieChart } from 'echarts/charts';
import type { Chart } from '@acsc/shared';
import { useAssociationCharts } from '../../components/api/content.js';
import { ErrorRetry } from '../../components/content/ErrorRetry.js';
import { LanguageFallbackNotice } from '../../components/content/LanguageFallbackNotice.js';
import { CardListSkeleton } from '../../components/content/Skeletons.js';
import { EmptyState } from '../../components/layout/EmptyState.js';
import { useAssociationCode } from './useAssociation.js';

import { EChart } from '../../components/charts/EChart.js';

/** Only this page's chunk imports ECharts (through EChart), and the pie only here. */
echarts.use([PieChart]);

const PALETTE = ['#0b3d91', '#e8b130', '#2f9e8f', '#d9534f', '#7c5cc4', '#4a90d9', '#8a9bb5'];

function optionOf(chart: Chart): echarts.EChartsCoreOption {
  if (chart.type === 'pie') {
    return {
      color: PALETTE,
      tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
      legend: { bottom: 0, type: 'scroll' },
      series: [
        {
          type: 'pie',
          name: chart.series[0]?.name,
          radius: ['42%', '70%'],
          center: ['50%', '45%'],
          itemStyle: { borderColor: '#fff', borderWidth: 2, borderRadius: 6 },
          label: { formatter: '{b}\n{d}%' },
          data: chart.categories.map((name, i) => ({ name, value: chart.series[0]?.data[i] ?? 0 })),
        },
      ],
    };
  }
  return {
    color: PALETTE,
    tooltip: { trigger: 'axis' },
    legend: { top: 0, show: chart.series.length > 1 },
    grid: { left: 8, right: 16, top: chart.series.length > 1 ? 40 : 16, bottom: 8, containLabel: true },
    xAxis: {
      type: 'category',
      data: chart.categories,
      axisTick: { alignWithLabel: true },
      boundaryGap: chart.type === 'bar',
    },
    yAxis: { type: 'value', splitLine: { lineStyle: { color: '#e3e8f1' } } },
    series: chart.series.map((s) =>
      chart.type === 'line'
        ? { type: 'line', name: s.name, data: s.data, smooth: true, symbolSize: 7, areaStyle: { opacity: 0.08 } }
        : { type: 'bar', name: s.name, data: s.data, barMaxWidth: 36, itemStyle: { borderRadius: [6, 6, 0, 0] } },
    ),
  };
}

function ChartCanvas({ chart }: { chart: Chart }) {
  const option = useMemo(() => optionOf(chart), [chart]);
  return <EChart option={option} className="chart__canvas" label={chart.title} testId={`chart-${chart.key}`} />;
}

/** The same numbers as a table, for screen readers and for anyone who wants the figures themselves. */
function ChartTable({ chart }: { chart: Chart }) {
  const { t } = useTranslation('content');
  return (
    <details className="chart__data">
      <summary>{t('association.showData')}</summary>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('association.category')}</th>
            {chart.series.map((s) => (
              <th key={s.name} scope="col">
                {s.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {chart.categories.map((c, i) => (
            <tr key={c}>
              <th scope="row">{c}</th>
              {chart.series.map((s) => (
                <td key={s.name}>{s.data[i]?.toLocaleString()}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

export default function AssociationCharts() {
  const { t } = useTranslation('content');
  const a = useAssociationCode();
  const query = useAssociationCharts(a);
  if (query.isError) return <ErrorRetry error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <CardListSkeleton count={2} layout="tile" />;
  if (query.data.charts.length === 0) return <EmptyState title={t('association.noCharts')} />;
  return (
    <>
      <LanguageFallbackNotice meta={query.data} />
      <div className="charts">
        {query.data.charts.map((c) => (
          <section key={c.key} className={`chart card chart--${c.type}`} aria-labelledby={`chart-title-${c.key}`}>
            <h2 id={`chart-title-${c.key}`} className="card__title">
              {c.title}
            </h2>
            <ChartCanvas chart={c} />
            <ChartTable chart={c} />
          </section>
        ))}
      </div>
    </>
  );
}
