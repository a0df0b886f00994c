import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { App, Button, Card, Descriptions, Drawer, Form, Input, Select, Space, Table, Tag, Typography } from 'antd';
import {
  ADMIN_WORK_API,
  APPLICATION_STATUSES,
  STAFF_APPLICATION_STATUSES,
  WORK_LIMITS,
  apiPath,
  type AdminApplication,
  type AdminJob,
  type ApplicationStatus,
  type Language,
} from '@acsc/shared';
import { apiHeaders, post } from '../../components/api/http.js';
import { formatLongDateTime } from '../../components/content/format.js';
import { useAdminGet, useAdminList, useAdminMutation } from '../api.js';
import { useConsoleT } from '../common/i18n.js';
import { download, pick } from './lang.js';
import { VitaeView, type VitaeDocument } from '../../pages/work/vitae/VitaeView.js';

/** The account card's fields an application without an online CV keeps (modules/work/cv.ts). */
const CARD_FIELDS = ['name', 'email', 'phone', 'gender', 'city'] as const;
const LANGUAGE_NAMES = { zh_CN: true, km_KH: true, en_US: true };
/** A snapshot of the member's online CV (modules/vitae), as opposed to the account card. */
const isVitae = (cv: Record<string, unknown>): cv is Record<string, unknown> & VitaeDocument =>
  typeof cv.info === 'object' && cv.info !== null && Array.isArray(cv.experience);

const COLORS: Record<ApplicationStatus, string> = {
  Submitted: 'blue',
  Viewed: 'cyan',
  Interview: 'gold',
  Offer: 'green',
  Rejected: 'red',
  Withdrawn: 'default',
};

/** One application: the CV as sent, the letter, the PDF, staff-only notes, and a status change with a message. */
function ApplicationDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const { t, i18n } = useConsoleT('admin-work');
  const { message } = App.useApp();
  const a = useAdminGet<AdminApplication>(apiPath(ADMIN_WORK_API.applicationDetail, { id })).data;
  const move = useAdminMutation((v: { status: string; message?: string }) =>
    post<AdminApplication>(ADMIN_WORK_API.applicationStatus, { id, ...v }),
  );
  const note = useAdminMutation((text: string) =>
    post<AdminApplication>(ADMIN_WORK_API.applicationNote, { id, note: text }),
  );
  const cv = (a?.cv ?? {}) as Record<string, unknown>;
  const lang = (i18n.language in LANGUAGE_NAMES ? i18n.language : 'en_US') as Language;
  return (
    <Drawer open width={560} title={a?.member.nickname ?? ''} onClose={onClose} destroyOnHidden>
      {a && (
        <>
          <p>
            <Tag color={COLORS[a.status]}>{t(`status.${a.status}`)}</Tag>
          </p>
          <Typography.Title level={5}>{t('applications.cv')}</Typography.Title>
          {isVitae(cv) ? (
            <VitaeView cv={cv} lang={lang} />
          ) : (
            // A member who had written no CV applied with their account card.
            <Descriptions column={1} size="small">
              {CARD_FIELDS.filter((k) => typeof cv[k] === 'string' && cv[k] !== '').map((k) => (
                <Descriptions.Item key={k} label={t(`applications.card.${k}`)}>
                  {String(cv[k])}
                </Descriptions.Item>
              ))}
            </Descriptions>
          )}
          {a.coverLetter && (
            <>
              <Typography.Title level={5}>{t('applications.coverLetter')}</Typography.Title>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{a.coverLetter}</Typography.Paragraph>
            </>
          )}
          {a.attachment && (
            <Button
              onClick={() =>
                void download(
                  `/prod-api${apiPath(ADMIN_WORK_API.applicationAttachment, { id })}`,
                  `application-${id}.pdf`,
                  apiHeaders(),
                )
              }
            >
              {t('applications.attachment')}
            </Button>
          )}
          <Typography.Title level={5}>{t('applications.timeline')}</Typography.Title>
          <ul>
            {a.timeline.map((s, i) => (
              <li key={i}>
                {t(`status.${s.status}`)} · {formatLongDateTime(s.at)}
                {s.message && ` · ${s.message}`}
              </li>
            ))}
          </ul>
          <Form
            layout="vertical"
            onFinish={(v: { status: string; message?: string }) =>
              void move
                .mutateAsync({ status: v.status, message: v.message?.trim() || undefined })
                .then(() => void message.success(t('applications.moved')))
            }
          >
            <Form.Item
              name="status"
              label={t('applications.moveTo')}
              rules={[{ required: true, message: t('applications.pickStatus') }]}
            >
              <Select
                aria-label={t('applications.moveTo')}
                options={STAFF_APPLICATION_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
              />
            </Form.Item>
            <Form.Item name="message" label={t('applications.message')}>
              <Input.TextArea rows={3} maxLength={WORK_LIMITS.messageMax} showCount />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={move.isPending}>
              {t('applications.move')}
            </Button>
          </Form>
          <Form
            layout="vertical"
            initialValues={{ note: a.note }}
            onFinish={(v: { note: string }) => void note.mutateAsync(v.note ?? '')}
          >
            <Form.Item name="note" label={t('applications.note')} extra={t('applications.noteHint')}>
              <Input.TextArea rows={3} maxLength={WORK_LIMITS.noteMax} />
            </Form.Item>
            <Button htmlType="submit" loading={note.isPending}>
              {t('ui.save')}
            </Button>
          </Form>
        </>
      )}
    </Drawer>
  );
}

