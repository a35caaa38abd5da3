import { CAPTCHA_MAX_LEVEL, captchaMaxCounter } from '@salon/domain';
import { createChallenge, randomInt } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { verify } from 'altcha-lib/frameworks/shared';
import type { Db } from '../../db/connect.ts';
import type { CaptchaVerifier } from './captcha.ts';

const CHALLENGE_LIFETIME_MS = 10 * 60_000;

// ALTCHA: a self-hosted proof of work. The server signs a challenge; the browser searches a counter
// (up to `maxCounter` SHA-256 hashes) and sends back a base64 JSON payload { challenge, solution }.
// A level (decision 0135) multiplies the work by 4 per step; it is written in the signed parameters,
// so a payload solved at a lower level than asked is refused.
export function createAltchaVerifier(opts: { db: Db; secret: string; maxCounter: number }): CaptchaVerifier {
  // altcha-lib checks expiry against the wall clock, so this provider uses it too (not app.deps.now).
  const wallClock = () => new Date();
  const hmacSignatureSecret = `${opts.secret}:altcha`;
  const hmacKeySignatureSecret = `${opts.secret}:altcha-key`;
  return {
    kind: 'altcha',
    async challenge(level = 1) {
      const wanted = Math.min(CAPTCHA_MAX_LEVEL, Math.max(1, Math.floor(level)));
      const maxCounter = captchaMaxCounter(opts.maxCounter, wanted);
      return createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(maxCounter, Math.ceil(maxCounter / 2)),
        data: { level: wanted },
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
        expiresAt: new Date(wallClock().getTime() + CHALLENGE_LIFETIME_MS),
      });
    },
    async verify(token, _clientIp, minLevel = 1) {
      const result = await verify(token, deriveKey, hmacSignatureSecret, hmacKeySignatureSecret);
      const payload = result.payload as {
        challenge?: { parameters?: { nonce?: string; data?: { level?: unknown } } };
      } | null;
      const parameters = payload?.challenge?.parameters;
      const nonce = parameters?.nonce;
      if (result.error || !nonce) return false;
      // Challenges from before the levels carry none: they were level 1.
      const level = typeof parameters?.data?.level === 'number' ? parameters.data.level : 1;
      if (level < minLevel) return false;
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
