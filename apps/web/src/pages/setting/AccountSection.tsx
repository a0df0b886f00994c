import { useState } from 'react';
import { Button, Modal } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../components/i18n/index.js';
import { avatarUrl, type UserInfo } from '@acsc/shared';
import { dialogProps, useIsPhone } from '../../components/auth/useIsPhone.js';
import { BindingForm, type AddressKind } from './BindingForm.js';
import './account.css';

/** The account at a glance: avatar (with the way to the cropper), the bound phone and email with Change / Bind. */
export function AccountSection({ user }: { user: UserInfo }) {
  const { t } = useTranslation('setting-account');
  const isPhone = useIsPhone();
  const navigate = useNavigate();
  const [editing, setEditing] = useState<AddressKind | null>(null);
  const value = (kind: AddressKind) => (kind === 'phone' ? user.phone : user.email);

  return (
    <>
      <div className="settings-avatar">
        {user.avatar ? (
          <img
            className="settings-avatar__image"
            src={avatarUrl(user.avatar, 256)}
            alt={t('setting-account:avatar.current')}
          />
        ) : (
          <span className="settings-avatar__image" aria-hidden="true" />
        )}
        <Button onClick={() => navigate('/setting/cropperImage')}>{t('setting-account:avatar.change')}</Button>
      </div>
      <dl className="settings-list">
        {(['phone', 'email'] as const).map((kind) => (
          <div key={kind}>
            <dt>{t(`settings.${kind}`)}</dt>
            <dd className="settings-address">
              <span>{value(kind) || t('settings.notBound')}</span>
              {/* No space put between two Chinese characters: the visible "更换" stays part of its name "更换邮箱". */}
              <Button
                size="small"
                autoInsertSpace={false}
                onClick={() => setEditing(kind)}
                aria-label={t(
                  value(kind) ? `setting-account:binding.change.${kind}` : `setting-account:binding.add.${kind}`,
                )}
              >
                {value(kind) ? t('setting-account:binding.changeShort') : t('setting-account:binding.addShort')}
              </Button>
            </dd>
          </div>
        ))}
      </dl>
      <Modal
        {...dialogProps(isPhone)}
        forceRender={false}
        destroyOnHidden
        open={editing !== null}
        title={
          editing
            ? t(value(editing) ? `setting-account:binding.change.${editing}` : `setting-account:binding.add.${editing}`)
            : ''
        }
        onCancel={() => setEditing(null)}
      >
        {editing && <BindingForm kind={editing} user={user} onDone={() => setEditing(null)} />}
      </Modal>
    </>
  );
}
