import { afterEach, expect, it } from 'vitest';
import { handOver } from './handover.js';

/**
 * A server-drawn page before the app is ready (issue 30): a tap on a button and the text typed into a field
 * are not lost. Hydration keeps the elements; a member's app draws the page anew, and then they go to the
 * twins in the new page.
 */
const root = document.createElement('div');
document.body.append(root);
afterEach(() => root.replaceChildren());

const drawn = () => {
  root.innerHTML = `<form><input name="q" aria-label="Search"><button type="button" aria-label="More actions"></button>
    <button type="button" aria-label="More actions"></button></form>`;
  return {
    field: root.querySelector('input')!,
    buttons: [...root.querySelectorAll('button')],
  };
};
const tapAndType = (field: HTMLInputElement, button: HTMLButtonElement, text: string) => {
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
  return button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
};
const nextTask = () => new Promise((r) => setTimeout(r, 0));

it('holds a tap until the app is ready, then taps the same button, the text handed over first', async () => {
  const { field, buttons } = drawn();
  const seen: string[] = [];
  handOver(root, false).holdTaps();
  expect(tapAndType(field, buttons[1], 'Phnom Penh')).toBe(false);
  buttons[1].addEventListener('click', () => seen.push(`tap ${field.value}`));
  field.addEventListener('input', () => seen.push(`input ${field.value}`));
  window.dispatchEvent(new Event('app-ready'));
  await nextTask();
  expect(seen).toEqual(['input Phnom Penh', 'tap Phnom Penh']);
});

it('hands the text back to a field the app set back to the drawn value as it took the page over, not to one it filled', async () => {
  root.innerHTML = `<form><input name="current" value=""><input name="nickname" value="Dara"></form>`;
  const [current, nickname] = [...root.querySelectorAll('input')];
  handOver(root, false);
  for (const [field, text] of [
    [current, 'wrong-one-1'],
    [nickname, 'Sokha'],
  ] as const) {
    field.value = text;
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  // Taking the page over, a controlled field is set to its value: the drawn one, or one the app chose itself.
  current.value = '';
  nickname.value = 'Chosen by the app';
  window.dispatchEvent(new Event('app-ready'));
  await nextTask();
  expect(current.value).toBe('wrong-one-1');
  expect(nickname.value).toBe('Chosen by the app');
});

it('hands the text and the tap to their twins in a page drawn anew, once they are drawn', async () => {
  const { field, buttons } = drawn();
  handOver(root, true).holdTaps();
  tapAndType(field, buttons[1], 'សួស្តី');
  // The app's first commit: its page's content comes a moment later.
  root.replaceChildren();
  window.dispatchEvent(new Event('app-ready'));
  const again = drawn();
  const seen: string[] = [];
  again.field.addEventListener('input', () => seen.push(`input ${again.field.value}`));
  again.buttons.forEach((b, i) => b.addEventListener('click', () => seen.push(`tap ${i}`)));
  await nextTask();
  await nextTask();
  expect(seen).toEqual(['input សួស្តី', 'tap 1']);
  expect(again.field.value).toBe('សួស្តី');
});

it('leaves links alone: they load their page without the app', () => {
  root.innerHTML = '<a href="/news"><span>News</span></a>';
  handOver(root, false).holdTaps();
  const span = root.querySelector('span')!;
  expect(span.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(true);
  window.dispatchEvent(new Event('app-ready'));
});
