import { Button, Input } from 'antd';
import { useState } from 'react';
import type { SupportAvailability, SupportConversation } from '@acsc/shared';
import { formatRecent } from '../../components/content/format.js';
import { useTranslation } from '../../components/i18n/index.js';
import { supportApi } from './api.js';

/**
 * Outside office hours or with nobody online: when someone will answer, and (for a visitor, once they
 * wrote) an email or phone where the answer goes; a member gets it in their notifications.
 */
export function AwayNotice({
  availability,
  conversation,
  member,
  onSaved,
}: {
  availability: SupportAvailability;
  conversation: SupportConversation | null;
  member: boolean;
  onSaved: (c: SupportConversation) => void;
}) {
  const { t, i18n } = useTranslation('support');
  const [name, setName] = useState(conversation?.name ?? '');
  const [contact, setContact] = useState(conversation?.contact ?? '');
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      onSaved(await supportApi.contact({ name: name.trim(), contact: contact.trim() }));
    } catch {
      // The HTTP client showed why.
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className="support-chat__away" role="status">
      <p>
        <strong>{t('away')}</strong>{' '}
        {availability.nextOpenAt
          ? t('awayUntil', { time: formatRecent(availability.nextOpenAt, i18n.language as never) })
          : t('awaySoon')}
      </p>
      {member ? (
        <p>{t('memberAway')}</p>
      ) : conversation?.contact ? (
        <p>{t('saved', { contact: conversation.contact })}</p>
      ) : conversation ? (
        <div className="support-chat__contact">
          <p>{t('awayContact')}</p>
          <Input
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder={t('name')}
            aria-label={t('name')}
            maxLength={60}
          />
          <Input
            value={contact}
            onChange={(e) => setContact(e.target.value)}
            placeholder={t('contact')}
            aria-label={t('contact')}
            maxLength={100}
          />
          <Button onClick={() => void save()} loading={saving} disabled={!contact.trim()}>
            {t('save')}
          </Button>
        </div>
      ) : (
        <p>{t('awayWrite')}</p>
      )}
    </div>
  );
}
