import { describe, expect, it } from 'vitest';
import { NAV_ITEMS, isNavActive } from './navItems.js';

describe('menu bar active item', () => {
  it('matches by path prefix, home only exactly', () => {
    expect(isNavActive('/', '/')).toBe(true);
    expect(isNavActive('/', '/news')).toBe(false);
    expect(isNavActive('/news', '/news/detail/12')).toBe(true);
    expect(isNavActive('/news', '/newsletter')).toBe(false);
    expect(isNavActive('/work', '/work/vitae/info')).toBe(true);
  });

  it('lists the spec menu in order', () => {
    expect(NAV_ITEMS.map((i) => i.path)).toEqual([
      '/',
      '/association',
      '/news',
      '/scholarship',
      '/exchange',
      '/reservation',
      '/work',
      '/alumnus',
    ]);
  });
});
