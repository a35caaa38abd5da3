// Messages of document 001 (the /booking flow).
// Vietnamese texts, the default language: Vietnamese quotes verbatim, English quotes translated.
// English (its quotes verbatim) is in messages-booking-en.ts, key for key.
export const bookingMessages = {
  noticeTitle: 'Thông báo',
  // The booking-failure toast uses this capitalisation.
  toastNoticeTitle: 'Thông Báo',

  // Validation (001 §5).
  nameInvalid: 'Bạn nhập tên hợp lệ giúp chúng mình nhé!',
  bookingOtpInvalid: 'Mã xác minh là số và có 6 kí tự',
  chooseSalonFirst: 'Bạn vui lòng chọn salon trước để xem giờ trống nhé!',
  chooseServicesFirst: 'Bạn vui lòng chọn dịch vụ để chọn giờ hẹn',
  servicesDiscontinued: 'Một số dịch vụ đã ngừng bán, bạn vui lòng chọn lại',
  // Not quoted by the spec: the server refuses two versions of one group or an add-on without its service.
  serviceSelectionInvalid: 'Mỗi nhóm chỉ chọn được một phiên bản dịch vụ, bạn vui lòng chọn lại',
  // Template: {n} is the 1-based customer number.
  customerNotReady: 'Khách hàng {n} chưa chọn dịch vụ/giờ',
  onlyFirstCustomerDate: 'Chỉ có thể đổi thời gian của khách hàng 1',
  groupOtherPhone: 'Bạn không thể đặt lịch theo nhóm khi dùng số điện thoại khác',
  searchEmpty: 'Bạn vui lòng nhập nội dung hợp lệ',
  provinceNoSalon: 'Hiện tại không có salon nào ở đây',
  noSalonNearby: 'Không có salon nào gần bạn, vui lòng thử lại sau!',
  noData: 'Không có dữ liệu',
  noSalonFound: 'Không tìm thấy Salon phù hợp',
  loginToBookGroup: 'Đăng nhập để đặt lịch theo nhóm',
  loginWithBookingPhone: 'Bạn vui lòng đăng nhập bằng số điện thoại đặt lịch để xem ưu đãi của mình nhé!',
  alreadyBookedLogin: 'BẠN ĐÃ CÓ LỊCH ĐẶT, BẠN VUI LÒNG ĐĂNG NHẬP ĐỂ ĐỔI LỊCH',

  // Outcomes and errors (001 §8).
  bookingFailed: 'Có lỗi xảy ra, vui lòng thử lại sau!',
  bookingOtpIncorrect: 'Mã Xác Nhận Không Chính Xác!',
  bookingOtpSuccess: 'Đặt lịch thành công!',
  bookingSuccess: 'Đặt Lịch Thành Công!',
  promoCodeSuccess: 'Nhận mã thành công!',
  promoNetworkError: 'Đã có lỗi xảy ra, bạn vui lòng thử lại sau!',
  qrNoCode:
    'Ảnh bạn chọn không có mã QR, hoặc mã quá nhỏ hay bị mờ. Bạn vui lòng chọn ảnh khác hoặc quét bằng camera nhé.',
  // Templates: {day} is a day label (see day-label.ts) or a dd/mm date.
  stylistBusy: 'Stylist đã kín lịch {day}, bạn vui lòng chọn stylist khác nhé!',
  salonFull: 'Salon đã kín lịch {day}, bạn vui lòng chọn ngày hoặc salon khác nhé',
  dayToday: 'hôm nay',
  dayTomorrow: 'ngày mai',
  // The spec's English word list reads 'day after'; kept verbatim.
  dayAfterTomorrow: 'ngày kia',
  locationDeniedToast: 'Bạn chưa cho phép quyền truy cập vị trí, bạn mở quyền hoặc tìm theo tỉnh thành nhé!',
  locationDeniedBanner: 'Bạn đang khóa quyền truy cập vị trí, bạn tìm salon theo thành phố bên dưới nhé!',
  // Booking back end (not quoted by the spec, natural Vietnamese with an English twin).
  salonNotFound: 'Salon không tồn tại hoặc đã ngừng hoạt động.',
  salonNotBookable: 'Salon đào tạo không nhận đặt lịch, bạn vui lòng chọn salon khác nhé!',
  salonNotOpenYet: 'Salon chưa khai trương vào ngày bạn chọn, bạn vui lòng chọn ngày khác nhé!',
  bookingDayNotAllowed: 'Ngày bạn chọn chưa mở đặt lịch, bạn vui lòng chọn ngày khác nhé!',
  hourNotFound: 'Khung giờ không hợp lệ, bạn vui lòng chọn lại giờ nhé!',
  // Decision 0148: a salon's special hours on that day, and a salon where the system picks the stylist.
  hourOutsideSpecialHours:
    'Ngày bạn chọn salon chỉ nhận khách trong khung giờ {hours}, bạn vui lòng chọn giờ khác nhé!',
  stylistChoiceClosed:
    'Salon này không nhận chọn stylist trước, hệ thống sẽ chọn stylist phù hợp nhất cho bạn. Bạn vui lòng đặt lại nhé!',
  hourTooLate: 'Không đủ thời gian làm dịch vụ trước giờ đóng cửa, bạn vui lòng chọn giờ sớm hơn nhé!',
  stylistNotWorking:
    'Stylist không làm việc tại salon này vào ngày bạn chọn, bạn vui lòng chọn stylist khác nhé!',
  skinnerNotWorking:
    'Chuyên viên chăm sóc da không làm việc tại salon này vào ngày bạn chọn, bạn vui lòng chọn chuyên viên khác nhé!',
  groupSameStylist: 'Mỗi khách hàng trong nhóm cần một stylist khác nhau, bạn vui lòng chọn lại nhé!',
  masterFull: 'Stylist master đã đủ 12 khách trong ngày, bạn vui lòng chọn stylist khác nhé!',
  // 001 §4: a salon cannot serve a service of delivery type 2 (at home only).
  serviceAtHomeOnly:
    'Dịch vụ {name} chỉ phục vụ tại nhà, bạn vui lòng chọn dịch vụ khác hoặc đặt lịch tại nhà.',
  // Booking at home (decision 0124; not quoted by the spec).
  serviceSalonOnly: 'Dịch vụ {name} chỉ phục vụ tại salon, bạn vui lòng chọn dịch vụ khác nhé!',
  atHomeAddressMissing: 'Bạn vui lòng chọn hoặc nhập địa chỉ để đặt lịch tại nhà nhé!',
  atHomeOutOfArea:
    'Địa chỉ cách salon {km} km, ngoài bán kính phục vụ tại nhà {radius} km. Bạn vui lòng chọn salon gần hơn nhé!',
  atHomeNoTravelTime:
    'Giờ này không đủ thời gian để stylist di chuyển đến nhà bạn, bạn vui lòng chọn giờ khác nhé!',
  bookingHoldExpired: 'Lịch giữ chỗ đã hết hạn xác nhận, bạn vui lòng đặt lại nhé!',
  bookingAlreadyConfirmed: 'Lịch đặt này đã được xác nhận.',
  bookingViewDenied: 'Bạn vui lòng đăng nhập bằng số điện thoại đặt lịch để xem lịch đặt này.',
  // Promotions (not quoted by the spec, natural Vietnamese with an English twin).
  campaignNotFound: 'Ưu đãi không tồn tại hoặc đã kết thúc.',
  campaignNotStarted: 'Ưu đãi chưa bắt đầu, bạn vui lòng quay lại sau nhé!',
  campaignExpired: 'Ưu đãi đã hết hạn.',
  campaignSalonNotApplied: 'Ưu đãi không áp dụng tại salon bạn chọn.',
  campaignUsedUp: 'Ưu đãi đã hết lượt sử dụng.',
  campaignConditionNotMet: 'Bạn chưa chọn dịch vụ đủ điều kiện áp dụng ưu đãi.',
  campaignOncePerPhone: 'Số điện thoại này đã dùng ưu đãi này rồi.',
  // Promotions that cannot both lower a price are not used together; nothing is spent for nothing.
  campaignNotCombinable: 'Ưu đãi này không dùng chung được với ưu đãi đã chọn cho cùng dịch vụ.',
  campaignNoSaving: 'Ưu đãi này không giảm giá dịch vụ bạn đã chọn.',
  promoCodeRequired: 'Bạn vui lòng nhập mã ưu đãi.',
  promoCodeInvalid: 'Mã ưu đãi không đúng hoặc đã hết hạn.',
  promoCodeAlreadyClaimed: 'Bạn đã nhận mã ưu đãi này rồi.',
  promoCodeOutOfStock: 'Mã ưu đãi đã hết lượt nhận.',
  voucherAlreadyClaimed: 'Số điện thoại này đã nhận ưu đãi này rồi.',
  campaignNotClaimable: 'Ưu đãi này không thể nhận theo cách này.',
  rewardOutOfStock: 'Ưu đãi đã hết quà để nhận.',
  // Group booking and changing a booking (not quoted by the spec).
  groupNotAtSalon:
    'Salon này không nhận đặt lịch theo nhóm vào ngày bạn chọn, bạn vui lòng chọn salon hoặc ngày khác nhé!',
  groupNotEnoughStylists: 'Giờ bạn chọn không còn đủ stylist cho cả nhóm, bạn vui lòng chọn giờ khác nhé!',
  bookingCancelledNoChange: 'Lịch đặt đã hủy, bạn không thể đổi lịch này.',
  bookingPastNoChange: 'Lịch hẹn đã qua giờ, bạn không thể đổi lịch nữa.',
  bookingChangeSuccess: 'Đổi Lịch Thành Công!',
  // Holds counted per phone and per (phone, address), never per address alone (decision 0137).
  bookingHoldsPerPhone:
    'Số điện thoại này đã giữ chỗ {count} lần trong 10 phút qua mà chưa nhập mã xác nhận. Bạn vui lòng nhập mã đã gửi, đăng nhập để đặt lịch ngay, hoặc thử lại sau {minutes} phút nhé!',
  bookingHoldsPerPhoneAddress:
    'Bạn đã giữ chỗ cho số điện thoại này {count} lần trong 10 phút qua mà chưa nhập mã xác nhận. Bạn vui lòng nhập mã đã gửi hoặc thử lại sau {minutes} phút nhé!',
  bookingHeldOnConfirm:
    'Ngày bạn chọn, salon đã có nhiều lịch đang chờ xác nhận: giờ của bạn sẽ được giữ ngay khi bạn nhập đúng mã.',
  bookingTakenBeforeConfirm:
    'Trong lúc chờ mã xác nhận, giờ bạn chọn đã có người đặt. Bạn vui lòng chọn giờ khác nhé!',
  bookingCaptchaRequired: 'Bạn vui lòng xác nhận không phải người máy để giữ chỗ.',
  bookingCaptchaHarder:
    'Nhiều người đang đặt lịch từ cùng mạng với bạn, bạn vui lòng xác nhận không phải người máy (có thể mất vài giây) để giữ chỗ.',
  campaignUsedUpAtConfirm:
    'Ưu đãi "{name}" vừa hết lượt sử dụng nên lịch chưa được xác nhận. Bạn vui lòng chọn lại ưu đãi và đặt lịch lại nhé!',
  campaignOncePerPhoneAtConfirm:
    'Số điện thoại này đã dùng ưu đãi "{name}" rồi nên lịch chưa được xác nhận. Bạn vui lòng chọn lại ưu đãi và đặt lịch lại nhé!',
  // Waitlist (issue 22, decision 0128; not quoted by the spec).
  waitlistJoined: 'Đã ghi tên bạn vào danh sách chờ. Khi có chỗ trống, chúng tôi sẽ nhắn tin cho bạn.',
  waitlistLeft: 'Bạn đã rời danh sách chờ.',
  waitlistNeedsOwnLogin:
    'Bạn vui lòng xác nhận số điện thoại này bằng mã OTP (đăng nhập bằng số này) để ghi danh chờ.',
  waitlistTooMany: 'Bạn đang chờ {n} chỗ, bạn vui lòng rời bớt một chỗ trước khi ghi danh thêm.',
  waitlistEntryNotFound: 'Không tìm thấy đăng ký chờ này.',
  waitlistOfferNotFound: 'Lời mời giữ chỗ không tồn tại.',
  waitlistOfferLapsed: 'Lời mời giữ chỗ đã hết hạn, chỗ đã được chuyển cho người tiếp theo.',
  waitlistOfferClaimed: 'Bạn đã xác nhận lịch này rồi.',
  waitlistOfferText:
    '{brand}: Đã có chỗ lúc {hour} ngày {date} tại {salon}. Chỗ được giữ cho bạn 10 phút, xác nhận tại {link}',
} as const;
