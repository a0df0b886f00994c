import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '../config.js';

/** One outgoing message: a verification code by email or SMS. */
export interface OutgoingMessage {
  address: string;
  channel: 'email' | 'sms';
  purpose: string;
  code?: string;
  subject: string;
  text: string;
}

export interface OutboxEntry {
  address: string;
  channel: 'email' | 'sms';
  purpose: string;
  code: string | null;
  text: string;
  sentAt: string;
}

export interface Sender {
  send(message: OutgoingMessage): Promise<void>;
}

/** Development outbox: messages are logged and kept (newest first) for GET /prod-api/dev/outbox. */
export class DevOutbox implements Sender {
  readonly entries: OutboxEntry[] = [];
  constructor(private readonly log: Logger) {}
  async send(m: OutgoingMessage) {
    const entry = {
      address: m.address,
      channel: m.channel,
      purpose: m.purpose,
      code: m.code ?? null,
      text: m.text,
      sentAt: new Date().toISOString(),
    };
    this.entries.unshift(entry);
    if (this.entries.length > 500) this.entries.length = 500;
    this.log.info({ outbox: entry }, `dev outbox: ${m.channel} to ${m.address}: ${m.text}`);
  }
}

export class SmtpSender implements Sender {
  private readonly transport;
  /**
   * url is nodemailer's connection URL; its query sets transport options, e.g.
   * smtp://127.0.0.1:2525?ignoreTLS=true for a plain local server. Time-outs default to seconds, not
   * nodemailer's minutes, so a dead mail server answers a send request quickly.
   */
  constructor(
    url: string,
    private readonly from: string,
  ) {
    const u = new URL(url);
    for (const [key, value] of Object.entries({
      connectionTimeout: '10000',
      greetingTimeout: '10000',
      socketTimeout: '20000',
    })) {
      if (!u.searchParams.has(key)) u.searchParams.set(key, value);
    }
    this.transport = nodemailer.createTransport(u.toString());
  }
  async send(m: OutgoingMessage) {
    await this.transport.sendMail({ from: this.from, to: m.address, subject: m.subject, text: m.text });
  }
}

/**
 * A generic HTTP SMS gateway: POST {to, from, text} as JSON with a bearer token. Most gateways
 * (and the small relays people put in front of them) accept this shape.
 */
export class HttpSmsSender implements Sender {
  constructor(
    private readonly url: string,
    private readonly token: string | undefined,
    private readonly sender: string,
  ) {}
  async send(m: OutgoingMessage) {
    const res = await fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(this.token ? { authorization: `Bearer ${this.token}` } : {}) },
      body: JSON.stringify({ to: m.address, from: this.sender, text: m.text }),
      signal: AbortSignal.timeout(15_000),
    });
    if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
  }
}

export interface Delivery {
  email: Sender;
  sms: Sender;
  outbox: DevOutbox | null;
}

export function createDelivery(config: Config, log: Logger): Delivery {
  const outbox = config.devOutbox ? new DevOutbox(log) : null;
  const email = config.smtpUrl ? new SmtpSender(config.smtpUrl, config.mailFrom) : outbox;
  const sms =
    config.sms.provider === 'http' && config.sms.url
      ? new HttpSmsSender(config.sms.url, config.sms.token, config.sms.sender)
      : outbox;
  // loadConfig refuses production without real providers, so a null here is a programming error.
  if (!email || !sms) throw new Error('No email or SMS delivery configured');
  return { email, sms, outbox };
}
