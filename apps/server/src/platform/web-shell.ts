import type { ArticleDetail, ArticleListItem, Language, NewsChannel } from '@acsc/shared';
import { LANGUAGE_OPTIONS } from '@acsc/shared';

/*
 * The HTML shell: a first paint before any JavaScript runs, drawn with the web app's own classes (their
 * stylesheets are linked in the head) and the same elements where the CSS depends on them, so nothing
 * moves when React replaces it whole on its first render. Hidden from assistive technology, which
 * reads the real page; no link or control in it can take the focus (no href, no tabindex). Every text
 * and attribute from the database goes through esc().
 */

export const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** <html lang> as the web app sets it (components/i18n). */
export const HTML_LANG: Record<Language, string> = { zh_CN: 'zh-CN', km_KH: 'km', en_US: 'en' };

/** The banner image's sizes attribute, as pages/home/HomeBanners.tsx renders it. */
export const BANNER_SIZES = '(max-width: 767px) 100vw, 720px';
/** A row card's picture's, as components/content/ArticleCard.tsx renders it. */
export const CARD_SIZES = '(max-width: 640px) 40vw, 280px';
/** The article cover's, as pages/news/NewsDetailPage.tsx renders it. */
export const COVER_SIZES = '(max-width: 900px) 100vw, 820px';
/** Cards of /news drawn in the shell: enough to fill a phone's or a laptop's first screen. */
const SHELL_CARDS = 6;

export interface HomeBanner {
  title: string;
  image: { url: string; srcset?: string; width: number; height: number } | null;
}

/** Catalog texts of the web app the build copies for the shell ("namespace:key", apps/web/scripts/first-load.mjs). */
export type ShellText = Record<string, string>;
export type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** The app's lookup (apps/web/src/components/i18n/translate.tsx) for these few keys: `{{name}}` values and `_one`/`_other` plural forms by the language's rules. */
export function translator(text: ShellText, lang: Language): Translate {
  const plural = new Intl.PluralRules(HTML_LANG[lang]);
  return (key, vars = {}) => {
    const count = vars.count;
    const template =
      (typeof count === 'number' ? (text[`${key}_${plural.select(count)}`] ?? text[`${key}_other`]) : undefined) ??
      text[key] ??
      '';
    return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
  };
}

export function layoutShell(main: string): string {
  return [
    '<div class="shell" aria-hidden="true">',
    '<header class="shell-header"><div class="shell-container shell-header__inner"><span class="shell-brand"><span class="shell-brand__text"><strong>ACSC | CCYA</strong></span></span></div></header>',
    '<div class="shell-menu"><div class="shell-container"><span class="shell-menu__item"></span></div></div>',
    `<div class="shell-body"><div class="shell-main">${main}</div></div>`,
    '</div>',
  ].join('');
}

export function homeShell(banner: HomeBanner): string {
  const img = banner.image!;
  const srcset = img.srcset ? ` srcset="${esc(img.srcset)}" sizes="${BANNER_SIZES}"` : '';
  return [
    '<div class="home"><div class="home-hero"><div class="shell-container home-hero__inner"><div class="home-hero__text"></div>',
    '<div class="banners"><div class="banners__viewport"><div class="banners__track"><div class="banners__slide"><span class="banners__link">',
    `<img src="${esc(img.url)}"${srcset} width="${img.width}" height="${img.height}" alt="" fetchpriority="high">`,
    `<span class="banners__caption"><span class="banners__title">${esc(banner.title)}</span></span>`,
    '</span></div></div></div><div class="banners__controls banners__controls--placeholder"></div></div>',
    '</div></div></div>',
  ].join('');
}

// Icons as antd draws them (@ant-design/icons' span.anticon and its styles, which antd injects with JavaScript).
const ANTICON_STYLE = 'display:inline-flex;align-items:center;line-height:0;vertical-align:-0.125em';
const antIcon = (path: string, className = '') =>
  `<span class="anticon${className}" style="${ANTICON_STYLE}"><svg viewBox="64 64 896 896" width="1em" height="1em" fill="currentColor"><path d="${path}"></path></svg></span>`;
