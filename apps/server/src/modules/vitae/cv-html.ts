import fs from 'node:fs';
import { createRequire } from 'node:module';
import { vitaeEnumWord as e, vitaeWord as w, type Language, type VitaeExperience, type VitaeInfo } from '@acsc/shared';

/**
 * The CV as a printable HTML page (what vitae/pdf prints with Chromium): A4, the member's words as they
 * wrote them, the labels in the chosen language. The web app's Khmer face (Noto Sans Khmer, the same
 * files the site serves) is inlined; Chinese is drawn in the server's Noto Sans CJK (Debian
 * fonts-noto-cjk, with fonts-dejavu-core for Latin; docs/deployment.md). Chromium shapes with HarfBuzz and embeds subsets of both faces.
 */

export interface CvDocument {
  info: VitaeInfo;
  photo: string | null;
  experience: VitaeExperience[];
}

const require = createRequire(import.meta.url);
let faces: string | null = null;
function khmerFaces(): string {
  if (faces) return faces;
  faces = [400, 600]
    .map((weight) => {
      const file = require.resolve(`@fontsource/noto-sans-khmer/files/noto-sans-khmer-khmer-${weight}-normal.woff2`);
      const data = fs.readFileSync(file).toString('base64');
      return (
        `@font-face{font-family:'CV Khmer';font-weight:${weight};font-style:normal;` +
        `src:url(data:font/woff2;base64,${data}) format('woff2');unicode-range:U+1780-17FF,U+19E0-19FF,U+200B-200D,U+25CC;}`
      );
    })
    .join('\n');
  return faces;
}

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

// Latin in DejaVu Sans (TrueType, embedded as a subset); Chinese in Noto Sans CJK, whose CFF outlines
// Chromium's PDF writer (Skia) embeds as Type 3 fonts holding only the glyphs used, with their text.
const FONT_STACK = `'CV Khmer','DejaVu Sans','Noto Sans CJK SC','Noto Sans CJK',sans-serif`;

const STYLE = `
@page{size:A4;margin:16mm 15mm}
*{box-sizing:border-box}
body{margin:0;font-family:${FONT_STACK};font-size:10.5pt;line-height:1.6;color:#1f2937}
:lang(km){line-height:1.9}
header{display:flex;gap:14px;align-items:center;border-bottom:2px solid #0b3d91;padding-bottom:10px;margin-bottom:8px}
header img{width:84px;height:84px;border-radius:6px;object-fit:cover}
h1{font-size:18pt;margin:0;color:#0b3d91;line-height:1.5}
.names{font-size:11pt;color:#5b6472}
h2{font-size:12pt;color:#0b3d91;border-bottom:1px solid #e3e8f1;margin:12px 0 4px;padding-bottom:2px;break-after:avoid}
dl{display:grid;grid-template-columns:max-content 1fr;gap:0 12px;margin:0}
dt{color:#5b6472}dd{margin:0}
.entry{margin:4px 0 8px;break-inside:avoid}
.entry .when{color:#5b6472;font-size:9.5pt}
.entry .what{font-weight:600}
.desc{white-space:pre-wrap;margin:2px 0 0}
ul{margin:0;padding-left:18px}
.skills span{display:inline-block;border:1px solid #e3e8f1;border-radius:4px;padding:0 6px;margin:2px 4px 2px 0}
`;

const when = (start: string, end: string | null, lang: Language) => `${start} – ${end ?? w('present', lang)}`;

function salaryOf(info: VitaeInfo, lang: Language) {
  const { salaryMin: a, salaryMax: b, currency } = info.wish;
  if (a === null && b === null) return w('negotiable', lang);
  return `${[a, b].filter((v) => v !== null).join(' – ')} ${currency}`;
}

function row(label: string, value: string | null | undefined) {
  return value ? `<dt>${esc(label)}</dt><dd>${esc(value)}</dd>` : '';
}

