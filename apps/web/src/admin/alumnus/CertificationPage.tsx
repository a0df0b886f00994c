import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Select, Space, Table, Tag, Typography } from 'antd';
import {
  ADMIN_ALUMNI_CERT_API as S,
  SUBMISSION_STATUSES,
  apiPath,
  type AdminSubmissionDetail,
  type AdminSubmissionItem,
  type ReasonTemplate,
  type SubmissionStatus,
} from '@acsc/shared';
import { post } from '../../components/api/http.js';
import { formatLongDateTime } from '../../components/content/format.js';
import { PrivateFileView } from '../../components/files/PrivateFileView.js';
import { useAdminGet, useAdminList, useAdminMutation } from '../api.js';
import { useConsoleT } from '../common/i18n.js';
import { ReasonFields, ReasonTemplates } from './ReasonTemplates.js';
import './certification.css';

const COLORS: Record<SubmissionStatus, string> = { Pending: 'gold', Approved: 'green', Rejected: 'red' };
type Texts = ReasonTemplate['text'];

/** One proof: an image with zoom and rotation, or a PDF in the browser's viewer. */
function Proof({ p }: { p: AdminSubmissionItem['proofs'][number] }) {
  const { t } = useConsoleT('admin-alumnus');
  const [zoom, setZoom] = useState(1);
  const [rotate, setRotate] = useState(0);
  const image = p.mime.startsWith('image/');
  return (
    <figure className="cert-proof">
      {image && (
        <Space size="small">
          <Button size="small" onClick={() => setZoom((z) => Math.min(4, z + 0.5))}>
            {t('cert.zoomIn')}
          </Button>
          <Button size="small" onClick={() => setZoom((z) => Math.max(0.5, z - 0.5))}>
            {t('cert.zoomOut')}
          </Button>
          <Button size="small" onClick={() => setRotate((r) => (r + 90) % 360)}>
            {t('cert.rotate')}
          </Button>
        </Space>
      )}
      <PrivateFileView id={p.id} mime={p.mime} name={p.originalName} zoom={zoom} rotate={rotate} />
      <figcaption>{p.originalName}</figcaption>
    </figure>
  );
}

