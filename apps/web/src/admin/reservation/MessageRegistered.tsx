import { useState } from 'react';
import { App, Button, Checkbox, Form, Input, Modal } from 'antd';
import { ADMIN_RESERVATION_API, RESERVATION_LIMITS, type MessageRegisteredBody } from '@acsc/shared';
import { post } from '../../components/api/http.js';
import { useAdminMutation } from '../api.js';
import { useConsoleT } from '../common/i18n.js';

/**
 * Staff's message to everyone registered for an event (a changed room, what to bring): each member gets it
 * in-app and by email as their preferences say, framed in their own language; the waiting list on request.
 */
export function MessageRegistered({ activityId }: { activityId: number }) {
  const { t } = useConsoleT('admin-reservation');
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ message: string; includeWaiting: boolean }>();
  const send = useAdminMutation((body: MessageRegisteredBody) =>
    post<{ sent: number }>(ADMIN_RESERVATION_API.message, body),
  );
  const submit = async () => {
    const v = await form.validateFields();
    const { sent } = await send.mutateAsync({
      activityId,
      message: v.message.trim(),
      includeWaiting: v.includeWaiting,
    });
    void message.success(t('message.sent', { count: sent }));
    form.resetFields();
    setOpen(false);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('message.button')}</Button>
      <Modal
        open={open}
        title={t('message.title')}
        okText={t('message.send')}
        confirmLoading={send.isPending}
        onOk={() => void submit().catch(() => undefined)}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" initialValues={{ message: '', includeWaiting: false }}>
          <Form.Item
            name="message"
            label={t('message.text')}
            rules={[
              { required: true, whitespace: true, message: t('validation.required', { field: t('message.text') }) },
            ]}
          >
            <Input.TextArea rows={5} maxLength={RESERVATION_LIMITS.messageMax} showCount />
          </Form.Item>
          <Form.Item name="includeWaiting" valuePropName="checked">
            <Checkbox>{t('message.includeWaiting')}</Checkbox>
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