/** A job's applications by status, each opened in a drawer; CSV export. */
export default function ApplicationsPage() {
  const { t } = useConsoleT('admin-work');
  const [params, setParams] = useSearchParams();
  const jobId = Number(params.get('jobId')) || undefined;
  const [status, setStatus] = useState<ApplicationStatus | undefined>();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const jobs = useAdminList<AdminJob>(ADMIN_WORK_API.jobList, { pageSize: 50 });
  const apps = useAdminList<AdminApplication>(
    ADMIN_WORK_API.applicationList,
    { jobId, status, pageNum: page, pageSize: 50 },
    jobId !== undefined,
  );
  return (
    <>
      <Typography.Title level={3}>{t('applications.title')}</Typography.Title>
      <Card size="small" className="admin-section">
        <Space wrap>
          <Select
            style={{ minWidth: 320 }}
            placeholder={t('applications.pickJob')}
            aria-label={t('applications.pickJob')}
            value={jobId}
            onChange={(v: number) => {
              setParams({ jobId: String(v) });
              setPage(1);
            }}
            options={(jobs.data?.list ?? []).map((j) => ({
              value: j.id,
              label: `${pick(j.title, `#${j.id}`)} · ${j.companyName}`,
            }))}
          />
          <Select
            allowClear
            style={{ minWidth: 160 }}
            placeholder={t('applications.status')}
            aria-label={t('applications.status')}
            value={status}
            onChange={(v) => {
              setStatus(v);
              setPage(1);
            }}
            options={APPLICATION_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          />
          {jobId !== undefined && (
            <Button
              onClick={() =>
                void download(
                  `/prod-api${ADMIN_WORK_API.applicationExport}?jobId=${jobId}`,
                  `applications-${jobId}.csv`,
                  apiHeaders(),
                )
              }
            >
              {t('applications.csv')}
            </Button>
          )}
        </Space>
        {jobId !== undefined && (
          <Table<AdminApplication>
            rowKey="id"
            loading={apps.isFetching}
            dataSource={apps.data?.list ?? []}
            pagination={{ current: page, pageSize: 50, total: apps.data?.total ?? 0, onChange: setPage }}
            locale={{ emptyText: t('applications.empty') }}
            columns={[
              { title: t('applications.member'), render: (_, a) => a.member.nickname },
              {
                title: t('applications.status'),
                render: (_, a) => <Tag color={COLORS[a.status]}>{t(`status.${a.status}`)}</Tag>,
              },
              { title: t('applications.at'), render: (_, a) => formatLongDateTime(a.createdAt) },
              {
                title: t('ui.actions'),
                render: (_, a) => (
                  <Button size="small" onClick={() => setOpen(a.id)}>
                    {t('applications.open')}
                  </Button>
                ),
              },
            ]}
          />
        )}
      </Card>
      {open !== null && <ApplicationDrawer id={open} onClose={() => setOpen(null)} />}
    </>
  );
}
