import sanitizeHtml from 'sanitize-html';

/**
 * The one allow-list of stored rich text (articles, pages, notices, stories). Everything not listed is
 * dropped: scripts, styles, iframes, forms, event-handler and style attributes, classes. Links may only
 * be http(s), mailto or relative; images and video only come from the media library (/media/...).
 */
const MEDIA_SRC = /^\/media\/[^\s"'<>\\]+$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'video',
    'source',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'colgroup',
    'col',
    'blockquote',
    'pre',
    'code',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'del',
    'sub',
    'sup',
    'span',
    'figure',
    'figcaption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'srcset', 'sizes', 'alt', 'title', 'width', 'height'],
    video: ['src', 'poster', 'controls', 'width', 'height', 'preload'],
    source: ['src', 'type'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    col: ['span'],
    ol: ['start'],
    code: [],
    span: [],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [], video: [], source: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Text inside these is dropped with the tag, not kept as text.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'template',
    'svg',
    'math',
  ],
  transformTags: {
    // A link that opens a new tab must not give that tab a handle on this one.
    a: (tagName, attribs) => {
      const out = { ...attribs };
      if (out.target && out.target !== '_blank') delete out.target;
      if (out.target === '_blank') out.rel = 'noopener noreferrer';
      else delete out.rel;
      return { tagName, attribs: out };
    },
  },
  exclusiveFilter: (frame) => (frame.tag === 'img' || frame.tag === 'source') && !frame.attribs.src,
};

function mediaOnly(attribs: Record<string, string>, keys: string[]): Record<string, string> {
  const out = { ...attribs };
  for (const k of keys) {
    const v = out[k];
    if (v === undefined) continue;
    const urls = k === 'srcset' ? v.split(',').map((part) => part.trim().split(/\s+/)[0] ?? '') : [v.trim()];
    if (!urls.every((u) => MEDIA_SRC.test(u) && !u.includes('..'))) delete out[k];
  }
  return out;
}

const WITH_SOURCES: sanitizeHtml.IOptions = {
  ...OPTIONS,
  transformTags: {
    ...OPTIONS.transformTags,
    img: (tagName, attribs) => ({ tagName, attribs: mediaOnly(attribs, ['src', 'srcset']) }),
    video: (tagName, attribs) => ({
      tagName,
      attribs: { ...mediaOnly(attribs, ['src', 'poster']), controls: 'controls' },
    }),
    source: (tagName, attribs) => ({ tagName, attribs: mediaOnly(attribs, ['src']) }),
  },
};

/**
 * Sanitized HTML of a staff-written rich text. Link schemes are checked by sanitize-html (it also sees
 * through entity- and whitespace-obfuscated `javascript:`); media sources by mediaOnly.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, WITH_SOURCES);
}

/** Sanitizes every language of a localized rich text. */
export function sanitizeLocalized<T extends Partial<Record<string, string>>>(text: T | undefined): T {
  const out: Record<string, string> = {};
  for (const [lang, html] of Object.entries(text ?? {}))
    if (typeof html === 'string') out[lang] = sanitizeRichText(html);
  return out as T;
}
