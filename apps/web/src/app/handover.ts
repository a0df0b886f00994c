/*
 * What a reader does on a server-drawn page before the app is ready, handed to the app once it is (main.tsx).
 */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const isField = (t: EventTarget | null): t is Field =>
  t instanceof HTMLInputElement || t instanceof HTMLTextAreaElement || t instanceof HTMLSelectElement;

/**
 * Until the app is ready on a server-drawn page, a tap on a control (not a link: links load their page
 * without the app) and the text typed into a field are kept, and handed to the app once it is
 * ('app-ready'): the text first, then the tap. Hydration keeps the page's elements; a member's app draws
 * the page anew (app/start.tsx), so there each is handed to its twin in the new page: the element of the
 * same kind and name at the same place among its kind (once it is drawn, the page's parts may come later).
 */
export function handOver(container: HTMLElement, redrawn: boolean) {
  let pending: { el: HTMLElement; key: Twin } | null = null;
  const typed = new Map<Field, { value: string; key: Twin; checked?: boolean; files?: FileList | null }>();
  const hold = (e: MouseEvent) => {
    const target = e.target instanceof Element ? e.target : null;
    if (!target || !container.contains(target) || target.closest('a[href]')) return;
    // Fields and labels work without the app (focus, typing); only a control waits for its handler.
    const control = target.closest<HTMLElement>(CONTROLS);
    if (!control) return;
    e.preventDefault();
    e.stopPropagation();
    pending = { el: control, key: twinKey(container, control, CONTROLS) };
    // The app is ready and a part it draws later has not come: a tap on its page now is the reader going on,
    // handed at once with what has come (no tap waits for a part that may never be drawn: issue 30).
    goOn?.();
  };
  let goOn: (() => void) | null = null;
  const remember = (e: Event) => {
    const t = e.target;
    if (!isField(t) || !container.contains(t)) return;
    const key = twinKey(container, t, FIELDS);
    // Files picked (a photo for a post): handed over as picked.
    if (t instanceof HTMLInputElement && t.type === 'file')
      return void typed.set(t, { value: '', key, files: t.files });
    // A choice (a radio, a box) is kept as chosen or not; the radios of its group are each kept.
    if (isChoice(t))
      for (const choice of t.form?.querySelectorAll<HTMLInputElement>(`input[name="${CSS.escape(t.name)}"]`) ?? [t])
        typed.set(choice, { value: choice.value, key: twinKey(container, choice, FIELDS), checked: choice.checked });
    else typed.set(t, { value: t.value, key });
  };
  // The field being typed into, to be focused again in a page drawn anew.
  let focused: { el: Field; key: Twin } | null = null;
  const focus = (e: FocusEvent) => {
    if (isField(e.target) && container.contains(e.target))
      focused = { el: e.target, key: twinKey(container, e.target, FIELDS) };
  };
  window.addEventListener('input', remember, true);
  window.addEventListener('focusin', focus, true);
  window.addEventListener(
    'app-ready',
    () => {
      // What came before the app is kept until it is handed over: a tap while the app is still taking the page
      // over waits too (it would act on what the app has not heard yet: a search without its words).
      let fields = [...typed];
      let tap = pending;
      const hand = () => {
        window.removeEventListener('click', hold, true);
        window.removeEventListener('input', remember, true);
        window.removeEventListener('focusin', focus, true);
        fields = [...typed];
        typed.clear();
        tap = pending;
        pending = null;
        for (const [field, { value, key, checked, files }] of fields) {
          const twin = field.isConnected ? field : findTwin(container, key, FIELDS);
          if (!isField(twin)) continue;
          if (files !== undefined) {
            // The app hears the files by the field's change, which came before it was listening.
            if (!(twin instanceof HTMLInputElement) || !files?.length) continue;
            if (twin !== field) twin.files = files;
            twin.dispatchEvent(new Event('change', { bubbles: true }));
            continue;
          }
          if (checked !== undefined) {
            // A choice the reader changed (from what the server drew, or in a page drawn anew from what it shows)
            // is chosen again by a tap the app hears: React hears a choice's change by its click, against the state
            // it last saw, so the opposite is set first (a radio is chosen by choosing it, not by leaving another).
            if (!isChoice(twin) || (twin.type === 'radio' && !checked)) continue;
            if (twin === field ? checked === field.defaultChecked : twin.checked === checked) continue;
            twin.checked = !checked;
            twin.click();
            continue;
          }
          // Hydrated: the field the visitor typed into, unless the app has changed it since. Taking a controlled
          // field over sets it back to the value the server drew (its default): that is no change of the app's.
          const drawn = field instanceof HTMLSelectElement ? null : field.defaultValue;
          if (twin === field && field.value !== value && field.value !== drawn) continue;
          if (twin instanceof HTMLSelectElement) {
            twin.value = value;
            twin.dispatchEvent(new Event('change', { bubbles: true }));
            continue;
          }
          // The app's own setter marks the field empty, the element's native one puts the text back, and the
          // input event is then a change the app's handler sees.
          twin.value = '';
          Object.getOwnPropertyDescriptor(Object.getPrototypeOf(twin), 'value')?.set?.call(twin, value);
          twin.dispatchEvent(new Event('input', { bubbles: true }));
        }
        // The tap after the text: once the app has taken the text in.
        const control = tap && (tap.el.isConnected ? tap.el : findTwin(container, tap.key, CONTROLS));
        const field = focused && !focused.el.isConnected ? findTwin(container, focused.key, FIELDS) : null;
        if (field && document.activeElement === document.body) field.focus();
        if (control) setTimeout(() => control.click(), 0);
      };
      const missing = () =>
        fields.some(([f, { key }]) => !f.isConnected && !findTwin(container, key, FIELDS)) ||
        (tap && !tap.el.isConnected && !findTwin(container, tap.key, CONTROLS));
      // Each element is handed its part once the app has taken it over: React takes a page's parts over in
      // turns (a part in a Suspense boundary after the rest), and a field it takes over after its text came back
      // would take that text for its own, and its handler would never hear it.
      const handWhenTaken = (deadline = Date.now() + 5_000) => {
        fields = [...typed];
        tap = pending;
        const els = [
          ...fields.map(([f, { key }]) => (f.isConnected ? f : findTwin(container, key, FIELDS))),
          tap && (tap.el.isConnected ? tap.el : findTwin(container, tap.key, CONTROLS)),
        ].filter((el): el is HTMLElement => !!el);
        if (!hasKey(container, '__reactContainer$')) return hand();
        // Taken over, and the app done with it: React takes a part over in slices, and commits it after its
        // last one; a tap it hears before that is not heard (the browser is idle once it has committed).
        if (els.every((el) => taken(container, el)) || Date.now() > deadline)
          return void ('requestIdleCallback' in window
            ? requestIdleCallback(hand, { timeout: 2_000 })
            : setTimeout(hand, 50));
        requestAnimationFrame(() => handWhenTaken(deadline));
      };
      if (!redrawn || !missing()) return handWhenTaken();
      // The app's page may draw its parts after its first commit (a lazy part, a read): hand over once they are.
      const watch = new MutationObserver(() => {
        if (missing()) return;
        stop();
        handWhenTaken();
      });
      const stop = () => {
        watch.disconnect();
        clearTimeout(limit);
        goOn = null;
      };
      goOn = () => {
        stop();
        handWhenTaken();
      };
      const limit = setTimeout(() => {
        stop();
        handWhenTaken();
      }, 10_000);
      watch.observe(container, { childList: true, subtree: true });
    },
    { once: true },
  );
  return { holdTaps: () => window.addEventListener('click', hold, true) };
}