/** @ant-design/icons-svg EyeOutlined and UserOutlined. */
const EYE = antIcon(
  'M942.2 486.2C847.4 286.5 704.1 186 512 186c-192.2 0-335.4 100.5-430.2 300.3a60.3 60.3 0 000 51.5C176.6 737.5 319.9 838 512 838c192.2 0 335.4-100.5 430.2-300.3 7.7-16.2 7.7-35 0-51.5zM512 766c-161.3 0-279.4-81.8-362.7-254C232.6 339.8 350.7 258 512 258c161.3 0 279.4 81.8 362.7 254C791.5 684.2 673.4 766 512 766zm-4-430c-97.2 0-176 78.8-176 176s78.8 176 176 176 176-78.8 176-176-78.8-176-176-176zm0 288c-61.9 0-112-50.1-112-112s50.1-112 112-112 112 50.1 112 112-50.1 112-112 112z',
);
const USER = antIcon(
  'M858.5 763.6a374 374 0 00-80.6-119.5 375.63 375.63 0 00-119.5-80.6c-.4-.2-.8-.3-1.2-.5C719.5 518 760 444.7 760 362c0-137-111-248-248-248S264 225 264 362c0 82.7 40.5 156 102.8 201.1-.4.2-.8.3-1.2.5-44.8 18.9-85 46-119.5 80.6a375.63 375.63 0 00-80.6 119.5A371.7 371.7 0 00136 901.8a8 8 0 008 8.2h60c4.4 0 7.9-3.5 8-7.8 2-77.2 33-149.5 87.8-204.3 56.7-56.7 132-87.9 212.2-87.9s155.5 31.2 212.2 87.9C779 752.7 810 825 812 902.2c.1 4.4 3.6 7.8 8 7.8h60a8 8 0 008-8.2c-1-47.8-10.9-94.3-29.5-138.2zM512 534c-45.9 0-89.1-17.9-121.6-50.4S340 407.9 340 362c0-45.9 17.9-89.1 50.4-121.6S466.1 190 512 190s89.1 17.9 121.6 50.4S684 316.1 684 362c0 45.9-17.9 89.1-50.4 121.6S557.9 534 512 534z',
);
/** Same size and place as PlayCircleFilled and GlobalOutlined, simpler drawings (they are shown for a moment). */
const PLAY = `<span class="anticon" style="${ANTICON_STYLE}"><svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor"><path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-2 6 6 4-6 4z"></path></svg></span>`;
const GLOBE = `<span class="anticon lang-notice__icon" style="${ANTICON_STYLE}"><svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" stroke-width="1.8"><circle cx="12" cy="12" r="9"></circle><path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3"></path></svg></span>`;
const GLOBE_MARK = GLOBE.replace(' lang-notice__icon', '');

/** components/content/format.ts's date formats. The app writes them in the visitor's time zone, which the server does not know: the shell keeps their room but hides them. */
const pad = (n: number) => String(n).padStart(2, '0');
function shellTime(iso: string, withTime: boolean): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '<time></time>';
  const date = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  return `<time datetime="${esc(iso)}" style="visibility:hidden">${withTime ? `${date} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}` : date}</time>`;
}
function duration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = pad(s % 60);
  return h ? `${h}:${pad(m)}:${ss}` : `${m}:${ss}`;
}

/** components/layout/PageFrame.tsx: breadcrumb (home first), the title, the section's sub-page chips, the content. */
function pageFrame(t: Translate, title: string, crumbs: string[], links: string[], body: string): string {
  const items = [t('layout:breadcrumb.home'), ...crumbs].map((c) => `<li><a>${esc(c)}</a></li>`).join('');
  const chips = links.length
    ? `<nav class="page__links">${links.map((l) => `<a class="page__chip">${esc(l)}</a>`).join('')}</nav>`
    : '';
  return [
    '<div class="page shell-container">',
    `<nav class="page__crumbs"><ol>${items}<li aria-current="page">${esc(title)}</li></ol></nav>`,
    `<div class="page__head"><h1 class="page__title">${esc(title)}</h1></div>`,
    chips,
    `<div class="page__body">${body}</div>`,
    '</div>',
  ].join('');
}

/** components/content/ArticleCard.tsx, the row layout with an h2 (pages/news/NewsListPage.tsx). */
function articleCard(t: Translate, lang: Language, a: ArticleListItem, eager: boolean): string {
  const video = a.kind === 'video' ? a.video : null;
  const picture = a.cover ?? (video ? { url: video.poster, srcset: undefined, width: 640, height: 360 } : null);
  const img = picture
    ? `<img src="${esc(picture.url)}"${picture.srcset ? ` srcset="${esc(picture.srcset)}" sizes="${CARD_SIZES}"` : ''} width="${picture.width}" height="${picture.height}" alt=""${eager ? ' fetchpriority="high"' : ' loading="lazy"'}>`
    : '<div class="article-card__placeholder"></div>';
  const play = video
    ? `<span class="article-card__play">${PLAY}<span class="article-card__duration">${duration(video.durationSeconds)}</span></span>`
    : '';
  return [
    `<article class="article-card article-card--row article-card--${esc(a.kind)}"><div class="article-card__link">`,
    `<div class="article-card__media">${img}${play}</div>`,
    `<div class="article-card__body"><h2 class="article-card__title" lang="${HTML_LANG[a.servedLanguage]}">${esc(a.title)}</h2>`,
    a.summary ? `<p class="article-card__summary" lang="${HTML_LANG[a.servedLanguage]}">${esc(a.summary)}</p>` : '',
    '<p class="article-card__meta">',
    // components/content/LanguageFallbackNotice.tsx's LanguageMark: an item shown in another language than the page's.
    a.servedLanguage !== lang
      ? `<span class="tag tag--lang" lang="${HTML_LANG[lang]}">${GLOBE_MARK}<span aria-hidden="true">${esc(t(`content:languages.${a.servedLanguage}`))}</span></span>`
      : '',
    a.kind === 'video' ? `<span class="tag tag--video">${esc(t('content:card.video'))}</span>` : '',
    shellTime(a.publishedAt, false),
    `<span class="article-card__views">${EYE} ${esc(t('content:card.views', { count: a.views }))}</span></p>`,
    '</div></div></article>',
  ].join('');
}

