import { Radio, Skeleton } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_CHANNELS, type NotificationChannel, type NotificationPreference } from '@acsc/shared';
import { toast } from '../../components/api/http.js';
import { useNamespaceReady, useTranslation } from '../../components/i18n/index.js';
import { notificationApi, preferencesKey } from '../../components/notifications/api.js';

function Preferences() {
  const { t } = useTranslation('notifications');
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: preferencesKey, queryFn: notificationApi.preferences });
  const list = query.data?.list ?? [];
  const groups = [...new Set(list.map((p) => p.group))];

  const choose = async (pref: NotificationPreference, channel: NotificationChannel) => {
    try {
      queryClient.setQueryData(preferencesKey, await notificationApi.updatePreference({ type: pref.type, channel }));
      toast.success(t('preferences.saved'));
    } catch {
      // toasted by the client
    }
  };

  if (query.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  return (
    <>
      <p className="notification-prefs__intro">{t('preferences.intro')}</p>
      {groups.map((group) => (
        <div key={group} className="notification-prefs__group">
          <h3>{t(`preferences.groups.${group}`, { defaultValue: t('preferences.groups.other') })}</h3>
          {list
            .filter((p) => p.group === group)
            .map((p) => (
              <div key={p.type} className="notification-prefs__row" data-testid="notification-preference">
                <span id={`pref-${p.type}`}>{p.label}</span>
                <Radio.Group
                  aria-labelledby={`pref-${p.type}`}
                  optionType="button"
                  size="small"
                  value={p.channel}
                  onChange={(e) => void choose(p, e.target.value as NotificationChannel)}
                  options={NOTIFICATION_CHANNELS.map((c) => ({ value: c, label: t(`preferences.channels.${c}`) }))}
                />
              </div>
            ))}
        </div>
      ))}
    </>
  );
}

/** /setting's notification section (issue 10 §3): per type, on the site only, also by email, or off. */
export function NotificationPreferences() {
  const ready = useNamespaceReady('notifications');
  const { t } = useTranslation('notifications');
  if (!ready) return null;
  return (
    <section className="card settings-card" aria-labelledby="settings-notifications">
      <h2 id="settings-notifications" className="card__title">
        {t('preferences.title')}
      </h2>
      <Preferences />
    </section>
  );
}
