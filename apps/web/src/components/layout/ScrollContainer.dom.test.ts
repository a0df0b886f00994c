import { afterEach, describe, expect, it } from 'vitest';
import { createElement as h } from 'react';
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router';
import { on } from '../events.js';
import { ScrollContainer } from './ScrollContainer.js';

/** Spec section 2: within 100 px of the bottom of the main body, an event asks for more exchange content. */
afterEach(cleanup);

function mount() {
  const { container } = render(
    h(MemoryRouter, null, h(ScrollContainer, { className: 'main', children: h('div', null, 'feed') })),
  );
  const el = container.querySelector<HTMLDivElement>('[data-scroll-container]')!;
  // happy-dom lays nothing out: the box's sizes are set as a browser would measure them.
  let height = 2000;
  Object.defineProperty(el, 'scrollHeight', { get: () => height, configurable: true });
  Object.defineProperty(el, 'clientHeight', { get: () => 800, configurable: true });
  const scrollTo = (top: number) => {
    el.scrollTop = top;
    fireEvent.scroll(el);
  };
  return { scrollTo, grow: (h2: number) => (height = h2) };
}

describe('the main body asks for more near its bottom', () => {
  it('emits load-more at 100 px from the bottom, not at 101, and once per content height', () => {
    let events = 0;
    const off = on('load-more', () => events++);
    const box = mount();
    box.scrollTo(1099); // 101 px from the bottom
    expect(events).toBe(0);
    box.scrollTo(1100); // exactly 100 px
    expect(events).toBe(1);
    box.scrollTo(1150); // still near, same content: no storm
    expect(events).toBe(1);
    box.grow(3000); // the next page arrived
    box.scrollTo(2100);
    expect(events).toBe(2);
    off();
  });
});

describe('where the reader is', () => {
  it('stays where they had scrolled when the app takes over the page, and goes to the top on the next page', () => {
    // The server drew the page and the reader scrolled it before the app took it over (hydration keeps the
    // element and its scroll): the app's first drawing must not move them.
    let go: (path: string) => void = () => {};
    const Link = () => {
      const navigate = useNavigate();
      go = (path) => void navigate(path);
      return h('div', null, 'page');
    };
    const drawn = document.createElement('div');
    document.body.append(drawn);
    const scrolls: number[] = [];
    const original = HTMLElement.prototype.scrollTo;
    HTMLElement.prototype.scrollTo = function (this: HTMLElement, arg?: ScrollToOptions | number) {
      scrolls.push(typeof arg === 'number' ? arg : (arg?.top ?? 0));
    } as typeof original;
    try {
      render(h(MemoryRouter, { initialEntries: ['/work/vitae/info'] }, h(ScrollContainer, { children: h(Link) })), {
        container: drawn,
      });
      expect(scrolls).toEqual([]);
      act(() => go('/work/vitae'));
      expect(scrolls).toEqual([0]);
    } finally {
      HTMLElement.prototype.scrollTo = original;
    }
  });
});
