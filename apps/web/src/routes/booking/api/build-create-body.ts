import { channelCode, fromDdMmYyyy, toJsonText } from '@salon/domain';
import type { CreateBookingBody } from '@salon/domain/contracts';
import type { PersonDraft } from '../draft/draft-types.ts';
import { wantedSkinnerId } from '../draft/skinner-actions.ts';

type BookHourBody = CreateBookingBody['bookHours'][number];

export interface BodyContext {
  /** The booking phone, 10 digits. */
  phone: string;
  /** The page's URL parameters (source, utm_source, token, …). */
  params: URLSearchParams;
  /** Whether the selection meets the stylist-level rule (sent as isMaster; the server checks it again). */
  isMaster: boolean;
}

// chosenServices, campaign, utilityService and params travel as JSON text (001 §7): toJsonText.

// The URL parameters sent along, without the campaign source and the access token (001 §7).
function paramsJson(params: URLSearchParams) {
  const out: Record<string, string> = {};
  for (const [k, v] of params) if (k !== 'utm_source' && k !== 'token') out[k] = v;
  return toJsonText(out);
}

function servicesJson(p: PersonDraft) {
  return toJsonText(p.chosenService.map((s) => ({ serviceId: s.serviceId, name: s.name, price: s.price })));
}

function personHour(p: PersonDraft) {
  if (!p.hour) throw new RangeError('Every person needs an hour before the booking is created');
  return {
    bookHourId: p.hour.bookHourId,
    subHourId: p.hour.subHourId,
    secondSubHourId: p.hour.secondSubHourId,
    campaigns: p.campaign.map((c) => ({ id: c.id, name: c.name })),
    chosenServices: servicesJson(p),
    stylistId: p.stylist?.id ?? 0,
    // Shown figure only: the server recomputes every price.
    totalMoney: p.chosenService.reduce((sum, s) => sum + s.price, 0),
  } satisfies BookHourBody;
}

/** POST /api/v1/booking-multiple body from the draft; callers pass the gate first (completeGate). */
export function buildCreateBody(persons: readonly PersonDraft[], ctx: BodyContext) {
  const first = persons[0];
  if (!first?.salon || !first.hour) throw new RangeError('The first person needs a salon and an hour');
  const dateIso = fromDdMmYyyy(first.dateBook);
  if (!dateIso) throw new RangeError(`Bad draft date ${first.dateBook}`);
  return {
    salonId: first.salon.id,
    phone: ctx.phone,
    stylistId: first.stylist?.id ?? 0,
    // Only when a chosen service needs a skinner; 0 lets the salon pick one.
    skinnerId: wantedSkinnerId(first),
    dateBook: dateIso,
    services: first.chosenService.map((s) => s.name).join(','),
    chosenServices: servicesJson(first),
    bookHours: persons.map(personHour),
    subHourId: first.hour.subHourId,
    secondSubHourId: first.hour.secondSubHourId,
    bookAt: String(channelCode(ctx.params.get('source'))),
    source: ctx.params.get('source'),
    campaign: toJsonText(first.campaign),
    userId: null,
    note: first.note,
    receiveAdvice: first.receiveAdvice,
    utilityService: toJsonText([]),
    acceptMakePhoto: first.acceptMakePhoto,
    littleAdvice: first.littleAdvice,
    numberPersons: first.numberPersons,
    utmSource: ctx.params.get('utm_source'),
    params: paramsJson(ctx.params),
    isMaster: ctx.isMaster,
    adviceUND: false,
    adviceProduct: false,
    allowChange: first.allowChange,
    muonCaoMat: false,
  } satisfies CreateBookingBody;
}
