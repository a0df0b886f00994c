import { useEffect, useState } from 'react';
import { useTranslation } from '../../../components/i18n/index.js';
import { messageApi } from '../../../components/messages/api.js';

/** A message's image: a private file, fetched with the session and shown from an object URL (freed on unmount). */
export function MessageImage({ messageId }: { messageId: string }) {
  const { t } = useTranslation('messages');
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    let made: string | null = null;
    messageApi.imageUrl(messageId).then(
      (u) => {
        made = u;
        if (live) setUrl(u);
        else URL.revokeObjectURL(u);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [messageId]);
  if (failed) return <em>{t('imageFailed')}</em>;
  if (!url) return <span className="msg-bubble__image is-loading" aria-busy="true" />;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      <img className="msg-bubble__image" src={url} alt={t('imageAlt')} />
    </a>
  );
}
