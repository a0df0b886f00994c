import { describe, expect, it } from 'vitest';
import { decodedPixels } from './image.js';

/** What sharp decodes to make the largest variant (issue 28): the members' cap is on this. */

describe('decodedPixels', () => {
  it('reads a JPEG at 1/2, 1/4 or 1/8 when that still covers the width, any other type whole', () => {
    expect(decodedPixels('image/jpeg', 4032, 3024, 1600)).toBe(2016 * 1512);
    expect(decodedPixels('image/jpeg', 8064, 6048, 1600)).toBe(2016 * 1512);
    expect(decodedPixels('image/jpeg', 16000, 12000, 1600)).toBe(2000 * 1500);
    expect(decodedPixels('image/jpeg', 1000, 40_000, 1600)).toBe(40_000_000);
    expect(decodedPixels('image/png', 7000, 7000, 1600)).toBe(49_000_000);
    expect(decodedPixels('image/webp', 8064, 6048, 1600)).toBe(8064 * 6048);
  });

  it('measures a square crop by its shorter side', () => {
    expect(decodedPixels('image/jpeg', 4000, 1000, 256, 'square')).toBe(2000 * 500);
  });

  it('measures a fit inside a box by its longer side (private images)', () => {
    expect(decodedPixels('image/jpeg', 1000, 40_000, 2560, 'inside')).toBe(125 * 5000);
    expect(decodedPixels('image/jpeg', 4000, 8000, 2560, 'inside')).toBe(2000 * 4000);
    expect(decodedPixels('image/png', 4000, 8000, 2560, 'inside')).toBe(32_000_000);
  });
});
