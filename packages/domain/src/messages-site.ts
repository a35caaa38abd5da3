// Messages of document 000 (home, login, lookup, footer) and of our own back end.
// Vietnamese texts, the default language; strings quoted by the spec are verbatim. English (our
// translation) is in messages-site-en.ts, key for key.
export const siteMessages = {
  // Notice titles (home box error notice is titled 'Lỗi').
  errorTitle: 'Lỗi',

  // Phone in booking lookup (000 §5).
  phoneRequired: 'Mời bạn nhập số điện thoại!',
  phoneNeedTenDigits: 'Bạn nhập đủ 10 số giúp chúng mình nhé!',
  phoneWrong: 'Sai số điện thoại! Bạn nhập lại đúng giúp chúng mình nhé!',
  // Also the booking-flow phone message (001 §5).
  phoneInvalid: 'Bạn nhập số điện thoại hợp lệ giúp chúng mình nhé!',

  // Phone in the login form (000 §5).
  loginPhoneInvalid: 'Số điện thoại sai định dạng.',

  // Phone in the home booking box (000 §5).
  homePhoneShort: 'Bạn vui lòng nhập đủ 10 số điện thoại nhé!',
  homePhoneInvalid: 'Bạn vui lòng nhập số điện thoại hợp lệ giúp chúng mình nhé!',

  // Password and login OTP (000 §5).
  passwordInvalid: 'Mật khẩu sai định dạng.',
  passwordNotDigits: 'Mật khẩu phải là số và 6 kí tự.',
  otpInvalid: 'Mã xác nhận sai định dạng.',
  otpNotDigits: 'Mã xác minh là số và 6 kí tự.',

  // Login, account and lookup outcomes (000 §2, §4, §8).
  passwordSetSuccess: 'Đặt mật khẩu thành công!',
  logoutSuccess: 'Đăng xuất thành công!',
  // The spec gives another reading ('Hệ thống giáng đoạn, vui lòng thực hiện lại'); we keep the first.
  systemInterrupted: 'Hệ thống bị gián đoạn xin vui lòng thử lại sau!',
  otpIncorrect: 'Mã xác nhận không chính xác.',
  otpHelpSms: 'Kiểm tra SMS để lấy OTP đăng nhập.',
  otpHelpZalo: 'Kiểm tra Zalo để lấy OTP đăng nhập.',
  otpHelpVoice: 'Đợi cuộc gọi tự động để lấy OTP đăng nhập.',
  notBooked: 'Bạn chưa đặt lịch!',
  cancelSuccess: 'Hủy Lịch Thành Công!',
  bookingCanceled: 'Lịch đặt đã hủy',
  bookingNotFound: 'Lịch Không Tồn Tại!',
  salonNoDirections: 'Salon đang cập nhật tính năng chỉ đường!',

  // Our back end (not in the spec; natural Vietnamese with an English twin).
  slotTaken: 'Giờ này vừa có người đặt, bạn vui lòng chọn giờ khác nhé!',
  invalidRequest: 'Dữ liệu gửi lên không hợp lệ.',
  invalidId: 'Mã không hợp lệ.',
  invalidDate: 'Ngày không hợp lệ.',
  // NUL or a lone surrogate (text the database cannot store), or absurd nesting.
  unsafeText: 'Nội dung gửi lên có ký tự không hợp lệ, bạn kiểm tra lại giúp chúng mình nhé!',
  inputTooDeep: 'Dữ liệu gửi lên lồng nhau quá sâu.',
  notFound: 'Không tìm thấy dữ liệu bạn yêu cầu.',
  serverError: 'Hệ thống đang bận, bạn vui lòng thử lại sau!',
  tooManyRequests: 'Bạn thao tác quá nhanh, vui lòng thử lại sau ít phút!',
  unauthorized: 'Bạn vui lòng đăng nhập để tiếp tục.',
  slotExpired: 'Khung giờ này đã qua, bạn vui lòng chọn giờ khác nhé!',
  // Login, OTP and account (our back end, not quoted by the spec).
  otpSent: 'Mã xác nhận đã được gửi.',
  otpResendWait: 'Bạn vui lòng đợi {seconds} giây để gửi lại mã xác nhận.',
  otpSendLimitPhone:
    'Số điện thoại này đã nhận đủ 10 mã xác nhận trong 1 giờ, bạn vui lòng thử lại sau {minutes} phút nhé!',
  otpSendLimitPair:
    'Bạn đã yêu cầu đủ 5 mã xác nhận cho số điện thoại này trong 1 giờ, bạn vui lòng thử lại sau {minutes} phút nhé!',
  otpCaptchaToSend:
    'Mạng bạn đang dùng vừa yêu cầu nhiều mã xác nhận. Bạn vui lòng xác nhận không phải người máy để nhận mã.',
  otpCaptchaPhone:
    'Số điện thoại này vừa bị nhập sai mã nhiều lần. Bạn vui lòng xác nhận không phải người máy rồi nhập lại mã.',
  otpCaptchaAddress:
    'Mạng bạn đang dùng vừa nhập sai mã nhiều lần. Bạn vui lòng xác nhận không phải người máy rồi nhập lại mã.',
  otpForeignTries: 'Mã này đã bị nhập sai nhiều lần từ nơi khác, bạn vui lòng gửi lại mã mới.',
  otpBudgetSite:
    'Hệ thống đang tạm ngừng gửi mã xác nhận vì có quá nhiều yêu cầu, bạn vui lòng thử lại sau {minutes} phút.',
  otpBudgetPrefix:
    'Các số điện thoại đầu {prefix} đang nhận quá nhiều mã xác nhận, bạn vui lòng thử lại sau {minutes} phút.',
  otpExpired: 'Mã xác nhận đã hết hạn, bạn vui lòng gửi lại mã mới.',
  otpTooManyTries: 'Bạn đã nhập sai quá nhiều lần, vui lòng gửi lại mã mới.',
  otpNone: 'Bạn vui lòng bấm gửi mã xác nhận trước.',
  loginWrongPassword: 'Số điện thoại hoặc mật khẩu không chính xác.',
  loginNoPassword: 'Tài khoản chưa có mật khẩu, bạn vui lòng đăng nhập bằng mã xác nhận.',
  captchaRequired: 'Bạn vui lòng xác nhận không phải người máy.',
  loginLocked: 'Bạn đã đăng nhập sai quá nhiều lần, vui lòng thử lại sau {minutes} phút.',
  loginPasswordRests:
    'Số điện thoại này bị nhập sai mật khẩu quá nhiều lần. Bạn vui lòng đăng nhập bằng mã xác nhận (Quên mật khẩu), hoặc thử lại mật khẩu sau {minutes} phút.',
  loginSuccess: 'Đăng nhập thành công!',
  phoneMismatch: 'Số điện thoại không khớp với tài khoản đang đăng nhập.',
  customerSaved: 'Đã lưu thông tin khách hàng.',
  // Booking lookup and cancel (our back end, not quoted by the spec).
  bookingPastNoCancel: 'Lịch hẹn đã qua giờ, bạn không thể hủy nữa.',
  consentRecorded: 'Đã ghi nhận đồng ý của bạn.',
  // Top-up and paying a booking with the balance (issue 19).
  topupAmountInvalid: 'Số tiền nạp phải từ 10.000 VNĐ đến 10.000.000 VNĐ và là bội số của 1.000 VNĐ.',
  topupNotFound: 'Không tìm thấy giao dịch nạp tiền.',
  balanceShort: 'Số dư tài khoản không đủ để thanh toán lịch đặt này.',
  bookingAlreadyPaid: 'Lịch đặt này đã được thanh toán bằng số dư.',
  bookingNotPayable: 'Lịch đặt này không thể thanh toán bằng số dư.',
  bookingPaidWithBalance: 'Đã thanh toán lịch đặt bằng số dư.',
  walletForbidden: 'Giao dịch hoặc lịch đặt này không thuộc tài khoản của bạn.',
  // Special-day prices said in words beside the price (home, step 2, step 0).
  priceWeekendNote: 'Giá cuối tuần · ngày thường {regular}',
  priceHolidayNote: 'Giá ngày lễ · ngày thường {regular}',
  priceSpecialAhead: 'Thứ 7, CN và ngày lễ: {price}',
  weekendPrices: 'Giá cuối tuần',
  // A zero price, in words wherever a price is shown (never 'FREE').
  priceFree: 'Miễn phí',
  // Day names, Sunday first (getUTCDay): English ones load with the English texts, not on first load.
  weekday0: 'Chủ Nhật',
  weekday1: 'Thứ Hai',
  weekday2: 'Thứ Ba',
  weekday3: 'Thứ Tư',
  weekday4: 'Thứ Năm',
  weekday5: 'Thứ Sáu',
  weekday6: 'Thứ Bảy',
} as const;
