import { useMemo } from 'react';
import { Skeleton, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../components/i18n/index.js';
import { type MemberStats, type StatsWeek, EXCHANGE_SOCIAL_API } from '@acsc/shared';
import { get } from '../../components/api/http.js';
import { EChart } from '../../components/charts/EChart.js';
import { formatDate, formatMonthDay } from '../../components/content/format.js';

const SERIES = ['posts', 'likesReceived', 'commentsReceived', 'newFollowers'] as const;

/**
 * "My statistics" (issue 11): posts, likes and comments received and new followers per week over the
 * last 12 weeks, as a chart (ECharts, in this lazy chunk only) and the same numbers as a table.
 */
export default function MyStatistics() {
  const { t } = useTranslation('setting-account');
  const stats = useQuery({ queryKey: ['exchange', 'stats'], queryFn: () => get<MemberStats>(EXCHANGE_SOCIAL_API.stats) });
  const weeks = stats.data?.weeks;
  const option = useMemo(
    () =>
      weeks && {
        tooltip: { trigger: 'axis' },
        legend: { data: SERIES.map((s) => t(`stats.${s}`)) },
        grid: { left: 32, right: 16, bottom: 24, top: 48 },
        xAxis: { type: 'category', data: weeks.map((w) => formatMonthDay(w.weekStart)) },
        yAxis: { type: 'value', minInterval: 1 },
        series: SERIES.map((s) => ({ name: t(`stats.${s}`), type: 'line', smooth: true, data: weeks.map((w) => w[s]) })),
      },
    [weeks, t],
  );
  if (!weeks || !option) return <Skeleton active paragraph={{ rows: 4 }} />;
  return (
    <>
      <EChart option={option} label={t('stats.chartLabel')} />
      <Table<StatsWeek>
        size="small"
        rowKey="weekStart"
        pagination={false}
        scroll={{ x: 520 }}
        dataSource={[...weeks].reverse()}
        columns={[
          { title: t('stats.week'), dataIndex: 'weekStart', render: (v: string) => formatDate(v) },
          ...SERIES.map((s) => ({ title: t(`stats.${s}`), dataIndex: s, align: 'right' as const })),
        ]}
      />
    </>
  );
}
