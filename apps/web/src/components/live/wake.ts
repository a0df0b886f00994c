/**
 * The live connection of a page the server drew for a member, before its app has started (main.tsx): a bare
 * socket, none of the live client's code (its schemas and React cost a phone a long task during the load). It
 * signs in, and on the first thing that is new for the member (a stored event, a resync, a code 90 closing it)
 * closes and hands over: the app starts, and its own connection asks for what came after the newest event this
 * one had seen (resumeAfter), so the event that woke it is replayed to the app's subscribers.
 */

/** API_BASE + API.liveSocket of @acsc/shared (not imported: the entry stays small; wake.test.ts checks they agree). */
export const LIVE_SOCKET_PATH = '/prod-api/client/live/v1/ws';
/** LIVE_CLOSE.sessionInvalid of @acsc/shared (checked by wake.test.ts). */
export const SESSION_INVALID_CLOSE = 4090;

let after: number | null = null;
/** The newest stored event the page had seen before its app started, once (components/live/index.ts). */
export function takeResumeAfter(): number | null {
  const seq = after;
  after = null;
  return seq;
}

/** Listens for what is new for the member; `wake` is called once. Answers a function that closes it. */
export function listenForNews(token: string, lang: string, wake: () => void): () => void {
  const { protocol, host } = window.location;
  const socket = new WebSocket(`${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${LIVE_SOCKET_PATH}`);
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    socket.close();
    wake();
  };
  socket.onopen = () => socket.send(JSON.stringify({ t: 'hello', token, lang }));
  socket.onmessage = (e) => {
    let message: { t?: string; seq?: number | null; member?: boolean };
    try {
      message = JSON.parse(String(e.data));
    } catch {
      return;
    }
    // The newest stored event at sign-in: the app's connection asks for everything after it.
    if (message.t === 'ready' && message.member && typeof message.seq === 'number') after = message.seq;
    else if (message.t === 'event' || message.t === 'resync') finish();
  };
  socket.onclose = (e) => e.code === SESSION_INVALID_CLOSE && finish();
  return () => {
    done = true;
    socket.close();
  };
}