/** One submission next to its documents: duplicate warning, history, approve, reject with a reason. */
function Review({ id, onDone }: { id: number; onDone: () => void }) {
  const { t } = useConsoleT('admin-alumnus');
  const d = useAdminGet<AdminSubmissionDetail>(apiPath(S.detail, { id }));
  const reasons = useAdminGet<ReasonTemplate[]>(S.reasons);
  const [reason, setReason] = useState<Texts>({});
  const approve = useAdminMutation(() => post(S.approve, { id }));
  const reject = useAdminMutation(() => post(S.reject, { id, reason }));
  const s = d.data;
  if (!s) return <Card loading />;
  const field = (label: string, value: string | number) => ({ key: label, label: t(label), children: value || '—' });
  return (
    <Card
      size="small"
      className="admin-section cert-review"
      title={
        <Space>
          {s.nameLatin} <Tag color={COLORS[s.status]}>{t(`cert.status.${s.status}`)}</Tag>
        </Space>
      }
      extra={<Button onClick={onDone}>{t('cert.close')}</Button>}
    >
      {s.duplicates.length > 0 && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          message={t('cert.duplicate', { names: s.duplicates.map((x) => x.member.nickname).join(', ') })}
        />
      )}
      <div className="cert-review__body">
        <Descriptions
          size="small"
          column={1}
          bordered
          items={[
            field('cert.member', s.member.nickname),
            field('cert.nameKm', s.nameKm),
            field('cert.nameLatin', s.nameLatin),
            field('cert.nameZh', s.nameZh),
            field('cert.school', s.schoolName),
            field('cert.degree', t(`cert.degrees.${s.degree}`)),
            field('cert.major', s.major),
            field('cert.years', `${s.entryYear} – ${s.graduationYear}`),
            field('cert.studentNumber', s.studentNumber),
            field('cert.city', s.city),
            field('cert.employer', s.employer),
            field('cert.submitted', formatLongDateTime(s.createdAt)),
          ]}
        />
        <div className="cert-review__proofs">
          {s.proofs.map((p) => (
            <Proof key={p.id} p={p} />
          ))}
        </div>
      </div>
      {s.status === 'Pending' ? (
        <Space direction="vertical" style={{ width: '100%', marginTop: 16 }}>
          <Button
            type="primary"
            loading={approve.isPending}
            onClick={() => approve.mutate(undefined, { onSuccess: onDone })}
          >
            {t('cert.approve')}
          </Button>
          <Typography.Title level={5}>{t('cert.rejectTitle')}</Typography.Title>
          <Select
            style={{ minWidth: 320 }}
            placeholder={t('cert.pickTemplate')}
            aria-label={t('cert.pickTemplate')}
            options={(reasons.data ?? []).map((r) => ({
              value: r.id,
              label: r.text.zh_CN || r.text.en_US || r.text.km_KH,
            }))}
            onChange={(v: number) => setReason(reasons.data?.find((r) => r.id === v)?.text ?? {})}
          />
          <ReasonFields value={reason} onChange={setReason} />
          <Button
            danger
            loading={reject.isPending}
            disabled={!reason.zh_CN?.trim() && !reason.km_KH?.trim() && !reason.en_US?.trim()}
            onClick={() => reject.mutate(undefined, { onSuccess: onDone })}
          >
            {t('cert.reject')}
          </Button>
        </Space>
      ) : (
        s.reason && <Alert type="info" style={{ marginTop: 16 }} message={`${t('cert.reason')}: ${s.reason}`} />
      )}
      {s.history.length > 0 && (
        <>
          <Typography.Title level={5}>{t('cert.history')}</Typography.Title>
          <ul>
            {s.history.map((h) => (
              <li key={h.id}>
                <Tag color={COLORS[h.status]}>{t(`cert.status.${h.status}`)}</Tag> {h.schoolName} · {h.studentNumber} ·{' '}
                {formatLongDateTime(h.createdAt)} {h.reason && `· ${h.reason}`}
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}

/** The review queue of alumni certification (editors and admins): oldest Pending first, then a review. */
export default function CertificationPage() {
  const { t } = useConsoleT('admin-alumnus');
  const [status, setStatus] = useState<SubmissionStatus | undefined>('Pending');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const list = useAdminList<AdminSubmissionItem>(S.list, { status, pageNum: page, pageSize: 20 });
  return (
    <>
      <Typography.Title level={3}>{t('cert.title')}</Typography.Title>
      {open !== null && <Review key={open} id={open} onDone={() => setOpen(null)} />}
      <Card size="small" className="admin-section">
        <Select
          allowClear
          style={{ minWidth: 180, marginBottom: 12 }}
          aria-label={t('cert.statusFilter')}
          placeholder={t('cert.statusFilter')}
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
          options={SUBMISSION_STATUSES.map((s) => ({ value: s, label: t(`cert.status.${s}`) }))}
        />
        <Table<AdminSubmissionItem>
          rowKey="id"
          loading={list.isFetching}
          dataSource={list.data?.list ?? []}
          pagination={{ current: page, pageSize: 20, total: list.data?.total ?? 0, onChange: setPage }}
          locale={{ emptyText: t('cert.empty') }}
          columns={[
            { title: t('cert.member'), render: (_, r) => r.member.nickname },
            { title: t('cert.nameLatin'), dataIndex: 'nameLatin' },
            { title: t('cert.school'), dataIndex: 'schoolName' },
            { title: t('cert.studentNumber'), dataIndex: 'studentNumber' },
            {
              title: t('cert.statusFilter'),
              render: (_, r) => <Tag color={COLORS[r.status]}>{t(`cert.status.${r.status}`)}</Tag>,
            },
            { title: t('cert.submitted'), render: (_, r) => formatLongDateTime(r.createdAt) },
            {
              title: t('cert.actions'),
              render: (_, r) => (
                <Button size="small" onClick={() => setOpen(r.id)}>
                  {t('cert.review')}
                </Button>
              ),
            },
          ]}
        />
      </Card>
      <ReasonTemplates />
    </>
  );
}
