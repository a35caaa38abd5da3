// Messages of document 000 (home, login, lookup, footer) and of our own back end.
// Vietnamese strings quoted by the spec are verbatim in `vi`; the `en` side is our translation.
export const siteMessages = {
  // Notice titles (home box error notice is titled 'Lỗi').
  errorTitle: { vi: 'Lỗi', en: 'Error' },

  // Phone in booking lookup (000 §5).
  phoneRequired: { vi: 'Mời bạn nhập số điện thoại!', en: 'Please enter your phone number!' },
  phoneNeedTenDigits: {
    vi: 'Bạn nhập đủ 10 số giúp chúng mình nhé!',
    en: 'Please enter all 10 digits for us!',
  },
  phoneWrong: {
    vi: 'Sai số điện thoại! Bạn nhập lại đúng giúp chúng mình nhé!',
    en: 'Wrong phone number! Please enter it again correctly!',
  },
  // Also the booking-flow phone message (001 §5).
  phoneInvalid: {
    vi: 'Bạn nhập số điện thoại hợp lệ giúp chúng mình nhé!',
    en: 'Please enter a valid phone number for us!',
  },

  // Phone in the login form (000 §5).
  loginPhoneInvalid: { vi: 'Số điện thoại sai định dạng.', en: 'The phone number format is invalid.' },

  // Phone in the home booking box (000 §5).
  homePhoneShort: {
    vi: 'Bạn vui lòng nhập đủ 10 số điện thoại nhé!',
    en: 'Please enter all 10 digits of your phone number!',
  },
  homePhoneInvalid: {
    vi: 'Bạn vui lòng nhập số điện thoại hợp lệ giúp chúng mình nhé!',
    en: 'Please enter a valid phone number for us!',
  },

  // Password and login OTP (000 §5).
  passwordInvalid: { vi: 'Mật khẩu sai định dạng.', en: 'The password format is invalid.' },
  passwordNotDigits: {
    vi: 'Mật khẩu phải là số và 6 kí tự.',
    en: 'The password must be 6 characters, digits only.',
  },
  otpInvalid: { vi: 'Mã xác nhận sai định dạng.', en: 'The verification code format is invalid.' },
  otpNotDigits: {
    vi: 'Mã xác minh là số và 6 kí tự.',
    en: 'The verification code is 6 characters, digits only.',
  },

  // Login, account and lookup outcomes (000 §2, §4, §8).
  passwordSetSuccess: { vi: 'Đặt mật khẩu thành công!', en: 'Password set successfully!' },
  logoutSuccess: { vi: 'Đăng xuất thành công!', en: 'Logged out successfully!' },
  // The spec gives another reading ('Hệ thống giáng đoạn, vui lòng thực hiện lại'); we keep the first.
  systemInterrupted: {
    vi: 'Hệ thống bị gián đoạn xin vui lòng thử lại sau!',
    en: 'The system was interrupted, please try again later!',
  },
  otpIncorrect: { vi: 'Mã xác nhận không chính xác.', en: 'The verification code is incorrect.' },
  otpHelpSms: { vi: 'Kiểm tra SMS để lấy OTP đăng nhập.', en: 'Check your SMS for the login OTP.' },
  otpHelpZalo: { vi: 'Kiểm tra Zalo để lấy OTP đăng nhập.', en: 'Check Zalo for the login OTP.' },
  otpHelpVoice: {
    vi: 'Đợi cuộc gọi tự động để lấy OTP đăng nhập.',
    en: 'Wait for an automated call with the login OTP.',
  },
  notBooked: { vi: 'Bạn chưa đặt lịch!', en: 'You have no booking yet!' },
  cancelSuccess: { vi: 'Hủy Lịch Thành Công!', en: 'Booking Cancelled Successfully!' },
  bookingCanceled: { vi: 'Lịch đặt đã hủy', en: 'Booking cancelled' },
  bookingNotFound: { vi: 'Lịch Không Tồn Tại!', en: 'Booking Does Not Exist!' },
  salonNoDirections: {
    vi: 'Salon đang cập nhật tính năng chỉ đường!',
    en: 'This salon is still updating its directions!',
  },

  // Our back end (not in the spec; natural Vietnamese with an English twin).
  slotTaken: {
    vi: 'Giờ này vừa có người đặt, bạn vui lòng chọn giờ khác nhé!',
    en: 'This slot was just taken, please choose another hour',
  },
  invalidRequest: { vi: 'Dữ liệu gửi lên không hợp lệ.', en: 'The submitted data is invalid.' },
  invalidId: { vi: 'Mã không hợp lệ.', en: 'Invalid id.' },
  invalidDate: { vi: 'Ngày không hợp lệ.', en: 'Invalid date.' },
  // NUL or a lone surrogate (text the database cannot store), or absurd nesting.
  unsafeText: {
    vi: 'Nội dung gửi lên có ký tự không hợp lệ, bạn kiểm tra lại giúp chúng mình nhé!',
    en: 'The submitted text contains characters that are not allowed, please check it again.',
  },
  inputTooDeep: { vi: 'Dữ liệu gửi lên lồng nhau quá sâu.', en: 'The submitted data is nested too deeply.' },
  notFound: { vi: 'Không tìm thấy dữ liệu bạn yêu cầu.', en: 'The requested item was not found.' },
  serverError: {
    vi: 'Hệ thống đang bận, bạn vui lòng thử lại sau!',
    en: 'The system is busy, please try again later!',
  },
  tooManyRequests: {
    vi: 'Bạn thao tác quá nhanh, vui lòng thử lại sau ít phút!',
    en: 'Too many requests, please try again in a few minutes!',
  },
  unauthorized: { vi: 'Bạn vui lòng đăng nhập để tiếp tục.', en: 'Please log in to continue.' },
  slotExpired: {
    vi: 'Khung giờ này đã qua, bạn vui lòng chọn giờ khác nhé!',
    en: 'This time slot has passed, please choose another hour',
  },
  // Login, OTP and account (our back end, not quoted by the spec).
  otpSent: { vi: 'Mã xác nhận đã được gửi.', en: 'The verification code has been sent.' },
  otpResendWait: {
    vi: 'Bạn vui lòng đợi {seconds} giây để gửi lại mã xác nhận.',
    en: 'Please wait {seconds} seconds before requesting a new code.',
  },
  otpSendLimitPhone: {
    vi: 'Số điện thoại này đã yêu cầu quá nhiều mã xác nhận, bạn vui lòng thử lại sau 1 giờ nhé!',
    en: 'This phone number has requested too many codes, please try again in an hour!',
  },
  otpSendLimitIp: {
    vi: 'Bạn đã yêu cầu quá nhiều mã xác nhận, vui lòng thử lại sau ít phút!',
    en: 'You have requested too many codes, please try again in a few minutes!',
  },
  otpExpired: {
    vi: 'Mã xác nhận đã hết hạn, bạn vui lòng gửi lại mã mới.',
    en: 'The verification code has expired, please request a new one.',
  },
  otpTooManyTries: {
    vi: 'Bạn đã nhập sai quá nhiều lần, vui lòng gửi lại mã mới.',
    en: 'Too many wrong attempts, please request a new code.',
  },
  otpNone: {
    vi: 'Bạn vui lòng bấm gửi mã xác nhận trước.',
    en: 'Please request a verification code first.',
  },
  loginWrongPassword: {
    vi: 'Số điện thoại hoặc mật khẩu không chính xác.',
    en: 'The phone number or password is incorrect.',
  },
  loginNoPassword: {
    vi: 'Tài khoản chưa có mật khẩu, bạn vui lòng đăng nhập bằng mã xác nhận.',
    en: 'This account has no password yet, please log in with a verification code.',
  },
  captchaRequired: {
    vi: 'Bạn vui lòng xác nhận không phải người máy.',
    en: 'Please confirm you are not a robot.',
  },
  loginLocked: {
    vi: 'Bạn đã đăng nhập sai quá nhiều lần, vui lòng thử lại sau {minutes} phút.',
    en: 'Too many failed logins, please try again in {minutes} minutes.',
  },
  loginSuccess: { vi: 'Đăng nhập thành công!', en: 'Logged in successfully!' },
  phoneMismatch: {
    vi: 'Số điện thoại không khớp với tài khoản đang đăng nhập.',
    en: 'The phone number does not match the logged-in account.',
  },
  customerSaved: { vi: 'Đã lưu thông tin khách hàng.', en: 'Customer details saved.' },
  // Booking lookup and cancel (our back end, not quoted by the spec).
  bookingPastNoCancel: {
    vi: 'Lịch hẹn đã qua giờ, bạn không thể hủy nữa.',
    en: 'This booking time has passed and can no longer be cancelled.',
  },
  consentRecorded: { vi: 'Đã ghi nhận đồng ý của bạn.', en: 'Your consent has been recorded.' },
} as const;
