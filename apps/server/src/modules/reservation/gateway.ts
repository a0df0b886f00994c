import khqrSdk from 'bakong-khqr';
import type { FeeCurrency } from '@acsc/shared';
import type { Config } from '../../config.js';
import type { AppContext } from '../../platform/context.js';
import type { Counters } from '../../platform/counters.js';
import { fail } from '../../platform/errors.js';

/**
 * Paid events' payments (issue 31): the KHQR payment string (Cambodia's national QR standard, made with the
 * National Bank of Cambodia's `bakong-khqr` SDK) and a payment provider that tells whether the KHQR with a
 * given MD5 was paid. Bakong checks it by its check-by-MD5 call; the dev gateway (development and tests,
 * like the SMS and email outbox) is told by a tester which orders are paid. Production has no dev gateway.
 */

export interface PaymentCheck {
  paid: boolean;
}

/** What checks payments: one per process (paymentProvider). */
export interface PaymentProvider {
  readonly name: 'dev' | 'bakong';
  /** Whether the KHQR with this MD5 was paid. Throws when the provider cannot be reached. */
  checkByMd5(md5: string): Promise<PaymentCheck>;
}

/**
 * The dev gateway: orders are paid when a tester says so (POST /prod-api/dev/payment/pay, the page's button).
 * Its marks are in the shared counters (Redis with REDIS_URL), so the process that answers check_pay sees a
 * mark made through another one.
 */
export class DevPaymentGateway implements PaymentProvider {
  readonly name = 'dev';
  constructor(private readonly counters: Counters) {}
  async markPaid(md5: string) {
    await this.counters.hit(`payment:dev:${md5}`, 7 * 86_400);
  }
  async checkByMd5(md5: string): Promise<PaymentCheck> {
    return { paid: (await this.counters.get(`payment:dev:${md5}`)) > 0 };
  }
}

/**
 * Bakong's open API: POST {apiUrl}/v1/check_transaction_by_md5 with the account's token; responseCode 0
 * means a transaction with that MD5 was found (paid), 1 that none was.
 */
export class BakongPaymentProvider implements PaymentProvider {
  readonly name = 'bakong';
  constructor(private readonly opts: { token: string; apiUrl: string; timeoutMs?: number }) {}
  async checkByMd5(md5: string): Promise<PaymentCheck> {
    const res = await fetch(`${this.opts.apiUrl}/v1/check_transaction_by_md5`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${this.opts.token}` },
      body: JSON.stringify({ md5 }),
      signal: AbortSignal.timeout(this.opts.timeoutMs ?? 10_000),
    });
    if (!res.ok) throw new Error(`Bakong check_transaction_by_md5 answered HTTP ${res.status}`);
    const body = (await res.json()) as { responseCode?: number; errorCode?: number | null };
    return { paid: body.responseCode === 0 };
  }
}

const providers = new WeakMap<AppContext['config'], PaymentProvider | null>();
type ProviderDeps = Pick<AppContext, 'config' | 'counters'>;

/** Which provider the configuration names (null: none, production without PAYMENT_PROVIDER). */
function providerKind(config: Config): 'bakong' | 'dev' | null {
  const p = config.payment;
  if (p.provider === 'bakong' && p.bakong) return 'bakong';
  return p.provider === 'dev' && config.env !== 'production' ? 'dev' : null;
}

/** The process's payment provider from its configuration (null: none, production without PAYMENT_PROVIDER). */
export function paymentProvider(ctx: ProviderDeps): PaymentProvider | null {
  const { config } = ctx;
  if (!providers.has(config)) {
    const kind = providerKind(config);
    providers.set(
      config,
      kind === 'bakong'
        ? new BakongPaymentProvider({ token: config.payment.bakong!.token, apiUrl: config.payment.bakong!.apiUrl })
        : kind === 'dev'
          ? new DevPaymentGateway(ctx.counters)
          : null,
    );
  }
  return providers.get(config)!;
}

/** The dev gateway when this process has it (development and tests). */
export function devGateway(ctx: ProviderDeps): DevPaymentGateway | null {
  const p = paymentProvider(ctx);
  return p instanceof DevPaymentGateway ? p : null;
}

/** Whether fees can be taken by KHQR here: a real provider, or the dev gateway outside production. */
export const canTakePayments = (config: Config) => providerKind(config) !== null;

// ---------------------------------------------------------------- KHQR

interface KhqrSdk {
  BakongKHQR: new () => {
    generateIndividual(info: unknown): {
      status: { code: number; message: string | null };
      data: { qr: string; md5: string } | null;
    };
  };
  IndividualInfo: new (account: string, name: string, city: string, optional: Record<string, unknown>) => unknown;
  khqrData: { currency: { usd: number; khr: number } };
}
const sdk = khqrSdk as unknown as KhqrSdk;

/** The KHQR string of an order and its MD5 (Bakong's key to check it); USD and KHR only. */
export function makeKhqr(
  config: Config,
  order: { orderNo: string; cents: number; currency: FeeCurrency; expiresAt: Date },
): { qr: string; md5: string } {
  if (order.currency === 'CNY') fail('KHQR_CURRENCY');
  const info = new sdk.IndividualInfo(
    config.payment.bakong?.accountId ?? config.payment.accountId,
    config.payment.merchantName,
    config.payment.merchantCity,
    {
      currency: order.currency === 'USD' ? sdk.khqrData.currency.usd : sdk.khqrData.currency.khr,
      amount: order.currency === 'USD' ? order.cents / 100 : Math.round(order.cents / 100),
      billNumber: order.orderNo,
      expirationTimestamp: order.expiresAt.getTime(),
    },
  );
  const r = new sdk.BakongKHQR().generateIndividual(info);
  if (r.status.code !== 0 || !r.data) fail('PAYMENT_UNAVAILABLE');
  return r.data;
}
