import { useMemo, useState } from 'react';
import { Card, Col, Empty, Row, Segmented, Statistic, Table, Tag, Typography } from 'antd';
import { useConsoleT } from '../common/i18n.js';
import { Link } from 'react-router';
import { ADMIN_API, type Dashboard } from '@acsc/shared';
import { useAdminGet } from '../api.js';
import { languageName } from '../common/lang.js';
import { EChart } from '../../components/charts/EChart.js';
import { formatMonthDay, formatTime } from '../../components/content/format.js';

const EDIT_ROUTES: Record<string, string> = {
  article: 'news',
  scholarship: 'scholarships',
  notice: 'notices',
  alumni_news: 'alumni-news',
  alumni_story: 'alumni-stories',
  banner: 'banners',
  channel: 'channels',
};

/** Members registered and article views per day, top articles, and content still missing a language. */
export default function DashboardPage() {
  const { t } = useConsoleT('admin-dashboard');
  const [days, setDays] = useState(30);
  const data = useAdminGet<Dashboard>(ADMIN_API.dashboard, { days });
  const d = data.data;

  const perDay = useMemo(() => {
    if (!d) return null;
    const axis = { type: 'category', data: d.membersPerDay.map((x) => x.day.slice(5)) };
    const base = {
      tooltip: { trigger: 'axis' },
      grid: { left: 40, right: 16, top: 24, bottom: 28 },
      xAxis: axis,
      yAxis: { type: 'value', minInterval: 1 },
    };
    return {
      members: {
        ...base,
        series: [
          {
            name: t('dashboard.members'),
            type: 'bar',
            data: d.membersPerDay.map((x) => x.count),
            itemStyle: { color: '#1677ff' },
          },
        ],
      },
      views: {
        ...base,
        xAxis: { type: 'category', data: d.viewsPerDay.map((x) => x.day.slice(5)) },
        series: [
          {
            name: t('dashboard.views'),
            type: 'line',
            smooth: true,
            areaStyle: {},
            data: d.viewsPerDay.map((x) => x.count),
            itemStyle: { color: '#52c41a' },
          },
        ],
      },
      top: {
        tooltip: { trigger: 'axis' },
        grid: { left: 160, right: 24, top: 16, bottom: 24 },
        xAxis: { type: 'value', minInterval: 1 },
        yAxis: {
          type: 'category',
          inverse: true,
          data: d.topArticles.map((a) => (a.title.length > 18 ? `${a.title.slice(0, 18)}…` : a.title)),
        },
        series: [
          {
            name: t('dashboard.periodViews'),
            type: 'bar',
            data: d.topArticles.map((a) => a.periodViews),
            itemStyle: { color: '#fa8c16' },
          },
        ],
      },
    };
  }, [d, t]);

  return (
    <div className="admin-dashboard">
      <Card
        title={
          <Typography.Title level={1} className="admin-title">
            {t('menu.dashboard')}
          </Typography.Title>
        }
        extra={
          <Segmented
            value={days}
            onChange={(v) => setDays(Number(v))}
            options={[7, 30, 90, 180].map((n) => ({ value: n, label: t('dashboard.days', { count: n }) }))}
            aria-label={t('dashboard.period')}
          />
        }
        loading={data.isPending}
      >
        {d && perDay && (
          <Row gutter={[16, 16]}>
            <Col xs={24} md={8}>
              <Statistic title={t('dashboard.totalMembers')} value={d.totals.members} />
            </Col>
            <Col xs={24} md={8}>
              <Statistic title={t('dashboard.totalArticles')} value={d.totals.articles} />
            </Col>
            <Col xs={24} md={8}>
              <Statistic title={t('dashboard.totalMedia')} value={d.totals.media} />
            </Col>
            <Col xs={24} lg={12}>
              <Card size="small" title={t('dashboard.membersPerDay')}>
                <EChart option={perDay.members} label={t('dashboard.membersPerDay')} />
              </Card>
            </Col>
            <Col xs={24} lg={12}>
              <Card size="small" title={t('dashboard.viewsPerDay')}>
                <EChart option={perDay.views} label={t('dashboard.viewsPerDay')} />
              </Card>
            </Col>
            <Col xs={24} lg={12}>
              <Card size="small" title={t('dashboard.topArticles')}>
                {d.topArticles.length ? (
                  <EChart
                    option={perDay.top}
                    height={Math.max(200, d.topArticles.length * 32)}
                    label={t('dashboard.topArticles')}
                  />
                ) : (
                  <Empty description={t('dashboard.noViews')} />
                )}
              </Card>
            </Col>
            <Col xs={24} lg={12}>
              <Card size="small" title={t('dashboard.awaiting')}>
                <Table
                  size="small"
                  rowKey={(r) => `${r.entityType}-${r.id}`}
                  dataSource={d.awaitingTranslation}
                  pagination={{ pageSize: 8, hideOnSinglePage: true }}
                  locale={{ emptyText: t('dashboard.allTranslated') }}
                  columns={[
                    {
                      title: t('columns.title'),
                      key: 'title',
                      render: (_, r) => {
                        const route =
                          r.entityType === 'association_section'
                            ? `association/${r.id}`
                            : EDIT_ROUTES[r.entityType]
                              ? `${EDIT_ROUTES[r.entityType]}/${r.id}`
                              : null;
                        const text = r.title || `#${r.id}`;
                        return (
                          <>
                            <Tag>{t(`entities.${r.entityType}`)}</Tag>
                            {route ? <Link to={`/admin/${route}`}>{text}</Link> : text}
                          </>
                        );
                      },
                    },
                    {
                      title: t('dashboard.missing'),
                      key: 'missing',
                      render: (_, r) =>
                        r.missing.map((l) => (
                          <Tag key={l} color="orange">
                            {languageName(l)}
                          </Tag>
                        )),
                    },
                    {
                      title: t('columns.updatedAt'),
                      dataIndex: 'updatedAt',
                      render: (v: string) => `${formatMonthDay(v)} ${formatTime(v)}`,
                    },
                  ]}
                />
              </Card>
            </Col>
          </Row>
        )}
      </Card>
    </div>
  );
}
