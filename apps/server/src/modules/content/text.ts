/** Text helpers for public content: escaping for HTML and XML, plain text of rich HTML, highlighting. */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ', apos: "'" };

/** Plain text of sanitized HTML: tags removed, block ends become spaces, common entities decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<\/(p|div|h[1-6]|li|tr|blockquote)>|<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|\w+);/gi, (m, e: string) => {
      if (e[0] === '#') {
        const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
        return Number.isFinite(code) ? String.fromCodePoint(code) : m;
      }
      return ENTITIES[e.toLowerCase()] ?? m;
    })
    .replace(/\s+/g, ' ')
    .trim()
    .normalize('NFC');
}

/** Search terms of a keywords string: NFC, split on whitespace, at most five, longest first. */
export function searchTerms(keywords: string): string[] {
  const terms = [...new Set(keywords.normalize('NFC').trim().split(/\s+/).filter(Boolean))].slice(0, 5);
  return terms.sort((a, b) => b.length - a.length);
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** HTML of `text` with every case-insensitive match of a term wrapped in <mark>; everything else escaped. */
export function highlight(text: string, terms: string[]): string {
  if (terms.length === 0 || !text) return escapeHtml(text);
  const re = new RegExp(terms.map(escapeRegex).join('|'), 'giu');
  let out = '';
  let last = 0;
  for (const m of text.matchAll(re)) {
    if (m[0].length === 0) continue;
    out += escapeHtml(text.slice(last, m.index)) + '<mark>' + escapeHtml(m[0]) + '</mark>';
    last = m.index! + m[0].length;
  }
  return out + escapeHtml(text.slice(last));
}

/** First `max` characters of plain text, cut at a word or sentence boundary when one is near. */
export function excerpt(text: string, max = 160): string {
  const t = text.trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max);
  const at = Math.max(cut.lastIndexOf(' '), cut.lastIndexOf('。'), cut.lastIndexOf('។'));
  return (at > max * 0.6 ? cut.slice(0, at) : cut).trimEnd() + '…';
}
