// Tracking (000 §3 and §7, 001 §3, §7 and §9): the names and limits shared by the site's tracking
// module, the API that stores events and the funnel report, so all three count the same screens.

import { THREE_YEARS_MS } from './lifetimes.ts';

/** The tracking id cookie (001 §9: about 3 years, path /, secure); its value is each event's tokenKey. */
export const TRACKING_COOKIE = 'tracking_token';
export const TRACKING_COOKIE_MS = THREE_YEARS_MS;

/** What one request may carry; the API refuses more, the client splits its queue to fit. */
export const TRACKING_LIMITS = {
  maxEventsPerRequest: 50,
  maxBodyBytes: 64 * 1024,
  /** The serialized `data` of one event. */
  maxDataBytes: 4 * 1024,
  /** pageId, screenId, eventId, tokenKey, source, utmSource. */
  maxTextLength: 100,
  maxErrorMessageLength: 1000,
} as const;

export const TRACKING_PAGES = {
  home: 'home',
  booking: 'booking',
  bookingSuccess: 'booking-success',
} as const;

/** Screen ids: the home page, each booking step (001 §2), the OTP popup and the success page. */
export const TRACKING_SCREENS = {
  home: 'home',
  step0: 'booking-step-0',
  step1: 'booking-step-1',
  step2: 'booking-step-2',
  step3: 'booking-step-3',
  step4: 'booking-step-4',
  step5: 'booking-step-5',
  otpPopup: 'booking-otp-popup',
  success: 'booking-success',
} as const;
export type TrackingScreenId = (typeof TRACKING_SCREENS)[keyof typeof TRACKING_SCREENS];

/** The screen id of a booking step; out-of-range steps read as step 0, as the URL rule does. */
export function bookingStepScreen(step: number): TrackingScreenId {
  const n = Number.isInteger(step) && step >= 0 && step <= 5 ? step : 0;
  return TRACKING_SCREENS[`step${n}` as 'step0'];
}

/**
 * Event ids. Clicks carry what the spec lists in `data` (001 §7): salonId, chosenServices (JSON text),
 * dateBook, stylistId, hoursAvailable, hourBook, phone, customerId and similar.
 */
export const TRACKING_EVENTS = {
  screenView: 'screen_view',
  homeBookClick: 'home_book_click',
  homeBookInvalidPhone: 'home_book_invalid_phone',
  chooseSalon: 'choose_salon',
  chooseService: 'choose_service',
  chooseStylist: 'choose_stylist',
  chooseDate: 'choose_date',
  chooseHour: 'choose_hour',
  completeClick: 'complete_click',
  bookingCreated: 'booking_created',
  otpVerified: 'otp_verified',
} as const;

export interface FunnelStep {
  screenId: TrackingScreenId;
  label: string;
  /** A stage every booking passes; other screens are shown with their reach but no drop-off. */
  stage: boolean;
}

// The booking path in the order a visitor walks it. Stages every booking passes: step 0, services, success.
// Not stages: the home page (many enter at step 0), salon choice (skipped when a link presets the salon),
// detail and campaigns (optional) and the OTP popup (only when the server asks for it).
export const BOOKING_FUNNEL: readonly FunnelStep[] = [
  { screenId: TRACKING_SCREENS.home, label: 'Home page (entry)', stage: false },
  { screenId: TRACKING_SCREENS.step0, label: 'Step 0 booking home', stage: true },
  { screenId: TRACKING_SCREENS.step1, label: 'Step 1 salon', stage: false },
  { screenId: TRACKING_SCREENS.step2, label: 'Step 2 services', stage: true },
  { screenId: TRACKING_SCREENS.step3, label: 'Step 3 service detail', stage: false },
  { screenId: TRACKING_SCREENS.step4, label: 'Step 4 campaigns', stage: false },
  { screenId: TRACKING_SCREENS.step5, label: 'Step 5 campaign detail', stage: false },
  { screenId: TRACKING_SCREENS.otpPopup, label: 'OTP popup', stage: false },
  { screenId: TRACKING_SCREENS.success, label: 'Success page', stage: true },
];

export interface FunnelRow extends FunnelStep {
  visitors: number;
  /** Share of the step-0 visitors that reached this screen, in percent (null when step 0 had none). */
  ofStep0: number | null;
  /** Visitors lost since the previous stage, in percent; null for the first stage and for non-stages. */
  dropOff: number | null;
}

const percent = (part: number, whole: number): number | null =>
  whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;

/** Funnel rows from the distinct visitors per screen: reach of step 0 and drop-off between stages. */
export function funnelRows(visitorsByScreen: Readonly<Record<string, number>>): FunnelRow[] {
  const step0 = visitorsByScreen[TRACKING_SCREENS.step0] ?? 0;
  let previousStage: number | null = null;
  return BOOKING_FUNNEL.map((step) => {
    const visitors = visitorsByScreen[step.screenId] ?? 0;
    let dropOff: number | null = null;
    if (step.stage) {
      if (previousStage !== null) {
        const kept = percent(visitors, previousStage);
        dropOff = kept === null ? null : Math.round((100 - kept) * 10) / 10;
      }
      previousStage = visitors;
    }
    return { ...step, visitors, ofStep0: percent(visitors, step0), dropOff };
  });
}
