import { useEffect, useState } from 'react';
import { API, API_BASE } from '@acsc/shared';
import { apiHeaders } from '../api/http.js';
import './private-file.css';

/**
 * A private file (client/file/v1/private/:id) shown to its owner or to staff holding its role: fetched with
 * the session's headers (the route needs them, an <img src> would not send them), shown from a blob URL.
 * Images may be zoomed and rotated (the console's review); a PDF is embedded with the browser's viewer.
 */
export function PrivateFileView({
  id,
  mime,
  name,
  zoom = 1,
  rotate = 0,
}: {
  id: string;
  mime: string;
  name: string;
  zoom?: number;
  rotate?: number;
}) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let objectUrl: string | null = null;
    let live = true;
    fetch(`${API_BASE}${API.privateFile.replace(':id', id)}`, { headers: apiHeaders() })
      .then(async (res) => {
        if (!res.ok || !res.headers.get('content-type')?.startsWith(mime)) throw new Error(String(res.status));
        objectUrl = URL.createObjectURL(await res.blob());
        if (live) setUrl(objectUrl);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [id, mime]);
  if (failed) return <span className="private-file private-file--failed">{name}</span>;
  if (!url) return <span className="private-file private-file--loading" aria-busy="true" />;
  if (mime === 'application/pdf')
    return (
      <object className="private-file private-file--pdf" data={url} type="application/pdf" aria-label={name}>
        <a href={url} download={name}>
          {name}
        </a>
      </object>
    );
  return (
    <div className="private-file private-file--image">
      <img
        src={url}
        alt={name}
        style={{ transform: `scale(${zoom}) rotate(${rotate}deg)`, transition: 'transform 0.2s' }}
      />
    </div>
  );
}
