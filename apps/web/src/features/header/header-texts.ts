import { registerTexts } from '../../i18n/index.ts';

// Texts of the header's account part (namespace 'header').
registerTexts('header', {
  vi: {
    balance: 'Số dư',
    topup: 'Nạp tiền',
    history: 'Lịch sử chi tiêu',
    places: 'Địa điểm đã lưu',
    logout: 'Đăng xuất',
    tier: 'Hạng thành viên {tier}',
  },
  en: {
    balance: 'Balance',
    topup: 'Top up',
    history: 'Spending history',
    places: 'Saved places',
    logout: 'Log out',
    tier: 'Member tier {tier}',
  },
});
