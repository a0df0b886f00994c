import { expect, type APIRequestContext } from '@playwright/test';

/** One message the server "sent" while no SMTP server or SMS gateway is configured (dev outbox). */
export interface OutboxEntry {
  address: string;
  channel: 'email' | 'sms';
  purpose: string;
  code: string | null;
  text: string;
  sentAt: string;
}

/** Phones compare by digits (the server may normalize spaces, dashes, the plus); emails case-blind. */
function sameAddress(a: string, b: string): boolean {
  if (a.includes('@') || b.includes('@')) return a.trim().toLowerCase() === b.trim().toLowerCase();
  return a.replace(/\D/g, '') === b.replace(/\D/g, '');
}

/** The dev outbox, newest first (GET /prod-api/dev/outbox). */
export async function outbox(request: APIRequestContext): Promise<OutboxEntry[]> {
  const res = await request.get('/prod-api/dev/outbox');
  expect(res.status(), 'GET /prod-api/dev/outbox (the server must not run with NODE_ENV=production)').toBe(200);
  const body = (await res.json()) as { code: number; data: OutboxEntry[] };
  expect(body.code).toBe(0);
  return body.data;
}

/**
 * The newest verification code sent to `address` (E.164 phone like +85512345678, or email). Waits until
 * a message arrives, since a click in the page sends the request in the background. `after` skips
 * messages sent before that moment (for "resend" checks); `purpose` narrows to one kind of code.
 */
export async function latestCode(
  request: APIRequestContext,
  address: string,
  opts: { after?: Date; purpose?: string } = {},
): Promise<string> {
  let found: string | null = null;
  await expect
    .poll(
      async () => {
        const entries = await outbox(request);
        const hit = entries.find(
          (e) =>
            sameAddress(e.address, address) &&
            e.code !== null &&
            (!opts.purpose || e.purpose === opts.purpose) &&
            (!opts.after || new Date(e.sentAt) > opts.after),
        );
        found = hit?.code ?? null;
        return found;
      },
      { message: `a code sent to ${address} in the dev outbox`, timeout: 15_000 },
    )
    .not.toBeNull();
  return found!;
}

/** How many messages the outbox holds for `address` (to prove that a refused request sent nothing). */
export async function messagesTo(request: APIRequestContext, address: string): Promise<OutboxEntry[]> {
  return (await outbox(request)).filter((e) => sameAddress(e.address, address));
}
