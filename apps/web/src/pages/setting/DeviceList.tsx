import { Button, List, Popconfirm, Tag } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../components/i18n/index.js';
import { deviceLabel } from '@acsc/shared';
import { toast } from '../../components/api/http.js';
import { settingApi, sessionsKey } from './api.js';
import { formatLongDateTime } from '../../components/content/format.js';

/** The member's signed-in devices (from the headers kept with each session), with sign-out of one or all others. */
export function DeviceList() {
  const { t } = useTranslation('setting-account');
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: sessionsKey, queryFn: settingApi.sessions });
  const list = sessions.data?.list ?? [];

  const revoke = async (body: { id: string } | { allOthers: true }) => {
    try {
      const { revoked } = await settingApi.revoke(body);
      toast.success(t('settings.signedOutDevices', { count: revoked }));
    } catch {
      // toasted by the client
    }
    await queryClient.invalidateQueries({ queryKey: sessionsKey });
  };

  return (
    <div className="setting-devices">
      <List
        loading={sessions.isLoading}
        dataSource={list}
        rowKey="id"
        renderItem={(s) => (
          <List.Item
            data-testid="device"
            actions={
              s.current
                ? [
                    <Tag key="current" color="green">
                      {t('settings.thisDevice')}
                    </Tag>,
                  ]
                : [
                    <Popconfirm
                      key="out"
                      title={t('settings.signOutDeviceConfirm')}
                      okText={t('settings.signOut')}
                      cancelText={t('settings.cancel')}
                      onConfirm={() => revoke({ id: s.id })}
                    >
                      <Button size="small" danger>
                        {t('settings.signOut')}
                      </Button>
                    </Popconfirm>,
                  ]
            }
          >
            {/* Not List.Item.Meta: its title is an h4, a level skipped under the section's h2 (heading order). */}
            <div className="setting-devices__meta">
              <strong>{deviceLabel(s) || t('settings.unknownDevice')}</strong>
              <span>{t('settings.lastSeen', { time: formatLongDateTime(s.lastSeenAt) })}</span>
            </div>
          </List.Item>
        )}
      />
      {list.length > 1 && (
        <Popconfirm
          title={t('settings.signOutOthersConfirm')}
          okText={t('settings.signOut')}
          cancelText={t('settings.cancel')}
          onConfirm={() => revoke({ allOthers: true })}
        >
          <Button danger className="setting-devices__all">
            {t('settings.signOutOthers')}
          </Button>
        </Popconfirm>
      )}
    </div>
  );
}
