import { describe, expect, it } from 'vitest';
import { decodeEntities, parseHighlighted } from './highlight.js';

describe('parseHighlighted', () => {
  it('splits Chinese, Khmer and English hits into marked runs', () => {
    expect(parseHighlighted('柬埔寨<mark>学生</mark>在北京欢度新年')).toEqual([
      { text: '柬埔寨', mark: false },
      { text: '学生', mark: true },
      { text: '在北京欢度新年', mark: false },
    ]);
    expect(parseHighlighted('<mark>សិស្ស</mark>ថ្មី')).toEqual([
      { text: 'សិស្ស', mark: true },
      { text: 'ថ្មី', mark: false },
    ]);
    expect(parseHighlighted('<mark>Job</mark> <mark>Fair</mark>')).toEqual([
      { text: 'Job', mark: true },
      { text: ' ', mark: false },
      { text: 'Fair', mark: true },
    ]);
  });

  it('turns escaped markup back into visible text, never into elements', () => {
    expect(parseHighlighted('&lt;script&gt;alert(1)&lt;/script&gt; <mark>A&amp;B</mark>')).toEqual([
      { text: '<script>alert(1)</script> ', mark: false },
      { text: 'A&B', mark: true },
    ]);
    expect(parseHighlighted('<b>bold</b>')).toEqual([{ text: '<b>bold</b>', mark: false }]);
  });

  it('decodes numeric entities and leaves unknown ones alone', () => {
    expect(decodeEntities('&#39;&#x27;&quot;&unknown;')).toBe(`''"&unknown;`);
    expect(parseHighlighted('')).toEqual([]);
  });
});
