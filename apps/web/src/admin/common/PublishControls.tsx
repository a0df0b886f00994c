import { useState } from 'react';
import { App, Button, DatePicker, Form, Modal, Space } from 'antd';
import { ClockCircleOutlined, EyeInvisibleOutlined, SendOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from '../../components/i18n/index.js';
import type { ContentState } from '@acsc/shared';
import { ConfirmDeleteButton } from './ConfirmDeleteButton.js';

export interface PublishHandlers {
  publish: (publishAt?: string) => Promise<unknown>;
  unpublish?: () => Promise<unknown>;
  remove?: () => Promise<unknown>;
}

/** Publish now, schedule (date and time), unpublish and delete (after a confirmation) of one item. */
export function PublishControls({
  state,
  publishAt,
  handlers,
  size,
  onRemoved,
}: {
  state: ContentState;
  publishAt?: string;
  handlers: PublishHandlers;
  size?: 'small';
  onRemoved?: () => void;
}) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const [scheduling, setScheduling] = useState(false);
  const [when, setWhen] = useState<Dayjs | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (call: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await call();
      void message.success(done);
      return true;
    } catch {
      return false; // the HTTP client has shown why
    } finally {
      setBusy(false);
    }
  };

  return (
    <Space wrap size="small">
      {state !== 'published' && (
        <Button
          size={size}
          type="primary"
          icon={<SendOutlined />}
          loading={busy}
          onClick={() => void run(() => handlers.publish(), t('publish.published'))}
        >
          {t('publish.now')}
        </Button>
      )}
      <Button
        size={size}
        icon={<ClockCircleOutlined />}
        onClick={() => {
          setWhen(state === 'scheduled' && publishAt ? dayjs(publishAt) : dayjs().add(1, 'hour').startOf('hour'));
          setScheduling(true);
        }}
      >
        {state === 'scheduled' ? t('publish.reschedule') : t('publish.schedule')}
      </Button>
      {state !== 'draft' && handlers.unpublish && (
        <Button
          size={size}
          icon={<EyeInvisibleOutlined />}
          loading={busy}
          onClick={() => void run(handlers.unpublish!, t('publish.unpublished'))}
        >
          {t('publish.unpublish')}
        </Button>
      )}
      {handlers.remove && (
        <ConfirmDeleteButton
          size={size}
          onConfirm={async () => {
            if (await run(handlers.remove!, t('actions.deleted'))) onRemoved?.();
          }}
        />
      )}
      <Modal
        open={scheduling}
        title={t('publish.scheduleTitle')}
        okText={t('publish.scheduleOk')}
        cancelText={t('actions.cancel')}
        okButtonProps={{ disabled: !when, loading: busy }}
        onCancel={() => setScheduling(false)}
        onOk={async () => {
          if (!when) return;
          if (
            await run(
              () => handlers.publish(when.toISOString()),
              when.isAfter(dayjs()) ? t('publish.scheduled') : t('publish.published'),
            )
          )
            setScheduling(false);
        }}
        destroyOnHidden
      >
        <Form layout="vertical">
          <Form.Item label={t('publish.when')} extra={t('publish.whenHelp')}>
            <DatePicker
              showTime={{ format: 'HH:mm:ss' }}
              format="YYYY-MM-DD HH:mm:ss"
              value={when}
              onChange={setWhen}
              style={{ width: '100%' }}
              aria-label={t('publish.when')}
            />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
