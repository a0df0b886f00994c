import { Button, Input, Space } from 'antd';
import { useConsoleT } from '../common/i18n.js';

/** A ticket or booking code typed at the door (upper-cased as typed) and its check-in button. */
export function CodeField(props: {
  code: string;
  onChange(code: string): void;
  onSubmit(code: string): void;
  pending: boolean;
  label: string;
  submitLabel: string;
}) {
  const { t } = useConsoleT('admin-reservation');
  const submit = () => props.code && props.onSubmit(props.code);
  return (
    <Space.Compact style={{ width: '100%', maxWidth: 420 }}>
      <Input
        value={props.code}
        onChange={(e) => props.onChange(e.target.value.toUpperCase())}
        placeholder={t('checkIn.placeholder')}
        aria-label={props.label}
        autoCapitalize="characters"
        onPressEnter={submit}
      />
      <Button type="primary" loading={props.pending} disabled={!props.code} onClick={submit}>
        {props.submitLabel}
      </Button>
    </Space.Compact>
  );
}
