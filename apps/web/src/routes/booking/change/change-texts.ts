import { registerTexts } from '../../../i18n/index.ts';

// Texts of changing a booking.
registerTexts('booking-change', {
  vi: {
    changing: 'Bạn đang đổi lịch đã đặt. Chọn lại salon, dịch vụ, ngày giờ rồi bấm Hoàn tất để lưu.',
    newBooking: 'Đặt lịch mới thay vì đổi lịch',
  },
  en: {
    changing: 'You are changing an existing booking. Choose again, then press Complete to save.',
    newBooking: 'Make a new booking instead',
  },
});
