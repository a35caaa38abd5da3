import webpush from 'web-push';
import type { Mode } from '../../config.ts';

// The VAPID identity of this server's push messages (decision 0142). Production must be given its
// pair (start-checks.ts refuses a start without a valid one); elsewhere a pair is made for the
// process, so development and tests push without setup.

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** mailto: or https: address the push services may contact about these messages. */
  subject: string;
  /** False when the pair was made at start (not from the environment). */
  given: boolean;
}

const DEV_SUBJECT = 'mailto:dev@localhost';

export function vapidKeys(
  e: { VAPID_PUBLIC_KEY?: string; VAPID_PRIVATE_KEY?: string; VAPID_SUBJECT?: string },
  mode: Mode,
): VapidKeys {
  const subject = e.VAPID_SUBJECT ?? DEV_SUBJECT;
  if (e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY)
    return { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject, given: true };
  if (mode === 'production') return { publicKey: '', privateKey: '', subject, given: false };
  return { ...webpush.generateVAPIDKeys(), subject, given: false };
}

const bytesOf = (base64url: string) => Buffer.from(base64url, 'base64url').length;

/** Why these keys cannot sign push messages in production, or null. */
export function vapidProblem(keys: VapidKeys): string | null {
  if (!keys.given)
    return 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are missing: generate a pair once (`npx web-push generate-vapid-keys`) and keep it (subscriptions are bound to the public key).';
  if (bytesOf(keys.publicKey) !== 65 || bytesOf(keys.privateKey) !== 32)
    return 'VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY are not a P-256 key pair in base64url (65 and 32 bytes): use `npx web-push generate-vapid-keys`.';
  if (keys.subject === DEV_SUBJECT || !/^(mailto:.+@.+|https:\/\/.+)/.test(keys.subject))
    return 'VAPID_SUBJECT is missing: set a mailto: or https: address of the team (push services contact it about the messages).';
  return null;
}
