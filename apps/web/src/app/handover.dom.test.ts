import { afterEach, expect, it, onTestFinished, vi } from 'vitest';
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

it('chooses again the radio a reader chose before the app, once the app has set the group back to the drawn choice', async () => {
  root.innerHTML = `<form><input type="radio" name="messages" value="all" checked>
    <input type="radio" name="messages" value="following"><input type="checkbox" name="listed"></form>`;
  const [all, following, listed] = [...root.querySelectorAll('input')];
  handOver(root, false);
  const heard: string[] = [];
  for (const box of [all, following, listed]) box.addEventListener('click', () => heard.push(box.value));
  for (const choice of [following, listed]) {
    choice.checked = true;
    choice.dispatchEvent(new Event('input', { bubbles: true }));
  }
  heard.length = 0;
  // Taken over: the controlled group is set back to what the server drew; the box is left as the reader left it
  // (the app's state does not know either choice).
  all.checked = true;
  window.dispatchEvent(new Event('app-ready'));
  await nextTask();
  expect(following.checked).toBe(true);
  expect(listed.checked).toBe(true);
  // Each by a tap the app hears, and nothing else.
  expect(heard).toEqual(['following', 'on']);
});

it('hands the files picked before the app to it by their field’s change, without touching the field', async () => {
  root.innerHTML = `<form><input type="file" name="photos" multiple></form>`;
  const input = root.querySelector('input')!;
  handOver(root, false);
  const picked = new DataTransfer();
  picked.items.add(new File(['png'], 'angkor.png', { type: 'image/png' }));
  input.files = picked.files;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
  const heard: string[] = [];
  input.addEventListener('change', () => heard.push([...(input.files ?? [])].map((f) => f.name).join()));
  window.dispatchEvent(new Event('app-ready'));
  await nextTask();
  expect(heard).toEqual(['angkor.png']);
});

it('hands a field its text only once the app has taken that field over (a part React takes over after the rest)', async () => {
  root.innerHTML = `<form><input name="oldPassword" value=""></form>`;
  const field = root.querySelector('input')!;
  Object.assign(root, { __reactContainer$test: {} });
  onTestFinished(() => void delete (root as unknown as Record<string, unknown>).__reactContainer$test);
  handOver(root, false);
  field.value = 'wrong-one-1';
  field.dispatchEvent(new Event('input', { bubbles: true }));
  const heard: string[] = [];
  field.addEventListener('input', () => heard.push(field.value));
  window.dispatchEvent(new Event('app-ready'));
  await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  // Not taken over yet: nothing handed (the app would not hear it).
  expect(heard).toEqual([]);
  Object.assign(field, { __reactFiber$test: {} });
  // Then once the browser is idle (the app has committed what it took over).
  await vi.waitFor(() => expect(heard).toEqual(['wrong-one-1']));
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

it('finds the twin of a choice whose name React made up, which a page drawn anew names otherwise', async () => {
  // antd's Segmented names its radios with useId: the server's name is not the app's.
  root.innerHTML = `<form><input type="radio" name="_R_1h_" value="all" checked><input type="radio" name="_R_1h_" value="appointment"></form>`;
  handOver(root, true).holdTaps();
  const chosen = root.querySelectorAll('input')[1]!;
  chosen.checked = true;
  chosen.dispatchEvent(new Event('input', { bubbles: true }));
  root.innerHTML = `<form><input type="radio" name="_r_4_" value="all" checked><input type="radio" name="_r_4_" value="appointment"></form>`;
  const twin = root.querySelectorAll('input')[1]!;
  const heard: string[] = [];
  twin.addEventListener('click', () => heard.push(twin.value));
  window.dispatchEvent(new Event('app-ready'));
  await vi.waitFor(() => expect(heard).toEqual(['appointment']));
  expect(twin.checked).toBe(true);
});

it('lets a tap on the app’s page through at once while a part drawn later has not come', async () => {
  const { field, buttons } = drawn();
  handOver(root, true).holdTaps();
  tapAndType(field, buttons[1], 'Siem Reap');
  // The app's page has no such field (a part it never draws here): the hand-over would wait for it.
  root.innerHTML = '<button type="button" aria-label="Book 9:00">9:00</button>';
  window.dispatchEvent(new Event('app-ready'));
  const book = root.querySelector('button')!;
  const taps: string[] = [];
  book.addEventListener('click', (e) => taps.push(e.isTrusted ? 'reader' : 'handed'));
  await nextTask();
  // The reader taps the app's button: held a moment (the hand-over is done first), then carried out, not in 10 s.
  expect(book.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(false);
  await vi.waitFor(() => expect(taps).toEqual(['handed']), { timeout: 1_000 });
  // Nothing is held any more.
  expect(book.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(true);
});

it('leaves links alone: they load their page without the app', () => {
  root.innerHTML = '<a href="/news"><span>News</span></a>';
  handOver(root, false).holdTaps();
  const span = root.querySelector('span')!;
  expect(span.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(true);
  window.dispatchEvent(new Event('app-ready'));
});
