import type { Browser } from 'playwright-core';
import { AppError, fail } from '../../platform/errors.js';

/**
 * CV PDFs printed by Chromium (Debian's /usr/bin/chromium, or CHROMIUM_PATH; docs/deployment.md): one
 * headless browser per process, started on the first PDF and reused, at most PDF_CONCURRENCY pages at
 * once (the rest wait in line). Chromium shapes Khmer with HarfBuzz and embeds subsets of the faces used.
 * The page is offline: every request it would make is refused (the CV page inlines its fonts and photo).
 */

const PDF_CONCURRENCY = 2;
const PDF_TIMEOUT_MS = 20_000;

export const chromiumPath = () => process.env.CHROMIUM_PATH || '/usr/bin/chromium';

let browser: Promise<Browser> | null = null;
let active = 0;
const waiting: (() => void)[] = [];

async function launch(): Promise<Browser> {
  const { chromium } = await import('playwright-core');
  const b = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--font-render-hinting=none'],
  });
  b.on('disconnected', () => {
    browser = null;
  });
  return b;
}

function theBrowser(): Promise<Browser> {
  if (!browser) {
    browser = launch();
    browser.catch(() => {
      browser = null;
    });
  }
  return browser;
}

async function slot<T>(work: () => Promise<T>): Promise<T> {
  if (active >= PDF_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
  active++;
  try {
    return await work();
  } finally {
    active--;
    waiting.shift()?.();
  }
}

/** Prints an HTML page to an A4 PDF. A browser that cannot start or print answers VITAE_PDF_UNAVAILABLE. */
export function printPdf(html: string): Promise<Buffer> {
  return slot(async () => {
    let b: Browser;
    try {
      b = await theBrowser();
    } catch {
      return fail('VITAE_PDF_UNAVAILABLE');
    }
    const context = await b.newContext({ javaScriptEnabled: false, offline: true });
    try {
      const page = await context.newPage();
      await page.route('**/*', (route) => route.abort());
      await page.setContent(html, { waitUntil: 'load', timeout: PDF_TIMEOUT_MS });
      return await page.pdf({ preferCSSPageSize: true, printBackground: true });
    } catch (err) {
      if (err instanceof AppError) throw err;
      return fail('VITAE_PDF_UNAVAILABLE');
    } finally {
      await context.close().catch(() => {});
    }
  });
}

/** Draws an HTML page to a PNG at the given CSS width (the proof test's reference). */
export function screenshot(html: string, width: number, scale: number): Promise<Buffer> {
  return slot(async () => {
    const b = await theBrowser();
    const context = await b.newContext({ viewport: { width, height: 400 }, deviceScaleFactor: scale });
    try {
      const page = await context.newPage();
      await page.setContent(html, { waitUntil: 'load' });
      return await page.screenshot({ fullPage: true });
    } finally {
      await context.close();
    }
  });
}

/** Closes the browser (the app's close hook). */
export async function closePdfBrowser() {
  const b = browser;
  browser = null;
  if (b) await (await b.catch(() => null))?.close();
}
