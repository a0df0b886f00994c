import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createElement as h, useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '../../components/i18n/index.js';
import exchange from '../../components/i18n/exchange/en_US.json';
import { Lightbox } from './Lightbox.js';

/** The image viewer (issue 11): keys on a desktop, a swipe on a phone, focus in and back out. */
const images = [1, 2, 3].map((n) => ({ id: String(n), url: `/media/${n}.webp`, srcset: null, width: 10, height: 10 }));

beforeAll(async () => {
  i18n.init('en_US', { exchange });
});
afterEach(cleanup);

function Host() {
  const [index, setIndex] = useState<number | null>(null);
  return h(
    'div',
    null,
    h('button', { onClick: () => setIndex(0) }, 'open'),
    index !== null && h(Lightbox, { images, index, onIndex: setIndex, onClose: () => setIndex(null) }),
  );
}

describe('the lightbox', () => {
  it('moves with the arrow keys (wrapping round), closes with Escape and gives focus back', () => {
    render(h(Host));
    const opener = screen.getByRole('button', { name: 'open' });
    opener.focus();
    fireEvent.click(opener);
    expect(screen.getByRole('dialog', { name: 'Image viewer' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByText('1 / 3')).toBeTruthy();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(screen.getByText('2 / 3')).toBeTruthy();
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(screen.getByText('3 / 3')).toBeTruthy();
    expect(screen.getByRole('img').getAttribute('src')).toBe('/media/3.webp');
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('follows a swipe: left for the next image, right for the previous; a short drag changes nothing', () => {
    render(h(Host));
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.pointerDown(dialog, { clientX: 300 });
    fireEvent.pointerUp(dialog, { clientX: 200 });
    expect(screen.getByText('2 / 3')).toBeTruthy();
    fireEvent.pointerDown(dialog, { clientX: 100 });
    fireEvent.pointerUp(dialog, { clientX: 120 });
    expect(screen.getByText('2 / 3')).toBeTruthy();
    fireEvent.pointerDown(dialog, { clientX: 100 });
    fireEvent.pointerUp(dialog, { clientX: 250 });
    expect(screen.getByText('1 / 3')).toBeTruthy();
  });
});
