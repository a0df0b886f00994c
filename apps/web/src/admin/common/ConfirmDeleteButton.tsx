import { App, Button, Tooltip } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from '../../components/i18n/index.js';

/**
 * The console's delete button: asks first ("delete this?" in the console's language), then runs
 * `onConfirm`; the dialog stays busy until it settles. `reason` replaces the tooltip when it is disabled.
 */
export function ConfirmDeleteButton({
  onConfirm,
  size,
  disabled,
  reason,
}: {
  onConfirm: () => Promise<unknown>;
  size?: 'small';
  disabled?: boolean;
  reason?: string;
}) {
  const { t } = useTranslation('admin');
  const { modal } = App.useApp();
  return (
    <Tooltip title={disabled && reason ? reason : t('actions.delete')}>
      <Button
        size={size}
        danger
        disabled={disabled}
        icon={<DeleteOutlined />}
        aria-label={t('actions.delete')}
        onClick={() =>
          modal.confirm({
            title: t('actions.deleteConfirmTitle'),
            content: t('actions.deleteConfirmText'),
            okText: t('actions.delete'),
            okButtonProps: { danger: true },
            cancelText: t('actions.cancel'),
            onOk: async () => {
              await onConfirm();
            },
          })
        }
      />
    </Tooltip>
  );
}
