import { useMemo } from 'react';
import { Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../components/i18n/index.js';
import { API, type MemberStats, type MemberSummary, EXCHANGE_API } from '@acsc/shared';
import { get } from '../../components/api/http.js';
import { EChart } from '../../components/charts/EChart.js';
import { formatDate, formatMonthDay } from '../../components/content/format.js';

const SERIES = ['posts', 'likesReceived', 'commentsReceived', 'newFollowers'] as const;

/**
 * "My statistics" (issue 11): posts, likes and comments received and new followers per week over the
 * last 12 weeks, as a chart (ECharts, in this lazy chunk only) and the same numbers as a table. The
 * chart is laid out as the association's: the legend on one line that scrolls, above a grid that holds
 * its axis labels; the table scrolls sideways in a region a keyboard reaches, with a shadow on the side
 * where more columns are (issue 27: the legend overlapped the axis and the table was cut off).
 */
export default function MyStatistics() {
  const { t } = useTranslation('setting-account');
  const stats = useQuery({
    queryKey: ['exchange', 'stats'],
    queryFn: () => get<MemberStats>(EXCHANGE_API.stats),
  });
  const summary = useQuery({
    queryKey: ['setting', 'summary'],
    queryFn: () => get<MemberSummary>(API.memberSummary),
  });
  const weeks = stats.data?.weeks;
  const option = useMemo(
    () =>
      weeks && {
        tooltip: { trigger: 'axis' },
        legend: { type: 'scroll', top: 0, data: SERIES.map((s) => t(`stats.${s}`)) },
        grid: { left: 8, right: 16, top: 44, bottom: 8, containLabel: true },
        xAxis: { type: 'category', data: weeks.map((w) => formatMonthDay(w.weekStart)) },
        yAxis: { type: 'value', minInterval: 1 },
        series: SERIES.map((s) => ({
          name: t(`stats.${s}`),
          type: 'line',
          smooth: true,
          data: weeks.map((w) => w[s]),
        })),
      },
    [weeks, t],
  );
  if (!weeks || !option) return <Skeleton active paragraph={{ rows: 4 }} />;
  const totals = summary.data?.items.filter((i) => i.value > 0) ?? [];
  return (
    <>
      {/* The member's totals in the other features (reservations, work, the CV): AppModule.memberSummary. */}
      <h3 className="stats-summary__title">{t('stats.summary.title')}</h3>
      {summary.data &&
        (totals.length === 0 ? (
          <p className="stats-summary__none">{t('stats.summary.none')}</p>
        ) : (
          <dl className="stats-summary" data-testid="stats-summary">
            {totals.map((i) => (
              <div key={i.key}>
                <dt>{t(`stats.summary.${i.key}`)}</dt>
                <dd>{i.value}</dd>
              </div>
            ))}
          </dl>
        ))}
      <EChart option={option} label={t('stats.chartLabel')} />
      <div className="stats-table" tabIndex={0} role="region" aria-label={t('stats.tableLabel')}>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('stats.week')}</th>
              {SERIES.map((s) => (
                <th key={s} scope="col">
                  {t(`stats.${s}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[...weeks].reverse().map((w) => (
              <tr key={w.weekStart}>
                <th scope="row">
                  <time dateTime={w.weekStart}>{formatDate(w.weekStart)}</time>
                </th>
                {SERIES.map((s) => (
                  <td key={s}>{w[s]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
