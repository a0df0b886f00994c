import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import {
  COOKIE_NAMES,
  ERRORS,
  LIVE_CLOSE,
  LIVE_LIMITS,
  errorMessage,
  liveClientMessage,
  type ErrorName,
  type Language,
  type LiveClientMessage,
  type LiveEvent,
  type LiveServerMessage,
} from '@acsc/shared';
import type { Logger } from 'pino';
import { memberForToken, type AuthMember } from '../auth.js';
import type { Database } from '../db.js';
import type { BusMessage } from './bus.js';
import * as store from './store.js';

/**
 * The sockets of one server process: sign-in by hello, replay from the database, delivery of stored
 * events (on the database's signal) and of ephemeral ones (from the bus), heartbeats and limits.
 */

/** Turns a stored event's language-neutral payload into what a connection in `lang` is sent. */
export type LiveRenderer = (
  payload: unknown,
  lang: Language,
  memberId: number,
) => LiveEvent | null | Promise<LiveEvent | null>;

export interface LiveChannel {
  /** Whether visitors (no token) may join. */
  visitors: boolean;
  /** Decides for one connection and one full channel name (member null = visitor). */
  allow(member: AuthMember | null, channel: string): boolean | Promise<boolean>;
  /** A connection that may join the channel says its user is typing there (client message `typing`). */
  typing?(member: AuthMember | null, channel: string): Promise<void>;
}

interface Conn {
  ws: WebSocket;
  ip: string;
  member: AuthMember | null;
  lang: Language;
  /** Highest stored seq sent (members). */
  lastSeq: number;
  /** Signed in (or a visitor) by hello: channel requests are taken. */
  greeted: boolean;
  /** Hello answered and replay sent: stored events now flow. */
  ready: boolean;
  alive: boolean;
  channels: Set<string>;
  windowStart: number;
  windowCount: number;
}

export interface HubOptions {
  database: Database;
  log: Logger;
  now: () => Date;
  heartbeatMs?: number;
}

