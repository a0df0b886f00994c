import { useEffect, useState } from 'react';
import { Card, Col, Row, Statistic, Table } from 'antd';
import type { AdminSupportStats } from '@acsc/shared';
import { useConsoleT } from '../common/i18n.js';
import { staffSupportApi } from './api.js';

const DAYS = 14;
/** Seconds as minutes (one decimal), or a dash. */
const minutes = (s: number | null) => (s === null ? '—' : (s / 60).toFixed(1));

/** The support numbers of the last two weeks: conversations per day, first response and resolution times (median, 90th percentile). */
export function StatsPanel() {
  const { t } = useConsoleT('admin-support');
  const [stats, setStats] = useState<AdminSupportStats | null>(null);
  useEffect(() => {
    staffSupportApi.stats(DAYS).then(setStats, () => {});
  }, []);
  if (!stats) return null;
  return (
    <Card size="small" title={t('stats.title', { days: DAYS })} className="support-stats">
      <Row gutter={16}>
        <Col span={6}>
          <Statistic
            title={t('stats.firstMedian')}
            value={minutes(stats.firstResponse.median)}
            suffix={t('stats.min')}
          />
        </Col>
        <Col span={6}>
          <Statistic title={t('stats.firstP90')} value={minutes(stats.firstResponse.p90)} suffix={t('stats.min')} />
        </Col>
        <Col span={6}>
          <Statistic
            title={t('stats.resolutionMedian')}
            value={minutes(stats.resolution.median)}
            suffix={t('stats.min')}
          />
        </Col>
        <Col span={6}>
          <Statistic title={t('stats.resolutionP90')} value={minutes(stats.resolution.p90)} suffix={t('stats.min')} />
        </Col>
      </Row>
      <Table
        size="small"
        pagination={false}
        rowKey="day"
        dataSource={[...stats.perDay].reverse()}
        columns={[
          { title: t('stats.day'), dataIndex: 'day' },
          { title: t('stats.conversations'), dataIndex: 'count' },
        ]}
      />
    </Card>
  );
}
