import { useEffect, useState } from 'react';
import { Alert, Button, Image, Space, Typography } from 'antd';
import { PictureOutlined } from '@ant-design/icons';
import { messageApi } from '../../components/messages/api.js';
import { useConsoleT } from '../common/i18n.js';

/**
 * The image of a reported message, in the report's detail. It is private: the server lets a moderator read
 * it only because the message was reported, and writes each read to the audit log (issue 28). So it is
 * loaded when the moderator asks for it, once, through the same authorized route the conversation's
 * members use (the session's token; an <img> cannot send it), and shown from an object URL freed on close.
 */
export function ReportedMessageImage({ messageId }: { messageId: string }) {
  const { t } = useConsoleT('admin-moderation');
  const [state, setState] = useState<{ url: string | null; loading: boolean; failed: boolean }>({
    url: null,
    loading: false,
    failed: false,
  });

  useEffect(() => () => void (state.url && URL.revokeObjectURL(state.url)), [state.url]);

  const show = () => {
    setState({ url: null, loading: true, failed: false });
    messageApi.imageUrl(messageId).then(
      (url) => setState({ url, loading: false, failed: false }),
      () => setState({ url: null, loading: false, failed: true }),
    );
  };

  return (
    <Space direction="vertical" role="group" aria-label={t('image.title')}>
      <Typography.Text strong>{t('image.title')}</Typography.Text>
      {state.url ? (
        <Image
          src={state.url}
          alt={t('image.alt')}
          styles={{
            root: { maxWidth: 'min(100%, 480px)' },
            image: { width: '100%', height: 'auto', maxHeight: 480, objectFit: 'contain' },
          }}
        />
      ) : (
        <Space direction="vertical">
          <Typography.Text type="secondary">{t('image.notice')}</Typography.Text>
          {state.failed && <Alert type="warning" showIcon message={t('image.failed')} />}
          <Button icon={<PictureOutlined />} loading={state.loading} onClick={show}>
            {t('image.show')}
          </Button>
        </Space>
      )}
    </Space>
  );
}
