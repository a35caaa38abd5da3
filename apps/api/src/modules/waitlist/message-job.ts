import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AppDeps } from '../../http/app-instance.ts';
import { postJson } from '../../providers/otp/otp-provider.ts';

// The offer message as a job of the database queue, written with the offer: the text goes to the SMS
// gateway (the OTP codes' gateway; an offer is free text, so not a Zalo template). A failed send is
// retried by the queue; the gateway drops a second request with the same id. In development the text
// is in the outbox already (offer-service.ts) and nothing is sent.

export const OFFER_MESSAGE_KIND = 'waitlist.offer-message';
export const messageKey = (offerId: number) => `waitlist:offer:${offerId}:message`;

export async function sendOfferMessage(trx: Kysely<Database>, deps: AppDeps, offerId: number): Promise<void> {
  const { config } = deps;
  if (config.otpProvider === 'outbox') return;
  const m = await trx
    .selectFrom('waitlist_message')
    .select(['phone', 'text'])
    .where('offer_id', '=', offerId)
    .executeTakeFirst();
  if (!m) return;
  if (!config.smsGateway) throw new Error('no SMS gateway for waitlist offers (SMS_GATEWAY_URL)');
  const headers: Record<string, string> = config.smsGateway.token
    ? { authorization: `Bearer ${config.smsGateway.token}` }
    : {};
  const { status } = await postJson(
    config.smsGateway.url,
    { to: m.phone, text: m.text, kind: 'waitlist', id: `waitlist-offer-${offerId}` },
    headers,
  );
  if (status < 200 || status > 299) throw new Error(`SMS gateway answered ${status}`);
}
