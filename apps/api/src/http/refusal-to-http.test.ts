import { describe, expect, it } from 'vitest';
import { isMessageKey, Refusal, refusalMessageKey, refusalReasons } from '@salon/domain';
import { refusalStatus, refusalToHttp } from './refusal-to-http.ts';

describe('refusalToHttp', () => {
  it('has a status for every refusal reason, and a text in the catalogue for each', () => {
    for (const reason of refusalReasons) {
      expect(refusalStatus[reason], reason).toBeGreaterThanOrEqual(400);
      expect(isMessageKey(refusalMessageKey(new Refusal(reason))), reason).toBe(true);
    }
    expect(Object.keys(refusalStatus).sort()).toEqual([...refusalReasons].sort());
  });

  it('says the text with its values and carries the extra fields', () => {
    const answer = refusalToHttp(new Refusal('waitlistTooMany', { vars: { n: 3 }, extra: { reason: 'x' } }));
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ statusCode: 409, reason: 'x' });
    expect(answer.body.message).toContain('3');
  });

  it('says a validator key for invalid input with a 400', () => {
    const answer = refusalToHttp(Refusal.invalid('visitNotFound'));
    expect(answer).toMatchObject({ status: 400, body: { statusCode: 400 } });
  });
});
