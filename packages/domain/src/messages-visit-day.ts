// Messages of the day of the visit: check-in by QR or on arrival, the live queue (decision 0141);
// English in messages-visit-day-en.ts.
export const visitDayMessages = {
  checkInDone: 'Đã check-in lịch hẹn.',
  checkInAlready: 'Lịch này đã check-in rồi.',
  checkInTokenInvalid: 'Mã QR không hợp lệ: đây không phải mã check-in của lịch hẹn.',
  checkInOtherSalon: 'Mã QR này là lịch hẹn của salon khác.',
  checkInAtHome: 'Lịch gội tại nhà không cần check-in: stylist sẽ đến địa chỉ của bạn.',
  checkInCancelled: 'Lịch hẹn này đã bị hủy, không check-in được.',
  checkInNotConfirmed: 'Lịch hẹn này chưa được xác nhận, không check-in được.',
  checkInPast: 'Lịch hẹn này đã qua ngày, không check-in được.',
  checkInNotToday: 'Lịch hẹn này chưa đến ngày, chỉ check-in được trong ngày hẹn.',
  arrivedTooFar: 'Bạn cần ở trong vòng 150 m quanh salon để báo đã đến.',
  arrivedTooEarly: 'Bạn báo đã đến được từ 30 phút trước giờ hẹn nhé.',
  arrivedTooLate: 'Giờ hẹn đã qua quá lâu, bạn nhắn salon giúp chúng mình nhé.',
  serviceStarted: 'Đã ghi nhận giờ bắt đầu phục vụ.',
  serviceEnded: 'Đã ghi nhận giờ xong dịch vụ.',
  serviceAlreadyStarted: 'Khách này đã bắt đầu phục vụ rồi.',
  serviceNotStarted: 'Khách này chưa bắt đầu phục vụ.',
  serviceAlreadyEnded: 'Khách này đã xong dịch vụ rồi.',
  bookingGuestNotFound: 'Không tìm thấy khách này trong lịch hẹn.',
  queueOnTime: 'Dự kiến bắt đầu {start}, đúng giờ',
  queueLate: 'Dự kiến bắt đầu {start}, trễ {delay} phút',
  queueInService: 'Đang phục vụ',
  queueDone: 'Đã xong dịch vụ',
  lateNoticeText:
    '{brand}: stylist của bạn đang trễ khoảng {delay} phút. Lịch {time} {date} tại {salon} dự kiến bắt đầu {expected}, bạn có thể đến muộn hơn. Xem hàng chờ: {link}',
} as const;
