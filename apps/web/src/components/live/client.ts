import {
  LIVE_CLOSE,
  LIVE_LIMITS,
  liveServerMessage,
  type Language,
  type LiveClientMessage,
  type LiveEvent,
  type LiveEventType,
} from '@acsc/shared';

/**
 * The live socket's client (protocol: packages/shared/src/schemas/live.ts). It connects, signs in with
 * hello, remembers the newest stored event it saw and asks for what came after it on every reconnect,
 * reconnects with exponential back-off and full jitter, pings to notice a dead connection, and stops
 * for good on code 90 (4090). It knows nothing of the page: index.ts ties it to the session.
 */

/** What the client needs of a WebSocket: the browser's, or `ws` in tests. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export type LiveStatus = 'idle' | 'connecting' | 'open' | 'closed';
export interface EventMeta {
  /** Set for stored events (replayed after a reconnect), null for ephemeral ones. */
  seq: number | null;
  channel: string | null;
}
type Handler<T extends LiveEventType> = (event: Extract<LiveEvent, { type: T }>, meta: EventMeta) => void;

export interface LiveClientOptions {
  url: string;
  /** The member's token, read at each connect; undefined connects as a visitor. */
  token: () => string | undefined;
  lang: () => Language;
  /** Opens a socket; the browser's WebSocket by default. */
  connect?: (url: string) => SocketLike;
  /** The server said the session is over (code 90): sign out; the client does not reconnect. */
  onSessionInvalid?: () => void;
  /** Events were missed beyond what the server keeps: reload what the page shows. */
  onResync?: () => void;

  random?: () => number;
}

const OPEN = 1;

export class LiveClient {
  private socket: SocketLike | null = null;
  private running = false;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private pongTimer: ReturnType<typeof setTimeout> | null = null;
  private seq: number | null = null;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each set holds handlers of its own event type, which a Map cannot say; on() and dispatch keep them paired
  private readonly handlers = new Map<LiveEventType, Set<Handler<any>>>();
  private readonly statusListeners = new Set<(s: LiveStatus) => void>();
  private readonly channels = new Set<string>();
  private current: LiveStatus = 'idle';

  constructor(private readonly options: LiveClientOptions) {}

  get status(): LiveStatus {
    return this.current;
  }

  /** The newest stored event seen; sent as `after` on the next connect. */
  get lastSeq(): number | null {
    return this.seq;
  }

  /** `after`: the newest stored event already seen (by the page before its app started): what came after is replayed. */
  start(after: number | null = null) {
    if (this.running) return;
    this.running = true;
    if (after !== null) this.seq = after;
    this.open();
  }

  /** Closes and stays closed (logout, code 90); the next start() begins a fresh session. */
  stop() {
    this.running = false;
    this.seq = null;
    this.attempt = 0;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.stopPings();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.close(1000, 'bye');
    }
    this.setStatus('closed');
  }

  subscribe<T extends LiveEventType>(type: T, handler: Handler<T>): () => void {
    let set = this.handlers.get(type);
    if (!set) this.handlers.set(type, (set = new Set()));
    set.add(handler);
    return () => set!.delete(handler);
  }

  onStatus(listener: (s: LiveStatus) => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  /** Joins a channel (e.g. a support chat) now and after every reconnect. */
  join(channel: string) {
    this.channels.add(channel);
    if (this.current === 'open') this.send({ t: 'subscribe', channel });
  }

  leave(channel: string) {
    this.channels.delete(channel);
    if (this.current === 'open') this.send({ t: 'unsubscribe', channel });
  }

  /** Says the user is typing on a channel (the support chat); false when the socket is not open (the caller falls back to HTTP). */
  typing(channel: string): boolean {
    if (this.current !== 'open' || this.socket?.readyState !== OPEN) return false;
    this.send({ t: 'typing', channel });
    return true;
  }

  private setStatus(status: LiveStatus) {
    if (this.current === status) return;
    this.current = status;
    this.statusListeners.forEach((l) => l(status));
  }

  private send(message: LiveClientMessage) {
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(message));
  }

  private open() {
    this.setStatus('connecting');
    const connect = this.options.connect ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
    let socket: SocketLike;
    try {
      socket = connect(this.options.url);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      const token = this.options.token();
      this.send({
        t: 'hello',
        ...(token ? { token } : {}),
        ...(this.seq !== null ? { after: this.seq } : {}),
        lang: this.options.lang(),
      });
      this.startPings();
    };
    socket.onmessage = (event) => this.receive(typeof event.data === 'string' ? event.data : String(event.data));
    socket.onerror = () => {};
    socket.onclose = (event) => this.closed(socket, event.code);
  }

  private closed(socket: SocketLike, code: number) {
    if (this.socket !== socket) return;
    this.socket = null;
    this.stopPings();
    this.setStatus('closed');
    if (code === LIVE_CLOSE.sessionInvalid) {
      this.running = false;
      this.seq = null;
      this.options.onSessionInvalid?.();
      return;
    }
    if (this.running) this.scheduleReconnect(code === LIVE_CLOSE.tooManyConnections);
  }

  /** A connection that stopped answering: a browser may take minutes to report its close, so do not wait. */
  private drop() {
    const socket = this.socket;
    if (!socket) return;
    socket.onclose = null;
    socket.close(4000, 'no pong');
    this.closed(socket, 4000);
  }

  /** Exponential back-off with full jitter: many pages reconnecting after a restart spread out. */
  private scheduleReconnect(long = false) {
    if (!this.running || this.retryTimer) return;
    const cap = long
      ? LIVE_LIMITS.reconnectMaxMs
      : Math.min(LIVE_LIMITS.reconnectMaxMs, LIVE_LIMITS.reconnectBaseMs * 2 ** this.attempt);
    this.attempt++;
    const delay = Math.round((this.options.random ?? Math.random)() * cap);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.running) this.open();
    }, delay);
  }

  private receive(raw: string) {
    this.heard();
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return;
    }
    const parsed = liveServerMessage.safeParse(json);
    if (!parsed.success) return;
    const message = parsed.data;
    switch (message.t) {
      case 'ready':
        this.attempt = 0;
        if (this.seq === null || !message.member) this.seq = message.member ? message.seq : null;
        this.setStatus('open');
        for (const channel of this.channels) this.send({ t: 'subscribe', channel });
        break;
      case 'resync':
        this.seq = message.seq;
        this.options.onResync?.();
        break;
      case 'event':
        if (message.seq !== null) {
          if (this.seq !== null && message.seq <= this.seq) return;
          this.seq = message.seq;
        }
        this.handlers
          .get(message.event.type)
          ?.forEach((h) => h(message.event, { seq: message.seq, channel: message.channel }));
        break;
      default:
        break;
    }
  }

  /** Any message proves the connection alive; a ping without an answer in time ends it. */
  private heard() {
    if (this.pongTimer) clearTimeout(this.pongTimer);
    this.pongTimer = null;
  }

  private startPings() {
    this.stopPings();
    this.pingTimer = setInterval(() => {
      this.send({ t: 'ping' });
      if (!this.pongTimer) {
        this.pongTimer = setTimeout(() => this.drop(), LIVE_LIMITS.clientPongTimeoutSeconds * 1000);
      }
    }, LIVE_LIMITS.clientPingSeconds * 1000);
  }

  private stopPings() {
    if (this.pingTimer) clearInterval(this.pingTimer);
    if (this.pongTimer) clearTimeout(this.pongTimer);
    this.pingTimer = null;
    this.pongTimer = null;
  }
}
