import type { CreateBookingRequest } from '@salon/domain/contracts';
import type { CreateBookingInput } from './create-service.ts';

// The spec's create body (001 §7), checked and its JSON text parsed by the contract → the use case's
// input. Figures the server recomputes (totalMoney, subHourId, secondSubHourId, isMaster) are not read.

// 'params' is the URL query without utm_source and token (a token must never be stored).
const DROPPED_PARAMS = new Set(['utm_source', 'token']);

export function toCreateInput(body: CreateBookingRequest): CreateBookingInput {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(body.params ?? {})) {
    if (!DROPPED_PARAMS.has(key) && value !== null) params[key] = String(value);
  }
  const persons = body.bookHours.map((h, i) => ({
    bookHourId: h.bookHourId,
    stylistId: h.stylistId || (i === 0 ? body.stylistId : 0),
    serviceIds: h.chosenServices ?? (i === 0 ? (body.chosenServices ?? []) : []),
    // The person's campaigns; the top-level `campaign` is the first person's.
    campaignIds: h.campaigns ?? (i === 0 ? body.campaign : undefined) ?? [],
  }));
  return {
    salonId: body.salonId,
    phone: body.phone,
    dateIso: body.dateBook,
    persons,
    skinnerId: body.skinnerId ?? 0,
    note: body.note.trim(),
    receiveAdvice: body.receiveAdvice,
    littleAdvice: body.littleAdvice,
    acceptMakePhoto: body.acceptMakePhoto,
    numberPersons: body.numberPersons,
    source: body.source ?? params.source ?? null,
    utmSource: body.utmSource ?? null,
    params,
    allowChange: body.allowChange,
    home: body.isBookAtHome ? (body.homeAddress ?? {}) : null,
    extras: {
      services: body.services ?? null,
      utilityService: body.utilityService ?? null,
      campaign: body.campaign ?? null,
      campaigns: body.bookHours.map((h) => h.campaigns ?? null),
      adviceUND: body.adviceUND ?? null,
      adviceProduct: body.adviceProduct ?? null,
      muonCaoMat: body.muonCaoMat ?? null,
      bookAt: body.bookAt ?? null,
    },
  };
}
