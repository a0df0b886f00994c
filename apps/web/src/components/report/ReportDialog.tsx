import { useState } from 'react';
import { Input, Modal, Radio, Space } from 'antd';
import { MODERATION_LIMITS, REPORT_REASONS, type ReportReason, type ReportTarget, MODERATION_API } from '@acsc/shared';
import { post, toast } from '../api/http.js';
import { useNamespaceReady, useTranslation } from '../i18n/index.js';

/**
 * Report a post, comment, message or member (issue 11 "Moderation"): a reason from the fixed list and
 * an optional note. One report per member per item; the server says so when it was already reported.
 * Texts: the lazy 'report' catalog. Lazy-load this component where a "Report" entry is shown.
 */
export default function ReportDialog({
  type,
  id,
  open,
  onClose,
}: {
  type: ReportTarget;
  id: string;
  open: boolean;
  onClose: () => void;
}) {
  const ready = useNamespaceReady('report');
  const { t } = useTranslation('report');
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  if (!ready) return null;

  const submit = async () => {
    if (!reason) return;
    setSending(true);
    try {
      await post(MODERATION_API.report, { type, id, reason, text: text.trim() || undefined });
      toast.success(t('thanks'));
      setReason(null);
      setText('');
      onClose();
    } catch {
      // The HTTP client showed why (already reported, not found).
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t(`title.${type}`)}
      okText={t('submit')}
      cancelText={t('cancel')}
      okButtonProps={{ disabled: !reason, loading: sending }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Radio.Group value={reason} onChange={(e) => setReason(e.target.value as ReportReason)} aria-label={t('reason')}>
        <Space direction="vertical">
          {REPORT_REASONS.map((r) => (
            <Radio key={r} value={r}>
              {t(`reasons.${r}`)}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
      <Input.TextArea
        style={{ marginTop: 12 }}
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={MODERATION_LIMITS.reportTextMax}
        rows={3}
        placeholder={t('note')}
        aria-label={t('note')}
      />
    </Modal>
  );
}
