import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize.js';

describe('sanitizeRichText', () => {
  it.each([
    ['script tags and their text', '<p>a<script>alert(1)</script>b</p>', '<p>ab</p>'],
    [
      'event-handler attributes',
      '<p onclick="x()" onmouseover="y()">t</p><img src="/media/a.webp" onerror="alert(1)">',
      '<p>t</p><img src="/media/a.webp" />',
    ],
    [
      'javascript: links, also obfuscated',
      '<a href="javascript:alert(1)">a</a><a href="JaVaScRiPt:alert(1)">b</a><a href="java&#x09;script:x">c</a><a href=" javascript:x">d</a>',
      '<a>a</a><a>b</a><a>c</a><a>d</a>',
    ],
    [
      'data: and vbscript: links',
      '<a href="data:text/html,<script>x</script>">a</a><a href="vbscript:x">b</a>',
      '<a>a</a><a>b</a>',
    ],
    [
      'style attributes and style tags',
      '<p style="background:url(javascript:x)">t</p><style>body{display:none}</style>',
      '<p>t</p>',
    ],
    [
      'iframes, objects, embeds, forms, svg',
      '<iframe src="https://x.example"></iframe><object data="x"></object><embed src="x"><form><input name="a"></form><svg><script>x</script></svg>',
      '',
    ],
    [
      'images from outside the media library',
      '<img src="https://tracker.example/p.gif"><img src="//cdn.example/x.png"><img src="/media/../secret">',
      '',
    ],
    [
      'video from outside the media library',
      '<video src="https://x.example/v.mp4"></video>',
      '<video controls="controls"></video>',
    ],
    ['protocol-relative links', '<a href="//evil.example">x</a>', '<a>x</a>'],
  ])('removes %s', (_name, input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });

  it('keeps the allowed markup: headings, lists, links, media images and video, tables, quotes, code, emphasis', () => {
    const html =
      '<h2>T</h2><ol start="2"><li>a</li></ol><ul><li>b</li></ul><p><a href="https://x.example/p?q=1">h</a> <a href="mailto:a@b.example">m</a> <a href="/news/detail/1">r</a></p>' +
      '<img src="/media/images/2031/01/ab/960.webp" srcset="/media/images/2031/01/ab/480.webp 480w, /media/images/2031/01/ab/960.webp 960w" alt="x" />' +
      '<video src="/media/videos/v/video.mp4" poster="/media/videos/v/poster.webp" controls="controls"></video>' +
      '<table><thead><tr><th colspan="2">h</th></tr></thead><tbody><tr><td>c</td></tr></tbody></table><blockquote>q</blockquote><pre><code>x</code></pre>' +
      '<p><strong>s</strong><em>e</em><u>u</u><s>d</s></p>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('makes links that open a new tab safe', () => {
    expect(sanitizeRichText('<a href="https://x.example" target="_blank">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
