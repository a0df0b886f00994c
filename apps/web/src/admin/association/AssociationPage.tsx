import { Button, Card, Table, Typography, type TableProps } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useConsoleT } from '../common/i18n.js';
import { useNavigate } from 'react-router';
import { ADMIN_API, type AdminAssociationSection, type AdminAssociationSlot } from '@acsc/shared';
import { useAdminGet } from '../api.js';
import { CompletenessMarks, StateTag } from '../common/StateTag.js';
import { formatDateTime } from '../../components/content/format.js';
import { scrollX } from '../common/table.js';

type Row = AdminAssociationSlot;
const written = (r: Row): r is AdminAssociationSection => r.content !== null;

/** The pages of both associations (introduction, founder, organization, figures, charts), written or not. */
export default function AssociationPage() {
  const { t } = useConsoleT('admin-association');
  const navigate = useNavigate();
  const list = useAdminGet<Row[]>(ADMIN_API.association.list);
  const columns: TableProps<Row>['columns'] = [
    {
      title: t('fields.association'),
      dataIndex: 'association',
      key: 'association',
      render: (a: string) => t(`associations.${a}`),
      filters: ['acsc', 'ccya'].map((a) => ({ text: t(`associations.${a}`), value: a })),
      onFilter: (v, r) => r.association === v,
    },
    { title: t('columns.page'), dataIndex: 'kind', key: 'kind', render: (k: string) => t(`sections.${k}`) },
    {
      title: t('columns.translation'),
      key: 'completeness',
      render: (_, r) => (written(r) ? <CompletenessMarks completeness={r.completeness} /> : '—'),
    },
    {
      title: t('columns.state'),
      key: 'state',
      render: (_, r) =>
        written(r) ? <StateTag state={r.state} publishAt={r.publishAt} /> : t('association.notWritten'),
    },
    {
      title: t('columns.updatedAt'),
      key: 'updatedAt',
      render: (_, r) => (written(r) ? formatDateTime(r.updatedAt, { seconds: false }) : '—'),
    },
    {
      title: t('columns.actions'),
      key: 'actions',
      render: (_, r) => (
        <Button
          size="small"
          icon={<EditOutlined />}
          onClick={() => void navigate(`/admin/association/${r.association}/${r.kind}`)}
        >
          {written(r) ? t('actions.edit') : t('association.write')}
        </Button>
      ),
    },
  ];
  return (
    <Card
      title={
        <Typography.Title level={1} className="admin-title">
          {t('menu.association')}
        </Typography.Title>
      }
    >
      <Table<Row>
        rowKey={(r) => `${r.association}/${r.kind}`}
        loading={list.isFetching}
        dataSource={list.data ?? []}
        columns={columns}
        pagination={false}
        scroll={scrollX(700, list.data)}
      />
    </Card>
  );
}
