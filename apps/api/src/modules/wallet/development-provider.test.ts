import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { loginAs, NOW } from '../booking/test-helpers.ts';

// The development payment provider (the default outside production): a top-up is paid the moment it
// starts, once, and nothing can be credited through the callback route. The ledger matches the balances.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
});
afterAll(async () => {
  await t?.close();
});

describe('the development payment provider', () => {
  it('credits at once and sends the browser to the result page, which reads the server', async () => {
    const auth = { authorization: `Bearer ${await loginAs(t.handle.db, '+84914200001')}` };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/wallet/topups',
      headers: auth,
      payload: { amount: 500_000 },
    });
    expect(res.statusCode).toBe(200);
    const { txnRef, payUrl } = res.json().data;
    expect(payUrl).toBe(`/nap-tien/ket-qua?ref=${txnRef}`);
    const result = await t.app.inject({
      method: 'GET',
      url: `/api/v1/wallet/topups/${txnRef}`,
      headers: auth,
    });
    expect(result.json().data).toEqual({ txnRef, amount: 500_000, status: 'paid', balance: 500_000 });
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: auth });
    expect(me.json().data.accountBalance).toBe(500_000);
  });

  it('answers every callback 97: no query, however it looks, credits anything', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/payments/vnpay/ipn',
      query: { vnp_TxnRef: 'NT1', vnp_Amount: '100', vnp_ResponseCode: '00', vnp_SecureHash: 'x' },
    });
    expect(res.json()).toEqual({ RspCode: '97', Message: 'Invalid signature' });
  });

  it("keeps every customer's balance equal to the sum of their ledger (seeded balances are opening rows)", async () => {
    const { rows } = await sql<{ id: number; balance: number; ledger: number }>`
      select c.id, c.account_balance as balance, coalesce(sum(l.amount), 0)::int as ledger
      from customer c left join balance_ledger l on l.customer_id = c.id group by c.id`.execute(t.handle.db);
    expect(rows.filter((r) => r.balance > 0).length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.balance !== r.ledger)).toEqual([]);
  });
});
