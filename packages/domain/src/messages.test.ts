import { describe, expect, it } from 'vitest';
import {
  customerNotReadyMessage,
  fill,
  findMessageKey,
  isMessageKey,
  type MessageKey,
  message,
  messageWith,
  salonFullMessage,
  setEnglishMessages,
  stylistBusyMessage,
  vietnameseMessages,
} from './messages.ts';
import { englishMessages } from './messages-en.ts';

// Every message quoted by the spec, verbatim, with the locale it is quoted in.
const vietnameseQuotes: [MessageKey, string][] = [
  ['phoneRequired', 'Mời bạn nhập số điện thoại!'],
  ['phoneNeedTenDigits', 'Bạn nhập đủ 10 số giúp chúng mình nhé!'],
  ['phoneWrong', 'Sai số điện thoại! Bạn nhập lại đúng giúp chúng mình nhé!'],
  ['phoneInvalid', 'Bạn nhập số điện thoại hợp lệ giúp chúng mình nhé!'],
  ['loginPhoneInvalid', 'Số điện thoại sai định dạng.'],
  ['homePhoneShort', 'Bạn vui lòng nhập đủ 10 số điện thoại nhé!'],
  ['homePhoneInvalid', 'Bạn vui lòng nhập số điện thoại hợp lệ giúp chúng mình nhé!'],
  ['errorTitle', 'Lỗi'],
  ['passwordInvalid', 'Mật khẩu sai định dạng.'],
  ['passwordNotDigits', 'Mật khẩu phải là số và 6 kí tự.'],
  ['otpInvalid', 'Mã xác nhận sai định dạng.'],
  ['otpNotDigits', 'Mã xác minh là số và 6 kí tự.'],
  ['passwordSetSuccess', 'Đặt mật khẩu thành công!'],
  ['logoutSuccess', 'Đăng xuất thành công!'],
  ['systemInterrupted', 'Hệ thống bị gián đoạn xin vui lòng thử lại sau!'],
  ['otpIncorrect', 'Mã xác nhận không chính xác.'],
  ['otpHelpSms', 'Kiểm tra SMS để lấy OTP đăng nhập.'],
  ['otpHelpZalo', 'Kiểm tra Zalo để lấy OTP đăng nhập.'],
  ['otpHelpVoice', 'Đợi cuộc gọi tự động để lấy OTP đăng nhập.'],
  ['notBooked', 'Bạn chưa đặt lịch!'],
  ['cancelSuccess', 'Hủy Lịch Thành Công!'],
  ['bookingCanceled', 'Lịch đặt đã hủy'],
  ['bookingNotFound', 'Lịch Không Tồn Tại!'],
  ['salonNoDirections', 'Salon đang cập nhật tính năng chỉ đường!'],
  ['noticeTitle', 'Thông báo'],
  ['toastNoticeTitle', 'Thông Báo'],
  ['nameInvalid', 'Bạn nhập tên hợp lệ giúp chúng mình nhé!'],
  ['bookingOtpInvalid', 'Mã xác minh là số và có 6 kí tự'],
  ['provinceNoSalon', 'Hiện tại không có salon nào ở đây'],
  ['noSalonNearby', 'Không có salon nào gần bạn, vui lòng thử lại sau!'],
  ['noData', 'Không có dữ liệu'],
  ['noSalonFound', 'Không tìm thấy Salon phù hợp'],
  ['alreadyBookedLogin', 'BẠN ĐÃ CÓ LỊCH ĐẶT, BẠN VUI LÒNG ĐĂNG NHẬP ĐỂ ĐỔI LỊCH'],
  ['bookingFailed', 'Có lỗi xảy ra, vui lòng thử lại sau!'],
  ['bookingOtpIncorrect', 'Mã Xác Nhận Không Chính Xác!'],
  ['bookingOtpSuccess', 'Đặt lịch thành công!'],
  ['bookingSuccess', 'Đặt Lịch Thành Công!'],
  [
    'locationDeniedToast',
    'Bạn chưa cho phép quyền truy cập vị trí, bạn mở quyền hoặc tìm theo tỉnh thành nhé!',
  ],
  ['locationDeniedBanner', 'Bạn đang khóa quyền truy cập vị trí, bạn tìm salon theo thành phố bên dưới nhé!'],
  // Server-side messages asked for by the brief.
  ['slotTaken', 'Giờ này vừa có người đặt, bạn vui lòng chọn giờ khác nhé!'],
  ['invalidRequest', 'Dữ liệu gửi lên không hợp lệ.'],
  ['serverError', 'Hệ thống đang bận, bạn vui lòng thử lại sau!'],
  ['invalidId', 'Mã không hợp lệ.'],
];

