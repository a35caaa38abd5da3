import { registerTexts } from '../../i18n/index.ts';

// Texts of the shared OTP parts (namespace 'otp'), loaded with the login modal or the OTP popup.
registerTexts('otp', {
  vi: { digit: 'Chữ số thứ {n} của mã xác nhận' },
  en: { digit: 'Digit {n} of the code' },
});
