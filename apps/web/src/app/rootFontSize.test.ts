import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

/**
 * Spec section 9: the root font size is 10 px per unit up to a 1920 px window, scales with the width
 * above it, and stops at 2x. The rule is CSS (global.css); a simulated DOM does not compute clamp(), so
 * this evaluates the declaration the browser gets for each width.
 */
const css = readFileSync(new URL('./global.css', import.meta.url), 'utf8');
const rule = /font-size:\s*clamp\(\s*(\d+)px\s*,\s*calc\(\s*100vw\s*\/\s*(\d+)\s*\)\s*,\s*(\d+)px\s*\)/.exec(css);

function rootFontPx(width: number): number {
  if (!rule) throw new Error('global.css has no clamp() root font size');
  const [, min, divisor, max] = rule.map(Number);
  return Math.min(max, Math.max(min, width / divisor));
}

it.each([
  [1280, 10],
  [1920, 10],
  [2400, 12.5],
  [3840, 20],
  [5760, 20],
])('a %i px window gives a %s px root font size', (width, px) => {
  expect(rootFontPx(width)).toBeCloseTo(px, 5);
});
