import {
  DEFAULT_DAY_LIMITS,
  maskPhone,
  message,
  toDdMmYyyy,
  WAITLIST_MAX_ENTRIES_PER_CUSTOMER,
  Refusal,
} from '@salon/domain';
import { sql } from 'kysely';
import type { AppDeps } from '../../http/app-instance.ts';
import {
  dropAllDays,
  endBookings,
  issueViewToken,
  lockCustomer,
  requireBookableDay,
  requireSalon,
  requireStylistChoice,
  sendBookingOtp,
  verifyBookingOtp,
} from '../booking/index.ts';
import { cancelJobs } from '../jobs/index.ts';
import { lapsePrefix, OFFER_LAPSE_KIND } from './lapse-job.ts';
import { runWaitlist } from './offer-service.ts';
import { offerIdOf } from './offer-token.ts';
import { activeEntriesElsewhere, entriesOf, insertEntry, type OfferView, offerView } from './repo.ts';

// The waitlist's use cases (decision 0128). Joining answers the same whether or not the phone was
// already waiting, so a stranger knowing only a phone number learns nothing; reading entries needs
// the phone's login; an offer is read and claimed with the signed link its message carries.

export interface JoinInput {
  phone: string;
  salonId: number;
  dateIso: string;
  /** 0: any hour of the day. */
  bookHourId: number;
  /** 0: any stylist. */
  stylistId: number;
  serviceIds: number[];
}

export async function joinWaitlist(deps: AppDeps, input: JoinInput) {
  requireBookableDay(deps, input.dateIso, { allowMultiple: false, ...DEFAULT_DAY_LIMITS });
  const salon = await requireSalon(deps, input.salonId);
  requireStylistChoice(salon, input.stylistId);
  if (input.bookHourId > 0) {
    const slot = await deps.db
      .selectFrom('salon_slot')
      .select('id')
      .where('id', '=', input.bookHourId)
      .where('salon_id', '=', salon.id)
      .executeTakeFirst();
    if (!slot) throw new Refusal('hourNotFound');
  }
  if (input.stylistId > 0) {
    const stylist = await deps.db
      .selectFrom('staff')
      .select('id')
      .where('id', '=', input.stylistId)
      .where('kind', '=', 'stylist')
      .executeTakeFirst();
    if (!stylist) throw new Refusal('stylistNotWorking');
  }
  const serviceIds = [...new Set(input.serviceIds)];
  if (serviceIds.length === 0) throw new Refusal('chooseServicesFirst');
  const sold = await deps.db
    .selectFrom('salon_service')
    .select(sql<number>`count(*)`.as('n'))
    .where('salon_id', '=', salon.id)
    .where('service_id', 'in', serviceIds)
    .executeTakeFirstOrThrow();
  if (Number(sold.n) !== serviceIds.length) throw new Refusal('chooseServicesFirst');
  await deps.db.transaction().execute(async (trx) => {
    const customerId = await lockCustomer(trx, input.phone);
    const waiting = await activeEntriesElsewhere(trx, customerId, {
      salonId: salon.id,
      dateBook: input.dateIso,
      slotId: input.bookHourId || null,
    });
    if (waiting >= WAITLIST_MAX_ENTRIES_PER_CUSTOMER) {
      throw new Refusal('waitlistTooMany', { vars: { n: waiting } });
    }
    await insertEntry(trx, {
      customerId,
      salonId: salon.id,
      dateBook: input.dateIso,
      slotId: input.bookHourId || null,
      stylistId: input.stylistId || null,
      serviceIds,
      now: deps.now(),
    });
  });
  return { message: message('waitlistJoined') };
}

/** The caller's active entries (their own only: whose comes from the login). */
export async function myEntries(deps: AppDeps, customerId: number) {
  const rows = await entriesOf(deps.db, customerId);
  return rows.map((e) => ({
    id: e.id,
    salonId: e.salonId,
    dateBook: toDdMmYyyy(e.dateBook),
    bookHourId: e.slotId ?? 0,
    stylistId: e.stylistId ?? 0,
    serviceIds: e.serviceIds,
    status: e.status as 'waiting' | 'offered',
  }));
}

