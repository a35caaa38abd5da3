import { describe, expect, it } from 'vitest';
import { vnpayProvider } from './vnpay-provider.ts';

// VNPay 2.1.0's documented scheme: the vnp_* parameters sorted by name, form-encoded (space as '+'),
// joined with '&', HMAC-SHA512 under the hash secret, hex. VNPay publishes no secret with an example,
// so the vector below was derived outside this code (Python: hmac.new(secret, data, sha512) over
// urllib.parse.quote_plus values) and is fixed here; the adapter must reproduce it to the character.
const SECRET = 'VECTORSECRET0123456789ABCDEFGHIJ';
const vnpay = vnpayProvider({
  tmnCode: 'TESTTMN1',
  hashSecret: SECRET,
  url: 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html',
});

const PAY_HASH =
  'b6d7a8a023366a52cc35cd8f1c1cdd762bdb8adac1e1e4d1dd0808c7a6fb7eccad4d88408975faa18804b2d245e4229750b4dbd07ae30823c0447cdb7c2e67f7';
const IPN = {
  vnp_Amount: '25000000',
  vnp_BankCode: 'NCB',
  vnp_OrderInfo: 'Nap tien NT0001',
  vnp_PayDate: '20261124120500',
  vnp_ResponseCode: '00',
  vnp_TmnCode: 'TESTTMN1',
  vnp_TransactionNo: '14831393',
  vnp_TransactionStatus: '00',
  vnp_TxnRef: 'NT0001',
  vnp_SecureHashType: 'HmacSHA512',
  vnp_SecureHash:
    '96acaa25abc6d4a0e1933c14ddb866a8d6e7888a74e12261b3afb483a4a0ba549cc8bed84cd45d9dd022c98519acb9fa3bb1fdb0f831e78c52095e107c1b88df',
};

describe('the VNPay adapter', () => {
  it('signs the payment URL as the fixed vector (amount ×100, GMT+7 create date, sorted and encoded)', () => {
    const url = new URL(
      vnpay.payUrl({
        txnRef: 'NT0001',
        amount: 250_000,
        clientIp: '127.0.0.1',
        returnUrl: 'http://127.0.0.1:3000/nap-tien/ket-qua?ref=NT0001',
        now: new Date('2026-11-24T05:00:00Z'),
      }),
    );
    expect(url.origin + url.pathname).toBe('https://sandbox.vnpayment.vn/paymentv2/vpcpay.html');
    expect(url.searchParams.get('vnp_Amount')).toBe('25000000');
    expect(url.searchParams.get('vnp_CreateDate')).toBe('20261124120000');
    expect(url.searchParams.get('vnp_SecureHash')).toBe(PAY_HASH);
  });

  it('accepts the vector IPN and reads it: reference, amount in đồng, paid, transaction number', () => {
    expect(vnpay.verifyCallback(IPN)).toEqual({
      txnRef: 'NT0001',
      amount: 250_000,
      paid: true,
      providerTxnNo: '14831393',
    });
    expect(vnpay.verifyCallback({ ...IPN, vnp_ResponseCode: '24' })).toBeNull(); // changed after signing
  });

  it('refuses forged, altered, unsigned, repeated-parameter and other-terminal callbacks', () => {
    const forged = [
      { ...IPN, vnp_Amount: '2500000000' },
      { ...IPN, vnp_TxnRef: 'NT0002' },
      { ...IPN, vnp_SecureHash: IPN.vnp_SecureHash.replace(/^9/, '8') },
      { ...IPN, vnp_SecureHash: '' },
      { ...IPN, vnp_SecureHash: undefined },
      { ...IPN, vnp_Amount: 'abc' },
      { ...IPN, vnp_TxnRef: ['NT0001', 'NT0002'] },
    ];
    for (const query of forged) expect(vnpay.verifyCallback(query)).toBeNull();
    const otherSecret = vnpayProvider({
      tmnCode: 'TESTTMN1',
      hashSecret: 'another-secret',
      url: 'https://x.test/p',
    });
    expect(otherSecret.verifyCallback(IPN)).toBeNull();
    const otherTerminal = vnpayProvider({ tmnCode: 'OTHERTMN', hashSecret: SECRET, url: 'https://x.test/p' });
    expect(otherTerminal.verifyCallback(IPN)).toBeNull();
  });
});
