// Messages of document 001 (the /booking flow).
// Vietnamese quotes are verbatim in `vi`; English quotes are verbatim in `en` and translated in `vi`.
export const bookingMessages = {
  noticeTitle: { vi: 'Thông báo', en: 'Notice' },
  // The booking-failure toast uses this capitalisation.
  toastNoticeTitle: { vi: 'Thông Báo', en: 'Notice' },

  // Validation (001 §5).
  nameInvalid: { vi: 'Bạn nhập tên hợp lệ giúp chúng mình nhé!', en: 'Please enter a valid name for us!' },
  bookingOtpInvalid: {
    vi: 'Mã xác minh là số và có 6 kí tự',
    en: 'The verification code has 6 characters, digits only',
  },
  chooseSalonFirst: {
    vi: 'Bạn vui lòng chọn salon trước để xem giờ trống nhé!',
    en: 'Please choose a salon first to see free slots!',
  },
  chooseServicesFirst: {
    vi: 'Bạn vui lòng chọn dịch vụ để chọn giờ cắt',
    en: 'Please choose services to pick a haircut time',
  },
  servicesDiscontinued: {
    vi: 'Một số dịch vụ đã ngừng bán, bạn vui lòng chọn lại',
    en: 'Some services are no longer sold, please choose again',
  },
  // Not quoted by the spec: the server refuses two versions of one group or an add-on without its service.
  serviceSelectionInvalid: {
    vi: 'Mỗi nhóm chỉ chọn được một phiên bản dịch vụ, bạn vui lòng chọn lại',
    en: 'Only one version per service group can be chosen, please choose again',
  },
  // Template: {n} is the 1-based customer number.
  customerNotReady: {
    vi: 'Khách hàng {n} chưa chọn dịch vụ/giờ',
    en: 'Customer {n} service/hour not chosen yet',
  },
  onlyFirstCustomerDate: {
    vi: 'Chỉ có thể đổi thời gian của khách hàng 1',
    en: "Only customer 1's time can be changed",
  },
  groupOtherPhone: {
    vi: 'Bạn không thể đặt lịch theo nhóm khi dùng số điện thoại khác',
    en: 'You cannot book as a group when using another number',
  },
  searchEmpty: { vi: 'Bạn vui lòng nhập nội dung hợp lệ', en: 'Please enter valid input' },
  provinceNoSalon: { vi: 'Hiện tại không có salon nào ở đây', en: 'There is no salon here at the moment' },
  noSalonNearby: {
    vi: 'Không có salon nào gần bạn, vui lòng thử lại sau!',
    en: 'There is no salon near you, please try again later!',
  },
  noData: { vi: 'Không có dữ liệu', en: 'No data' },
  noSalonFound: { vi: 'Không tìm thấy Salon phù hợp', en: 'No matching salon found' },
  loginToBookGroup: { vi: 'Đăng nhập để đặt lịch theo nhóm', en: 'log in to book as a group' },
  loginWithBookingPhone: {
    vi: 'Bạn vui lòng đăng nhập bằng số điện thoại đặt lịch để xem ưu đãi của mình nhé!',
    en: 'Please log in with the booking phone number to see your promotions',
  },
  alreadyBookedLogin: {
    vi: 'BẠN ĐÃ CÓ LỊCH ĐẶT, BẠN VUI LÒNG ĐĂNG NHẬP ĐỂ ĐỔI LỊCH',
    en: 'YOU ALREADY HAVE A BOOKING, PLEASE LOG IN TO CHANGE IT',
  },

  // Outcomes and errors (001 §8).
  bookingFailed: {
    vi: 'Có lỗi xảy ra, vui lòng thử lại sau!',
    en: 'An error occurred, please try again later!',
  },
  bookingOtpIncorrect: { vi: 'Mã Xác Nhận Không Chính Xác!', en: 'Incorrect Verification Code!' },
  bookingOtpSuccess: { vi: 'Đặt lịch thành công!', en: 'Booked successfully!' },
  bookingSuccess: { vi: 'Đặt Lịch Thành Công!', en: 'Booked Successfully!' },
  promoCodeSuccess: { vi: 'Nhận mã thành công!', en: 'Code obtained successfully!' },
  promoNetworkError: {
    vi: 'Đã có lỗi xảy ra, bạn vui lòng thử lại sau!',
    en: 'An error occurred, please try again later!',
  },
  qrNoCode: {
    vi: 'Ảnh bạn chọn không có mã QR, hoặc mã quá nhỏ hay bị mờ. Bạn vui lòng chọn ảnh khác hoặc quét bằng camera nhé.',
    en: 'The image you chose contains no QR code, or it is small or blurry. Please choose another image or use the camera scan.',
  },
  // Templates: {day} is a day label (see day-label.ts) or a dd/mm date.
  stylistBusy: {
    vi: 'Stylist đã kín lịch {day}, bạn vui lòng chọn stylist khác nhé!',
    en: 'Stylist {day} is busy, please choose another stylist!',
  },
  salonFull: {
    vi: 'Salon đã kín lịch {day}, bạn vui lòng chọn ngày hoặc salon khác nhé',
    en: '{day} salon is fully booked, please choose another day or salon',
  },
  dayToday: { vi: 'hôm nay', en: 'today' },
  dayTomorrow: { vi: 'ngày mai', en: 'tomorrow' },
  // The spec's English word list reads 'day after'; kept verbatim.
  dayAfterTomorrow: { vi: 'ngày kia', en: 'day after' },
  locationDeniedToast: {
    vi: 'Bạn chưa cho phép quyền truy cập vị trí, bạn mở quyền hoặc tìm theo tỉnh thành nhé!',
    en: 'You have not allowed location access; please allow it or search by province!',
  },
  locationDeniedBanner: {
    vi: 'Bạn đang khóa quyền truy cập vị trí, bạn tìm salon theo thành phố bên dưới nhé!',
    en: 'Location access is blocked; please find a salon by city below!',
  },
  // Booking back end (not quoted by the spec, natural Vietnamese with an English twin).
  salonNotFound: {
    vi: 'Salon không tồn tại hoặc đã ngừng hoạt động.',
    en: 'The salon does not exist or has closed.',
  },
  salonNotOpenYet: {
    vi: 'Salon chưa khai trương vào ngày bạn chọn, bạn vui lòng chọn ngày khác nhé!',
    en: 'The salon is not open yet on the chosen day, please choose another day',
  },
  bookingDayNotAllowed: {
    vi: 'Ngày bạn chọn chưa mở đặt lịch, bạn vui lòng chọn ngày khác nhé!',
    en: 'Booking is not open for the chosen day, please choose another day',
  },
  hourNotFound: {
    vi: 'Khung giờ không hợp lệ, bạn vui lòng chọn lại giờ nhé!',
    en: 'Invalid time slot, please choose the hour again',
  },
  hourTooLate: {
    vi: 'Không đủ thời gian làm dịch vụ trước giờ đóng cửa, bạn vui lòng chọn giờ sớm hơn nhé!',
    en: 'Not enough time for the services before closing, please choose an earlier hour',
  },
  stylistNotWorking: {
    vi: 'Stylist không làm việc tại salon này vào ngày bạn chọn, bạn vui lòng chọn stylist khác nhé!',
    en: 'The stylist does not work at this salon on the chosen day, please choose another stylist',
  },
  groupSameStylist: {
    vi: 'Mỗi khách hàng trong nhóm cần một stylist khác nhau, bạn vui lòng chọn lại nhé!',
    en: 'Each customer of a group needs a different stylist, please choose again',
  },
  masterFull: {
    vi: 'Stylist master đã đủ 12 khách trong ngày, bạn vui lòng chọn stylist khác nhé!',
    en: 'The master stylist already has 12 customers that day, please choose another stylist',
  },
  bookingHoldExpired: {
    vi: 'Lịch giữ chỗ đã hết hạn xác nhận, bạn vui lòng đặt lại nhé!',
    en: 'The hold on this booking has expired, please book again',
  },
  bookingAlreadyConfirmed: {
    vi: 'Lịch đặt này đã được xác nhận.',
    en: 'This booking is already confirmed.',
  },
  bookingViewDenied: {
    vi: 'Bạn vui lòng đăng nhập bằng số điện thoại đặt lịch để xem lịch đặt này.',
    en: 'Please log in with the booking phone number to see this booking.',
  },
  // Promotions (not quoted by the spec, natural Vietnamese with an English twin).
  campaignNotFound: {
    vi: 'Ưu đãi không tồn tại hoặc đã kết thúc.',
    en: 'The promotion does not exist or has ended.',
  },
  campaignNotStarted: {
    vi: 'Ưu đãi chưa bắt đầu, bạn vui lòng quay lại sau nhé!',
    en: 'The promotion has not started yet.',
  },
  campaignExpired: { vi: 'Ưu đãi đã hết hạn.', en: 'The promotion has expired.' },
  campaignSalonNotApplied: {
    vi: 'Ưu đãi không áp dụng tại salon bạn chọn.',
    en: 'The promotion does not apply at the chosen salon.',
  },
  campaignUsedUp: { vi: 'Ưu đãi đã hết lượt sử dụng.', en: 'The promotion has no uses left.' },
  campaignConditionNotMet: {
    vi: 'Bạn chưa chọn dịch vụ đủ điều kiện áp dụng ưu đãi.',
    en: 'No chosen service meets the promotion condition.',
  },
  campaignOncePerPhone: {
    vi: 'Số điện thoại này đã dùng ưu đãi này rồi.',
    en: 'This phone number has already used this promotion.',
  },
  // Promotions that cannot both lower a price are not used together; nothing is spent for nothing.
  campaignNotCombinable: {
    vi: 'Ưu đãi này không dùng chung được với ưu đãi đã chọn cho cùng dịch vụ.',
    en: 'This promotion cannot be combined with the one already chosen for the same service.',
  },
  campaignNoSaving: {
    vi: 'Ưu đãi này không giảm giá dịch vụ bạn đã chọn.',
    en: 'This promotion does not lower the price of the services you chose.',
  },
  promoCodeRequired: { vi: 'Bạn vui lòng nhập mã ưu đãi.', en: 'Please enter a promotion code.' },
  promoCodeInvalid: {
    vi: 'Mã ưu đãi không đúng hoặc đã hết hạn.',
    en: 'The promotion code is wrong or has expired.',
  },
  promoCodeAlreadyClaimed: {
    vi: 'Bạn đã nhận mã ưu đãi này rồi.',
    en: 'You have already claimed this code.',
  },
  promoCodeOutOfStock: { vi: 'Mã ưu đãi đã hết lượt nhận.', en: 'This code has no claims left.' },
  voucherAlreadyClaimed: {
    vi: 'Số điện thoại này đã nhận ưu đãi này rồi.',
    en: 'This phone number has already received this promotion.',
  },
  campaignNotClaimable: {
    vi: 'Ưu đãi này không thể nhận theo cách này.',
    en: 'This promotion cannot be claimed this way.',
  },
  rewardOutOfStock: {
    vi: 'Ưu đãi đã hết quà để nhận.',
    en: 'No rewards of this promotion are left.',
  },
  // Group booking and changing a booking (not quoted by the spec).
  groupNotAtSalon: {
    vi: 'Salon này không nhận đặt lịch theo nhóm vào ngày bạn chọn, bạn vui lòng chọn salon hoặc ngày khác nhé!',
    en: 'This salon does not take group bookings on the chosen day, please choose another salon or day',
  },
  groupNotEnoughStylists: {
    vi: 'Giờ bạn chọn không còn đủ stylist cho cả nhóm, bạn vui lòng chọn giờ khác nhé!',
    en: 'Not enough stylists are free for the whole group at the chosen hours, please choose other hours',
  },
  bookingCancelledNoChange: {
    vi: 'Lịch đặt đã hủy, bạn không thể đổi lịch này.',
    en: 'This booking is cancelled and cannot be changed.',
  },
  bookingPastNoChange: {
    vi: 'Lịch hẹn đã qua giờ, bạn không thể đổi lịch nữa.',
    en: 'This booking time has passed and can no longer be changed.',
  },
  bookingChangeSuccess: { vi: 'Đổi Lịch Thành Công!', en: 'Booking Changed Successfully!' },
  // Holds that cost an attacker more than a victim (decision 0101; not quoted by the spec).
  bookingHoldsPerAddress: {
    vi: 'Bạn đang có quá nhiều lịch giữ chỗ chưa xác nhận. Bạn vui lòng xác nhận mã OTP của lịch đã đặt hoặc thử lại sau {minutes} phút nhé!',
    en: 'You have too many unconfirmed bookings. Please confirm the code of a booking you made or try again in {minutes} minutes.',
  },
  bookingHoldsPerPhone: {
    vi: 'Số điện thoại này có quá nhiều lịch giữ chỗ chưa xác nhận. Bạn vui lòng xác nhận mã OTP hoặc thử lại sau {minutes} phút nhé!',
    en: 'This phone number has too many unconfirmed bookings. Please confirm a code or try again in {minutes} minutes.',
  },
  bookingCaptchaRequired: {
    vi: 'Bạn vui lòng xác nhận không phải người máy để giữ chỗ.',
    en: 'Please confirm you are not a robot to hold this booking.',
  },
  campaignUsedUpAtConfirm: {
    vi: 'Ưu đãi "{name}" vừa hết lượt sử dụng nên lịch chưa được xác nhận. Bạn vui lòng chọn lại ưu đãi và đặt lịch lại nhé!',
    en: 'The promotion "{name}" has just run out, so the booking is not confirmed. Please choose the promotions again and book again.',
  },
  campaignOncePerPhoneAtConfirm: {
    vi: 'Số điện thoại này đã dùng ưu đãi "{name}" rồi nên lịch chưa được xác nhận. Bạn vui lòng chọn lại ưu đãi và đặt lịch lại nhé!',
    en: 'This phone number has already used the promotion "{name}", so the booking is not confirmed. Please choose the promotions again and book again.',
  },
} as const;
