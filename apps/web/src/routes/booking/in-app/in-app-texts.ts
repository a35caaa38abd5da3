import { registerTexts } from '../../../i18n/index.ts';

export const IN_APP_NS = 'booking-in-app';

registerTexts(IN_APP_NS, {
  vi: {
    home: 'Về trang chủ',
    sessionFailed: 'Phiên đăng nhập từ ứng dụng đã hết hạn, bạn vui lòng đăng nhập lại.',
  },
  en: { home: 'Back to home', sessionFailed: 'The app session has expired, please log in again.' },
});
