/**
 * The app's event bus (spec section 4): login-show opens the login dialog, login events carry type 1
 * (signed in) or 2 (signed out), the header waits for load-success, /news/search listens for new-search,
 * the exchange feed listens for load-more.
 */
export type AppEvents = {
  'login-show': { returnTo?: string } | undefined;
  login: { type: 1 | 2 };
  'load-success': undefined;
  'new-search': { keywords: string };
  'load-more': undefined;
  'language-change': { language: string };
  'chat-show': undefined;
};

type Handler<T> = (payload: T) => void;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each set holds handlers of its own event's payload, which a Map cannot say; on() and emit() keep them paired
const handlers = new Map<keyof AppEvents, Set<Handler<any>>>();

export function emit<K extends keyof AppEvents>(
  name: K,
  ...payload: AppEvents[K] extends undefined ? [] | [undefined] : [AppEvents[K]]
) {
  handlers.get(name)?.forEach((h) => h(payload[0]));
}

export function on<K extends keyof AppEvents>(name: K, handler: Handler<AppEvents[K]>): () => void {
  let set = handlers.get(name);
  if (!set) handlers.set(name, (set = new Set()));
  set.add(handler);
  return () => set!.delete(handler);
}
