import type { Config } from '../../config.ts';
import { vnpayProvider } from './vnpay-provider.ts';

// One interface for every payment provider (issue 19). A provider turns a top-up into the address the
// browser goes to, and, for providers that call back, reads a server-to-server callback into a verdict.
// Crediting is never the provider's job: service.ts credits once, by transaction reference.

export interface StartInput {
  txnRef: string;
  amount: number;
  /** The customer's address, which VNPay wants with each payment. */
  clientIp: string;
  /** Where the provider sends the browser back (our result page). */
  returnUrl: string;
  now: Date;
}

/** A callback read and checked: null when its signature (or its shape) is not the provider's. */
export interface CallbackVerdict {
  txnRef: string;
  amount: number;
  paid: boolean;
  providerTxnNo: string | null;
}

export interface PaymentProvider {
  readonly name: 'development' | 'vnpay';
  /** True when the payment is done the moment it starts (the development provider). */
  readonly paysAtOnce: boolean;
  payUrl(input: StartInput): string;
  verifyCallback(query: Record<string, unknown>): CallbackVerdict | null;
}

/** Pays at once, without any money: outside production only (start-checks.ts refuses it there). */
export const developmentProvider: PaymentProvider = {
  name: 'development',
  paysAtOnce: true,
  payUrl: (input) => input.returnUrl,
  verifyCallback: () => null,
};

export function paymentProvider(config: Config): PaymentProvider {
  return config.payment.provider === 'vnpay' ? vnpayProvider(config.payment.vnpay) : developmentProvider;
}
