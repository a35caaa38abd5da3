import { registerTexts } from '../../i18n/index.ts';

registerTexts('reminders', {
  vi: {
    title: 'Nhắc lịch',
    lead: 'Moyo sẽ nhắc bạn trước giờ hẹn:',
    at: '{time}, ngày {date}',
    via: 'qua {channel}',
    zalo: 'Zalo',
    sms: 'SMS',
    none: 'Không còn lời nhắc nào sắp gửi.',
    off: 'Bạn đã tắt nhắc lịch cho lịch hẹn này.',
    switch: 'Nhận tin nhắc lịch',
    sent: 'Đã gửi {n} lời nhắc.',
    failed: 'Chưa lưu được, bạn thử lại sau nhé.',
  },
  en: {
    title: 'Reminders',
    lead: 'Moyo will remind you before your visit:',
    at: '{time} on {date}',
    via: 'by {channel}',
    zalo: 'Zalo',
    sms: 'SMS',
    none: 'No reminders left to send.',
    off: 'Reminders are off for this booking.',
    switch: 'Send me reminders',
    sent: '{n} reminder(s) sent.',
    failed: 'Could not save that, please try again later.',
  },
});
