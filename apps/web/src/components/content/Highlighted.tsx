import { useMemo } from 'react';
import { parseHighlighted } from './highlight.js';

/** A search hit's title or summary with the server's matches in <mark>, rendered as text (see highlight.ts). */
export function Highlighted({ html }: { html: string }) {
  const runs = useMemo(() => parseHighlighted(html), [html]);
  return <>{runs.map((r, i) => (r.mark ? <mark key={i}>{r.text}</mark> : <span key={i}>{r.text}</span>))}</>;
}
