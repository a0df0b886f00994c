import { useEffect, useState } from 'react';
import { supportApi } from './api.js';

/** An image of the chat, read with the caller's headers (an <img> cannot send them) and shown from an object URL. */
export function ChatImage({ id, alt, failed, path }: { id: string; alt: string; failed: string; path?: string }) {
  const [src, setSrc] = useState<string | null>(null);
  const [error, setError] = useState(false);
  useEffect(() => {
    let url: string | null = null;
    let live = true;
    supportApi.imageUrl(id, path).then(
      (u) => {
        url = u;
        if (live) setSrc(u);
        else URL.revokeObjectURL(u);
      },
      () => live && setError(true),
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [id, path]);
  if (error) return <span className="support-chat__image-failed">{failed}</span>;
  return src ? <img src={src} alt={alt} className="support-chat__img" /> : null;
}
