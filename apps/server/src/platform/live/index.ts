import type { FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import { API, LIVE_LIMITS, type LiveEvent } from '@acsc/shared';
import type { Logger } from 'pino';
import type { Database, Executor } from '../db.js';
import type { DbSignals } from '../db-signals.js';
import { fail } from '../errors.js';
import type { LiveBus } from './bus.js';
import { createHub, type LiveChannel, type LiveRenderer } from './hub.js';
import * as store from './store.js';

export type { LiveChannel, LiveRenderer } from './hub.js';
export type { NewEvent } from './store.js';

/**
 * Live updates (DESIGN 3a): what features use to reach a member's open pages.
 *
 * - emit: a stored event (kept for LIVE_LIMITS.retentionDays): written with the caller's transaction,
 *   pushed on commit by the database's signal to every process, replayed after a reconnect.
 * - publish: an ephemeral event (a count, a typing mark) over the bus, to pages open right now.
 */
export interface Live {
  /** Stores an event for a member (in `db`'s transaction, if it is one); returns its seq. */
  emit(db: Executor, memberId: number, type: string, payload: unknown): Promise<number>;
  /** Stores events for several members (one each) in one statement; answers their seqs in order. */
  emitAll(db: Executor, events: store.NewEvent[]): Promise<number[]>;
  publish(memberId: number, event: LiveEvent): Promise<void>;
  publishChannel(channel: string, event: LiveEvent): Promise<void>;
  /** Closes the sockets of an ended session (logout, revoke) in every process with code 90. */
  endSession(sessionId: number): Promise<void>;
  /** How a stored event of `type` is rendered per connection (its language); without one the payload is sent as is. */
  registerRenderer(type: string, renderer: LiveRenderer): void;
  /** A channel pages may subscribe to, `prefix` or `prefix:<anything>`. */
  registerChannel(prefix: string, channel: LiveChannel): void;
  /** Deletes stored events older than the replay window. */
  purge(before: Date): Promise<number>;
  stats(): { connections: number; members: number };
  /** Sockets of this process subscribed to a channel (is anyone there?). */
  subscribers(channel: string): number;
}

export interface LiveService extends Live {
  /** Registers the WebSocket plugin (at the root, before the API modules). */
  register(app: FastifyInstance): Promise<void>;
  /** Registers the socket's route in the /prod-api scope. */
  registerRoutes(api: FastifyInstance): void;
  start(): Promise<void>;
  close(): Promise<void>;
}

export function createLive(opts: {
  database: Database;
  signals: DbSignals;
  bus: LiveBus;
  log: Logger;
  now: () => Date;
  heartbeatMs?: number;
}): LiveService {
  const { database, signals, bus, log, now } = opts;
  const hub = createHub({ database, log, now, heartbeatMs: opts.heartbeatMs });
  bus.onMessage((m) => hub.onBus(m));
  return {
    emit: (db, memberId, type, payload) => store.appendEvent(db, memberId, type, payload, now()),
    emitAll: (db, events) => store.appendEvents(db, events, now()),
    publish: (memberId, event) => bus.publish({ kind: 'member', memberId, event }),
    publishChannel: (channel, event) => bus.publish({ kind: 'channel', channel, event }),
    endSession: (sessionId) => bus.publish({ kind: 'session-ended', sessionId }),
    registerRenderer: hub.registerRenderer,
    registerChannel: hub.registerChannel,
    purge: (before) => store.purgeEvents(database.db, before),
    stats: hub.stats,
    subscribers: hub.subscribers,

    /** The WebSocket plugin, at the root (before any route that upgrades). */
    async register(app) {
      await app.register(websocket, {
        options: { maxPayload: LIVE_LIMITS.messageBytesMax },
        // Going away (1001) tells clients to reconnect, to another process if there is one.
        preClose(done) {
          hub.close();
          this.websocketServer.close();
          done();
        },
      });
    },

    /** The socket's route, inside the /prod-api scope so the OpenAPI document and the sweep see it. */
    registerRoutes(api) {
      api.route({
        method: 'GET',
        url: API.liveSocket,
        schema: {
          summary: 'Live updates (WebSocket)',
          description:
            'Upgrade to a WebSocket (RFC 6455). The first message is `hello` with the session token (or the same-origin access_token cookie) and the last event seq seen; ' +
            'events and requests are the zod shapes of packages/shared/src/schemas/live.ts. A bad or ended session closes the socket with code 4090. ' +
            'A plain GET without the upgrade is refused.',
        },
        // A plain GET (no upgrade) is a client error, answered in the envelope.
        config: { errors: ['BAD_REQUEST'] },
        handler: async () => {
          fail('BAD_REQUEST');
        },
        wsHandler: (socket, request) => hub.accept(socket, request),
      });
    },

    async start() {
      await signals.on(store.LIVE_SIGNAL, (payload) => {
        const signal = store.parseSignal(payload);
        if (signal) hub.deliverStored(signal.memberId, signal.event);
      });
      signals.onReconnect(() => hub.deliverAll());
      await bus.ready();
    },

    async close() {
      hub.close();
      await bus.close();
    },
  };
}
