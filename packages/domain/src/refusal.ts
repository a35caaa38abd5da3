import type { MessageKey } from './messages.ts';

/**
 * Every refusal a use case can answer with, named by what happened (its message key says it to people).
 * How HTTP says it (the status) is the API edge's business alone: apps/api/src/http/refusal-to-http.ts.
 */
export const refusalKeys = [
  'alreadyBookedLogin',
  'arrivedTooEarly',
  'arrivedTooFar',
  'arrivedTooLate',
  'atHomeNoTravelTime',
  'atHomeOutOfArea',
  'balanceShort',
  'bookingAlreadyConfirmed',
  'bookingAlreadyPaid',
  'bookingCaptchaHarder',
  'bookingCaptchaRequired',
  'bookingCancelledNoChange',
  'bookingCutoffNoCancel',
  'bookingCutoffNoChange',
  'bookingHoldsPerPhone',
  'bookingHoldsPerPhoneAddress',
  'bookingCanceled',
  'bookingDayNotAllowed',
  'bookingGuestNotFound',
  'bookingHoldExpired',
  'bookingNotFound',
  'bookingNotPayable',
  'bookingPastNoCancel',
  'bookingPastNoChange',
  'bookingTakenBeforeConfirm',
  'captchaRequired',
  'campaignConditionNotMet',
  'campaignExpired',
  'campaignNoSaving',
  'campaignNotClaimable',
  'campaignNotCombinable',
  'campaignNotFound',
  'campaignNotStarted',
  'campaignOncePerPhone',
  'campaignOncePerPhoneAtConfirm',
  'campaignSalonNotApplied',
  'campaignUsedUp',
  'campaignUsedUpAtConfirm',
  'checkInAtHome',
  'checkInCancelled',
  'checkInNotConfirmed',
  'checkInNotToday',
  'checkInOtherSalon',
  'checkInPast',
  'checkInTokenInvalid',
  'chooseSalonFirst',
  'chooseServicesFirst',
  'exchangePackageNotFound',
  'groupNotAtSalon',
  'groupNotEnoughStylists',
  'groupOtherPhone',
  'groupSameStylist',
  'historyForbidden',
  'hourNotFound',
  'hourOutsideSpecialHours',
  'hourTooLate',
  'invalidId',
  'jsonCallOnly',
  'loginWithBookingPhone',
  'loginLocked',
  'loginNoPassword',
  'loginPasswordRests',
  'loginWrongPassword',
  'luckyForbidden',
  'luckyNoSpins',
  'luckyPointsShort',
  'masterFull',
  'notFound',
  'otpTooManyTries',
  'phoneMismatch',
  'placeDetailTooLong',
  'placeForbidden',
  'placeNearbyNeedsPlace',
  'placeNotFound',
  'placesFull',
  'promoCodeAlreadyClaimed',
  'promoCodeInvalid',
  'promoCodeOutOfStock',
  'promoCodeRequired',
  'pushEndpointRefused',
  'ratingAlreadyDone',
  'rewardOutOfStock',
  'salonNotBookable',
  'salonNotFound',
  'salonNotOpenYet',
  'savedPlaceNotFound',
  'serviceAlreadyEnded',
  'serviceAlreadyStarted',
  'serviceNotStarted',
  'serviceAtHomeOnly',
  'serviceSalonOnly',
  'servicesDiscontinued',
  'skinnerNotWorking',
  'slotExpired',
  'slotTaken',
  'sprintVoucherNotFound',
  'sprintVoucherOutOfStock',
  'stylistChoiceClosed',
  'stylistNotWorking',
  'tooManyRequests',
  'topupAmountInvalid',
  'topupNotFound',
  'unauthorized',
  'visitAlreadyRecorded',
  'visitHasNoImages',
  'visitNotFound',
  'visitNotServable',
  'voucherAlreadyClaimed',
  'waitlistEntryNotFound',
  'waitlistOfferClaimed',
  'waitlistOfferLapsed',
  'waitlistOfferNotFound',
  'waitlistTooMany',
  'walletForbidden',
  'wheelGiftNotFound',
  'wheelNotFound',
  'wheelOutOfGifts',
] as const satisfies readonly MessageKey[];

/**
 * Refusals that say the same words as another but are a different outcome (a place asked by id that is
 * not there vs. a place to save that is not there): the name tells them apart, the text is shared.
 */
export const refusalAliases = {
  placeToSaveNotFound: 'placeNotFound',
  phoneNotBookingOwner: 'phoneMismatch',
  serviceGroupDiscontinued: 'servicesDiscontinued',
  campaignToRedeemNotFound: 'campaignNotFound',
} as const satisfies Record<string, MessageKey>;

/**
 * Refusals whose words are not the catalogue's: a salon's own closure notice, the OTP service's answer
 * (already said in its words). Their text comes in the refusal's `words`.
 */
export const wordedRefusals = ['salonClosed', 'otpRefused'] as const;

/** Input a validator found wrong; its own message key (the Result's error) says what. */
export const INVALID_INPUT = 'invalidInput';

export type RefusalReason =
  | (typeof refusalKeys)[number]
  | keyof typeof refusalAliases
  | (typeof wordedRefusals)[number]
  | typeof INVALID_INPUT;

export const refusalReasons: readonly RefusalReason[] = [
  ...refusalKeys,
  ...(Object.keys(refusalAliases) as (keyof typeof refusalAliases)[]),
  ...wordedRefusals,
  INVALID_INPUT,
];

export interface RefusalDetails {
  /** Values of the text's {placeholders}. */
  readonly vars?: Readonly<Record<string, string | number>>;
  /** Fields the answer carries beside its message (the spec's enableCaptcha, reason, …). */
  readonly extra?: Readonly<Record<string, unknown>>;
  /** The words, when they are not the reason's own (a validator's key for 'invalidInput'). */
  readonly text?: MessageKey;
  /** The words of a worded refusal (wordedRefusals), said as they are. */
  readonly words?: string;
}

/** A use case's typed "no": what happened and the details to say it; never an HTTP status. */
export class Refusal extends Error {
  constructor(
    readonly reason: RefusalReason,
    readonly details: RefusalDetails = {},
  ) {
    super(reason);
    this.name = 'Refusal';
  }

  /** Refuses input with the message key a validator returned. */
  static invalid(text: MessageKey, extra?: RefusalDetails['extra']): Refusal {
    return new Refusal(INVALID_INPUT, extra ? { text, extra } : { text });
  }
}

/** The message key that says a refusal to people. */
export function refusalMessageKey(refusal: Refusal): MessageKey {
  if (refusal.details.text) return refusal.details.text;
  const { reason } = refusal;
  if (reason === INVALID_INPUT || (wordedRefusals as readonly string[]).includes(reason))
    return 'invalidRequest';
  return reason in refusalAliases
    ? refusalAliases[reason as keyof typeof refusalAliases]
    : (reason as MessageKey);
}
