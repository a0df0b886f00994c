import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createElement as h, useMemo } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Trans, i18n, useTranslation } from './index.js';
import auth from './auth/en_US.json';
import content from './content/en_US.json';

/** The app's translation functions (translate.tsx) with the real catalogs: what a page shows for a key. */
beforeEach(() => {
  i18n.init('en_US', {
    content,
    auth,
    demo: {
      greet: 'Hello {{name}}, {{ user.city }}',
      items_one: '{{count}} item',
      items_other: '{{count}} items',
      plain: '{{count}} left',
      nested: { a: 'A {{x}}', b: ['B'] },
    },
  });
});
afterEach(cleanup);

function Texts({
  keys,
  ns,
  fallback,
}: {
  keys: [string, Record<string, unknown>?][];
  ns: string | string[];
  fallback?: boolean;
}) {
  const { t } = useTranslation(ns, fallback ? { nsMode: 'fallback' } : undefined);
  return h(
    'ul',
    null,
    keys.map(([k, o], i) => h('li', { key: i }, t(k, o))),
  );
}
const shown = () => screen.getAllByRole('listitem').map((li) => li.textContent);

describe('translations', () => {
  it('looks keys up by dotted path, with values, plurals by the language, other namespaces and defaults', () => {
    render(
      h(Texts, {
        ns: 'demo',
        keys: [
          ['greet', { name: 'Ann', user: { city: 'Phnom Penh' } }],
          ['greet', { name: 'Ann' }],
          ['items', { count: 1 }],
          ['items', { count: 3 }],
          ['plain', { count: 2 }],
          ['nested.a', { x: 1 }],
          ['content:share.copy'],
          ['share.copy', { ns: 'content' }],
          ['missing.key'],
          ['missing.key', { defaultValue: 'Fallback {{n}}', n: 2 }],
          ['content:missing'],
        ],
      }),
    );
    expect(shown()).toEqual([
      'Hello Ann, Phnom Penh',
      'Hello Ann, {{ user.city }}',
      '1 item',
      '3 items',
      '2 left',
      'A 1',
      content.share.copy,
      content.share.copy,
      'missing.key',
      'Fallback 2',
      'missing',
    ]);
  });

  it('with several namespaces reads the first unless asked to fall back', () => {
    render(h(Texts, { ns: ['demo', 'content'], keys: [['share.copy'], ['greet', { name: 'B' }]] }));
    expect(shown()).toEqual(['share.copy', 'Hello B, {{ user.city }}']);
    cleanup();
    render(h(Texts, { ns: ['demo', 'content'], fallback: true, keys: [['share.copy'], ['greet', { name: 'B' }]] }));
    expect(shown()).toEqual([content.share.copy, 'Hello B, {{ user.city }}']);
  });

  it('gives a subtree with returnObjects, says whether a key exists, and adds lazy catalogs', () => {
    const t = i18n.getFixedT(null, 'demo');
    expect(t('nested', { returnObjects: true, x: 'y' })).toEqual({ a: 'A y', b: ['B'] });
    expect(i18n.exists('nested.a', { ns: 'demo' })).toBe(true);
    expect(i18n.exists('nested.c', { ns: 'demo' })).toBe(false);
    expect(i18n.hasResourceBundle('en_US', 'later')).toBe(false);
    i18n.addResourceBundle('en_US', 'later', { x: 'X' });
    expect(i18n.hasResourceBundle('en_US', 'later')).toBe(true);
    expect(i18n.t('later:x')).toBe('X');
    expect(i18n.language).toBe('en_US');
  });

  it('shows a lazy catalog that arrives after the page rendered: the page re-renders, and a t it memoized is a new one', () => {
    // A console page (useConsoleT: its section's catalog, then 'admin') and its menu, which memoizes labels on t.
    function Page() {
      const { t } = useTranslation(['admin-demo', 'admin'], { nsMode: 'fallback' });
      const menu = useMemo(() => t('menu.channels'), [t]);
      return h('ul', null, h('li', null, t('menu.channels')), h('li', null, menu), h('li', null, t('actions.delete')));
    }
    render(h(Page));
    expect(shown()).toEqual(['menu.channels', 'menu.channels', 'actions.delete']);
    act(() => i18n.addResourceBundle('en_US', 'admin', { actions: { delete: 'Delete' } }));
    expect(shown()).toEqual(['menu.channels', 'menu.channels', 'Delete']);
    act(() => i18n.addResourceBundle('en_US', 'admin-demo', { menu: { channels: 'Channels' } }));
    expect(shown()).toEqual(['Channels', 'Channels', 'Delete']);
  });

  it('does not re-render a component for a catalog it does not read', () => {
    let renders = 0;
    function Counted() {
      renders++;
      const { t } = useTranslation('demo');
      return h('ul', null, h('li', null, t('items', { count: 2 })));
    }
    render(h(Counted));
    const first = renders;
    act(() => i18n.addResourceBundle('en_US', 'unrelated', { x: 'X' }));
    expect(renders).toBe(first);
    expect(shown()).toEqual(['2 items']);
  });

  it('uses one plural form in Chinese and Khmer', () => {
    i18n.init('km_KH', { demo: { items_other: '{{count}} ធាតុ' } });
    expect(i18n.getFixedT(null, 'demo')('items', { count: 1 })).toBe('1 ធាតុ');
    i18n.init('zh_CN', { demo: { items_other: '{{count}} 项' } });
    expect(i18n.getFixedT(null, 'demo')('items', { count: 1 })).toBe('1 项');
  });

  it('renders a text with markup as the given elements (the agreement checkbox)', () => {
    function Agreement() {
      const { t } = useTranslation('auth');
      return h(
        'label',
        null,
        h(Trans, {
          t,
          i18nKey: 'agreement',
          components: { terms: h('a', { href: '/terms.html' }), privacy: h('a', { href: '/privacy.html' }) },
        }),
      );
    }
    render(h(Agreement));
    expect(screen.getByRole('link', { name: 'User Agreement' }).getAttribute('href')).toBe('/terms.html');
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy.html');
    expect(document.querySelector('label')!.textContent).toBe(
      'I have read and agree to the User Agreement and the Privacy Policy',
    );
  });
});
