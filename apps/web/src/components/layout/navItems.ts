/** The top menu of spec section 1, in order; id 9 is the support-chat entry. */
export interface NavItem {
  id: number;
  path: string;
  labelKey: string;
}

export const NAV_ITEMS: NavItem[] = [
  { id: 1, path: '/', labelKey: 'menu.home' },
  { id: 2, path: '/association', labelKey: 'menu.association' },
  { id: 3, path: '/news', labelKey: 'menu.news' },
  { id: 4, path: '/scholarship', labelKey: 'menu.scholarship' },
  { id: 5, path: '/exchange', labelKey: 'menu.exchange' },
  { id: 6, path: '/reservation', labelKey: 'menu.reservation' },
  { id: 7, path: '/work', labelKey: 'menu.work' },
  { id: 8, path: '/alumnus', labelKey: 'menu.alumnus' },
];
export const CHAT_MENU_ID = 9;

/** Active by path prefix; the home item only on '/' itself. */
export function isNavActive(path: string, pathname: string): boolean {
  if (path === '/') return pathname === '/';
  return pathname === path || pathname.startsWith(path + '/');
}
