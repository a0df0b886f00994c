import { afterEach, beforeAll, expect, it } from 'vitest';
import { createElement as h } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { i18n } from '../i18n/index.js';
import content from '../i18n/content/en_US.json';
import { PrevNext } from './PrevNext.js';

/** A detail page's neighbours: links to the previous and next items, or a quiet "none" at either end. */
beforeAll(() => i18n.init('en_US', { content }));
afterEach(cleanup);

const href = (id: number) => `/news/detail/${id}`;

it('links the previous and next items by their titles, with rel prev and next', () => {
  render(
    h(MemoryRouter, null, h(PrevNext, { prev: { id: 3, title: 'Older' }, next: { id: 5, title: 'Newer' }, href })),
  );
  const links = screen.getAllByRole('link');
  expect(links.map((a) => [a.getAttribute('href'), a.getAttribute('rel')])).toEqual([
    ['/news/detail/3', 'prev'],
    ['/news/detail/5', 'next'],
  ]);
  expect(links[0].textContent).toContain('Older');
  expect(links[1].textContent).toContain('Newer');
});

it('says there is none at the first and the last item, without a link', () => {
  render(h(MemoryRouter, null, h(PrevNext, { prev: null, next: undefined, href })));
  expect(screen.queryAllByRole('link')).toEqual([]);
  const nav = screen.getByRole('navigation');
  expect(nav.textContent).toContain(content.news.noPrev);
  expect(nav.textContent).toContain(content.news.noNext);
});