/** Leaves one's own entry; another's or an unknown one answer the same 404. An open offer is released. */
export async function leaveWaitlist(deps: AppDeps, customerId: number, entryId: number) {
  const now = deps.now();
  const left = await deps.db
    .updateTable('waitlist_entry')
    .set({ status: 'left', updated_at: now })
    .where('id', '=', entryId)
    .where('customer_id', '=', customerId)
    .where('status', 'in', ['waiting', 'offered'])
    .returning('id')
    .executeTakeFirst();
  if (!left) throw new Refusal('waitlistEntryNotFound');
  await releaseOfferHolds(deps, entryId);
  return { message: message('waitlistLeft') };
}

// The entry's unconfirmed offer holds end now; their claims go, and the next in line is offered.
async function releaseOfferHolds(deps: AppDeps, entryId: number) {
  const now = deps.now();
  const offered = sql`select o.booking_id from waitlist_offer o where o.entry_id = ${entryId}`;
  const released = await endBookings(deps.db, offered, 'expired', now);
  if (released.length > 0) {
    dropAllDays(deps);
    await runWaitlist(deps);
  }
}

export type OfferState = 'open' | 'claimed' | 'lapsed';

function stateOf(view: OfferView, now: Date): OfferState {
  if (view.bookingStatus === 'confirmed') return 'claimed';
  if (view.bookingStatus === 'pending_otp' && view.holdExpiresAt && view.holdExpiresAt > now) return 'open';
  return 'lapsed';
}

async function requireOffer(deps: AppDeps, token: string): Promise<OfferView> {
  const offerId = offerIdOf(deps, token);
  const view = offerId === null ? null : await offerView(deps.db, offerId);
  if (!view) throw new Refusal('waitlistOfferNotFound');
  return view;
}

/** The offer page: the held slot, until when, and its state. The phone is shown masked. */
export async function readOffer(deps: AppDeps, token: string) {
  const view = await requireOffer(deps, token);
  const state = stateOf(view, deps.now());
  return {
    state,
    bookingId: view.bookingId,
    phone: maskPhone(view.phone),
    salonId: view.salonId,
    salonName: view.salonName,
    salonAddress: view.salonAddress,
    dateBook: toDdMmYyyy(view.dateBook),
    hour: view.hour,
    stylistName: view.stylistName,
    services: view.services,
    totalMoney: view.totalMoney,
    expiresAt: view.expiresAt.toISOString(),
    secondsLeft:
      state === 'open' ? Math.max(0, Math.ceil((view.expiresAt.getTime() - deps.now().getTime()) / 1000)) : 0,
  };
}

async function requireOpen(deps: AppDeps, token: string): Promise<OfferView> {
  const view = await requireOffer(deps, token);
  const state = stateOf(view, deps.now());
  if (state === 'claimed') throw new Refusal('waitlistOfferClaimed');
  if (state === 'lapsed') throw new Refusal('waitlistOfferLapsed');
  return view;
}

/** Sends the code that claims the offer to the phone the offer went to. */
export async function sendOfferOtp(deps: AppDeps, token: string, clientIp: string) {
  const view = await requireOpen(deps, token);
  return sendBookingOtp(deps, { bookingId: view.bookingId, phone: view.phone, clientIp });
}

/** Claims the offer: the held booking is confirmed by its code, exactly like a booking's OTP. */
export async function confirmOffer(deps: AppDeps, token: string, code: string, clientIp: string) {
  const view = await requireOpen(deps, token);
  const done = await verifyBookingOtp(deps, { bookingId: view.bookingId, phone: view.phone, code, clientIp });
  await deps.db
    .updateTable('waitlist_entry')
    .set({ status: 'booked', updated_at: deps.now() })
    .where('id', '=', sql<number>`(select entry_id from waitlist_offer where id = ${view.offerId})`)
    .where('status', '=', 'offered')
    .execute();
  await cancelJobs(deps.db, { kind: OFFER_LAPSE_KIND, keyPrefix: lapsePrefix(view.offerId) });
  dropAllDays(deps);
  return { ...done, viewToken: issueViewToken(deps, view.bookingId) };
}

/** Gives the place up: the hold ends now and the next in line is offered. */
export async function declineOffer(deps: AppDeps, token: string) {
  const view = await requireOpen(deps, token);
  const entry = await deps.db
    .selectFrom('waitlist_offer')
    .select('entry_id')
    .where('id', '=', view.offerId)
    .executeTakeFirstOrThrow();
  await deps.db
    .updateTable('waitlist_entry')
    .set({ status: 'left', updated_at: deps.now() })
    .where('id', '=', entry.entry_id)
    .where('status', '=', 'offered')
    .execute();
  await releaseOfferHolds(deps, entry.entry_id);
  return { message: message('waitlistLeft') };
}