const CONTROLS = 'button, [role="button"], summary';
/** React's own marks on what it has taken over (the container it renders into, each element it holds). */
const hasKey = (el: Element, prefix: string) => Object.keys(el).some((k) => k.startsWith(prefix));
/** The element has been taken over by the app (React has drawn it: its commit may still be under way). */
const taken = (container: Element, el: Element) => hasKey(el, '__reactFiber$');
const isChoice = (t: Field): t is HTMLInputElement =>
  t instanceof HTMLInputElement && (t.type === 'radio' || t.type === 'checkbox');
const FIELDS = 'input, textarea, select';

/** What names an element among its kind on the page: its tag, role, name or label, and its place among those alike. */
interface Twin {
  name: string;
  index: number;
}

/**
 * A name React made up (useId: ':r1:', '«r1»', '_r_1_', the server's with an R) is not the same in a page drawn
 * anew (antd names a Segmented's radios so): such a field is known by its kind and place alone.
 */
const madeUp = /^(?::|«|_)[rR][\w-]*(?::|»|_)$/;

function twinName(el: Element): string {
  const name = el.getAttribute('name');
  const label =
    el.getAttribute('aria-label') ?? (name && !madeUp.test(name) ? name : null) ?? el.getAttribute('placeholder') ?? '';
  const text = isField(el) ? (el.getAttribute('type') ?? '') : (el.textContent ?? '').trim();
  return `${el.tagName}|${el.getAttribute('role') ?? ''}|${label}|${text}`;
}

function twinKey(container: HTMLElement, el: Element, selector: string): Twin {
  const name = twinName(el);
  const alike = [...container.querySelectorAll(selector)].filter((e) => twinName(e) === name);
  return { name, index: alike.indexOf(el) };
}

function findTwin(container: HTMLElement, key: Twin, selector: string): HTMLElement | null {
  const alike = [...container.querySelectorAll<HTMLElement>(selector)].filter((e) => twinName(e) === key.name);
  return alike[key.index] ?? null;
}
