import { createHmac } from 'node:crypto';

// A local stand-in for VNPay's gateway, for tests: it checks the payment URL's signature as VNPay does,
// "pays", and gives back what VNPay would send: the browser's redirect to vnp_ReturnUrl and the IPN
// query for the merchant's server. Written from the documented scheme with node:crypto, not with the
// library the adapter uses, so the two check each other.

export const FAKE_VNPAY = {
  tmnCode: 'FAKETMN1',
  hashSecret: 'fake-gateway-hash-secret-0123456789',
  url: 'http://fake-vnpay.test/paymentv2/vpcpay.html',
};

export function vnpSign(params: Record<string, string>, secret = FAKE_VNPAY.hashSecret): string {
  const sorted = new URLSearchParams();
  for (const key of Object.keys(params).sort())
    if (params[key] !== '') sorted.append(key, params[key] as string);
  return createHmac('sha512', secret).update(sorted.toString(), 'utf8').digest('hex');
}

let transactionNo = 14_000_000;

/** Pays the payment URL (or declines it with responseCode '24', the customer cancelled). */
export function fakeGatewayPay(payUrl: string, opts: { responseCode?: string } = {}) {
  const url = new URL(payUrl);
  const sent = Object.fromEntries(url.searchParams);
  const { vnp_SecureHash: hash, vnp_SecureHashType: _type, ...signed } = sent;
  if (url.origin + url.pathname !== FAKE_VNPAY.url) throw new Error(`not the gateway: ${payUrl}`);
  if (hash !== vnpSign(signed)) throw new Error('the gateway refuses: wrong vnp_SecureHash');
  if (signed.vnp_TmnCode !== FAKE_VNPAY.tmnCode) throw new Error('the gateway refuses: unknown terminal');
  const code = opts.responseCode ?? '00';
  const answer: Record<string, string> = {
    vnp_Amount: signed.vnp_Amount ?? '',
    vnp_BankCode: 'NCB',
    vnp_OrderInfo: signed.vnp_OrderInfo ?? '',
    vnp_PayDate: '20261124120500',
    vnp_ResponseCode: code,
    vnp_TmnCode: FAKE_VNPAY.tmnCode,
    vnp_TransactionNo: String(transactionNo++),
    vnp_TransactionStatus: code === '00' ? '00' : '02',
    vnp_TxnRef: signed.vnp_TxnRef ?? '',
  };
  const query = { ...answer, vnp_SecureHash: vnpSign(answer) };
  const back = new URL(signed.vnp_ReturnUrl ?? '');
  for (const [k, v] of Object.entries(query)) back.searchParams.set(k, v);
  return { ipnQuery: query, redirect: back };
}
