import type { Locator } from '@playwright/test';

/**
 * The fonts Chromium actually drew an element's text with (DevTools' "Rendered fonts"), by PostScript
 * name. The computed `font-family` only lists what was asked for: a Khmer face can be in it while the
 * text is drawn as boxes by another font.
 */
export async function drawnFonts(target: Locator): Promise<string[]> {
  const page = target.page();
  const mark = `f${Math.random().toString(36).slice(2)}`;
  await target.evaluate((el, m) => el.setAttribute('data-drawn-fonts', m), mark);
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: `[data-drawn-fonts="${mark}"]`,
    });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((f) => f.postScriptName || f.familyName);
  } finally {
    await target.evaluate((el) => el.removeAttribute('data-drawn-fonts')).catch(() => undefined);
    await cdp.detach();
  }
}
