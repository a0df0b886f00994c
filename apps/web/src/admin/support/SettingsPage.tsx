import { useEffect, useState } from 'react';
import { Button, Card, Checkbox, Form, Input, Space, TimePicker } from 'antd';
import dayjs from 'dayjs';
import { LANGUAGES, type SupportSettings } from '@acsc/shared';
import { useConsoleT } from '../common/i18n.js';
import { staffSupportApi } from './api.js';

const DAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** The office hours (per weekday, Cambodia's time) and the greeting in the three languages. */
export default function SettingsPage() {
  const { t } = useConsoleT('admin-support');
  const [settings, setSettings] = useState<SupportSettings | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    staffSupportApi.settings().then(setSettings, () => {});
  }, []);
  if (!settings) return <Card size="small" loading />;

  const setDay = (i: number, day: SupportSettings['days'][number]) =>
    setSettings({ ...settings, days: settings.days.map((d, j) => (j === i ? day : d)) });
  const save = async () => {
    setSaving(true);
    try {
      setSettings(await staffSupportApi.settingsSave(settings));
    } catch {
      // The HTTP client showed why.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card size="small" title={t('settingsTitle')} className="admin-section">
      <p>{t('hoursHint')}</p>
      <Form layout="vertical">
        {settings.days.map((d, i) => (
          <Form.Item key={DAY_KEYS[i]} label={t(`days.${DAY_KEYS[i]}`)}>
            <Space>
              <Checkbox
                checked={d !== null}
                onChange={(e) => setDay(i, e.target.checked ? { open: '08:00', close: '17:00' } : null)}
              >
                {t('openDay')}
              </Checkbox>
              {d && (
                <TimePicker.RangePicker
                  format="HH:mm"
                  minuteStep={15}
                  allowClear={false}
                  aria-label={t(`days.${DAY_KEYS[i]}`)}
                  value={[dayjs(`2000-01-01T${d.open}`), dayjs(`2000-01-01T${d.close}`)]}
                  onChange={(v) =>
                    v?.[0] && v[1] && setDay(i, { open: v[0].format('HH:mm'), close: v[1].format('HH:mm') })
                  }
                />
              )}
            </Space>
          </Form.Item>
        ))}
        {LANGUAGES.map((l) => (
          <Form.Item key={l} label={t('greeting', { language: t(`languages.${l}`) })}>
            <Input.TextArea
              value={settings.greeting[l]}
              maxLength={500}
              placeholder={t('greetingDefault')}
              onChange={(e) => setSettings({ ...settings, greeting: { ...settings.greeting, [l]: e.target.value } })}
            />
          </Form.Item>
        ))}
        <Button type="primary" onClick={() => void save()} loading={saving}>
          {t('save')}
        </Button>
      </Form>
    </Card>
  );
}
