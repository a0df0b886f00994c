import { afterEach, beforeAll, expect, it } from 'vitest';
import { createElement as h } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { i18n } from '../../components/i18n/index.js';
import admin from '../../components/i18n/admin/en_US.json';
import { Translations, type LocalizedFieldDef } from './Translations.js';

/**
 * The translation tabs of a console form: each tab's mark says whether that language has every
 * required text, and follows the editor's typing; a keystroke that changes no mark does not draw the
 * tabs again (with every field of three languages drawn per keystroke, typing lagged 50-70 ms a key on
 * a laptop, 200 ms at a 4x slower CPU: docs/benchmarks-history.md, "Typing in the console").
 */
beforeAll(() => i18n.init('en_US', { admin }));
afterEach(cleanup);

const fields: LocalizedFieldDef[] = [
  { name: 'title', kind: 'text', required: true },
  { name: 'summary', kind: 'textarea' },
];

function mount() {
  let drawn = 0;
  function Harness() {
    const [form] = Form.useForm();
    // `extra` is drawn once per language each time the tabs are drawn.
    return h(Form, { form }, h(Translations, { form, fields, extra: () => (drawn++, null) }));
  }
  render(h(Harness));
  return { drawn: () => drawn };
}

// The other languages' fields are drawn in hidden tab panels.
const field = (name: string) => screen.getByRole('textbox', { name, hidden: true });
const complete = (lang: string) => screen.getByTestId(`lang-tab-${lang}`).getAttribute('data-complete');
const marks = () => ['zh_CN', 'km_KH', 'en_US'].map(complete);
/** The form tells its watchers after the change: lets every pending update land. */
const settle = () => act(() => new Promise((r) => setTimeout(r, 50)));

it('marks a language complete once its required texts exist, and incomplete again when one is cleared', async () => {
  mount();
  expect(marks()).toEqual(['false', 'false', 'false']);
  fireEvent.change(field('Title (ខ្មែរ)'), { target: { value: 'ចំណងជើង' } });
  await waitFor(() => expect(marks()).toEqual(['false', 'true', 'false']));
  // An optional text does not make a language complete.
  fireEvent.change(field('Summary (English)'), { target: { value: 'A summary' } });
  await settle();
  expect(complete('en_US')).toBe('false');
  fireEvent.change(field('Title (ខ្មែរ)'), { target: { value: '' } });
  await waitFor(() => expect(complete('km_KH')).toBe('false'));
});

it('does not draw the tabs again for a keystroke that changes no mark', async () => {
  const { drawn } = mount();
  const title = field('Title (English)');
  fireEvent.change(title, { target: { value: 'N' } });
  await waitFor(() => expect(complete('en_US')).toBe('true'));
  await settle();
  const before = drawn();
  for (const value of ['Ne', 'New', 'News']) fireEvent.change(title, { target: { value } });
  fireEvent.change(field('Summary (中文)'), { target: { value: '摘要' } });
  await settle();
  expect(field('Title (English)')).toHaveProperty('value', 'News');
  expect(drawn() - before).toBe(0);
});
