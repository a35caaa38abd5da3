import { registerTexts } from '../../i18n/index.ts';

// Texts of the home page's own parts (namespace 'home'); the box's labels stay in the default namespace.
registerTexts('home', {
  vi: {
    consentTitle: 'Đồng ý xử lý dữ liệu cá nhân',
    consentText:
      'Để đặt lịch, Moyo cần dùng số điện thoại của bạn để giữ chỗ, gửi mã xác nhận và nhắc lịch. Moyo không chia sẻ số điện thoại của bạn cho bên thứ ba vì mục đích quảng cáo.',
    consentPolicy: 'Đọc Chính sách bảo mật',
    consentCheckbox: 'Tôi đồng ý để Moyo xử lý dữ liệu cá nhân của tôi theo Chính sách bảo mật.',
    consentRequired: 'Bạn cần đồng ý để tiếp tục đặt lịch.',
    consentContinue: 'TIẾP TỤC',
  },
  en: {
    consentTitle: 'Consent to personal-data processing',
    consentText:
      'To book, Moyo uses your phone number to hold your seat, send verification codes and remind you. Moyo never shares your number with third parties for advertising.',
    consentPolicy: 'Read the privacy policy',
    consentCheckbox: 'I agree that Moyo processes my personal data under the privacy policy.',
    consentRequired: 'You need to agree to continue booking.',
    consentContinue: 'CONTINUE',
  },
});
