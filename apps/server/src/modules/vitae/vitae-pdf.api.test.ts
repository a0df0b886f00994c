import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { VITAE_API } from '@acsc/shared';
import { useTestApp } from '../../test/kit.js';
import { linesHtml } from './cv-html.js';
import { printPdf, screenshot } from './pdf.js';
import { inkLines, lineDistance, pdfFonts, pdfPage, pdfText, grayOf } from './shaping-proof.testkit.js';
import { CHINESE_WORDS, fullInfo, KHMER_WORDS, vitaeCall, workEntry } from './vitae.testkit.js';

/**
 * The CV as a PDF (issue 32): printed by Chromium, Khmer shaped as HarfBuzz shapes it, fonts embedded and
 * subset, a two-page CV under 500 KB; and the proof that the comparison tells shaped Khmer from unshaped.
 */

const { app, signUp } = await useTestApp();

const pdfOf = async (token: string | undefined, lang?: string) => {
  const res = await app.inject({
    method: 'GET',
    url: `/prod-api${VITAE_API.pdf}${lang ? `?lang=${lang}` : ''}`,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), language: 'en_US', 'device-id': 'test-device' },
  });
  return res;
};
/** Two cut-out lines are the same drawing: same size within 3% (6% high), 88% of the ink within 2 px. */
const sameLine = (d: { widthRatio: number; heightRatio: number; unmatched: number }) =>
  Math.abs(d.widthRatio - 1) <= 0.03 && Math.abs(d.heightRatio - 1) <= 0.06 && d.unmatched <= 0.12;
const pagesOf = (pdf: Buffer) =>
  Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', ['-'], { input: pdf }).toString())![1]);

describe('the CV as a PDF', () => {
  it('answers application/pdf with the Khmer (coeng sequences intact) and Chinese text extractable, fonts embedded and subset', async () => {
    const m = await signUp('km_KH');
    // No CV yet: it prints as it is, the account's phone on it.
    const empty = await pdfOf(m.token);
    expect(empty.headers['content-type']).toBe('application/pdf');
    expect(pdfText(empty.rawPayload)).toContain(m.phone);
    await vitaeCall(app, VITAE_API.infoUpdate, m.token, fullInfo);
    await vitaeCall(app, VITAE_API.experienceSave, m.token, workEntry);

    const res = await pdfOf(m.token, 'km_KH');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const word of [...KHMER_WORDS, ...CHINESE_WORDS]) expect(text).toContain(word);
    expect(text).toContain('ការសិក្សា'); // the labels in Khmer
    const fonts = pdfFonts(pdf);
    expect(fonts.length).toBeGreaterThan(0);
    // Every face embedded with its text; the TrueType ones (Khmer, Latin) as subsets, the CJK face's CFF
    // outlines as Type 3 fonts of the glyphs used (how Chromium's PDF writer embeds CFF).
    for (const f of fonts) expect(f).toMatchObject({ emb: true, uni: true });
    for (const f of fonts.filter((x) => x.type.includes('TrueType'))) expect(f.name).toMatch(/^[A-Z]{6}\+/);
    expect(fonts.filter((f) => /NotoSansKhmer/.test(f.name)).length).toBeGreaterThan(0);
    expect(fonts.some((f) => f.type === 'Type 3')).toBe(true);

    const en = pdfText((await pdfOf(m.token, 'en_US')).rawPayload);
    expect(en).toContain('Education');
    expect(en).toContain('ភ្នំពេញ');
    expect((await pdfOf(undefined)).json().code).toBe(90);
  });

  it('keeps a two-page CV under 500 KB', async () => {
    const m = await signUp();
    await vitaeCall(app, VITAE_API.infoUpdate, m.token, fullInfo);
    for (let i = 0; i < 12; i++)
      await vitaeCall(app, VITAE_API.experienceSave, m.token, {
        ...workEntry,
        organization: `${workEntry.organization} ${i}`,
        description: `${fullInfo.summary} 负责中柬双语翻译与客户沟通。 `.repeat(4),
      });
    const pdf = (await pdfOf(m.token, 'km_KH')).rawPayload;
    expect(pagesOf(pdf)).toBeGreaterThanOrEqual(2);
    expect(pdf.length).toBeLessThan(500 * 1024);
  });

  it('draws the Khmer and Chinese lines as Chromium draws them, and the comparison fails on unshaped Khmer', async () => {
    const lines = ['ស្រីមុំ ខ្មែរ ភ្នំពេញ ប្រព័ន្ធ វិទ្យាល័យ ស្ត្រី', '华为技术 北京语言大学 苏丽梦'];
    // 4 device pixels per CSS pixel on both sides: pdftoppm at 384 dpi, Chromium at scale 4.
    const reference = inkLines(await grayOf(await screenshot(linesHtml(lines), 680, 4)));
    const printed = inkLines(await pdfPage(await printPdf(linesHtml(lines)), 384));
    const naive = inkLines(await pdfPage(await printPdf(linesHtml(lines, true)), 384));
    expect(reference).toHaveLength(2);
    expect(printed).toHaveLength(2);
    const khmer = await lineDistance(printed[0], reference[0]);
    const chinese = await lineDistance(printed[1], reference[1]);
    const unshaped = await lineDistance(naive[0], reference[0]);
    const naiveChinese = await lineDistance(naive[1], reference[1]);
    // The printed lines match Chromium's drawing; Chinese is the control of the unshaped page (drawn the same).
    expect(khmer).toSatisfy(sameLine);
    expect(chinese).toSatisfy(sameLine);
    expect(naiveChinese).toSatisfy(sameLine);
    // Khmer laid out code point by code point (a subscript drawn as a coeng sign beside a full consonant, a
    // pre-base vowel after its consonant) does not: the comparison can fail.
    expect(unshaped).not.toSatisfy(sameLine);
    expect(unshaped.widthRatio).toBeGreaterThan(1.2);
    // Text extraction alone could not tell them apart: the unshaped page gives the same words back.
    expect(pdfText(await printPdf(linesHtml(lines, true))).replace(/\s/g, '')).toContain('ស្រីមុំខ្មែរ');
  });
});
