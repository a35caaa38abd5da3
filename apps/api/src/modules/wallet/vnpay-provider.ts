import { dateFormat, getDateInGMT7, HashAlgorithm, ignoreLogger, ProductCode, VNPay, VnpLocale } from 'vnpay';
import type { CallbackVerdict, PaymentProvider } from './providers.ts';

// VNPay (payment API 2.1.0) through the maintained `vnpay` library (docs/decisions/0119): the payment
// URL's parameters sorted by name, form-encoded and signed with HMAC-SHA512 under the merchant's hash
// secret (vnp_SecureHash); the IPN and return queries verified the same way. Amounts travel ×100.

export interface VnpaySettings {
  tmnCode: string;
  hashSecret: string;
  /** The payment page, e.g. https://sandbox.vnpayment.vn/paymentv2/vpcpay.html */
  url: string;
}

export function vnpayProvider(settings: VnpaySettings): PaymentProvider {
  const page = new URL(settings.url);
  const vnpay = new VNPay({
    tmnCode: settings.tmnCode,
    secureSecret: settings.hashSecret,
    vnpayHost: page.origin,
    endpoints: { paymentEndpoint: page.pathname.replace(/^\//, '') },
    hashAlgorithm: HashAlgorithm.SHA512,
    enableLog: false,
    loggerFn: ignoreLogger,
  });
  return {
    name: 'vnpay',
    paysAtOnce: false,
    payUrl: (input) =>
      vnpay.buildPaymentUrl({
        vnp_Amount: input.amount,
        vnp_IpAddr: input.clientIp,
        vnp_TxnRef: input.txnRef,
        vnp_OrderInfo: `Nap tien ${input.txnRef}`,
        vnp_OrderType: ProductCode.Other,
        vnp_ReturnUrl: input.returnUrl,
        vnp_Locale: VnpLocale.VN,
        vnp_CreateDate: dateFormat(getDateInGMT7(input.now)),
      }),
    verifyCallback: (query) => verify(vnpay, settings.tmnCode, query),
  };
}

function verify(vnpay: VNPay, tmnCode: string, query: Record<string, unknown>): CallbackVerdict | null {
  // Every value must be one string: a repeated parameter is not something VNPay signs.
  if (!Object.values(query).every((v) => typeof v === 'string')) return null;
  const q = query as Record<string, string>;
  if (!q.vnp_SecureHash || !q.vnp_TxnRef || !q.vnp_Amount) return null;
  let result: ReturnType<VNPay['verifyIpnCall']>;
  try {
    result = vnpay.verifyIpnCall(q as unknown as Parameters<VNPay['verifyIpnCall']>[0]);
  } catch {
    return null; // a malformed amount
  }
  // Signed for another terminal is not a payment to us.
  if (!result.isVerified || q.vnp_TmnCode !== tmnCode) return null;
  return {
    txnRef: q.vnp_TxnRef,
    amount: Number(q.vnp_Amount) / 100,
    // Both codes say success only when the money moved (VNPay's IPN guide).
    paid: q.vnp_ResponseCode === '00' && q.vnp_TransactionStatus === '00',
    providerTxnNo: q.vnp_TransactionNo ?? null,
  };
}