/** pages/news/NewsListPage.tsx: the frame, the channel tabs, the shown channel's lead and the first cards of its page. */
export function newsListShell(
  t: Translate,
  lang: Language,
  channels: NewsChannel[],
  active: NewsChannel | undefined,
  list: ArticleListItem[] | null,
): string {
  if (!channels.length) return '';
  const tabs = channels
    .map((c) => `<a class="channel-tabs__tab"${c.id === active?.id ? ' aria-current="page"' : ''}>${esc(c.name)}</a>`)
    .join('');
  const cards = (list ?? []).slice(0, SHELL_CARDS).map((a, i) => `<li>${articleCard(t, lang, a, i < 2)}</li>`);
  const body = [
    `<nav class="channel-tabs">${tabs}</nav>`,
    active?.description ? `<p class="channel-lead">${esc(active.description)}</p>` : '',
    `<div class="news-layout"><div>${cards.length ? `<ul class="article-list">${cards.join('')}</ul>` : ''}</div></div>`,
  ].join('');
  const title = t('pages:frames.news.title');
  return pageFrame(t, title, [], [t('pages:frames.newsText.title'), t('pages:frames.newsVideo.title')], body);
}

/** components/content/LanguageFallbackNotice.tsx. */
function languageNotice(t: Translate, lang: Language, a: ArticleDetail): string {
  const others = LANGUAGE_OPTIONS.filter((o) => o.code !== a.servedLanguage && a.availableLanguages.includes(o.code));
  const fellBack = a.servedLanguage !== lang;
  if (!fellBack && others.length === 0) return '';
  const notice = fellBack
    ? `<span class="lang-notice__text">${esc(t('content:fallback.notice', { missing: t(`content:languages.${lang}`), shown: t(`content:languages.${a.servedLanguage}`) }))}</span>`
    : '';
  const links = others.length
    ? `<span class="lang-notice__links">${esc(t('content:fallback.readIn'))} ${others.map((o, i) => `<span>${i > 0 ? ' · ' : ''}<a lang="${HTML_LANG[o.code]}">${esc(o.name)}</a></span>`).join('')}</span>`
    : '';
  return `<div class="${fellBack ? 'lang-notice lang-notice--fallback' : 'lang-notice'}">${GLOBE}${notice}${links}</div>`;
}

/** pages/news/NewsDetailPage.tsx down to the summary: the frame, the meta line, the language notice, the cover or the video's poster. */
export function articleShell(t: Translate, lang: Language, a: ArticleDetail): string {
  const meta = [
    '<p class="detail__meta">',
    `<a class="tag">${esc(a.channelName)}</a>`,
    shellTime(a.publishedAt, true),
    a.author ? `<span>${USER} ${esc(a.author)}</span>` : '',
    `<span>${EYE} ${esc(t('content:card.views', { count: a.views }))}</span>`,
    '</p>',
  ].join('');
  let media = '';
  if (a.kind === 'video' && a.video) {
    const size = a.cover ? ` width="${a.cover.width}" height="${a.cover.height}"` : '';
    media = `<figure class="video-player"><video preload="none" playsinline poster="${esc(a.video.poster)}"${size}></video></figure>`;
  } else if (a.cover) {
    const srcset = a.cover.srcset ? ` srcset="${esc(a.cover.srcset)}" sizes="${COVER_SIZES}"` : '';
    media = `<figure class="detail__cover"><img src="${esc(a.cover.url)}"${srcset} width="${a.cover.width}" height="${a.cover.height}" alt="" fetchpriority="high"></figure>`;
  }
  const article = [
    `<div class="detail-layout"><article class="detail card" lang="${HTML_LANG[a.servedLanguage]}">`,
    meta,
    languageNotice(t, lang, a),
    media,
    a.summary ? `<p class="detail__summary">${esc(a.summary)}</p>` : '',
    '</article></div>',
  ].join('');
  return pageFrame(t, a.title, [t('pages:frames.news.title'), a.channelName], [], article);
}
