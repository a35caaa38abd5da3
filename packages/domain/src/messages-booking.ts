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
} as const;
