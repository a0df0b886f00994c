import { createElement, lazy, type ComponentType } from 'react';

/**
 * A lazily loaded part of a page (as React.lazy) that a page drawn by the server loads before the app takes
 * the page over: `preload()` loads it, and once loaded it renders at once instead of suspending, so the app's
 * first render takes it over in the same pass as the rest of the page. A part still loading when the app takes
 * the page over would be taken over later, and the text a reader typed into it before the app started would
 * not be handed to it (app/handover.ts: the settings page's password form, issue 30).
 */
export function lazyPart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (pending ??= load().then((m) => {
      loaded = m.default;
      return m.default;
    }));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Part(props: P) {
    return createElement(loaded ?? Lazy, props);
  }
  return Object.assign(Part, { preload });
}
