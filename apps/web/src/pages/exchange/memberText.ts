/**
 * Member text (posts, comments) is never HTML (issue 11): it is split into plain text, line breaks and
 * web links, which React renders as text nodes, <br> and <a rel="nofollow ugc noopener">. Only http(s)
 * addresses (or ones starting with "www.") become links; any other scheme stays text.
 */
export type TextPart =
  { kind: 'text'; text: string } | { kind: 'break' } | { kind: 'link'; text: string; href: string };

// An address runs to the next space or character that cannot be in one (CJK punctuation and brackets
// included); trailing sentence punctuation is given back to the text.
const URL_RE = /\b(?:https?:\/\/|www\.)[^\s<>"'\u3000-\u303f\uff01-\uff0f\uff1a-\uff20]+/gi;
const TRAILING = /[.,;:!?)\]}'"»…]+$/;

function links(line: string, out: TextPart[]) {
  let last = 0;
  for (const m of line.matchAll(URL_RE)) {
    let text = m[0];
    const trail = TRAILING.exec(text)?.[0] ?? '';
    // Keep a closing parenthesis that closes one opened inside the address (Wikipedia-style links).
    let cut = trail.length;
    if (
      trail.startsWith(')') &&
      (text.match(/\(/g)?.length ?? 0) >= (text.slice(0, text.length - trail.length + 1).match(/\)/g)?.length ?? 0)
    )
      cut = trail.length - 1;
    text = text.slice(0, text.length - cut);
    const start = m.index;
    if (text.length < 5 || /^(?:https?:\/\/|www\.)$/i.test(text)) continue;
    if (start > last) out.push({ kind: 'text', text: line.slice(last, start) });
    out.push({ kind: 'link', text, href: /^www\./i.test(text) ? `https://${text}` : text });
    last = start + text.length;
  }
  if (last < line.length) out.push({ kind: 'text', text: line.slice(last) });
}

export function textParts(text: string): TextPart[] {
  const out: TextPart[] = [];
  text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .forEach((line, i) => {
      if (i > 0) out.push({ kind: 'break' });
      links(line, out);
    });
  return out;
}

/** What member links carry (issue 11): no ranking credit, user content, no window.opener. */
export const MEMBER_LINK_REL = 'nofollow ugc noopener';
