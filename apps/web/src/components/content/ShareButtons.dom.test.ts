import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createElement as h } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '../i18n/index.js';
import { setToaster } from '../api/http.js';
import content from '../i18n/content/en_US.json';
import { ShareButtons } from './ShareButtons.js';

/** Spec section 8, success message "Copy successfully": the share row's copy button (an article's page). */
const toasts: { kind: 'success' | 'error'; text: string }[] = [];
const written: string[] = [];

beforeAll(async () => {
  i18n.init('en_US', { content });
  setToaster({
    error: (text) => toasts.push({ kind: 'error', text }),
    success: (text) => toasts.push({ kind: 'success', text }),
  });
});
afterEach(() => {
  cleanup();
  toasts.length = 0;
  written.length = 0;
});

function clipboard(write: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: write }, configurable: true });
}

describe('share: copy the link', () => {
  it('copies the page address without its query and says "Copy successfully"', async () => {
    window.history.replaceState(null, '', '/news/detail/4?lang=km_KH#top');
    clipboard(async (text) => void written.push(text));
    render(h(ShareButtons, { title: 'An article' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })));
    expect(written).toEqual([`${window.location.origin}/news/detail/4`]);
    expect(toasts).toEqual([{ kind: 'success', text: 'Copy successfully' }]);
  });

  it('says so when the browser refuses the clipboard, and claims no success', async () => {
    clipboard(() => Promise.reject(new Error('denied')));
    render(h(ShareButtons, { title: 'An article' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })));
    expect(toasts.map((t) => t.kind)).toEqual(['error']);
    expect(toasts[0].text).toBe(content.share.copyFailed);
  });
});
