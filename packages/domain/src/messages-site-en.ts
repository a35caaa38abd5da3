import type { siteMessages } from './messages-site.ts';

// English twin of messages-site.ts, key for key (the type refuses a missing or extra one). The browser
// loads it only for a visitor who reads English (docs/decisions/0115).
export const siteMessagesEn = {
  // Notice titles (home box error notice is titled 'Lỗi').
  errorTitle: 'Error',

  // Phone in booking lookup (000 §5).
  phoneRequired: 'Please enter your phone number!',
  phoneNeedTenDigits: 'Please enter all 10 digits for us!',
  phoneWrong: 'Wrong phone number! Please enter it again correctly!',
  // Also the booking-flow phone message (001 §5).
  phoneInvalid: 'Please enter a valid phone number for us!',

  // Phone in the login form (000 §5).
  loginPhoneInvalid: 'The phone number format is invalid.',

  // Phone in the home booking box (000 §5).
  homePhoneShort: 'Please enter all 10 digits of your phone number!',
  homePhoneInvalid: 'Please enter a valid phone number for us!',

  // Password and login OTP (000 §5).
  passwordInvalid: 'The password format is invalid.',
  passwordNotDigits: 'The password must be 6 characters, digits only.',
  otpInvalid: 'The verification code format is invalid.',
  otpNotDigits: 'The verification code is 6 characters, digits only.',

  // Login, account and lookup outcomes (000 §2, §4, §8).
  passwordSetSuccess: 'Password set successfully!',
  logoutSuccess: 'Logged out successfully!',
  // The spec gives another reading ('Hệ thống giáng đoạn, vui lòng thực hiện lại'); we keep the first.
  systemInterrupted: 'The system was interrupted, please try again later!',
  otpIncorrect: 'The verification code is incorrect.',
  otpHelpSms: 'Check your SMS for the login OTP.',
  otpHelpZalo: 'Check Zalo for the login OTP.',
  otpHelpVoice: 'Wait for an automated call with the login OTP.',
  notBooked: 'You have no booking yet!',
  cancelSuccess: 'Booking Cancelled Successfully!',
  bookingCanceled: 'Booking cancelled',
  bookingNotFound: 'Booking Does Not Exist!',
  salonNoDirections: 'This salon is still updating its directions!',

  // Our back end (not in the spec; natural Vietnamese with an English twin).
  slotTaken: 'This slot was just taken, please choose another hour',
  invalidRequest: 'The submitted data is invalid.',
  invalidId: 'Invalid id.',
  invalidDate: 'Invalid date.',
  // NUL or a lone surrogate (text the database cannot store), or absurd nesting.
  unsafeText: 'The submitted text contains characters that are not allowed, please check it again.',
  inputTooDeep: 'The submitted data is nested too deeply.',
  notFound: 'The requested item was not found.',
  serverError: 'The system is busy, please try again later!',
  tooManyRequests: 'Too many requests, please try again in a few minutes!',
  unauthorized: 'Please log in to continue.',
  slotExpired: 'This time slot has passed, please choose another hour',
  // Login, OTP and account (our back end, not quoted by the spec).
  otpSent: 'The verification code has been sent.',
  otpResendWait: 'Please wait {seconds} seconds before requesting a new code.',
  otpSendLimitPhone:
    'This phone number has received its 10 codes for the hour, please try again in {minutes} minutes!',
  otpSendLimitPair:
    'You have asked for 5 codes for this phone number in the hour, please try again in {minutes} minutes!',
  otpCaptchaToSend:
    'Many codes were just requested from the network you are on. Please confirm you are not a robot to get your code.',
  otpCaptchaPhone:
    'Wrong codes were just entered many times for this phone number. Please confirm you are not a robot, then enter the code again.',
  otpCaptchaAddress:
    'Wrong codes were just entered many times from the network you are on. Please confirm you are not a robot, then enter the code again.',
  otpForeignTries:
    'Wrong codes were entered for this code many times from elsewhere, please request a new code.',
  otpBudgetSite:
    'Sending verification codes is paused because of too many requests, please try again in {minutes} minutes.',
  otpBudgetPrefix:
    'Numbers starting with {prefix} are receiving too many codes, please try again in {minutes} minutes.',
  otpExpired: 'The verification code has expired, please request a new one.',
  otpTooManyTries: 'Too many wrong attempts, please request a new code.',
  otpNone: 'Please request a verification code first.',
  loginWrongPassword: 'The phone number or password is incorrect.',
  loginNoPassword: 'This account has no password yet, please log in with a verification code.',
  captchaRequired: 'Please confirm you are not a robot.',
  loginLocked: 'Too many failed logins, please try again in {minutes} minutes.',
  loginPasswordRests:
    'Wrong passwords were entered for this phone number too many times. Please log in with a verification code (Forgot password), or try the password again in {minutes} minutes.',
  loginSuccess: 'Logged in successfully!',
  phoneMismatch: 'The phone number does not match the logged-in account.',
  customerSaved: 'Customer details saved.',
  // Booking lookup and cancel (our back end, not quoted by the spec).
  bookingPastNoCancel: 'This booking time has passed and can no longer be cancelled.',
  consentRecorded: 'Your consent has been recorded.',
  // Top-up and paying a booking with the balance (issue 19).
  topupAmountInvalid:
    'The top-up amount must be between 10.000 VNĐ and 10.000.000 VNĐ, in steps of 1.000 VNĐ.',
  topupNotFound: 'Top-up transaction not found.',
  balanceShort: 'Your balance is not enough to pay this booking.',
  bookingAlreadyPaid: 'This booking has already been paid with your balance.',
  bookingNotPayable: 'This booking cannot be paid with your balance.',
  bookingPaidWithBalance: 'The booking was paid with your balance.',
  walletForbidden: 'This transaction or booking does not belong to your account.',
  priceWeekendNote: 'Weekend price · weekdays {regular}',
  priceHolidayNote: 'Holiday price · other days {regular}',
  priceSpecialAhead: 'Sat, Sun and holidays: {price}',
  weekendPrices: 'Weekend prices',
  priceFree: 'Free',
  weekday0: 'Sunday',
  weekday1: 'Monday',
  weekday2: 'Tuesday',
  weekday3: 'Wednesday',
  weekday4: 'Thursday',
  weekday5: 'Friday',
  weekday6: 'Saturday',
} satisfies Record<keyof typeof siteMessages, string>;
