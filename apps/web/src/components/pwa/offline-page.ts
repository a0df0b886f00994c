import type { Language } from '@acsc/shared';

/** The offline page's texts (the `offline` part of the download catalog, copied into the worker by the build). */
export interface OfflineText {
  title: string;
  text: string;
  retry: string;
  home: string;
  saved: string;
}

export interface OfflinePageInput {
  lang: Language;
  text: OfflineText;
  /** The address the reader asked for ("Try again" opens it again). */
  url: string;
  /** Pages kept in the reader's language, newest first. */
  saved: { url: string; title: string }[];
  /** The Khmer face's files (the build's hashed woff2 names, weight 400 and 600), kept with the shell. */
  khmerFonts: { weight: number; url: string }[];
}

const HTML_LANG: Record<Language, string> = { zh_CN: 'zh-CN', km_KH: 'km', en_US: 'en' };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The page the service worker answers, without a connection, for a page it has not kept: in the
 * reader's language, with the pages it has kept in that language. Plain HTML and CSS (no script: the
 * site's policy allows none inline), drawn by the worker itself, so it needs nothing from the network.
 */
export function offlinePageHtml({ lang, text, url, saved, khmerFonts }: OfflinePageInput): string {
  const e = escapeHtml;
  const faces = khmerFonts
    .map(
      (f) =>
        `@font-face{font-family:'Noto Sans Khmer Script';font-style:normal;font-display:swap;font-weight:${f.weight};src:url(${JSON.stringify(f.url)}) format('woff2');unicode-range:U+1780-17FF,U+19E0-19FF,U+200C-200D,U+25CC}`,
    )
    .join('');
  const item = (p: { url: string; title: string }) =>
    `<li><a href="${e(p.url)}">${e(p.url === '/' ? text.home : p.title || p.url)}<small>${e(p.url)}</small></a></li>`;
  const list = saved.length ? `<h2>${e(text.saved)}</h2><ul>${saved.map(item).join('')}</ul>` : '';
  return `<!doctype html>
<html lang="${HTML_LANG[lang]}" data-lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="theme-color" content="#0b3d91">
<meta name="robots" content="noindex">
<title>${e(text.title)} | ACSC | CCYA</title>
<style>${faces}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:flex-start;justify-content:center;background:#f4f6fa;color:#1f2937;font:16px/1.6 'Noto Sans Khmer Script',system-ui,-apple-system,'Segoe UI',Roboto,'PingFang SC','Microsoft YaHei',sans-serif}
[data-lang=km_KH] body{line-height:1.9}
main{width:100%;max-width:34rem;margin:12vh 1rem 2rem;padding:2rem 1.5rem;background:#fff;border-radius:16px;box-shadow:0 2px 12px rgba(11,61,145,.08);text-align:center}
img{width:96px;height:96px}
h1{margin:1rem 0 .5rem;font-size:1.5rem;color:#0b3d91}
p{margin:0 0 1.5rem;color:#4b5563}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;justify-content:center}
.actions a{display:inline-block;min-width:8rem;padding:.65rem 1.25rem;border-radius:8px;border:1px solid #0b3d91;color:#0b3d91;text-decoration:none;font-weight:600}
.actions a:first-child{background:#0b3d91;color:#fff}
h2{margin:2rem 0 .5rem;font-size:1.05rem;text-align:left;color:#1f2937}
ul{margin:0;padding:0;list-style:none;text-align:left}
li a{display:block;padding:.6rem 0;border-top:1px solid #e5e7eb;color:#0b3d91;text-decoration:none}
small{display:block;color:#6b7280;font-size:.8rem;overflow-wrap:anywhere}
</style>
</head>
<body>
<main>
<img src="/icons/icon-192.png" alt="" width="96" height="96">
<h1>${e(text.title)}</h1>
<p>${e(text.text)}</p>
<div class="actions"><a href="${e(url)}">${e(text.retry)}</a><a href="/">${e(text.home)}</a></div>
${list}
</main>
</body>
</html>`;
}
