import { createRequire } from 'node:module';
import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);
let axeSource: string | null = null;

interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/**
 * Runs axe-core on the page as it is now and fails on any serious or critical violation, listing each
 * with the elements concerned. The script is evaluated through the DevTools protocol, so the site's
 * Content-Security-Policy stays on (a <script> tag would be refused by it). `exclude` takes CSS selectors.
 */
export async function expectNoSeriousA11yViolations(page: Page, opts: { exclude?: string[] } = {}): Promise<void> {
  axeSource ??= fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  const present = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined');
  if (!present) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (exclude) => {
    const axe = (
      window as unknown as { axe: { run: (ctx: unknown, o: unknown) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const context = exclude.length ? { exclude: exclude.map((s) => [s]) } : document;
    const result = await axe.run(context, { resultTypes: ['violations'] });
    return result.violations;
  }, opts.exclude ?? []);
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious
    .map(
      (v) =>
        `${v.impact}: ${v.id}: ${v.help} (${v.helpUrl})\n${v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n')}`,
    )
    .join('\n');
  expect(serious, `axe-core found serious or critical violations on ${page.url()}:\n${report}`).toEqual([]);
}
