import { registerTexts } from '../../i18n/index.ts';

// Paying a booking's total with the balance (issue 19), namespace 'wallet'.
registerTexts('wallet', {
  vi: {
    title: 'Thanh toán trước bằng số dư',
    balance: 'Số dư của bạn: {balance}',
    pay: 'Thanh toán bằng số dư {total}',
    paying: 'Đang thanh toán…',
    paid: 'Đã thanh toán {paid} bằng số dư. Số dư còn lại: {balance}.',
    short: 'Số dư chưa đủ để thanh toán lịch này.',
    topup: 'Nạp tiền',
    ledgerTitle: 'Biến động số dư',
    kind_opening: 'Số dư đầu kỳ',
    kind_topup: 'Nạp tiền',
    kindBooking: 'Thanh toán lịch đặt #{id}',
    kindRefund: 'Hoàn tiền lịch đặt đã hủy #{id}',
    'kind_change-refund': 'Hoàn tiền chênh lệch khi đổi lịch #{id}',
    paidPart: 'Đã thanh toán {paid} bằng số dư, còn lại {rest}.',
  },
  en: {
    title: 'Pay ahead with your balance',
    balance: 'Your balance: {balance}',
    pay: 'Pay {total} with my balance',
    paying: 'Paying…',
    paid: 'Paid {paid} with your balance. Remaining balance: {balance}.',
    short: 'Your balance is not enough to pay this booking.',
    topup: 'Top up',
    ledgerTitle: 'Balance movements',
    kind_opening: 'Opening balance',
    kind_topup: 'Top-up',
    kindBooking: 'Booking #{id} paid',
    kindRefund: 'Refund of cancelled booking #{id}',
    'kind_change-refund': 'Difference refunded after changing booking #{id}',
    paidPart: 'Paid {paid} with your balance, {rest} left to pay.',
  },
});