const englishQuotes: [MessageKey, string][] = [
  ['chooseSalonFirst', 'Please choose a salon first to see free slots!'],
  ['chooseServicesFirst', 'Please choose services to pick a haircut time'],
  ['servicesDiscontinued', 'Some services are no longer sold, please choose again'],
  ['customerNotReady', 'Customer {n} service/hour not chosen yet'],
  ['onlyFirstCustomerDate', "Only customer 1's time can be changed"],
  ['groupOtherPhone', 'You cannot book as a group when using another number'],
  ['searchEmpty', 'Please enter valid input'],
  ['loginToBookGroup', 'log in to book as a group'],
  ['promoCodeSuccess', 'Code obtained successfully!'],
  ['promoNetworkError', 'An error occurred, please try again later!'],
  [
    'qrNoCode',
    'The image you chose contains no QR code, or it is small or blurry. Please choose another image or use the camera scan.',
  ],
  ['stylistBusy', 'Stylist {day} is busy, please choose another stylist!'],
  ['salonFull', '{day} salon is fully booked, please choose another day or salon'],
  ['slotTaken', 'This slot was just taken, please choose another hour'],
];

describe('messages catalogue', () => {
  it.each(vietnameseQuotes)('%s is the spec Vietnamese text verbatim', (key, text) => {
    expect(message(key)).toBe(text);
    expect(message(key, 'vi')).toBe(text);
  });

  it.each(englishQuotes)('%s is the spec English text verbatim', (key, text) => {
    expect(message(key, 'en')).toBe(text);
  });

  it('translates English-quoted messages into Vietnamese for the default locale', () => {
    for (const [key, en] of englishQuotes) {
      if (key === 'slotTaken') continue;
      expect(message(key)).not.toBe(en);
      // A Vietnamese translation carries diacritics.
      expect(message(key)).toMatch(/[\u00C0-\u1EF9]/);
    }
  });

  it('has a non-empty text in both languages for every key', () => {
    expect(Object.keys(englishMessages).sort()).toEqual(Object.keys(vietnameseMessages).sort());
    for (const [key, vi] of Object.entries(vietnameseMessages)) {
      expect(vi.trim(), key).not.toBe('');
      expect(englishMessages[key as MessageKey].trim(), key).not.toBe('');
    }
  });

  it('uses the same placeholders in both languages', () => {
    const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [key, vi] of Object.entries(vietnameseMessages)) {
      expect(names(vi), key).toEqual(names(englishMessages[key as MessageKey]));
    }
  });

  it('says English from the catalogue handed over, and Vietnamese for a text it lacks', () => {
    const { noData: _, ...withoutNoData } = englishMessages;
    try {
      setEnglishMessages({ ...withoutNoData, phoneInvalid: 'Phone?' } as typeof englishMessages);
      expect(message('phoneInvalid', 'en')).toBe('Phone?');
      expect(message('noData', 'en')).toBe('Không có dữ liệu');
      expect(message('phoneInvalid')).toBe('Bạn nhập số điện thoại hợp lệ giúp chúng mình nhé!');
    } finally {
      setEnglishMessages(englishMessages);
    }
    expect(message('noData', 'en')).toBe(englishMessages.noData);
  });

  it('has distinct Vietnamese texts so findMessageKey is unambiguous', () => {
    const vi = Object.values(vietnameseMessages);
    expect(new Set(vi).size).toBe(vi.length);
    expect(findMessageKey('Mã không hợp lệ.')).toBe('invalidId');
    expect(findMessageKey('no such text')).toBeUndefined();
  });

  it('recognises keys', () => {
    expect(isMessageKey('noData')).toBe(true);
    expect(isMessageKey('toString')).toBe(false);
  });
});

describe('fill and templates', () => {
  it('replaces known placeholders and keeps unknown ones visible', () => {
    expect(fill('{a} and {b} and {a}', { a: 1 })).toBe('1 and {b} and 1');
    expect(fill('no placeholders', { a: 'x' })).toBe('no placeholders');
  });

  it('builds the customer-not-ready message', () => {
    expect(customerNotReadyMessage(2, 'en')).toBe('Customer 2 service/hour not chosen yet');
    expect(customerNotReadyMessage(3)).toBe('Khách hàng 3 chưa chọn dịch vụ/giờ');
    expect(messageWith('customerNotReady', { n: 4 }, 'en')).toBe('Customer 4 service/hour not chosen yet');
  });

  it('builds the stylist-busy and salon-full messages', () => {
    expect(stylistBusyMessage('today', 'en')).toBe('Stylist today is busy, please choose another stylist!');
    expect(salonFullMessage('tomorrow', 'en')).toBe(
      'Tomorrow salon is fully booked, please choose another day or salon',
    );
    expect(salonFullMessage('ngày mai')).toBe(
      'Salon đã kín lịch ngày mai, bạn vui lòng chọn ngày hoặc salon khác nhé',
    );
  });
});