const MAX_CHANNELS_PER_CONN = 20;
/** A client that does not read its socket is cut off rather than buffered for without end. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

export function createHub(opts: HubOptions) {
  const { database, log, now } = opts;
  const db = database.db;
  const conns = new Set<Conn>();
  const byMember = new Map<number, Set<Conn>>();
  const byIp = new Map<string, number>();
  const byChannel = new Map<string, Set<Conn>>();
  const renderers = new Map<string, LiveRenderer>();
  const channels = new Map<string, LiveChannel>();
  /** Deliveries to one member run one after another, so their pages get events once and in order. */
  const memberQueues = new Map<number, Promise<void>>();

  function send(conn: Conn, message: LiveServerMessage) {
    if (conn.ws.readyState !== conn.ws.OPEN) return;
    if (conn.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      conn.ws.terminate();
      return;
    }
    conn.ws.send(JSON.stringify(message));
  }

  function sendError(conn: Conn, name: ErrorName, params?: Record<string, string | number>) {
    send(conn, { t: 'error', code: ERRORS[name].code, msg: errorMessage(name, conn.lang, params) });
  }

  function inMemberQueue(memberId: number, task: () => Promise<void>): Promise<void> {
    const previous = memberQueues.get(memberId) ?? Promise.resolve();
    const next = previous.then(task).catch((err) => log.error({ err, memberId }, 'live delivery failed'));
    memberQueues.set(memberId, next);
    void next.finally(() => {
      if (memberQueues.get(memberId) === next) memberQueues.delete(memberId);
    });
    return next;
  }

  async function render(event: store.StoredEvent, lang: Language, memberId: number): Promise<LiveEvent | null> {
    const renderer = renderers.get(event.type);
    if (!renderer) return event.payload as LiveEvent;
    return renderer(event.payload, lang, memberId);
  }

  /** Sends a connection the stored events after its lastSeq (replay and live delivery alike). */
  async function sendStored(memberConns: Conn[], memberId: number, events: store.StoredEvent[]) {
    const rendered = new Map<string, LiveEvent | null>();
    for (const event of events) {
      for (const conn of memberConns) {
        if (event.seq <= conn.lastSeq) continue;
        const key = `${event.seq}|${conn.lang}`;
        if (!rendered.has(key)) {
          try {
            rendered.set(key, await render(event, conn.lang, memberId));
          } catch (err) {
            log.error({ err, memberId, seq: event.seq, type: event.type }, 'live event could not be rendered');
            rendered.set(key, null);
          }
        }
        const out = rendered.get(key);
        if (out) send(conn, { t: 'event', seq: event.seq, channel: null, event: out });
        conn.lastSeq = event.seq;
      }
    }
  }

  /**
   * A member has a new stored event: their ready pages get what they have not seen. The event the signal
   * carried is sent as it is when each page has seen everything before it; otherwise (a page behind, or
   * a signal without the event) the events are read from the database.
   */
  function deliverStored(memberId: number, carried: store.StoredEvent | null = null) {
    if (!byMember.has(memberId)) return;
    void inMemberQueue(memberId, async () => {
      const ready = [...(byMember.get(memberId) ?? [])].filter((c) => c.ready);
      if (ready.length === 0) return;
      const from = Math.min(...ready.map((c) => c.lastSeq));
      if (carried && from >= carried.seq - 1) return sendStored(ready, memberId, [carried]);
      const events = await store.eventsAfter(db, memberId, from, LIVE_LIMITS.replayMax + 1);
      if (events.length > LIVE_LIMITS.replayMax) {
        const latest = await store.latestSeq(db, memberId);
        for (const c of ready) {
          c.lastSeq = latest;
          send(c, { t: 'resync', seq: latest });
        }
        return;
      }
      await sendStored(ready, memberId, events);
    });
  }

  /** Answers hello: ready, then what the page missed since `after` (or resync when that is gone). */
  async function replay(conn: Conn, memberId: number, after: number | undefined) {
    const latest = await store.latestSeq(db, memberId);
    send(conn, { t: 'ready', member: true, seq: latest });
    if (after === undefined) {
      conn.lastSeq = latest;
    } else if (after > latest || latest - after > LIVE_LIMITS.replayMax) {
      conn.lastSeq = latest;
      send(conn, { t: 'resync', seq: latest });
    } else {
      conn.lastSeq = after;
      const events = await store.eventsAfter(db, memberId, after, LIVE_LIMITS.replayMax);
      // Numbers are consecutive per member: fewer rows than numbers means some were purged.
      if (events.length < latest - after) {
        conn.lastSeq = latest;
        send(conn, { t: 'resync', seq: latest });
      } else {
        await sendStored([conn], memberId, events);
      }
    }
    conn.ready = true;
  }

  function cookieToken(request: FastifyRequest): string | null {
    // The cookie rides along on any page's socket to this host; only a page of this site may use it.
    const origin = request.headers.origin;
    if (origin) {
      try {
        if (new URL(origin).host !== request.headers.host) return null;
      } catch {
        return null;
      }
    }
    return request.cookies?.[COOKIE_NAMES.accessToken] ?? null;
  }

  function languageOf(
    request: FastifyRequest,
    hello: Extract<LiveClientMessage, { t: 'hello' }>,
    member: AuthMember | null,
  ): Language {
    if (hello.lang) return hello.lang;
    const asked = request.headers['language'] ?? request.cookies?.[COOKIE_NAMES.language];
    if (asked) return request.lang;
    return member?.language ?? request.lang;
  }

  async function onHello(conn: Conn, request: FastifyRequest, hello: Extract<LiveClientMessage, { t: 'hello' }>) {
    const token = hello.token ?? cookieToken(request);
    const member = token ? await memberForToken({ database, now }, token) : null;
    if (token && !member) {
      conn.ws.close(LIVE_CLOSE.sessionInvalid, 'session invalid');
      return;
    }
    conn.lang = languageOf(request, hello, member);
    if (!member) {
      conn.greeted = true;
      conn.ready = true;
      send(conn, { t: 'ready', member: false, seq: 0 });
      return;
    }
    const mine = byMember.get(member.id) ?? new Set<Conn>();
    if (mine.size >= LIVE_LIMITS.connectionsPerMember) {
      conn.ws.close(LIVE_CLOSE.tooManyConnections, 'too many connections');
      return;
    }
    conn.member = member;
    conn.greeted = true;
    mine.add(conn);
    byMember.set(member.id, mine);
    await inMemberQueue(member.id, () => replay(conn, member.id, hello.after));
  }

  async function onSubscribe(conn: Conn, name: string) {
    const prefix = name.split(':')[0];
    const channel = channels.get(prefix);
    if (!channel) return sendError(conn, 'LIVE_CHANNEL_UNKNOWN');
    if (!conn.member && !channel.visitors) return sendError(conn, 'SESSION_INVALID');
    if (conn.channels.size >= MAX_CHANNELS_PER_CONN && !conn.channels.has(name))
      return sendError(conn, 'TOO_MANY_REQUESTS');
    if (!(await channel.allow(conn.member, name))) return sendError(conn, 'FORBIDDEN');
    conn.channels.add(name);
    const set = byChannel.get(name) ?? new Set<Conn>();
    set.add(conn);
    byChannel.set(name, set);
    send(conn, { t: 'subscribed', channel: name });
  }

  /** Typing on a channel the connection joined, or may join (staff answering a conversation they do not listen to). */
  async function onTyping(conn: Conn, name: string) {
    const channel = channels.get(name.split(':')[0]);
    if (!channel?.typing) return sendError(conn, 'LIVE_CHANNEL_UNKNOWN');
    if (!conn.channels.has(name)) {
      if (!conn.member && !channel.visitors) return sendError(conn, 'SESSION_INVALID');
      if (!(await channel.allow(conn.member, name))) return sendError(conn, 'FORBIDDEN');
    }
    await channel.typing(conn.member, name);
  }

  function leaveChannel(conn: Conn, name: string) {
    conn.channels.delete(name);
    const set = byChannel.get(name);
    set?.delete(conn);
    if (set?.size === 0) byChannel.delete(name);
  }

  function drop(conn: Conn) {
    if (!conns.delete(conn)) return;
    const left = (byIp.get(conn.ip) ?? 1) - 1;
    if (left > 0) byIp.set(conn.ip, left);
    else byIp.delete(conn.ip);
    if (conn.member) {
      const mine = byMember.get(conn.member.id);
      mine?.delete(conn);
      if (mine?.size === 0) byMember.delete(conn.member.id);
    }
    for (const name of [...conn.channels]) leaveChannel(conn, name);
  }

  /** A new socket: limits by address, hello within its time, then messages under a rate limit. */
  function accept(ws: WebSocket, request: FastifyRequest) {
    const ip = request.ip;
    if ((byIp.get(ip) ?? 0) >= LIVE_LIMITS.connectionsPerIp) {
      ws.close(LIVE_CLOSE.tooManyConnections, 'too many connections');
      return;
    }
    const conn: Conn = {
      ws,
      ip,
      member: null,
      lang: request.lang,
      lastSeq: 0,
      greeted: false,
      ready: false,
      alive: true,
      channels: new Set(),
      windowStart: Date.now(),
      windowCount: 0,
    };
    conns.add(conn);
    byIp.set(ip, (byIp.get(ip) ?? 0) + 1);
    let helloSeen = false;
    const helloTimer = setTimeout(
      () => ws.close(LIVE_CLOSE.helloTimeout, 'no hello'),
      LIVE_LIMITS.helloTimeoutSeconds * 1000,
    );
    helloTimer.unref();

    ws.on('pong', () => {
      conn.alive = true;
    });
    ws.on('close', () => {
      clearTimeout(helloTimer);
      drop(conn);
    });
    ws.on('message', (raw, isBinary) => {
      const t = Date.now();
      if (t - conn.windowStart > LIVE_LIMITS.messageWindowSeconds * 1000) {
        conn.windowStart = t;
        conn.windowCount = 0;
      }
      if (++conn.windowCount > LIVE_LIMITS.messagesPerWindow) {
        ws.close(LIVE_CLOSE.policy, 'too many messages');
        return;
      }
      let parsed: ReturnType<typeof liveClientMessage.safeParse> | null = null;
      if (!isBinary) {
        try {
          parsed = liveClientMessage.safeParse(JSON.parse(raw.toString()));
        } catch {
          parsed = null;
        }
      }
      if (!parsed?.success) {
        if (!helloSeen) ws.close(LIVE_CLOSE.policy, 'hello expected');
        else sendError(conn, 'VALIDATION', { detail: 'message' });
        return;
      }
      const message = parsed.data;
      if (!helloSeen) {
        if (message.t !== 'hello') {
          ws.close(LIVE_CLOSE.policy, 'hello expected');
          return;
        }
        helloSeen = true;
        clearTimeout(helloTimer);
        onHello(conn, request, message).catch((err) => {
          log.error({ err }, 'live hello failed');
          ws.close(1011, 'server error');
        });
        return;
      }
      if (message.t === 'ping') send(conn, { t: 'pong' });
      else if (message.t === 'hello') sendError(conn, 'BAD_REQUEST');
      else if (!conn.greeted) sendError(conn, 'BAD_REQUEST');
      else if (message.t === 'subscribe')
        onSubscribe(conn, message.channel).catch((err) => log.error({ err }, 'live subscribe failed'));
      else if (message.t === 'typing')
        onTyping(conn, message.channel).catch((err) => log.error({ err }, 'live typing failed'));
      else leaveChannel(conn, message.channel);
    });
  }

  function onBus(message: BusMessage) {
    if (message.kind === 'member') {
      for (const conn of byMember.get(message.memberId) ?? []) {
        if (conn.ready) send(conn, { t: 'event', seq: null, channel: null, event: message.event });
      }
    } else if (message.kind === 'channel') {
      for (const conn of byChannel.get(message.channel) ?? [])
        send(conn, { t: 'event', seq: null, channel: message.channel, event: message.event });
    } else {
      for (const conn of conns)
        if (conn.member?.sessionId === message.sessionId) conn.ws.close(LIVE_CLOSE.sessionInvalid, 'session ended');
    }
  }

  /** Pings every socket, drops those that missed the last ping, closes those whose session ended. */
  async function heartbeat() {
    for (const conn of conns) {
      if (!conn.alive) {
        conn.ws.terminate();
        continue;
      }
      conn.alive = false;
      conn.ws.ping();
    }
    const sessionIds = [...new Set([...conns].flatMap((c) => (c.member ? [c.member.sessionId] : [])))];
    if (sessionIds.length === 0) return;
    const live = new Set(await store.liveSessionIds(db, sessionIds, now()));
    for (const conn of conns) {
      if (conn.member && !live.has(conn.member.sessionId)) conn.ws.close(LIVE_CLOSE.sessionInvalid, 'session ended');
    }
  }

  const heartbeatTimer = setInterval(
    () => {
      heartbeat().catch((err) => log.warn({ err }, 'live heartbeat failed'));
    },
    opts.heartbeatMs ?? LIVE_LIMITS.heartbeatSeconds * 1000,
  );
  heartbeatTimer.unref();

  return {
    accept,
    onBus,
    deliverStored,
    /** After the database signal connection came back: look up what every page may have missed. */
    deliverAll: () => [...byMember.keys()].forEach((id) => deliverStored(id)),
    registerRenderer(type: string, renderer: LiveRenderer) {
      if (renderers.has(type)) throw new Error(`live renderer ${type} is registered twice`);
      renderers.set(type, renderer);
    },
    registerChannel(prefix: string, channel: LiveChannel) {
      if (!/^[a-z][a-z0-9._-]*$/.test(prefix)) throw new Error(`bad live channel prefix ${prefix}`);
      if (channels.has(prefix)) throw new Error(`live channel ${prefix} is registered twice`);
      channels.set(prefix, channel);
    },
    /** Open sockets of this process (tests, health). */
    stats: () => ({ connections: conns.size, members: byMember.size }),
    subscribers: (channel: string) => byChannel.get(channel)?.size ?? 0,
    close(code: number = LIVE_CLOSE.goingAway) {
      clearInterval(heartbeatTimer);
      for (const conn of conns) conn.ws.close(code, 'server stopping');
    },
  };
}

export type Hub = ReturnType<typeof createHub>;
