// Messages of the lucky wheel, lucky points and lucky-sprint vouchers (issue 20); English in
// messages-wheel-en.ts.
export const wheelMessages = {
  luckyForbidden: 'Bạn chỉ xem được quà và điểm may mắn của chính mình.',
  luckyInvalidAmount: 'Số lượng không hợp lệ.',
  luckyPointsShort: 'Bạn chưa đủ điểm may mắn.',
  luckyNoSpins: 'Bạn đã hết lượt quay.',
  wheelNotFound: 'Không tìm thấy vòng quay.',
  wheelGiftNotFound: 'Không tìm thấy quà.',
  wheelOutOfGifts: 'Vòng quay đã hết quà, bạn quay lại sau nhé!',
  exchangePackageNotFound: 'Không tìm thấy gói đổi lượt quay.',
  spinsBought: 'Đổi lượt quay thành công!',
  sprintVoucherNotFound: 'Không tìm thấy voucher.',
  sprintVoucherOutOfStock: 'Voucher đã được đổi hết.',
  sprintVoucherExchanged: 'Đổi voucher thành công!',
  jsonCallOnly: 'Yêu cầu không hợp lệ.',
} as const;
