// Messages of reminders and the change/cancel cutoff (issue 22); English in messages-reminders-en.ts.
export const reminderMessages = {
  bookingCutoffNoChange: 'Đã quá hạn đổi lịch: lịch chỉ đổi được trước giờ hẹn {minutes} phút.',
  bookingCutoffNoCancel: 'Đã quá hạn hủy lịch: lịch chỉ hủy được trước giờ hẹn {minutes} phút.',
  bookingCutoffNotice: 'Bạn có thể đổi hoặc hủy lịch đến {time} ngày {date} ({minutes} phút trước giờ hẹn).',
  bookingCutoffPassedNotice: 'Đã quá hạn đổi, hủy lịch: chỉ đổi hoặc hủy được trước giờ hẹn {minutes} phút.',
  reminderText:
    '{brand} nhắc lịch: {time} ngày {date} tại {salon}, {address}. Xem, đổi hoặc hủy lịch (đến {cutoff}): {link}',
  remindersTurnedOff: 'Đã tắt nhắc lịch cho lịch hẹn này.',
  remindersTurnedOn: 'Đã bật nhắc lịch cho lịch hẹn này.',
  reminderLinkInvalid: 'Liên kết đã hết hạn hoặc không hợp lệ.',
  pushSubscribed: 'Đã bật thông báo nhắc lịch trên thiết bị này.',
  pushEndpointRefused: 'Địa chỉ nhận thông báo không hợp lệ: hãy bật lại thông báo từ trình duyệt.',
} as const;
