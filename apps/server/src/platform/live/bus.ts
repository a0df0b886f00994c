import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { LiveEvent } from '@acsc/shared';

/**
 * Ephemeral live events (not stored: unread counts, channel lines) travel on this bus to every server
 * process: Redis pub/sub with REDIS_URL, in-process otherwise. Stored events do not use it; they are
 * signalled by the database on commit (platform/live/store.ts).
 */
export type BusMessage =
  | { kind: 'member'; memberId: number; event: LiveEvent }
  | { kind: 'channel'; channel: string; event: LiveEvent }
  /** A member's session ended (logout, revoked): its sockets close with code 90. */
  | { kind: 'session-ended'; sessionId: number };

export interface LiveBus {
  publish(message: BusMessage): Promise<void>;
  onMessage(fn: (message: BusMessage) => void): void;
  /** Resolves once messages published from now on are received. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export function memoryBus(): LiveBus {
  const handlers = new Set<(m: BusMessage) => void>();
  return {
    async publish(message) {
      // Asynchronous like Redis, so no caller depends on delivery happening inside publish().
      setImmediate(() => handlers.forEach((h) => h(message)));
    },
    onMessage: (fn) => void handlers.add(fn),
    ready: async () => {},
    close: async () => handlers.clear(),
  };
}

export function redisBus(url: string, prefix: string, log: Logger): LiveBus {
  const channel = `${prefix}live`;
  const pub = new Redis(url, { maxRetriesPerRequest: 2 });
  // A subscribed connection can do nothing else, hence the second one.
  const sub = new Redis(url);
  const handlers = new Set<(m: BusMessage) => void>();
  let warnedAt = 0;
  // Unreachable Redis is reported by publish's warning, not as unhandled error events.
  pub.on('error', () => undefined);
  // Lost since it last answered (before the first connection, publishing waits for it).
  let lost = false;
  pub.on('close', () => (lost = true));
  pub.on('ready', () => (lost = false));
  sub.on('error', () => undefined);
  sub.on('message', (ch: string, raw: string) => {
    if (ch !== channel) return;
    let message: BusMessage;
    try {
      message = JSON.parse(raw) as BusMessage;
    } catch (err) {
      log.warn({ err }, 'unreadable live bus message');
      return;
    }
    handlers.forEach((h) => h(message));
  });
  const subscribed = sub.subscribe(channel).then(() => undefined);
  subscribed.catch((err) => log.error({ err }, 'live bus subscription failed'));
  return {
    async publish(message) {
      // Redis unreachable: the write that made the event is saved, so it must not fail now. This process's
      // pages hear it at once; the others' get stored events when their pages reconnect (they read what
      // they missed from the database), and ephemeral ones (counts) at the next change.
      try {
        if (lost) throw new Error(`Redis is ${pub.status}`);
        await pub.publish(channel, JSON.stringify(message));
      } catch (err) {
        if (Date.now() - warnedAt > 30_000) {
          warnedAt = Date.now();
          log.warn({ err }, 'Redis unreachable: live events reach this process only until it answers');
        }
        handlers.forEach((h) => h(message));
      }
    },
    onMessage: (fn) => void handlers.add(fn),
    ready: () => subscribed,
    async close() {
      handlers.clear();
      // QUIT waits for a connection that may never come back: an unreachable Redis is just dropped.
      const end = (r: Redis) => (r.status === 'ready' ? r.quit() : Promise.resolve(r.disconnect()));
      await Promise.allSettled([end(sub), end(pub)]);
    },
  };
}
