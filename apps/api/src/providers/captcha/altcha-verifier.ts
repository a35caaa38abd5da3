import { createChallenge, randomInt } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { verify } from 'altcha-lib/frameworks/shared';
import type { Db } from '../../db/connect.ts';
import type { CaptchaVerifier } from './captcha.ts';

const CHALLENGE_LIFETIME_MS = 10 * 60_000;

// ALTCHA: a self-hosted proof of work. The server signs a challenge; the browser searches a counter
// (up to `maxCounter` SHA-256 hashes) and sends back a base64 JSON payload { challenge, solution }.
export function createAltchaVerifier(opts: { db: Db; secret: string; maxCounter: number }): CaptchaVerifier {
  // altcha-lib checks expiry against the wall clock, so this provider uses it too (not app.deps.now).
  const wallClock = () => new Date();
  const hmacSignatureSecret = `${opts.secret}:altcha`;
  const hmacKeySignatureSecret = `${opts.secret}:altcha-key`;
  return {
    kind: 'altcha',
    async challenge() {
      return createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(opts.maxCounter, Math.ceil(opts.maxCounter / 2)),
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
        expiresAt: new Date(wallClock().getTime() + CHALLENGE_LIFETIME_MS),
      });
    },
    async verify(token) {
      const result = await verify(token, deriveKey, hmacSignatureSecret, hmacKeySignatureSecret);
      const payload = result.payload as { challenge?: { parameters?: { nonce?: string } } } | null;
      const nonce = payload?.challenge?.parameters?.nonce;
      if (result.error || !nonce) return false;
      // Spent once: the nonce is signed, so a replayed payload hits the primary key.
      const spent = await opts.db
        .insertInto('captcha_spent')
        .values({ challenge_id: nonce, expires_at: new Date(wallClock().getTime() + CHALLENGE_LIFETIME_MS) })
        .onConflict((oc) => oc.doNothing())
        .returning('challenge_id')
        .executeTakeFirst();
      await opts.db.deleteFrom('captcha_spent').where('expires_at', '<', wallClock()).execute();
      return spent !== undefined;
    },
  };
}
