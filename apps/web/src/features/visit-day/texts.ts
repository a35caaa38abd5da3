import { registerTexts } from '../../i18n/index.ts';

registerTexts('visit-day', {
  vi: {
    title: 'Check-in tại salon',
    qrLabel: 'Mã QR check-in của lịch hẹn {code}',
    code: 'Mã lịch',
    show: 'Đưa mã này cho lễ tân khi đến salon.',
    checkedIn: 'Đã check-in lúc {time}.',
    arrived: 'Tôi đã đến',
    arriving: 'Đang xác định vị trí…',
    noLocation: 'Chưa lấy được vị trí của bạn: bạn đưa mã QR cho lễ tân nhé.',
    failed: 'Chưa gửi được, bạn thử lại sau nhé.',
    queueTitle: 'Hàng chờ hôm nay',
    ahead: 'Còn {n} khách trước bạn',
    yourTurn: 'Sắp đến lượt bạn',
    guest: 'Khách {n} · stylist {stylist}',
  },
  en: {
    title: 'Check in at the salon',
    qrLabel: 'Check-in QR code of booking {code}',
    code: 'Booking code',
    show: 'Show this code at the reception when you arrive.',
    checkedIn: 'Checked in at {time}.',
    arrived: "I'm here",
    arriving: 'Finding your location…',
    noLocation: 'Your location is not available: please show the QR code at the reception.',
    failed: 'Could not send, please try again later.',
    queueTitle: "Today's queue",
    ahead: '{n} guests before you',
    yourTurn: 'Your turn is next',
    guest: 'Guest {n} · stylist {stylist}',
  },
});
