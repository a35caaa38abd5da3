import type { bookingMessages } from './messages-booking.ts';

// English twin of messages-booking.ts, key for key (the type refuses a missing or extra one). The browser
// loads it only for a visitor who reads English (docs/decisions/0115).
export const bookingMessagesEn = {
  noticeTitle: 'Notice',
  // The booking-failure toast uses this capitalisation.
  toastNoticeTitle: 'Notice',

  // Validation (001 §5).
  nameInvalid: 'Please enter a valid name for us!',
  bookingOtpInvalid: 'The verification code has 6 characters, digits only',
  chooseSalonFirst: 'Please choose a salon first to see free slots!',
  chooseServicesFirst: 'Please choose services to pick a haircut time',
  servicesDiscontinued: 'Some services are no longer sold, please choose again',
  // Not quoted by the spec: the server refuses two versions of one group or an add-on without its service.
  serviceSelectionInvalid: 'Only one version per service group can be chosen, please choose again',
  // Template: {n} is the 1-based customer number.
  customerNotReady: 'Customer {n} service/hour not chosen yet',
  onlyFirstCustomerDate: "Only customer 1's time can be changed",
  groupOtherPhone: 'You cannot book as a group when using another number',
  searchEmpty: 'Please enter valid input',
  provinceNoSalon: 'There is no salon here at the moment',
  noSalonNearby: 'There is no salon near you, please try again later!',
  noData: 'No data',
  noSalonFound: 'No matching salon found',
  loginToBookGroup: 'log in to book as a group',
  loginWithBookingPhone: 'Please log in with the booking phone number to see your promotions',
  alreadyBookedLogin: 'YOU ALREADY HAVE A BOOKING, PLEASE LOG IN TO CHANGE IT',

  // Outcomes and errors (001 §8).
  bookingFailed: 'An error occurred, please try again later!',
  bookingOtpIncorrect: 'Incorrect Verification Code!',
  bookingOtpSuccess: 'Booked successfully!',
  bookingSuccess: 'Booked Successfully!',
  promoCodeSuccess: 'Code obtained successfully!',
  promoNetworkError: 'An error occurred, please try again later!',
  qrNoCode:
    'The image you chose contains no QR code, or it is small or blurry. Please choose another image or use the camera scan.',
  // Templates: {day} is a day label (see day-label.ts) or a dd/mm date.
  stylistBusy: 'Stylist {day} is busy, please choose another stylist!',
  salonFull: '{day} salon is fully booked, please choose another day or salon',
  dayToday: 'today',
  dayTomorrow: 'tomorrow',
  // The spec's English word list reads 'day after'; kept verbatim.
  dayAfterTomorrow: 'day after',
  locationDeniedToast: 'You have not allowed location access; please allow it or search by province!',
  locationDeniedBanner: 'Location access is blocked; please find a salon by city below!',
  // Booking back end (not quoted by the spec, natural Vietnamese with an English twin).
  salonNotFound: 'The salon does not exist or has closed.',
  salonNotBookable: 'The training salon takes no bookings, please choose another salon',
  salonNotOpenYet: 'The salon is not open yet on the chosen day, please choose another day',
  bookingDayNotAllowed: 'Booking is not open for the chosen day, please choose another day',
  hourNotFound: 'Invalid time slot, please choose the hour again',
  hourOutsideSpecialHours:
    'On the chosen day the salon only takes customers during {hours}, please choose another hour',
  stylistChoiceClosed:
    'This salon does not take a chosen stylist; the system picks the best stylist for you. Please book again',
  hourTooLate: 'Not enough time for the services before closing, please choose an earlier hour',
  stylistNotWorking:
    'The stylist does not work at this salon on the chosen day, please choose another stylist',
  skinnerNotWorking:
    'The skin-care specialist does not work at this salon on the chosen day, please choose another specialist',
  groupSameStylist: 'Each customer of a group needs a different stylist, please choose again',
  masterFull: 'The master stylist already has 12 customers that day, please choose another stylist',
  serviceAtHomeOnly:
    'The service {name} is served at home only, please choose another service or book at home.',
  serviceSalonOnly: 'The service {name} is served at the salon only, please choose another service.',
  atHomeAddressMissing: 'Please choose or enter an address to book at home.',
  atHomeOutOfArea:
    'The address is {km} km from the salon, outside its {radius} km at-home area. Please choose a nearer salon.',
  atHomeNoTravelTime:
    'This hour leaves the stylist no time to travel to your home, please choose another hour.',
  bookingHoldExpired: 'The hold on this booking has expired, please book again',
  bookingAlreadyConfirmed: 'This booking is already confirmed.',
  bookingViewDenied: 'Please log in with the booking phone number to see this booking.',
  // Promotions (not quoted by the spec, natural Vietnamese with an English twin).
  campaignNotFound: 'The promotion does not exist or has ended.',
  campaignNotStarted: 'The promotion has not started yet.',
  campaignExpired: 'The promotion has expired.',
  campaignSalonNotApplied: 'The promotion does not apply at the chosen salon.',
  campaignUsedUp: 'The promotion has no uses left.',
  campaignConditionNotMet: 'No chosen service meets the promotion condition.',
  campaignOncePerPhone: 'This phone number has already used this promotion.',
  // Promotions that cannot both lower a price are not used together; nothing is spent for nothing.
  campaignNotCombinable:
    'This promotion cannot be combined with the one already chosen for the same service.',
  campaignNoSaving: 'This promotion does not lower the price of the services you chose.',
  promoCodeRequired: 'Please enter a promotion code.',
  promoCodeInvalid: 'The promotion code is wrong or has expired.',
  promoCodeAlreadyClaimed: 'You have already claimed this code.',
  promoCodeOutOfStock: 'This code has no claims left.',
  voucherAlreadyClaimed: 'This phone number has already received this promotion.',
  campaignNotClaimable: 'This promotion cannot be claimed this way.',
  rewardOutOfStock: 'No rewards of this promotion are left.',
  // Group booking and changing a booking (not quoted by the spec).
  groupNotAtSalon:
    'This salon does not take group bookings on the chosen day, please choose another salon or day',
  groupNotEnoughStylists:
    'Not enough stylists are free for the whole group at the chosen hours, please choose other hours',
  bookingCancelledNoChange: 'This booking is cancelled and cannot be changed.',
  bookingPastNoChange: 'This booking time has passed and can no longer be changed.',
  bookingChangeSuccess: 'Booking Changed Successfully!',
  // Holds counted per phone and per (phone, address), never per address alone (decision 0137).
  bookingHoldsPerPhone:
    'This phone number has held a booking {count} times in the last 10 minutes without entering the code. Please enter the code sent, log in to book at once, or try again in {minutes} minutes.',
  bookingHoldsPerPhoneAddress:
    'You have held a booking for this phone number {count} times in the last 10 minutes without entering the code. Please enter the code sent or try again in {minutes} minutes.',
  bookingHeldOnConfirm:
    'Many bookings are waiting for their code at this salon on the day you chose: your hour is held as soon as you enter the right code.',
  bookingTakenBeforeConfirm:
    'While the code was on its way, someone booked the hour you chose. Please choose another hour.',
  bookingCaptchaRequired: 'Please confirm you are not a robot to hold this booking.',
  bookingCaptchaHarder:
    'Many people are booking from the same network as you: please confirm you are not a robot (it may take a few seconds) to hold this booking.',
  campaignUsedUpAtConfirm:
    'The promotion "{name}" has just run out, so the booking is not confirmed. Please choose the promotions again and book again.',
  campaignOncePerPhoneAtConfirm:
    'This phone number has already used the promotion "{name}", so the booking is not confirmed. Please choose the promotions again and book again.',
  // Waitlist (issue 22, decision 0128).
  waitlistJoined: 'You are on the waitlist. When a place frees up, we will text you.',
  waitlistLeft: 'You have left the waitlist.',
  waitlistNeedsOwnLogin:
    'Please confirm this phone number with an OTP code (log in with it) to join the waitlist.',
  waitlistTooMany: 'You are waiting for {n} places already, please leave one before joining another.',
  waitlistEntryNotFound: 'This waitlist entry was not found.',
  waitlistOfferNotFound: 'This offer does not exist.',
  waitlistOfferLapsed: 'This offer has expired; the place went to the next person in line.',
  waitlistOfferClaimed: 'You have already confirmed this booking.',
  waitlistOfferText:
    '{brand}: A place is free at {hour} on {date} at {salon}. It is held for you for 10 minutes, confirm at {link}',
} satisfies Record<keyof typeof bookingMessages, string>;