/** The CV page's body (no <html>): also what a test compares with the PDF. */
export function cvBody(doc: CvDocument, lang: Language): string {
  const { info } = doc;
  const main = info.nameKm || info.nameLatin || info.nameZh;
  const others = [info.nameLatin, info.nameZh].filter((n) => n && n !== main);
  const parts: string[] = [];
  parts.push(
    `<header>${doc.photo ? `<img src="${esc(doc.photo)}" alt="">` : ''}<div><h1>${esc(main)}</h1>` +
      `<div class="names">${others.map(esc).join(' · ')}</div></div></header>`,
  );
  parts.push(
    `<h2>${w('personal', lang)}</h2><dl>` +
      row(w('gender', lang), info.gender && e(info.gender, lang)) +
      row(w('birthDate', lang), info.birthDate) +
      row(w('nationality', lang), info.nationality) +
      row(w('city', lang), info.city) +
      row(w('phone', lang), info.phone) +
      row(w('email', lang), info.email) +
      '</dl>',
  );
  if (info.wish.type || info.wish.city)
    parts.push(
      `<h2>${w('wish', lang)}</h2><dl>` +
        row(w('wishType', lang), info.wish.type && e(info.wish.type, lang)) +
        row(w('wishCity', lang), info.wish.city) +
        row(w('salary', lang), salaryOf(info, lang)) +
        '</dl>',
    );
  if (info.summary) parts.push(`<h2>${w('summary', lang)}</h2><p class="desc">${esc(info.summary)}</p>`);
  if (doc.experience.length)
    parts.push(
      `<h2>${w('experience', lang)}</h2>` +
        doc.experience
          .map(
            (x) =>
              `<div class="entry"><div class="what">${esc(x.organization)} · ${esc(x.role)}</div>` +
              `<div class="when">${esc(e(x.kind, lang))} · ${esc(when(x.start, x.end, lang))}</div>` +
              (x.description ? `<p class="desc">${esc(x.description)}</p>` : '') +
              '</div>',
          )
          .join(''),
    );
  if (info.education.length)
    parts.push(
      `<h2>${w('education', lang)}</h2>` +
        info.education
          .map(
            (x) =>
              `<div class="entry"><div class="what">${esc(x.school)}</div>` +
              `<div>${esc([e(x.degree, lang), x.major].filter(Boolean).join(' · '))}</div>` +
              `<div class="when">${esc(when(x.start, x.end, lang))}</div></div>`,
          )
          .join(''),
    );
  if (info.languages.length)
    parts.push(
      `<h2>${w('languages', lang)}</h2><ul>` +
        info.languages
          .map((l) => `<li>${esc(e(l.language, lang))}: ${esc(e(l.level, lang))}${l.hsk ? ` (HSK ${l.hsk})` : ''}</li>`)
          .join('') +
        '</ul>',
    );
  if (info.skills.length)
    parts.push(
      `<h2>${w('skills', lang)}</h2><div class="skills">${info.skills.map((s) => `<span>${esc(s)}</span>`).join('')}</div>`,
    );
  if (info.certificates.length)
    parts.push(
      `<h2>${w('certificates', lang)}</h2><ul>` +
        info.certificates
          .map((c) => `<li>${esc([c.name, c.issuer, c.date].filter(Boolean).join(' · '))}</li>`)
          .join('') +
        '</ul>',
    );
  return parts.join('\n');
}

const HTML_LANG: Record<Language, string> = { zh_CN: 'zh-CN', km_KH: 'km', en_US: 'en' };

/** The whole printable page. */
export function cvHtml(doc: CvDocument, lang: Language): string {
  return (
    `<!doctype html><html lang="${HTML_LANG[lang]}"><head><meta charset="utf-8"><title>${esc(w('title', lang))}</title>` +
    `<style>${khmerFaces()}${STYLE}</style></head><body>${cvBody(doc, lang)}</body></html>`
  );
}

/**
 * A page drawing the given lines in the CV's faces and size (the shaping proof's pictures). `oneByOne`
 * lays every code point out on its own, unshaped, as a PDF writer without a shaping engine would draw it.
 */
export function linesHtml(lines: string[], oneByOne = false): string {
  const draw = (l: string) =>
    oneByOne
      ? [...l].map((c) => (c === ' ' ? c : `<span style="display:inline-block">${esc(c)}</span>`)).join('')
      : esc(l);
  return (
    `<!doctype html><html><head><meta charset="utf-8"><style>${khmerFaces()}${STYLE}</style></head><body>` +
    lines.map((l) => `<p style="margin:0 0 24px;white-space:nowrap">${draw(l)}</p>`).join('') +
    '</body></html>'
  );
}
